// "the player with the highest victory points is the winner. In the case of a tie in victory points,
// the tied player with the highest differential wins"; players level on both share a rank.
import type { FormatContext, StandingsTable } from '../format';
import { rankSorted } from '../standings-rank';
import { formatScore, scoreChain, tallies } from './scoring';

export function standings(ctx: FormatContext): StandingsTable {
  const sorted = [...tallies(ctx).values()].sort((a, b) => scoreChain(a, b) || a.name.localeCompare(b.name));
  const ranked = rankSorted(sorted, (a, b) => scoreChain(a, b) === 0);
  const rows = ranked.map(({ item: t, rank, tied }) => [
    rank,
    t.name,
    formatScore(t.vp, t.diff),
    t.vp,
    t.diff,
    t.played,
    t.won,
    t.lost,
    t.tied,
    t.byes,
    t.active ? '' : 'Dropped',
    tied ? 'Tied' : '',
  ]);
  return {
    headers: [
      'Rank',
      'Player',
      'Score',
      'Victory points',
      'Differential',
      'Played',
      'Won',
      'Lost',
      'Tied',
      'Byes',
      'Status',
      'Tie',
    ],
    rows,
    marks: ranked.map((r) => (r.rank === 1 && !r.tied ? 'leader' : r.tied ? 'tie' : '')),
    leaders: ranked
      .slice(0, 3)
      .map((r) => ({ rank: r.rank, name: r.item.name, score: formatScore(r.item.vp, r.item.diff) })),
  };
}
