// The Full Thrust tabs: the Fleets input tab (one ship or fighter squadron a row), and the output tabs
// Bracket (the cut) and Games (every game's sides and winner).
import { type CellValue, type ExtraTab, type FormatContext, type InputTab, withInput } from '../format';
import { analyze, waitsForBattle } from './analysis';
import { nameFn, ROSTERS } from './players';
import { BATTLE_TO_PLAY, gameWinner, stepsFor } from './ranking';
import { FLEET_HEADERS, KIND_CHOICES, parseFleets } from './roster';
import type { Side } from './scoring';
import { cutRoundName } from './structure';

/**
 * The game first, as a phone shows it without swiping (both players and the winner beside the round),
 * then the table, the seeds and the scores.
 */
const BRACKET_HEADERS = [
  'Round',
  'Player',
  'Opponent',
  'Winner',
  'Table',
  'Player seed',
  'Player score',
  'Opponent seed',
  'Opponent score',
];

function bracketTab(ctx: FormatContext): ExtraTab {
  const analysis = analyze(ctx);
  const name = nameFn(ctx);
  const rows: CellValue[][] = [];
  const score = (key: string | null, round: number): CellValue => {
    const c = key ? analysis.sides.get(key)?.get(round)?.side : null;
    return c ? c.score : '';
  };
  // Before the cut is paired, a seed still tied for its place names none of the tied players.
  const cutPaired = ctx.matches.some((m) => m.round === analysis.structure.qualRounds + 1);
  const seat = (key: string | null, round: number) =>
    !key
      ? '(to be decided)'
      : round === 1 && !cutPaired && waitsForBattle(analysis, key)
        ? `(${BATTLE_TO_PLAY.toLowerCase()})`
        : name(key);
  for (const g of analysis.bracket?.games ?? []) {
    const round = analysis.structure.qualRounds + g.round;
    const waiting = cutPaired && !g.winner && waitsForBattle(analysis, g.a) && waitsForBattle(analysis, g.b);
    rows.push([
      cutRoundName(analysis.structure, round),
      seat(g.a, g.round),
      g.bye ? 'BYE' : seat(g.b, g.round),
      g.winner ? name(g.winner) : waiting ? BATTLE_TO_PLAY : '',
      g.index,
      g.seedA ?? '',
      g.bye ? '' : score(g.a, round),
      g.seedB ?? '',
      g.bye ? '' : score(g.b, round),
    ]);
  }
  if (analysis.bracket?.champion)
    rows.push(['Grand Admiral', name(analysis.bracket.champion), '', '', '', '', '', '', '']);
  return {
    role: 'bracket',
    title: 'Bracket',
    headers: BRACKET_HEADERS,
    rows,
  };
}

const GAMES_HEADERS = [
  'Round',
  'Stage',
  'Table',
  'Player',
  'Opponent',
  'Player OPT',
  'Player DPT',
  'Player hull',
  'Player score',
  'Opponent OPT',
  'Opponent DPT',
  'Opponent hull',
  'Opponent score',
  'Winner',
  'Tie decided by',
];

function gamesTab(ctx: FormatContext): ExtraTab {
  const analysis = analyze(ctx);
  const name = nameFn(ctx);
  const steps = stepsFor(ctx);
  const cells = (s: Side | null): CellValue[] => (s ? [s.opt, s.dpt, s.hull, s.score] : ['', '', '', '']);
  const rows: CellValue[][] = [];
  for (const g of [...analysis.scored].sort(
    (x, y) => x.match.round - y.match.round || x.match.table - y.match.table,
  )) {
    const m = g.match;
    const w = gameWinner(g, ctx, analysis.structure);
    const split = w?.winner ? w.result.splitStep[1] : -1;
    rows.push([
      m.round,
      cutRoundName(analysis.structure, m.round),
      m.table,
      name(m.a),
      m.b === null ? (g.kind === 'judge' ? 'Judge' : g.kind === 'sit-out' ? 'Sits out' : 'BYE') : name(m.b),
      ...cells(g.a),
      ...cells(g.b),
      w ? (w.winner ? name(w.winner) : BATTLE_TO_PLAY) : '',
      w && split > 0 ? steps[split].name : '',
    ]);
  }
  return { role: 'report', title: 'Games', headers: GAMES_HEADERS, rows };
}

export function extraTabs(ctx: FormatContext): ExtraTab[] {
  return [bracketTab(ctx), gamesTab(ctx)];
}

export const fleetsTab: InputTab = {
  role: 'fleets',
  title: 'Fleets',
  headers: FLEET_HEADERS,
  widths: [200, 200, 90, 80, 80, 130],
  textColumns: [1, 2],
  validations: [{ col: 3, choices: KIND_CHOICES }],
  parse(grid, ctx) {
    const { data, issues } = parseFleets(grid, ctx);
    return { inputs: withInput(ROSTERS, data), issues };
  },
};
