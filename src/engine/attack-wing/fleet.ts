// The Fleets tab, laid out like the Fleet Build Sheet: one row per card (Player | Ship | Card type |
// Upgrade type | Card name | Faction | SP), parsed into one fleet per player with cell-addressed checks:
// SP limit with the faction penalty, one captain per ship, at most one resource, known faction codes, and
// the fingerprint that freezes a fleet once round 1 is paired.
import { type CellValue, type FormatContext, type TabIssue, toNumber } from '../format';
import { nameKey } from '../names';
import { hashString } from '../random';

export const FLEET_HEADERS = ['Player', 'Ship', 'Card type', 'Upgrade type', 'Card name', 'Faction', 'SP'];
export const COL = { player: 1, ship: 2, type: 3, upgrade: 4, name: 5, faction: 6, sp: 7 } as const;

export const CARD_TYPES = ['Ship', 'Captain', 'Admiral', 'Upgrade', 'Resource'] as const;
export type CardType = 'ship' | 'captain' | 'admiral' | 'upgrade' | 'resource';

/** "Upgrade Types C =Crew E =Elite Talent T =Tech W =Weapon B =Borg S =Squadron" */
export const UPGRADE_TYPES: Record<string, string> = {
  C: 'Crew',
  E: 'Elite Talent',
  T: 'Tech',
  W: 'Weapon',
  B: 'Borg',
  S: 'Squadron',
};

/** "FACTIONS: FED =Federation KLI =Klingon ..." */
export const FACTIONS: Record<string, string> = {
  FED: 'Federation',
  KLI: 'Klingon',
  ROM: 'Romulan',
  DOM: 'Dominion',
  BOR: 'Borg',
  SPE: 'Species 8472',
  KAZ: 'Kazon',
  BAJ: 'Bajoran',
  FER: 'Ferengi',
  VUL: 'Vulcan',
  IND: 'Independent',
  MIR: 'Mirror Universe',
};

export interface FleetCard {
  row: number;
  type: CardType;
  /** The ship the card is on; '' for a resource assigned to the whole fleet. */
  ship: string;
  upgradeType: string;
  name: string;
  factions: string[];
  sp: number;
  /** +1 when a captain (over 0 SP) or upgrade is of a faction other than its ship's. */
  penalty: number;
}

export interface FleetShip {
  label: string;
  /** The Ship card's name, or the label when the ship has no Ship card row. */
  name: string;
  cards: FleetCard[];
  /** Ship point total: every card on the ship with its faction penalties (the Peak Performance "ship point total"). */
  total: number;
}

export interface Fleet {
  key: string;
  name: string;
  firstRow: number;
  ships: FleetShip[];
  /** A resource not assigned to a ship (scored by the Peak Performance resource rule), if any. */
  resource: FleetCard | null;
  printed: number;
  penalty: number;
  total: number;
  fingerprint: string;
  summary: string;
}

export interface FleetsData {
  /** Fleets by player key. */
  fleets: Record<string, Fleet>;
  /** Whether the organizer typed any fleet at all (an unused Fleets tab produces no warnings). */
  used: boolean;
}

export const FROZEN_FIELD = 'frozenFleet';

