// Pairing a round of the Full Thrust cut from the bracket: byes to top seeds, walkovers for dropped
// players, and the coin tosses that decided the previous cut round written to the Log.
import { pairedTable } from '../fixed-tables';
import { type FormatContext, PAIRING_CODES, type PlannedTable, type RoundNotes } from '../format';
import type { Analysis } from './analysis';
import { activeKeys, nameFn } from './players';
import { gameWinner } from './ranking';
import { cutRoundName } from './structure';

export function pairCut(
  ctx: FormatContext,
  round: number,
  analysis: Analysis,
  notes: RoundNotes,
): PlannedTable[] {
  const { log, warnings } = notes;
  const { structure } = analysis;
  const name = nameFn(ctx);
  const active = activeKeys(ctx);
  const k = round - structure.qualRounds;
  if (!analysis.bracket || !analysis.seeds) {
    warnings.push({
      code: PAIRING_CODES.cutNotReady,
      message: 'The cut cannot be paired yet: the qualifying results are not complete.',
    });
    return [];
  }
  if (k === 1) {
    const rest =
      structure.mode === 'sit-out' && analysis.picked
        ? ` (${name(analysis.picked)} straight through from game 1)`
        : '';
    log.push(
      `Cut: seeds ${analysis.seeds.map((s, i) => `${i + 1} ${name(s)}`).join(', ')}${rest}; seeded by qualifying total, ties by score, OPT, hull boxes, lower fleet total, tie-breaker battle, coin toss.`,
    );
    for (const t of analysis.qualResult?.tosses ?? []) log.push(t);
  }
  const tables: PlannedTable[] = [];
  const title = cutRoundName(structure, round);
  for (const g of analysis.bracket.games.filter((x) => x.round === k)) {
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
    else
      warnings.push({
        code: PAIRING_CODES.waiting,
        message: `${title} game ${g.index}: waiting for the result of an earlier cut game.`,
      });
  }
  for (const g of analysis.bracket.games.filter((x) => x.round === k - 1 && !x.bye && x.winner)) {
    const m = analysis.scored.find((s) => s.match.round === round - 1 && pairedTable(s.match) === g.index);
    const w = m ? gameWinner(m, ctx, structure) : null;
    if (w) for (const t of w.result.tosses) log.push(t);
  }
  return tables;
}
