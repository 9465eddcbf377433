// Pairing a round of the Full Thrust cut from the bracket: byes to top seeds, walkovers for dropped
// players, and the coin tosses that decided the previous cut round written to the Log.
import { formatTable } from '../fixed-tables';
import type { FormatContext, PlannedTable, RoundPlan } from '../format';
import type { Analysis } from './analysis';
import { activeKeys, nameFn } from './players';
import { gameWinner } from './ranking';
import { cutRoundName } from './structure';

type Notes = Pick<RoundPlan, 'log' | 'warnings'>;

export function pairCut(
  ctx: FormatContext,
  round: number,
  an: Analysis,
  { log, warnings }: Notes,
): PlannedTable[] {
  const { st } = an;
  const name = nameFn(ctx);
  const active = activeKeys(ctx);
  const k = round - st.qualRounds;
  if (!an.bracket || !an.seeds) {
    warnings.push('The cut cannot be paired yet: the qualifying results are not complete.');
    return [];
  }
  if (k === 1) {
    const rest =
      st.mode === 'sit-out' && an.picked ? ` (${name(an.picked)} straight through from game 1)` : '';
    log.push(
      `Cut: seeds ${an.seeds.map((s, i) => `${i + 1} ${name(s)}`).join(', ')}${rest}; seeded by qualifying total, ties by score, OPT, hull boxes, lower fleet total, tie-breaker battle, coin toss.`,
    );
    for (const t of an.qualResult?.tosses ?? []) log.push(t);
  }
  const tables: PlannedTable[] = [];
  const title = cutRoundName(st, round);
  for (const g of an.bracket.games.filter((x) => x.round === k)) {
    if (g.bye) {
      tables.push({ table: g.index, a: g.a as string, b: null, note: 'Bye to the next cut round' });
      continue;
    }
    if (g.a && g.b && (!active.has(g.a) || !active.has(g.b))) {
      const [stay, gone] = active.has(g.a) ? [g.a, g.b] : [g.b, g.a];
      if (active.has(stay))
        tables.push({
          table: g.index,
          a: stay,
          b: null,
          note: `${name(gone)} has dropped: ${name(stay)} advances`,
        });
      log.push(
        active.has(stay)
          ? `${title} game ${g.index}: ${name(gone)} has dropped, so ${name(stay)} advances without playing.`
          : `${title} game ${g.index}: ${name(g.a)} and ${name(g.b)} have both dropped; ${name(g.a)} (the higher seed) advances on paper.`,
      );
    } else if (g.a && g.b)
      tables.push({
        table: g.index,
        a: g.a,
        b: g.b,
        note: k === 1 ? `${title}: seed ${g.seedA} v seed ${g.seedB}` : title,
      });
    else warnings.push(`${title} game ${g.index}: waiting for the result of an earlier cut game.`);
  }
  for (const g of an.bracket.games.filter((x) => x.round === k - 1 && !x.bye && x.winner)) {
    const m = an.scored.find((s) => s.match.round === round - 1 && formatTable(s.match) === g.index);
    const w = m ? gameWinner(m, ctx, st) : null;
    if (w) for (const t of w.result.tosses) log.push(t);
  }
  return tables;
}
