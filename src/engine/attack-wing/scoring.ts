// Battle points and fleet points per player: 2 for a win, 1 for a loss, and a bye worth 2 battle points
// and "the average of all other players' Fleet Points for that round (rounded up)".
//
// A battle counts as soon as its result is in. A bye counts only once every battle of its round has a
// result: "At the end of every Battle Round, players receive BATTLE POINTS", and the bye's fleet points are
// the round's average, which is not known before then. So a round that is only paired adds nothing.
import { completeRounds as roundsWithResults } from '../complete-rounds';
import type { FormatContext } from '../format';
import { optionValue } from '../format';
import { seedTallies, type TallyOwner } from '../tally-seed';
import { byeFleetOpt } from './options';
import { battleOf } from './results';

export const BATTLE_POINTS = { win: 2, loss: 1, bye: 2 } as const;

/** Fleet points of a bye in `round`: the round's average, rounded up, or 0 when the Event tab says so. */
export function byeFleetPoints(ctx: FormatContext, round: number): number {
  if (optionValue<string>(ctx.config, byeFleetOpt) === 'zero') return 0;
  const scores: number[] = [];
  for (const m of ctx.matches) {
    if (m.round !== round || m.b === null) continue;
    const b = battleOf(m);
    if (b) scores.push(b.aFleet, b.bFleet);
  }
  if (scores.length === 0) return 0;
  return Math.ceil(scores.reduce((t, s) => t + s, 0) / scores.length);
}

/** The rounds whose every battle has a result (a paired round with a battle still open is not complete). */
export function completeRounds(ctx: Pick<FormatContext, 'matches'>): Set<number> {
  return roundsWithResults(ctx.matches, (m) => battleOf(m) !== null);
}

export interface RoundLine {
  /** Opponent key; null for a bye. */
  opponent: string | null;
  /** '' while the result is missing. */
  result: 'W' | 'L' | 'B' | '';
  battlePoints: number;
  fleetPoints: number;
}

export interface Tally extends TallyOwner {
  battlePoints: number;
  fleetPoints: number;
  wins: number;
  losses: number;
  byes: number;
  rounds: Map<number, RoundLine>;
}

/**
 * Every player's points from the Results rows of rounds up to `through` (all rounds by default): battles
 * with a result, and byes of complete rounds. An uncounted bye is listed in `rounds` with a blank result.
 */
export function tallies(ctx: FormatContext, through = Number.POSITIVE_INFINITY): Map<string, Tally> {
  const out: Map<string, Tally> = seedTallies(ctx.players, () => ({
    battlePoints: 0,
    fleetPoints: 0,
    wins: 0,
    losses: 0,
    byes: 0,
    rounds: new Map(),
  }));
  const complete = completeRounds(ctx);
  const byeCache = new Map<number, number>();
  for (const m of ctx.matches) {
    if (m.round > through) continue;
    const ta = out.get(m.a);
    if (m.b === null) {
      if (!ta) continue;
      if (!complete.has(m.round)) {
        ta.rounds.set(m.round, { opponent: null, result: '', battlePoints: 0, fleetPoints: 0 });
        continue;
      }
      if (!byeCache.has(m.round)) byeCache.set(m.round, byeFleetPoints(ctx, m.round));
      const line: RoundLine = {
        opponent: null,
        result: 'B',
        battlePoints: BATTLE_POINTS.bye,
        fleetPoints: byeCache.get(m.round) as number,
      };
      add(ta, m.round, line);
      ta.byes++;
      continue;
    }
    const battle = battleOf(m);
    for (const [t, side, opp] of [
      [ta, 'a', m.b],
      [out.get(m.b), 'b', m.a],
    ] as const) {
      if (!t) continue;
      if (!battle) {
        t.rounds.set(m.round, { opponent: opp, result: '', battlePoints: 0, fleetPoints: 0 });
        continue;
      }
      const won = battle.winner === side;
      add(t, m.round, {
        opponent: opp,
        result: won ? 'W' : 'L',
        battlePoints: won ? BATTLE_POINTS.win : BATTLE_POINTS.loss,
        fleetPoints: side === 'a' ? battle.aFleet : battle.bFleet,
      });
      if (won) t.wins++;
      else t.losses++;
    }
  }
  return out;
}

function add(t: Tally, round: number, line: RoundLine): void {
  t.battlePoints += line.battlePoints;
  t.fleetPoints += line.fleetPoints;
  t.rounds.set(round, line);
}
