// The Report tab: every game with its points, victory points and differential, "returned to Decipher
// ... for entry into the rating system".
import { type ExtraTab, type FormatContext, playerNames, toNumber } from '../format';
import { countedGames } from './counted';
import { formatScore, WINNER, winnerOf } from './scoring';

export function report(ctx: FormatContext): ExtraTab {
  const names = playerNames(ctx);
  const rows = [];
  for (const g of countedGames(ctx).sort(
    (x, y) => x.match.round - y.match.round || x.match.table - y.match.table,
  )) {
    const m = g.match;
    const winner = winnerOf(m.cells.winner);
    rows.push([
      m.round,
      m.table,
      names.get(m.a) ?? m.a,
      m.b === null ? 'BYE' : (names.get(m.b) ?? m.b),
      m.b === null ? '' : (toNumber(m.cells.aPoints) as number),
      m.b === null ? '' : (toNumber(m.cells.bPoints) as number),
      m.b === null ? 'Bye' : `${String(m.cells.ended)}${winner ? ` (winner: ${WINNER[winner]})` : ''}`,
      formatScore(g.a.vp, g.a.diff),
      g.b ? formatScore(g.b.vp, g.b.diff) : '',
    ]);
  }
  return {
    role: 'report',
    title: 'Report',
    headers: [
      'Round',
      'Table',
      'Player',
      'Opponent',
      'Points',
      'Opponent points',
      'How it ended',
      'Player score',
      'Opponent score',
    ],
    rows,
  };
}
