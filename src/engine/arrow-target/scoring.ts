// Games won per player: "the player with the most games won wins"; an absent target also loses a win.
import type { FormatContext } from '../format';
import { type ScheduledRound, scheduleRound } from '../round-robin';
import { lineup } from './lineup';
import { outcomeOf } from './result-cells';

export interface Tally {
  key: string;
  name: string;
  active: boolean;
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
  const lu = lineup(ctx);
  const out = new Map<string, Tally>();
  for (const p of ctx.players) {
    out.set(p.key, {
      key: p.key,
      name: p.name,
      active: p.active,
      start: lu.numberOf.get(p.key) ?? null,
      arrowWins: 0,
      targetWins: 0,
      penalty: 0,
      absences: 0,
      satOut: 0,
      played: 0,
    });
  }
  const rounds = new Map<number, ScheduledRound>();
  for (const m of ctx.matches) {
    if (m.round > lu.length) continue;
    const arrow = out.get(m.a);
    if (m.b === null) {
      if (!arrow) continue;
      // A BYE row is a sit-out, or a win credited because the scheduled opponent has dropped.
      let sched = rounds.get(m.round);
      if (!sched) {
        sched = scheduleRound(lu.keys.length, m.round);
        rounds.set(m.round, sched);
      }
      const start = lu.numberOf.get(m.a);
      const game = sched.games.find((g) => g.arrow === start || g.target === start);
      if (!game) arrow.satOut++;
      else if (game.arrow === start) arrow.arrowWins++;
      else arrow.targetWins++;
      continue;
    }
    const target = out.get(m.b);
    const o = outcomeOf(m);
    if (!o || !arrow || !target) continue;
    if (o.absent === 'arrow' || o.absent === 'both') arrow.absences++;
    else arrow.played++;
    if (o.absent === 'target' || o.absent === 'both') {
      target.absences++;
      target.penalty++;
    } else target.played++;
    if (o.winner === 'arrow') arrow.arrowWins++;
    if (o.winner === 'target') target.targetWins++;
  }
  return out;
}
