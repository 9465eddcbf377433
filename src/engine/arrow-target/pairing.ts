// Pairs a round: the rounds of the fixed schedule first, then the playoff rounds (if first place is tied).
// A player whose scheduled opponent has dropped gets a BYE row: the win is credited.

import type { Bracket } from '../bracket';
import { pairedTable } from '../fixed-tables';
import type { FormatContext, Match, PairingWarning, PlannedTable, RoundPlan } from '../format';
import { PAIRING_CODES, playerNames } from '../format';
import { type ScheduledGame, scheduleRound } from '../round-robin';
import { targetNote } from './deck-lock';
import { type Lineup, lineupOf } from './lineup';
import { playoffOf } from './playoff';
import { roundName } from './playoff-stage';

/**
 * A scheduled game's note: which column is the arrow and which the target (the headers say only Player
 * and Opponent), their numbers this round, and the deck the target is locked to.
 */
function scheduledNote(ctx: FormatContext, g: ScheduledGame, target: string, round: number): string {
  return `Player = arrow #${g.arrowNumber}, Opponent = target #${g.targetNumber} · ${targetNote(ctx, target, round)}`;
}

const playoffStage = (bracket: Bracket, k: number) => `Playoff ${roundName(bracket, k).toLowerCase()}`;

/** A playoff game's note: which player the Winner cell's "Arrow" and "Target" stand for. */
function playoffNote(ctx: FormatContext, stage: string, a: string, b: string): string {
  const names = playerNames(ctx);
  return `${stage}: Winner "Arrow" = ${names.get(a)}, "Target" = ${names.get(b)}`;
}

function scheduledRound(ctx: FormatContext, lineup: Lineup, round: number): RoundPlan {
  const names = playerNames(ctx);
  const active = new Map(ctx.players.map((p) => [p.key, p.active]));
  const log: string[] = [];
  const tables: PlannedTable[] = [];
  const N = lineup.keys.length;
  const sched = scheduleRound(N, round);
  const key = (start: number) => lineup.keys[start - 1];
  if (round === 1) {
    log.push(`${lineup.source} ${lineup.keys.map((k, i) => `${i + 1} ${names.get(k)}`).join(', ')}.`);
    if (N % 2 === 0) log.push(`Even field: ${names.get(key(N))} (number ${N}) plays whoever would sit out.`);
  }
  log.push(`Round ${round} of ${lineup.length} of the arrow/target schedule for ${N} players.`);
  for (const g of sched.games) {
    const a = key(g.arrow);
    const b = key(g.target);
    const aIn = active.get(a) !== false;
    const bIn = active.get(b) !== false;
    if (aIn && bIn) {
      tables.push({
        table: g.table,
        a,
        b,
        note: scheduledNote(ctx, g, b, round),
      });
    } else if (aIn || bIn) {
      const [stay, gone, role] = aIn ? [a, b, 'arrow'] : [b, a, 'target'];
      tables.push({
        table: g.table,
        a: stay,
        b: null,
        note: `${names.get(gone)} has dropped: win credited (as ${role})`,
      });
      log.push(
        `${names.get(stay)} is credited with a win: scheduled opponent ${names.get(gone)} has dropped, which counts as an absence${role === 'arrow' ? ` (as the target, ${names.get(gone)} also loses one win)` : ''}.`,
      );
    }
  }
  if (sched.sitsOut !== null && active.get(key(sched.sitsOut)) !== false) {
    tables.push({ table: sched.games.length + 1, a: key(sched.sitsOut), b: null, note: `#1 sits out` });
  }
  return { round, tables, log, warnings: [...lineup.warnings] };
}

function playoffRound(ctx: FormatContext, lineup: Lineup, round: number): RoundPlan {
  const names = playerNames(ctx);
  const active = new Map(ctx.players.map((p) => [p.key, p.active]));
  const log: string[] = [];
  const warnings: PairingWarning[] = [...lineup.warnings];
  const tables: PlannedTable[] = [];
  const playoff = playoffOf(ctx);
  const bracket = playoff.bracket;
  if (!bracket) {
    warnings.push({
      code: PAIRING_CODES.noPlayoff,
      message: 'No playoff is needed: first place is not tied (or the schedule is not finished).',
    });
    return { round, tables, log, warnings };
  }
  const k = round - lineup.length;
  const stage = playoffStage(bracket, k);
  if (k === 1)
    log.push(
      `Playoff among ${playoff.seeds.length} players tied for first, seeded with "${playoff.seedText}": ${playoff.seeds.map((s, i) => `${i + 1} ${names.get(s)}`).join(', ')}.`,
    );
  log.push(`${stage} (round ${round}).`);
  for (const g of bracket.games.filter((x) => x.round === k)) {
    const table = tables.length + 1;
    if (g.bye && g.a) tables.push({ table, a: g.a, b: null, note: `${stage}: bye (seed ${g.seedA})` });
    else if (g.a && g.b && (active.get(g.a) === false || active.get(g.b) === false)) {
      const [stay, gone] = active.get(g.a) === false ? [g.b, g.a] : [g.a, g.b];
      const stayIn = active.get(stay) !== false;
      if (stayIn)
        tables.push({
          table,
          a: stay,
          b: null,
          note: `${stage}: ${names.get(gone)} has dropped, ${names.get(stay)} advances`,
        });
      log.push(
        stayIn
          ? `${stage} game ${g.index}: ${names.get(gone)} has dropped, so ${names.get(stay)} advances without playing.`
          : `${stage} game ${g.index}: ${names.get(g.a)} and ${names.get(g.b)} have both dropped; ${names.get(g.a)} (the higher seed) advances on paper.`,
      );
    } else if (g.a && g.b) {
      tables.push({
        table,
        a: g.a,
        b: g.b,
        note: playoffNote(ctx, stage, g.a, g.b),
      });
    } else {
      warnings.push({
        code: PAIRING_CODES.waiting,
        message: `${stage} game ${g.index} is waiting for an earlier playoff result.`,
      });
    }
  }
  return { round, tables, log, warnings };
}

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const lineup = lineupOf(ctx);
  return round <= lineup.length ? scheduledRound(ctx, lineup, round) : playoffRound(ctx, lineup, round);
}

/**
 * The note pairRound wrote for a game row on Results, rebuilt from the rows (Pairings after an undo). A row
 * edited by hand away from the schedule keeps only the target's deck.
 */
export function pairingNote(match: Match, ctx: FormatContext): string {
  if (match.b === null) return '';
  const lineup = lineupOf(ctx);
  if (match.round > lineup.length) {
    const bracket = playoffOf(ctx).bracket;
    return bracket
      ? playoffNote(ctx, playoffStage(bracket, match.round - lineup.length), match.a, match.b)
      : '';
  }
  const g = scheduleRound(lineup.keys.length, match.round).games.find((x) => x.table === pairedTable(match));
  return g && lineup.keys[g.arrow - 1] === match.a && lineup.keys[g.target - 1] === match.b
    ? scheduledNote(ctx, g, match.b, match.round)
    : targetNote(ctx, match.b, match.round);
}
