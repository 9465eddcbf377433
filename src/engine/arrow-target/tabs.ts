// The output tabs re-rendered on every action: the whole Schedule, and the playoff Bracket.

import { fixTables } from '../fixed-tables';
import type { CellValue, ExtraTab, FormatContext, PlannedTable } from '../format';
import { playerNames } from '../format';
import { scheduleRound } from '../round-robin';
import { lineupOf } from './lineup';
import { playoffOf } from './playoff';
import { roundName } from './playoff-stage';
import { weekendLabel } from './weekends';

export function scheduleTab(ctx: FormatContext): ExtraTab {
  const lineup = lineupOf(ctx);
  const names = playerNames(ctx);
  const N = lineup.keys.length;
  const label = (start: number, num: number) => `#${num} ${names.get(lineup.keys[start - 1]) ?? ''}`;
  const rows: CellValue[][] = [];
  for (let r = 1; r <= lineup.length; r++) {
    const s = scheduleRound(N, r);
    const sitter = s.sitsOut === null ? '' : label(s.sitsOut, 1);
    // Each game at the table pairing will give it: the schedule's, renumbered for fixed tables.
    const planned: PlannedTable[] = s.games.map((g) => ({
      table: g.table,
      a: lineup.keys[g.arrow - 1],
      b: lineup.keys[g.target - 1],
      note: '',
    }));
    if (s.sitsOut !== null)
      planned.push({ table: s.games.length + 1, a: lineup.keys[s.sitsOut - 1], b: null, note: '' });
    const tableOf = new Map(fixTables(planned, ctx.players, r).tables.map((t) => [t.a, t.table]));
    const games = [...s.games].sort(
      (x, y) => (tableOf.get(lineup.keys[x.arrow - 1]) ?? 0) - (tableOf.get(lineup.keys[y.arrow - 1]) ?? 0),
    );
    games.forEach((g, i) => {
      rows.push([
        r,
        weekendLabel(ctx, r),
        tableOf.get(lineup.keys[g.arrow - 1]) ?? g.table,
        label(g.arrow, g.arrowNumber),
        label(g.target, g.targetNumber),
        i === 0 ? sitter : '',
      ]);
    });
  }
  return {
    role: 'schedule',
    title: 'Schedule',
    headers: ['Round', 'Weekend', 'Table', 'Arrow', 'Target', 'Sits out'],
    rows,
  };
}

/** The game first, as a phone shows it without swiping: both players and the winner beside the round. */
const BRACKET_HEADERS = [
  'Playoff round',
  'Player',
  'Opponent',
  'Winner',
  'Game',
  'Player seed',
  'Opponent seed',
  'Results round',
];

/** A row of the Bracket tab with only its first cells filled. */
function bracketRow(...cells: CellValue[]): CellValue[] {
  return [...cells, ...new Array(BRACKET_HEADERS.length - cells.length).fill('')];
}

export function bracketTab(ctx: FormatContext): ExtraTab {
  const playoff = playoffOf(ctx);
  const names = playerNames(ctx);
  const nameOf = (key: string) => names.get(key) ?? key;
  const L = lineupOf(ctx).length;
  const tab = { role: 'bracket', title: 'Bracket', headers: BRACKET_HEADERS };
  const b = playoff.bracket;
  if (!b) {
    const note = playoff.scheduleDone
      ? 'No playoff: first place is not tied.'
      : 'A playoff is drawn here if first place is tied when the schedule ends.';
    return { ...tab, rows: [bracketRow(note)] };
  }
  const rows: CellValue[][] = b.games.map((g) => [
    roundName(b, g.round),
    g.a ? nameOf(g.a) : 'to be decided',
    g.bye ? 'BYE' : g.b ? nameOf(g.b) : 'to be decided',
    g.winner ? nameOf(g.winner) : '',
    g.index,
    g.seedA ?? '',
    g.bye ? '' : (g.seedB ?? ''),
    L + g.round,
  ]);
  rows.push(bracketRow('Champion', b.champion ? nameOf(b.champion) : 'to be decided'));
  return { ...tab, rows };
}
