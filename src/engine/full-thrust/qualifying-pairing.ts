// Pairing the Full Thrust qualifying games: game 1 at random tables (a round robin for a small field),
// game 2 by moving each table's second player one table along after the odd-field pick.
import { byPairedTable } from '../fixed-tables';
import { type FormatContext, PAIRING_CODES, type PlannedTable, type RoundNotes } from '../format';
import { seededRandom, seedFor } from '../random';
import type { Analysis } from './analysis';
import { oddMethod } from './options';
import { activeKeys, nameFn } from './players';
import { game2Tables, type Seats, smallRoundRobin } from './tables';

export const JUDGE_NOTE = 'Plays a judge (random fleet)';
export const SIT_OUT_NOTE = 'Sits out game 1';

function game1Seats(ctx: FormatContext, analysis: Analysis, { log }: RoundNotes): Seats[] {
  const seats: Seats[] = [];
  const seed = seedFor(ctx.config.seed, 1, 'tables');
  const order = seededRandom(seed).shuffle(analysis.structure.entrants);
  log.push(`Game 1 at random tables: players shuffled with seed "${seed}".`);
  if (analysis.structure.mode === 'small') {
    seats.push(...smallRoundRobin(order, 1));
    log.push(
      `Fewer than 5 players: three games each (round robin where possible), then the top two play the final.`,
    );
  } else for (let i = 0; i < order.length; i += 2) seats.push([order[i], order[i + 1] ?? null]);
  return seats;
}

function game2Seats(
  ctx: FormatContext,
  analysis: Analysis,
  byeNote: string,
  { log, warnings }: RoundNotes,
): Seats[] {
  const { structure } = analysis;
  const name = nameFn(ctx);
  const active = activeKeys(ctx);
  const round1 = byPairedTable(ctx.matches, 1);
  const game1: Seats[] = round1
    .filter((m) => m.b !== null || structure.mode !== 'sit-out')
    .map((m) => [m.a, m.b]);
  const gone = new Set(structure.entrants.filter((k) => !active.has(k)));
  const incoming: string[] = [];
  if (analysis.picked) gone.add(analysis.picked);
  if (structure.mode === 'judge' && analysis.picked)
    log.push(`${name(analysis.picked)} has the lowest game-1 score and is eliminated (judge method).`);
  if (structure.mode === 'sit-out') {
    const sitter = round1.find((m) => m.b === null)?.a;
    if (analysis.picked)
      log.push(
        `${name(analysis.picked)} has the best game-1 score and goes straight to the cut (sit-out method); game-1 scores are now ignored.`,
      );
    if (sitter && active.has(sitter)) incoming.push(sitter);
  }
  for (const t of analysis.pickResult?.tosses ?? []) log.push(t);
  const g2 = game2Tables(game1, gone, incoming);
  log.push("Game 2: each table's second player moved one table along.");
  const met = new Set(round1.filter((m) => m.b !== null).map((m) => [m.a, m.b].sort().join('|')));
  const seats: Seats[] = [];
  for (const [a, b] of g2.pairs) {
    if (met.has([a, b].sort().join('|')))
      warnings.push({
        code: PAIRING_CODES.rematch,
        message: `Rematch: ${name(a)} and ${name(b)} met in game 1; too few tables remain to avoid it.`,
        players: [a, b],
      });
    seats.push([a, b]);
  }
  if (g2.alone) {
    seats.push([g2.alone, null]);
    warnings.push({
      code: PAIRING_CODES.aloneAfterDrop,
      message: `${name(g2.alone)} has no opponent in game 2 after a drop: ${byeNote === JUDGE_NOTE ? 'a judge plays them' : 'they sit out'}.`,
    });
  }
  return seats;
}

/** A small field's later games: the round robin from game 1's seating, dropped players' seats left empty. */
function smallFieldSeats(ctx: FormatContext, round: number): Seats[] {
  const active = activeKeys(ctx);
  const round1 = byPairedTable(ctx.matches, 1);
  return smallRoundRobin(
    round1.flatMap((m) => [m.a, m.b]),
    round,
  ).map(([a, b]) => [a && active.has(a) ? a : null, b && active.has(b) ? b : null] as Seats);
}

export function pairQualifying(
  ctx: FormatContext,
  round: number,
  analysis: Analysis,
  notes: RoundNotes,
): PlannedTable[] {
  const name = nameFn(ctx);
  const byeNote = oddMethod(ctx) === 'sit-out' ? `Sits out game ${round}` : JUDGE_NOTE;
  const seats =
    round === 1
      ? game1Seats(ctx, analysis, notes)
      : analysis.structure.mode === 'small'
        ? smallFieldSeats(ctx, round)
        : game2Seats(ctx, analysis, byeNote, notes);
  // Played tables first, then the judge games and sit-outs.
  const tables: PlannedTable[] = [];
  const byes: PlannedTable[] = [];
  for (const [a, b] of seats) {
    if (a !== null && b !== null) tables.push({ table: tables.length + 1, a, b, note: `Game ${round}` });
    else if (a !== null || b !== null) byes.push({ table: 0, a: (a ?? b) as string, b: null, note: byeNote });
  }
  for (const t of byes) t.table = tables.length + byes.indexOf(t) + 1;
  for (const t of byes) notes.log.push(`${name(t.a)}: ${t.note}.`);
  return [...tables, ...byes];
}
