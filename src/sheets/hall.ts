// The hall screen's data: the current round's games by name, for a projector. Read-only; plain
// strings and numbers so it crosses google.script.run. A bye has no table number. Before round 1, the
// seating list posted on Pairings (deck construction), so players find their seat on the projector.
import { JUDGE_OPPONENT, playerNames } from '../engine/format';
import { compareNames } from '../engine/names';
import type { HallScreen } from '../shared/types';
import { awaitsResult, readEvent } from './event-model';
import type { Grid, Snapshot } from './grid';
import { seatingTitle } from './render-seating';
import { cellText } from './text';

/**
 * `pairings` reads the Pairings tab: asked only before round 1, in a format with a seating list, so the
 * hall's refresh costs nothing more during the rounds.
 */
export function hallScreen(snapshot: Snapshot, pairings: () => Grid | null = () => null): HallScreen {
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
      seating: null,
    };
  const { ctx, format } = read.model;
  const round = ctx.matches.reduce((max, m) => Math.max(max, m.round), 0);
  const names = playerNames(ctx);
  const name = (key: string) => names.get(key) ?? key;
  const current = ctx.matches.filter((m) => m.round === round).sort((x, y) => x.table - y.table);
  // A game against a judge (Full Thrust) is a game at its table, not a bye.
  const judged = (m: (typeof current)[number]) => m.b === null && awaitsResult(read.model, m);
  const purpose = round === 0 ? format.seating?.purpose : undefined;
  const seating = purpose ? postedSeating(pairings(), purpose) : null;
  return {
    ok: true,
    message: round === 0 && !seating ? 'Round 1 is not paired yet.' : '',
    eventName: ctx.config.name,
    round,
    // A format whose players decide the rounds leaves Rounds blank: its own count.
    rounds: format.roundLimit?.(ctx)?.rounds ?? ctx.config.rounds,
    games: current
      .filter((m) => m.b !== null || judged(m))
      .map((m) => {
        const roles = m.b === null ? null : format.seatRoles?.(m, ctx);
        const game = { table: m.table, a: name(m.a), b: m.b === null ? JUDGE_OPPONENT : name(m.b) };
        return roles ? { ...game, aRole: roles.a, bRole: roles.b } : game;
      }),
    byes: current.filter((m) => m.b === null && !judged(m)).map((m) => name(m.a)),
    seating,
  };
}

/**
 * The seats as Pairings shows them (what the players read there, even if the Players tab changed
 * since), sorted by name; null when Pairings does not hold a seating list.
 */
function postedSeating(grid: Grid | null, purpose: string): HallScreen['seating'] {
  const title = seatingTitle({ purpose, eventName: '', minutes: 0 });
  if (!grid || !cellText(grid[0]?.[0]).startsWith(title)) return null;
  const seats: { seat: number; name: string }[] = [];
  for (const row of grid.slice(2)) {
    const seat = Number(row[0]);
    const who = cellText(row[1]).trim();
    if (!who || !Number.isInteger(seat) || seat < 1) break;
    seats.push({ seat, name: who });
  }
  seats.sort((x, y) => compareNames(x.name, y.name) || x.seat - y.seat);
  return seats.length ? { purpose, seats } : null;
}
