// Full Thrust rosters (the Fleets tab) and the Offensive / Defensive Point Totals computed from them.
// Source: "each individual fighter within a squadron is treated as a ship for point purposes".
import { type CellValue, type FormatContext, isBlank, type TabIssue, toNumber } from '../format';
import { nameKey } from '../names';
import { emptyRecord } from '../own';
import { tabIssueList } from '../tab-issues';

export interface RosterUnit {
  name: string;
  kind: 'ship' | 'fighters';
  /** Points of a ship; for a squadron, fighters x points per fighter. */
  points: number;
  fighters: number;
  perFighter: number;
}

/** Rosters by player key. */
export type Rosters = Record<string, RosterUnit[]>;

/** The codes of the problems on the Fleets tab's rosters. */
export const ROSTER_CODES = {
  /** A roster row whose player is blank or not on the Players tab. */
  player: 'full-thrust-roster-player',
  /** A ship or squadron with no name. */
  unitName: 'full-thrust-roster-unit-name',
  /** A squadron's fighters that are not a number. */
  fighters: 'full-thrust-roster-fighters',
  /** A squadron's points per fighter that are not a number. */
  perFighter: 'full-thrust-roster-per-fighter',
  /** A squadron's typed points that are not its fighters times points per fighter. */
  pointsDiffer: 'full-thrust-roster-points-differ',
  /** A ship's points that are not a number. */
  points: 'full-thrust-roster-points',
  /** Two units of one player with the same name. */
  duplicateUnit: 'full-thrust-roster-duplicate-unit',
} as const;

export const FLEET_HEADERS = [
  'Player',
  'Ship or squadron',
  'Kind',
  'Points',
  'Fighters',
  'Points per fighter',
];
export const KIND_CHOICES = ['Ship', 'Fighters'];

function text(v: CellValue | undefined): string {
  return v === undefined ? '' : String(v).trim();
}

/** Reads the Fleets tab: one ship or fighter squadron a row. */
export function parseFleets(grid: CellValue[][], ctx: FormatContext): { data: Rosters; issues: TabIssue[] } {
  const { issues, err, warn } = tabIssueList();
  const data: Rosters = emptyRecord();
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  for (let i = 1; i < grid.length; i++) {
    const r = grid[i] ?? [];
    if (r.slice(0, 6).every((v) => isBlank(v))) continue;
    const row = i + 1;
    const player = byKey.get(nameKey(text(r[0])));
    if (!player) {
      err(
        ROSTER_CODES.player,
        row,
        1,
        text(r[0]) ? `"${text(r[0])}" is not on the Players tab.` : 'The player is missing.',
        "Type the player's name as on the Players tab.",
      );
      continue;
    }
    const name = text(r[1]);
    if (!name) {
      err(
        ROSTER_CODES.unitName,
        row,
        2,
        'The ship or squadron has no name.',
        'Name it as it will be written in "lost" cells, e.g. "Ticonderoga" or "Fast 1".',
      );
      continue;
    }
    const kindText = text(r[2]).toLowerCase();
    const kind = kindText.startsWith('f') || (kindText === '' && !isBlank(r[4])) ? 'fighters' : 'ship';
    let unit: RosterUnit;
    if (kind === 'fighters') {
      const count = toNumber(r[4]);
      const per = toNumber(r[5]);
      if (count === null || !Number.isInteger(count) || count < 1) {
        err(
          ROSTER_CODES.fighters,
          row,
          5,
          `"${text(r[4])}" is not a number of fighters.`,
          'Type how many fighters the squadron starts with, e.g. 6.',
        );
        continue;
      }
      if (per === null || per < 0) {
        err(
          ROSTER_CODES.perFighter,
          row,
          6,
          `"${text(r[5])}" is not a number of points per fighter.`,
          'Type the points of one fighter, e.g. 3.',
        );
        continue;
      }
      unit = { name, kind, points: count * per, fighters: count, perFighter: per };
      const typed = toNumber(r[3]);
      if (!isBlank(r[3]) && typed !== unit.points) {
        warn(
          ROSTER_CODES.pointsDiffer,
          row,
          4,
          `${name}: ${count} fighters x ${per} is ${unit.points} points, not ${text(r[3])}.`,
          'Correct the points, or clear the cell.',
        );
      }
    } else {
      const pts = toNumber(r[3]);
      if (pts === null || pts < 0) {
        err(
          ROSTER_CODES.points,
          row,
          4,
          `"${text(r[3])}" is not a number of points.`,
          "Type the ship's points value.",
        );
        continue;
      }
      unit = { name, kind, points: pts, fighters: 0, perFighter: 0 };
    }
    const list = data[player.key] ?? [];
    if (list.some((u) => u.name.toLowerCase() === name.toLowerCase())) {
      err(
        ROSTER_CODES.duplicateUnit,
        row,
        2,
        `${player.name} already has a unit named "${name}".`,
        'Give each ship or squadron its own name, e.g. "Normal 1", "Normal 2".',
      );
      continue;
    }
    list.push(unit);
    data[player.key] = list;
  }
  return { data, issues };
}

export function rosterTotal(units: readonly RosterUnit[]): number {
  return units.reduce((s, u) => s + u.points, 0);
}

/**
 * Points of what one side lost, from a "lost" cell: unit names separated by commas or semicolons; a name
 * alone is the whole ship or squadron, "Name: 5" is five fighters of that squadron. "none" is nothing.
 */
export function lossValue(lost: string, units: readonly RosterUnit[]): { value: number; errors: string[] } {
  const errors: string[] = [];
  let value = 0;
  const t = lost.trim();
  if (t === '' || /^(none|nothing|-|0)$/i.test(t)) return { value: 0, errors };
  const seen = new Set<string>();
  for (const raw of t.split(/[,;\n]+/)) {
    const item = raw.trim();
    if (!item) continue;
    const m = /^(.*?)\s*(?:[:x×]\s*(\d+))?$/i.exec(item) as RegExpExecArray;
    let name = m[1].trim();
    let count: number | null = m[2] === undefined ? null : Number(m[2]);
    let unit = units.find((u) => u.name.toLowerCase() === name.toLowerCase());
    if (!unit && count !== null) {
      // "Escort x2" style names: retry with the whole item as the name.
      unit = units.find((u) => u.name.toLowerCase() === item.toLowerCase());
      if (unit) {
        name = item;
        count = null;
      }
    }
    if (!unit) {
      errors.push(`"${name}" is not in the roster (${units.map((u) => u.name).join(', ') || 'empty'}).`);
      continue;
    }
    if (seen.has(unit.name.toLowerCase())) {
      errors.push(`"${unit.name}" is listed twice.`);
      continue;
    }
    seen.add(unit.name.toLowerCase());
    if (count === null) value += unit.points;
    else if (unit.kind !== 'fighters')
      errors.push(`"${unit.name}" is a ship: list it without a number of fighters.`);
    else if (count > unit.fighters)
      errors.push(`"${unit.name}" has only ${unit.fighters} fighters, not ${count}.`);
    else value += count * unit.perFighter;
  }
  return { value, errors };
}
