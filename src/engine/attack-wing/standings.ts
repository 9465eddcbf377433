// The Standings tab: battle points, then fleet points, then the roll-off recorded for that very tie; a tie
// no roll-off has settled shares its rank and is flagged, and each rank carries its title from the Event tab.
import { type FormatContext, optionValue, type StandingsTable } from '../format';
import { rankSorted } from '../standings-rank';
import { DEFAULT_RANK_TITLES, rankTitlesOpt } from './options';
import { resultsText } from './roll-off-record';
import { scoreGroups } from './score-groups';
import { type Tally, tallies } from './scoring';
import { rollOffRecords, standingRound, tieOf } from './ties';

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

/**
 * Every player ranked; `group` numbers the score groups. Players level after a complete round are ordered by
 * the roll-off recorded for exactly that tie; otherwise they share a rank (`due`: a roll-off is due, rather
 * than the round still being played). `anyScored` is false until a result counts.
 */
export function rankedPlayers(ctx: FormatContext) {
  const t = tallies(ctx);
  const at = standingRound(ctx);
  const records = rollOffRecords(ctx);
  const sorted: { tally: Tally; group: number; settled: boolean; due: boolean; rolled: string }[] = [];
  scoreGroups([...t.values()]).forEach((group, gi) => {
    const tie = group.length > 1 && at.complete ? tieOf(group, at.round, records) : null;
    const rolled = new Map(tie?.record?.rolls.map((r) => [r.key, resultsText(r.results)]) ?? []);
    const order = tie?.order;
    const ordered = order ? order.map((k) => group.find((x) => x.key === k) as Tally) : group;
    const settled = group.length === 1 || Boolean(order);
    for (const tally of ordered)
      sorted.push({ tally, group: gi, settled, due: Boolean(tie), rolled: rolled.get(tally.key) ?? '' });
  });
  const ranked = rankSorted(sorted, (a, b) => a.group === b.group && !a.settled);
  return { ranked, anyScored: at.round > 0, round: at.round };
}

export function standings(ctx: FormatContext): StandingsTable {
  const titles = rankTitles(ctx);
  const { ranked, anyScored, round } = rankedPlayers(ctx);
  const groupSize = new Map<number, number>();
  for (const r of ranked) groupSize.set(r.item.group, (groupSize.get(r.item.group) ?? 0) + 1);
  const rows = ranked.map(({ item, rank, tied }) => {
    const x = item.tally;
    const level = (groupSize.get(item.group) ?? 1) > 1;
    const flag = !anyScored
      ? ''
      : tied
        ? item.due
          ? 'Roll-off needed'
          : `Level (round ${round} in play)`
        : level
          ? 'Roll-off decided'
          : '';
    return [
      rank,
      titleFor(titles, rank),
      x.name,
      x.battlePoints,
      x.fleetPoints,
      `${x.wins}-${x.losses}-${x.byes}`,
      item.rolled,
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
    widths: { Title: 180, 'Roll-off': 90, Tie: 170 },
    marks: ranked.map((r) => (anyScored && r.tied ? 'tie' : r.rank === 1 && !r.tied ? 'leader' : '')),
    leaders: ranked.slice(0, 3).map((r) => ({
      rank: r.rank,
      name: r.item.tally.name,
      score: `${r.item.tally.battlePoints} BP, ${r.item.tally.fleetPoints} FP`,
    })),
  };
}
