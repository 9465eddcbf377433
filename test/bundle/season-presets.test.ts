// League presets through dist/Code.js (docs/SEASON.md, League presets): a season closed under the store
// league, its preset changed to Chess ladder on Season settings mid-season: the next close counts chess
// points (from Season games, read independently) and ranks League by the Ratings tab's order; changed to
// OP series, points by place over the best events; a setting typed by hand keeps winning.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'];
const state = (a: Artifact) => a.call<EventState>('getEventState');
const ok = (a: Artifact, name: string) => {
  const r = a.call<ActionResult>(name);
  expect(r.ok, `${name}: ${JSON.stringify(r.problems)}`).toBe(true);
};

/** Plays the event on the tabs to its final standings and closes it. */
function playAndClose(a: Artifact, seed: string): void {
  const r = seededRandom(seed);
  for (;;) {
    pairOk(a);
    typeResults(a, 'any-game', state(a).round, r);
    ok(a, 'updateStandings');
    if (state(a).nextAction === 'finished') break;
  }
  ok(a, 'closeEvent');
}

/** A season of `events` events closed under the default preset, the last one still on the tabs. */
function closedSeason(events: number, seed = 'presets'): Artifact {
  const a = openArtifact();
  startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
  playAndClose(a, seed);
  for (let e = 2; e <= events; e++) {
    ok(a, 'startNextEvent');
    a.type('Event', `B${a.values('Event').findIndex((r) => r[0] === 'Event name') + 1}`, [[`Event ${e}`]]);
    playAndClose(a, `${seed}:${e}`);
  }
  return a;
}

const settingCell = (a: Artifact, label: string) =>
  `B${a.values('Season settings').findIndex((r) => r[0] === label) + 1}`;

/** Each player's match points from Season games: `win` a game won, `draw` a game drawn. */
function matchPoints(a: Artifact, win: number, draw: number): Map<string, number> {
  const out = new Map<string, number>();
  const add = (p: string, x: number) => out.set(p, (out.get(p) ?? 0) + x);
  for (const g of a.values('Season games').slice(1)) {
    if (g[5] === '' || g[7] === '') continue;
    const s = Number(g[7]);
    add(String(g[4]), s === 1 ? win : s === 0.5 ? draw : 0);
    add(String(g[5]), s === 0 ? win : s === 0.5 ? draw : 0);
  }
  return out;
}

describe('League presets, changed mid-season', () => {
  it('the preset, League order and Rating have dropdowns that mark a value typed otherwise', () => {
    const a = closedSeason(1);
    const formats = a.tab('Season settings').formats ?? {};
    const at = (label: string) => formats[settingCell(a, label)]?.validation;
    expect(at('League preset')?.values).toEqual(['Store league', 'OP series', 'Chess ladder']);
    expect(at('League preset')?.allowInvalid).toBe(true);
    expect(at('League order')?.values).toEqual(['league points', 'rating']);
    expect(at('Rating')?.values).toEqual(['FIDE Elo', 'Glicko-2']);
    expect(at('Points per match win')).toBeUndefined();
  });

  it('Chess ladder: chess points, League in the Ratings tab’s order', () => {
    // Two events: in one, every rating moves with the score alone, and the two orders cannot differ.
    const a = closedSeason(2);
    const store = matchPoints(a, 3, 1);
    for (const row of a.values('League').slice(1)) expect(row[2]).toBe(2 + (store.get(String(row[1])) ?? 0));
    a.type('Season settings', settingCell(a, 'League preset'), [['Chess ladder']]);
    ok(a, 'undoCloseEvent');
    ok(a, 'closeEvent');
    const chess = matchPoints(a, 1, 0.5);
    const league = a.values('League').slice(1);
    for (const row of league) expect(row[2]).toBe(chess.get(String(row[1])) ?? 0);
    const ratings = a.values('Ratings').slice(1);
    expect(league.map((r) => [r[0], r[1]])).toEqual(ratings.map((r) => [r[0], r[1]]));
    // Not the order league points alone would give (else the test could not tell the two apart).
    const byPoints = [...league].sort(
      (x, y) => Number(y[2]) - Number(x[2]) || String(x[1]).localeCompare(String(y[1])),
    );
    expect(byPoints.map((r) => r[1])).not.toEqual(league.map((r) => r[1]));
  });

  it('OP series: points by final place; a setting typed by hand wins over the preset', () => {
    const a = closedSeason(1);
    a.type('Season settings', settingCell(a, 'League preset'), [['OP series']]);
    a.type('Season settings', settingCell(a, 'Points for attending'), [[5]]);
    ok(a, 'undoCloseEvent');
    ok(a, 'closeEvent');
    const places = new Map(
      (JSON.parse(String(a.values('Season events')[1][7])) as [number, string][]).map(([rank, p]) => [
        p,
        rank,
      ]),
    );
    const table = [10, 8, 6, 5, 4, 3, 2, 1];
    for (const row of a.values('League').slice(1))
      expect(row[2], String(row[1])).toBe(5 + (table[(places.get(String(row[1])) ?? 99) - 1] ?? 0));
  });
});
