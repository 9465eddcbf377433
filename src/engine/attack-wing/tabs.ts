// The format's own tabs: the Fleets tab the organizer fills from each Fleet Build Sheet (with the roll-offs
// table beside the fleets), and the printable
// Fleet Build Sheets re-rendered from it and the results after every action.
import {
  type CellValue,
  type ExtraTab,
  type FormatContext,
  type InputTab,
  optionValue,
  playerNames,
  withInput,
} from '../format';
import { CARD_TYPES, FLEET_HEADERS, FLEETS, type Fleet, FROZEN_FIELD, fleetsOf } from './fleet';
import { changedSinceFrozen } from './fleet-freeze';
import { parseFleets } from './fleet-parse';
import { squadronPointsOpt } from './options';
import { ROLL_OFF_HEADERS } from './roll-offs';
import { type Tally, tallies } from './scoring';

export const fleetsTab: InputTab = {
  role: 'fleets',
  title: 'Fleets',
  // The fleets (A to G), a blank column, then the roll-offs table (I to L).
  headers: [...FLEET_HEADERS, '', ...ROLL_OFF_HEADERS],
  widths: [180, 70, 100, 100, 240, 80, 60, 30, 110, 240, 180, 130],
  textColumns: [1, 2, 3, 4, 5, 6, 10, 11, 12],
  validations: [{ col: 3, choices: [...CARD_TYPES] }],
  parse(grid, ctx) {
    const { data, issues } = parseFleets(grid, ctx, {
      limit: Number(optionValue(ctx.config, squadronPointsOpt)),
    });
    return { inputs: withInput(FLEETS, data), issues };
  },
};

/** The head of each sheet's battle-round table. */
const BATTLE_HEADER: readonly CellValue[] = [
  '',
  'Battle round',
  'Opponent',
  'Result (W-L-B)',
  'Battle points',
  'Fleet points',
  'Cumulative fleet points',
  "Opponent's initials (verify build)",
  "Opponent's initials (verify results)",
];

/** The printable Fleet Build Sheet per player: the fleet, then each battle round with opponent, result and fleet points. */
export function fleetSheets(ctx: FormatContext): ExtraTab {
  const { fleets } = fleetsOf(ctx);
  const t = tallies(ctx);
  const names = playerNames(ctx);
  const signOffs = signOffsOf(ctx);
  const rows: CellValue[][] = [];
  const rounds = Math.max(
    ctx.config.rounds,
    ctx.matches.reduce((m, x) => Math.max(m, x.round), 0),
  );
  for (const p of ctx.players) {
    const fleet = fleets[p.key];
    rows.push([p.name, 'FLEET BUILD SHEET', ctx.config.name, ctx.config.date, '', '', '', '', '']);
    if (fleet) {
      rows.push(...buildRows(fleet));
      if (changedSinceFrozen(p, fleet))
        rows.push([
          '',
          'CHANGED',
          `Fleet edited after it was frozen: ${String(p.fields[FROZEN_FIELD])}`,
          '',
          '',
          '',
          '',
        ]);
    } else {
      rows.push(['', 'Fleet', 'No fleet on the Fleets tab', '', '', '', '']);
    }
    rows.push(...battleRows(t.get(p.key), rounds, names, signOffs));
    rows.push(['', '', '', '', '', '', '', '', '']);
  }
  return {
    role: 'fleet-sheets',
    title: 'Fleet Build Sheets',
    fixedRows: [[...BATTLE_HEADER], ['', 'FLEET BUILD SHEET', '', '', '', '', '', '', '']],
    headers: [
      'Player',
      'Section',
      'Card / Opponent',
      'Type / Result',
      'Faction / Battle points',
      'SP / Fleet points',
      'Note / Cumulative',
      'Fleet verified',
      'Result verified',
    ],
    rows: rows.map((r) => (r.length < 9 ? [...r, ...new Array(9 - r.length).fill('')] : r)),
  };
}

/** Every card by ship with its SP (faction penalty included), ship totals, the resource and the build total. */
function buildRows(fleet: Fleet): CellValue[][] {
  const rows: CellValue[][] = [];
  for (const s of fleet.ships) {
    for (const c of s.cards) {
      const type = CARD_TYPES.find((x) => x.toLowerCase() === c.type) ?? c.type;
      rows.push([
        '',
        `Ship ${s.label}`,
        c.name,
        c.type === 'upgrade' ? `${type} (${c.upgradeType})` : type,
        c.factions.join('/'),
        c.sp + c.penalty,
        c.penalty ? '+1 faction penalty' : '',
      ]);
    }
    rows.push(['', `Ship ${s.label}`, 'Total SP', '', '', s.total, '']);
  }
  if (fleet.resource) rows.push(['', 'Resource', fleet.resource.name, 'Resource', '', fleet.resource.sp, '']);
  rows.push([
    '',
    'Total build',
    '',
    fleet.penalty ? `${fleet.printed} + ${fleet.penalty} faction penalty` : '',
    '',
    fleet.total,
    '',
  ]);
  return rows;
}

/** A player's sign-off boxes per round ("player|round"): the opponent verified the fleet build, the result. */
function signOffsOf(ctx: FormatContext): Map<string, { fleet: boolean; result: boolean }> {
  const out = new Map<string, { fleet: boolean; result: boolean }>();
  for (const m of ctx.matches) {
    if (m.b === null) continue;
    const marks = { fleet: isTicked(m.cells.fleetVerified), result: isTicked(m.cells.verified) };
    out.set(`${m.a}|${m.round}`, marks);
    out.set(`${m.b}|${m.round}`, marks);
  }
  return out;
}

const isTicked = (v: CellValue | undefined) =>
  v === true || (typeof v === 'string' && v.trim().toUpperCase() === 'TRUE');

/**
 * The sheet's battle round table: one row per round, blank until the round is paired and scored; the
 * opponent's initials ("Verify Build", "Verify Results") are the Results tab's two checkboxes.
 */
function battleRows(
  tally: Tally | undefined,
  rounds: number,
  names: ReadonlyMap<string, string>,
  signOffs: Map<string, { fleet: boolean; result: boolean }>,
): CellValue[][] {
  const rows: CellValue[][] = [[...BATTLE_HEADER]];
  let cumulative = 0;
  for (let r = 1; r <= rounds; r++) {
    const rr = tally?.rounds.get(r);
    if (!rr) {
      rows.push(['', r, '', '', '', '', '', '', '']);
      continue;
    }
    const signed = tally ? signOffs.get(`${tally.key}|${r}`) : undefined;
    cumulative += rr.fleetPoints;
    const opponent = rr.opponent === null ? 'BYE' : (names.get(rr.opponent) ?? rr.opponent);
    rows.push([
      '',
      r,
      opponent,
      rr.result,
      rr.result ? rr.battlePoints : '',
      rr.result ? rr.fleetPoints : '',
      rr.result ? cumulative : '',
      signed?.fleet ? 'Verified' : '',
      signed?.result ? 'Verified' : '',
    ]);
  }
  return rows;
}
