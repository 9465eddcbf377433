// Games won per player: "the player with the most games won wins"; an absent target also loses a win.
// A dropped player's scheduled game is an absence: the BYE row written for its opponent
// credits the opponent, and the dropped player is counted absent (a target also loses one win); a game
// whose two players have both dropped has no row at all, so it is read from the schedule: both absent.
import type { FormatContext } from '../format';
import { type ScheduledRound, scheduleRound } from '../round-robin';
import { seedTallies, type TallyOwner } from '../tally-seed';
import { lineupOf } from './lineup';
import { countedOutcome } from './result-cells';

export interface Tally extends TallyOwner {
  start: number | null;
  arrowWins: number;
  targetWins: number;
  penalty: number;
  absences: number;
  satOut: number;
  played: number;
}

export function total(t: Tally): number {
  return t.arrowWins + t.targetWins - t.penalty;
}

export function tallies(ctx: FormatContext): Map<string, Tally> {
  const lineup = lineupOf(ctx);
  const out: Map<string, Tally> = seedTallies(ctx.players, (p) => ({
    start: lineup.numberOf.get(p.key) ?? null,
    arrowWins: 0,
    targetWins: 0,
    penalty: 0,
    absences: 0,
    satOut: 0,
    played: 0,
  }));
  const rounds = new Map<number, ScheduledRound>();
  const schedule = (round: number) => {
    let sched = rounds.get(round);
    if (!sched) {
      sched = scheduleRound(lineup.keys.length, round);
      rounds.set(round, sched);
    }
    return sched;
  };
  const absent = (key: string, asTarget: boolean) => {
    const t = out.get(key);
    if (!t) return;
    t.absences++;
    if (asTarget) t.penalty++;
  };
  const seated = new Map<number, Set<string>>();
  for (const m of ctx.matches) {
    if (m.round > lineup.length) continue;
    let s = seated.get(m.round);
    if (!s) {
      s = new Set();
      seated.set(m.round, s);
    }
    s.add(m.a);
    if (m.b !== null) s.add(m.b);
    const arrow = out.get(m.a);
    if (m.b === null) {
      if (!arrow) continue;
      // A BYE row is a sit-out, or a win credited because the scheduled opponent has dropped.
      const start = lineup.numberOf.get(m.a);
      const game = schedule(m.round).games.find((g) => g.arrow === start || g.target === start);
      if (!game) {
        arrow.satOut++;
        continue;
      }
      const stayIsArrow = game.arrow === start;
      if (stayIsArrow) arrow.arrowWins++;
      else arrow.targetWins++;
      const gone = lineup.keys[(stayIsArrow ? game.target : game.arrow) - 1];
      if (gone !== undefined && gone !== m.a) absent(gone, stayIsArrow);
      continue;
    }
    const target = out.get(m.b);
    const o = countedOutcome(m);
    if (!o || !arrow || !target) continue;
    // A win credited for an absence is no game played, for either player: as with a dropped opponent's
    // BYE row, only a game both turned up for counts as Played.
    if (o.absent === null) {
      arrow.played++;
      target.played++;
    }
    if (o.absent === 'arrow' || o.absent === 'both') arrow.absences++;
    if (o.absent === 'target' || o.absent === 'both') {
      target.absences++;
      target.penalty++;
    }
    if (o.winner === 'arrow') arrow.arrowWins++;
    if (o.winner === 'target') target.targetWins++;
  }
  // Both players of a scheduled game dropped: the round was paired without a row for it.
  const dropped = (key: string) => out.get(key)?.active === false;
  for (const [round, s] of seated) {
    for (const g of schedule(round).games) {
      const a = lineup.keys[g.arrow - 1];
      const b = lineup.keys[g.target - 1];
      if (a === undefined || b === undefined || s.has(a) || s.has(b) || !dropped(a) || !dropped(b)) continue;
      absent(a, false);
      absent(b, true);
    }
  }
  return out;
}