function text(v: CellValue | undefined): string {
  if (v === undefined || v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

function cardType(v: string): CardType | null {
  const t = v.trim().toLowerCase();
  return (CARD_TYPES.map((c) => c.toLowerCase()) as string[]).includes(t) ? (t as CardType) : null;
}

/** The "#hash" part of a Frozen fleet cell. */
export function fingerprintIn(cell: CellValue | undefined): string | null {
  const m = /#([0-9a-z]+)/i.exec(text(cell));
  return m ? m[1].toLowerCase() : null;
}

export interface FleetOptions {
  limit: number;
}

export function parseFleets(
  grid: CellValue[][],
  ctx: FormatContext,
  opts: FleetOptions,
): { data: FleetsData; issues: TabIssue[] } {
  const issues: TabIssue[] = [];
  const err = (row: number, col: number, message: string, fix: string) =>
    issues.push({ severity: 'error', row, col, message, fix });
  const warn = (row: number, col: number, message: string, fix: string) =>
    issues.push({ severity: 'warning', row, col, message, fix });
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  const cards = new Map<string, FleetCard[]>();
  const firstRow = new Map<string, number>();
  let player = '';
  const lastShip = new Map<string, string>();
  let used = false;
  let lastRow = 1;
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i] ?? [];
    const rowNo = i + 1;
    const cells = FLEET_HEADERS.map((_, c) => text(row[c]));
    if (cells.every((c) => c === '')) continue;
    used = true;
    lastRow = rowNo;
    if (cells[0] !== '') player = cells[0];
    if (player === '') {
      err(
        rowNo,
        COL.player,
        'This card has no player.',
        "Type the player's name in the first row of their fleet.",
      );
      continue;
    }
    const p = byKey.get(nameKey(player));
    if (!p) {
      if (cells[0] !== '')
        err(
          rowNo,
          COL.player,
          `"${player}" is not on the Players tab.`,
          'Correct the spelling to match the Players tab, or add the player there.',
        );
      continue;
    }
    const type = cardType(cells[2]);
    if (!type) {
      err(
        rowNo,
        COL.type,
        cells[2] ? `"${cells[2]}" is not a card type.` : 'The card type is missing.',
        `Choose ${CARD_TYPES.join(', ')}.`,
      );
      continue;
    }
    let ship = cells[1];
    if (type !== 'resource') {
      if (ship === '') ship = lastShip.get(p.key) ?? '';
      if (ship === '') {
        err(
          rowNo,
          COL.ship,
          'Which ship is this card on?',
          'Type the ship it belongs to (1, 2, 3… as Ship 1, Ship 2 on the Fleet Build Sheet).',
        );
        continue;
      }
      lastShip.set(p.key, ship);
    }
    const upgradeType = cells[3].toUpperCase();
    if (type === 'upgrade' && !UPGRADE_TYPES[upgradeType]) {
      err(
        rowNo,
        COL.upgrade,
        cells[3] ? `"${cells[3]}" is not an upgrade type.` : 'The upgrade type letter is missing.',
        'Use C (Crew), E (Elite Talent), T (Tech), W (Weapon), B (Borg) or S (Squadron).',
      );
    }
    const factions =
      cells[5] === ''
        ? []
        : cells[5]
            .toUpperCase()
            .split(/[\s/,]+/)
            .filter(Boolean);
    const unknown = factions.filter((f) => !FACTIONS[f]);
    if (unknown.length) {
      err(
        rowNo,
        COL.faction,
        `"${unknown.join(', ')}" is not a faction code.`,
        `Use ${Object.keys(FACTIONS).join(' ')}.`,
      );
    } else if (factions.length === 0 && type !== 'resource') {
      err(
        rowNo,
        COL.faction,
        'The faction is missing.',
        `Type the card's faction code: ${Object.keys(FACTIONS).join(' ')}.`,
      );
    }
    const sp = toNumber(row[COL.sp - 1]);
    if (sp === null || sp < 0) {
      err(
        rowNo,
        COL.sp,
        cells[6] ? `"${cells[6]}" is not a number of squadron points.` : 'The SP cost is missing.',
        "Type the card's SP cost (0 or more).",
      );
      continue;
    }
    if (!firstRow.has(p.key)) firstRow.set(p.key, rowNo);
    const list = cards.get(p.key) ?? [];
    list.push({ row: rowNo, type, ship, upgradeType, name: cells[4], factions, sp, penalty: 0 });
    cards.set(p.key, list);
  }

  const fleets: Record<string, Fleet> = {};
  for (const [key, list] of cards) {
    const p = byKey.get(key);
    if (!p) continue;
    const shipLabels: string[] = [];
    for (const c of list) if (c.type !== 'resource' && !shipLabels.includes(c.ship)) shipLabels.push(c.ship);
    const ships: FleetShip[] = [];
    for (const label of shipLabels) {
      const on = list.filter((c) => c.type !== 'resource' && c.ship === label);
      const shipCards = on.filter((c) => c.type === 'ship');
      if (shipCards.length === 0) {
        err(
          on[0].row,
          COL.ship,
          `${p.name}'s ship "${label}" has no Ship card.`,
          'Add a row with Card type Ship for it, or correct the Ship column.',
        );
      }
      for (const extra of shipCards.slice(1)) {
        err(
          extra.row,
          COL.type,
          `${p.name}'s ship "${label}" has a second Ship card (first in row ${shipCards[0].row}).`,
          'Give each ship its own label in the Ship column (1, 2, 3…).',
        );
      }
      const captains = on.filter((c) => c.type === 'captain');
      if (captains.length === 0) {
        const at = shipCards[0] ?? on[0];
        err(
          at.row,
          COL.type,
          `${p.name}'s ship "${label}" has no captain: each ship needs exactly one.`,
          "Add the ship's Captain card (a 0-SP captain counts).",
        );
      }
      for (const extra of captains.slice(1)) {
        err(
          extra.row,
          COL.type,
          `${p.name}'s ship "${label}" has a second captain (first in row ${captains[0].row}): each ship has exactly one.`,
          'Remove one captain, or move it to the ship it belongs to.',
        );
      }
      const shipFactions = shipCards[0]?.factions ?? [];
      if (shipFactions.length) {
        for (const c of on) {
          const penalised = c.type === 'upgrade' || (c.type === 'captain' && c.sp > 0);
          if (!penalised || c.factions.length === 0) continue;
          if (!c.factions.some((f) => shipFactions.includes(f))) {
            c.penalty = 1;
            warn(
              c.row,
              COL.faction,
              `+1 SP: ${c.name || 'this card'} (${c.factions.join('/')}) is on a ${shipFactions.join('/')} ship.`,
              'The faction penalty is included in the fleet total; no action needed if the build is right.',
            );
          }
        }
      }
      ships.push({ label, name: shipCards[0]?.name || label, cards: on, total: 0 });
    }
    const resources = list.filter((c) => c.type === 'resource');
    for (const extra of resources.slice(1)) {
      err(
        extra.row,
        COL.type,
        `${p.name} has a second resource (first in row ${resources[0].row}): a fleet may use exactly 1 resource.`,
        'Keep one resource and remove the others.',
      );
    }
    let resource: FleetCard | null = null;
    for (const r of resources.slice(0, 1)) {
      if (r.ship === '') {
        resource = r;
        continue;
      }
      const ship = ships.find((s) => s.label === r.ship);
      if (ship) ship.cards.push(r);
      else
        err(
          r.row,
          COL.ship,
          `${p.name} has no ship "${r.ship}" to assign this resource to.`,
          'Leave Ship blank for a resource used by the whole fleet, or correct the ship.',
        );
    }
    for (const s of ships) s.total = s.cards.reduce((t, c) => t + c.sp + c.penalty, 0);
    const counted = [...list.filter((c) => c.type !== 'resource'), ...resources.slice(0, 1)];
    const printed = counted.reduce((t, c) => t + c.sp, 0);
    const penalty = counted.reduce((t, c) => t + c.penalty, 0);
    const total = printed + penalty;
    const first = firstRow.get(key) ?? 2;
    if (total > opts.limit) {
      err(
        first,
        COL.sp,
        `${p.name}'s fleet is ${total} SP (${printed} printed${penalty ? ` + ${penalty} faction penalty` : ''}), over the ${opts.limit} SP limit.`,
        'Remove cards until the total is within the squadron point limit on the Event tab.',
      );
    }
    const canonical = list
      .map((c) => [c.ship, c.type, c.upgradeType, nameKey(c.name), c.factions.join('/'), c.sp].join('|'))
      .sort()
      .join('\n');
    const fingerprint = (hashString(canonical) >>> 0).toString(36);
    fleets[key] = {
      key,
      name: p.name,
      firstRow: first,
      ships,
      resource,
      printed,
      penalty,
      total,
      fingerprint,
      summary: `${ships.length} ship${ships.length === 1 ? '' : 's'}, ${list.length} cards, ${total} SP #${fingerprint}`,
    };
  }

  if (used) {
    for (const p of ctx.players) {
      if (p.active && !fleets[p.key]) {
        warn(
          lastRow + 1,
          COL.player,
          `${p.name} has no fleet on the Fleets tab.`,
          "Record every player's Fleet Build Sheet before round 1.",
        );
      }
    }
  }
  if (ctx.matches.length > 0) {
    for (const p of ctx.players) {
      const frozen = fingerprintIn(p.fields[FROZEN_FIELD]);
      if (!frozen) continue;
      const now = fleets[p.key];
      if (now?.fingerprint === frozen) continue;
      warn(
        now?.firstRow ?? 2,
        COL.player,
        `${p.name}'s fleet changed after it was frozen at pairing (frozen: ${text(p.fields[FROZEN_FIELD])}; now: ${now ? now.summary : 'no fleet'}).`,
        `Players cannot change fleets between battle rounds: restore the fleet as recorded, or clear ${p.name}'s "Frozen fleet" cell on the Players tab to accept the change (it is frozen again at the next pairing).`,
      );
    }
  }
  return { data: { fleets, used }, issues };
}

/** The fleet data of a context (empty when the event has no Fleets tab data). */
export function fleetsOf(ctx: FormatContext): FleetsData {
  const d = ctx.extra.fleets as FleetsData | undefined;
  return d ?? { fleets: {}, used: false };
}
