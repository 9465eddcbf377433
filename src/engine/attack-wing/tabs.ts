// The format's own tabs: the Fleets tab the organizer fills from each Fleet Build Sheet, and the printable
// Fleet Build Sheets re-rendered from it and the results after every action.
import {
  type CellValue,
  type ExtraTab,
  type FormatContext,
  type InputTab,
  optionValue,
  playerNames,
} from '../format';
import { CARD_TYPES, FLEET_HEADERS, type Fleet, FROZEN_FIELD, fleetsOf } from './fleet';
import { changedSinceFrozen } from './fleet-freeze';
import { parseFleets } from './fleet-parse';
import { squadronPointsOpt } from './options';
import { type Tally, tallies } from './scoring';

export const fleetsTab: InputTab = {
  role: 'fleets',
  title: 'Fleets',
  headers: FLEET_HEADERS,
  widths: [180, 70, 100, 100, 240, 80, 60],
  textColumns: [1, 2, 3, 4, 5, 6],
  validations: [{ col: 3, choices: [...CARD_TYPES] }],
  parse: (grid, ctx) => parseFleets(grid, ctx, { limit: Number(optionValue(ctx.config, squadronPointsOpt)) }),
};

/** The printable Fleet Build Sheet per player: the fleet, then each battle round with opponent, result and fleet points. */
export function fleetSheets(ctx: FormatContext): ExtraTab {
  const { fleets } = fleetsOf(ctx);
  const t = tallies(ctx);
  const names = playerNames(ctx);
  const rows: CellValue[][] = [];
  const rounds = Math.max(
    ctx.config.rounds,
    ctx.matches.reduce((m, x) => Math.max(m, x.round), 0),
  );
  for (const p of ctx.players) {
    const fleet = fleets[p.key];
    rows.push([p.name, 'FLEET BUILD SHEET', ctx.config.name, ctx.config.date, '', '', '']);
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
    rows.push(...battleRows(t.get(p.key), rounds, names));
    rows.push(['', '', '', '', '', '', '']);
  }
  return {
    role: 'fleet-sheets',
    title: 'Fleet Build Sheets',
    headers: [
      'Player',
      'Section',
      'Card / Opponent',
      'Type / Result',
      'Faction / Battle points',
      'SP / Fleet points',
      'Note / Cumulative',
    ],
    rows,
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

/** The sheet's battle round table: one row per round, blank until the round is paired and scored. */
function battleRows(tally: Tally | undefined, rounds: number, names: Map<string, string>): CellValue[][] {
  const rows: CellValue[][] = [
    [
      '',
      'Battle round',
      'Opponent',
      'Result (W-L-B)',
      'Battle points',
      'Fleet points',
      'Cumulative fleet points',
    ],
  ];
  let cumulative = 0;
  for (let r = 1; r <= rounds; r++) {
    const rr = tally?.rounds.get(r);
    if (!rr) {
      rows.push(['', r, '', '', '', '', '']);
      continue;
    }
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
    ]);
  }
  return rows;
}
