// The Standings tab: most games won, and within a tie for first, how far each got in the playoff.
// Players still in the event come first: only they can win it (the playoff is drawn among them), so a
// dropped player is listed after them, by games won, with a Note saying why.
import { plural } from '../../shared/plural';
import type { FormatContext, StandingsTable } from '../format';
import { rankSorted } from '../standings-rank';
import { playoffOf } from './playoff';
import { playoffStage, stageLabel } from './playoff-stage';
import { type Tally, tallies, total } from './scoring';

const HEADERS = [
  'Rank',
  'Player',
  'Start no.',
  'Wins',
  // The outcome beside the wins, so a phone shows the champion without panning (390 px).
  'Playoff',
  'As arrow',
  'As target',
  'Absent as target',
  'Absences',
  'Sat out',
  'Played',
  'Status',
  'Tie',
  'Note',
];

export const DROPPED_NOTE =
  'Dropped: listed after the players still in the event; its later games count as absences (−1 as target)';

export function standings(ctx: FormatContext): StandingsTable {
  const playoff = playoffOf(ctx);
  const bracket = playoff.bracket;
  const inPlayoff = new Set(playoff.seeds);
  const stage = (t: Tally) => (bracket && inPlayoff.has(t.key) ? playoffStage(bracket, t.key) : 0);
  const cmp = (a: Tally, b: Tally) =>
    Number(b.active) - Number(a.active) || total(b) - total(a) || stage(b) - stage(a);
  const sorted = [...tallies(ctx).values()].sort(
    (a, b) => cmp(a, b) || (a.start ?? 1e9) - (b.start ?? 1e9) || a.name.localeCompare(b.name),
  );
  const ranked = rankSorted(sorted, (a, b) => cmp(a, b) === 0);
  const rows = ranked.map(({ item: t, rank, tied }) => [
    rank,
    t.name,
    t.start ?? '',
    total(t),
    bracket && inPlayoff.has(t.key) ? stageLabel(bracket, t.key) : '',
    t.arrowWins,
    t.targetWins,
    t.penalty ? -t.penalty : 0,
    t.absences,
    t.satOut,
    t.played,
    t.active ? '' : 'Dropped',
    rank === 1 && tied && playoff.scheduleDone ? 'Playoff' : tied ? 'Tied' : '',
    t.active ? '' : DROPPED_NOTE,
  ]);
  return {
    headers: HEADERS,
    rows,
    marks: ranked.map((r) => (r.rank === 1 && !r.tied ? 'leader' : r.tied ? 'tie' : '')),
    leaders: ranked.slice(0, 3).map((r) => ({
      rank: r.rank,
      name: r.item.name,
      score: `${plural(total(r.item), 'win')}${bracket?.champion === r.item.key ? ', playoff champion' : ''}`,
    })),
  };
}
