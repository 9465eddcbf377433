// The hall screen's data: the current round's games by name, for a projector. Read-only; plain
// strings and numbers so it crosses google.script.run. A bye has no table number.
import { playerNames } from '../engine/format';
import type { HallScreen } from '../shared/types';
import { readEvent } from './event-model';
import type { Snapshot } from './grid';

export function hallScreen(snapshot: Snapshot): HallScreen {
  const read = readEvent(snapshot);
  if (!read.ok)
    return {
      ok: false,
      message: read.problems[0]?.message ?? 'The event cannot be read.',
      eventName: '',
      round: 0,
      rounds: 0,
      games: [],
      byes: [],
    };
  const { ctx } = read.model;
  const round = ctx.matches.reduce((max, m) => Math.max(max, m.round), 0);
  const names = playerNames(ctx);
  const name = (key: string) => names.get(key) ?? key;
  const current = ctx.matches.filter((m) => m.round === round).sort((x, y) => x.table - y.table);
  return {
    ok: true,
    message: round === 0 ? 'Round 1 is not paired yet.' : '',
    eventName: ctx.config.name,
    round,
    rounds: ctx.config.rounds,
    games: current
      .filter((m) => m.b !== null)
      .map((m) => ({ table: m.table, a: name(m.a), b: name(m.b as string) })),
    byes: current.filter((m) => m.b === null).map((m) => name(m.a)),
  };
}
