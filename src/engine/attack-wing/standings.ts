// The Standings tab: battle points, then fleet points, then the recorded roll-off; a tie no roll-off has
// settled shares its rank and is flagged, and each rank carries its title from the Event tab.
import { type FormatContext, optionValue, type StandingsTable } from '../format';
import { rankSorted } from '../standings-rank';
import { DEFAULT_RANK_TITLES, rankTitlesOpt } from './options';
import { battleOf } from './results';
import { byRollOff, rollOffSettles, scoreGroups } from './score-groups';
import { type Tally, tallies } from './scoring';

function rankTitles(ctx: FormatContext): string[] {
  const list = String(optionValue<string>(ctx.config, rankTitlesOpt))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return list.length ? list : DEFAULT_RANK_TITLES.split(', ');
}

/** The last title serves every rank after it. */
function titleFor(titles: readonly string[], rank: number): string {
  return titles[Math.min(rank, titles.length) - 1] ?? '';
}

/** Every player ranked; `group` numbers the score groups, and `anyScored` is false until a result counts. */
export function rankedPlayers(ctx: FormatContext) {
  const t = tallies(ctx);
  const anyScored = ctx.matches.some((m) => m.b === null || battleOf(m) !== null);
  const sorted: { tally: Tally; group: number; settled: boolean }[] = [];
  scoreGroups([...t.values()]).forEach((group, gi) => {
    const settled = rollOffSettles(group);
    const ordered = settled
      ? [...group].sort((a, b) => byRollOff(a, b) || a.name.localeCompare(b.name))
      : group;
    for (const tally of ordered) sorted.push({ tally, group: gi, settled: settled || group.length === 1 });
  });
  const ranked = rankSorted(sorted, (a, b) => a.group === b.group && !a.settled);
  return { ranked, anyScored };
}

export function standings(ctx: FormatContext): StandingsTable {
  const titles = rankTitles(ctx);
  const { ranked, anyScored } = rankedPlayers(ctx);
  const groupSize = new Map<number, number>();
  for (const r of ranked) groupSize.set(r.item.group, (groupSize.get(r.item.group) ?? 0) + 1);
  const rows = ranked.map(({ item, rank, tied }) => {
    const x = item.tally;
    const level = (groupSize.get(item.group) ?? 1) > 1;
    const flag = !anyScored ? '' : tied ? 'Roll-off needed' : level ? 'Roll-off decided' : '';
    return [
      rank,
      titleFor(titles, rank),
      x.name,
      x.battlePoints,
      x.fleetPoints,
      `${x.wins}-${x.losses}-${x.byes}`,
      level && x.rollOff !== null ? x.rollOff : '',
      flag,
      x.active ? '' : 'Dropped',
    ];
  });
  return {
    headers: [
      'Rank',
      'Title',
      'Player',
      'Battle points',
      'Fleet points',
      'W-L-B',
      'Roll-off',
      'Tie',
      'Status',
    ],
    rows,
    // Room for the longest default title, "Lieutenant (junior grade)", and the roll-off flags.
    widths: { Title: 180, Tie: 130 },
    marks: ranked.map((r) => (anyScored && r.tied ? 'tie' : r.rank === 1 && !r.tied ? 'leader' : '')),
    leaders: ranked.slice(0, 3).map((r) => ({
      rank: r.rank,
      name: r.item.tally.name,
      score: `${r.item.tally.battlePoints} BP, ${r.item.tally.fleetPoints} FP`,
    })),
  };
}
