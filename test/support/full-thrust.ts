// Drives a Full Thrust event through the built artifact: set up, type players, pair, type each game's
// sides, read Standings. Shared by the Full Thrust bundle tests and the Full Thrust oracle suite.
import { expect } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, openArtifact } from './artifact';
import { roundRows } from './events';
import { standingsOf } from './standings';

// Players: Name | Status | Fleet points | Tie-breaker battle.
// Results: Round | Table | Player | Opponent | Player OPT | Player DPT | Player hull boxes | Opponent OPT |
//          Opponent DPT | Opponent hull boxes | Player lost | Opponent lost | Tie-breaker battle | Status.
export type FtSide = { opt: number; dpt: number; hull: number };

export function setupFullThrust(
  players: [string, number | string, string?][],
  options: Record<string, unknown> = {},
  seed = 'admirals',
): Artifact {
  const a = openArtifact();
  const r = a.call<ActionResult>('setupEvent', {
    format: 'full-thrust',
    name: 'GenCon FT',
    seed,
    ...options,
  });
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  a.type(
    'Players',
    'A2',
    players.map(([n, f, b]) => [n, 'active', f, b ?? '']),
  );
  return a;
}

/** Seven players with "Judge plays" for an odd count, round 1 paired: one game is against a judge. */
export function judgeGameEvent(): Artifact {
  const a = setupFullThrust(
    ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'].map((n) => [n, 1500] as [string, number]),
    { oddMethod: 'judge' },
    'judge-slip',
  );
  pairOk(a);
  return a;
}

export function pairOk(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

/** Whether a Results row with no opponent is a judge game (the Pairings note says so), not a sit-out. */
export function isJudgeRow(a: Artifact, values: unknown[]): boolean {
  return a
    .values('Pairings')
    .some((r) => r[1] === values[2] && String(r[3] ?? '').startsWith('Plays a judge'));
}

/** Types every game of `round` with `side(name, round)` for each player; a judge game gets the player's side. */
export function typeFtRound(a: Artifact, round: number, side: (name: string, round: number) => FtSide) {
  for (const { row, values } of roundRows(a, round)) {
    const p = side(String(values[2]), round);
    if (values[3] === 'BYE') {
      if (isJudgeRow(a, values)) a.type('Results', `E${row}`, [[p.opt, p.dpt, p.hull]]);
      continue;
    }
    const o = side(String(values[3]), round);
    a.type('Results', `E${row}`, [[p.opt, p.dpt, p.hull, o.opt, o.dpt, o.hull]]);
  }
}

export function ftStandings(a: Artifact) {
  const { headers, rows: body } = standingsOf(a);
  const col = (h: string) => headers.indexOf(h);
  return { headers, body, col, byName: (n: string) => body.find((r) => r[1] === n) as unknown[] };
}

export function eventState(a: Artifact): EventState {
  return a.call<EventState>('getEventState');
}

/** Sets an Event-tab option by its label (column B of the row whose column A is the label). */
export function setEventOption(a: Artifact, label: string, value: unknown): void {
  const row = a.values('Event').findIndex((r) => r[0] === label);
  expect(row, `no "${label}" row on the Event tab`).toBeGreaterThan(-1);
  a.type('Event', `B${row + 1}`, [[value]]);
}
