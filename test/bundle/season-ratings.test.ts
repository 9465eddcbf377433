// Ratings from the season through the built add-on (dist/Code.js): a chess event closed into the season,
// the next event started, "Ratings from the season" set to yes, round 1 paired: the top half by the
// season's ratings meets the bottom half, as it does by ratings typed on Players
// (test/bundle/any-game-ratings.test.ts); a rating typed on Players wins over the season's.
import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { setupAnyGame, typeMatches } from '../support/any-game';
import { type Artifact, openArtifact } from '../support/artifact';

const NAMES = ['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08'];
/** The stronger player of a game: the later in the Players list wins every game. */
const strength = (name: string) => NAMES.indexOf(name);

const pairOk = (a: Artifact) => {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
};

const rowOf = (a: Artifact, label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;

const games = (a: Artifact, round: number) =>
  a
    .values('Results')
    .filter((r, i) => i > 0 && r[0] === round)
    .map((r) => [String(r[2]), String(r[3])].sort().join('-'));

/** A chess event played to its final standings and closed into the season, then the next one started. */
function nextEventAfterAClosedOne(): Artifact {
  const a = openArtifact();
  setupAnyGame(a, NAMES, { preset: 'chess', name: 'Autumn Open', date: '2026-11-01' });
  for (let round = 1; ; round++) {
    pairOk(a);
    typeMatches(a, round, (x, y) => ['', '', '', strength(x) > strength(y) ? 'Player won' : 'Opponent won']);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (round >= a.call<EventState>('getEventState').rounds) break;
  }
  const closed = a.call<ActionResult>('closeEvent');
  expect(closed.ok, JSON.stringify(closed.problems)).toBe(true);
  const next = a.call<ActionResult>('startNextEvent');
  expect(next.ok, JSON.stringify(next.problems)).toBe(true);
  return a;
}

/** Round 1 as the rating logic pairs it: by rating (unrated last, ties in Players order), 1 v 5, 2 v 6 … */
function topHalfVersusBottomHalf(rating: (name: string) => number | null): string[] {
  const key = (n: string) => rating(n) ?? -1;
  const order = [...NAMES].sort((x, y) => key(y) - key(x) || NAMES.indexOf(x) - NAMES.indexOf(y));
  const half = order.length / 2;
  return order.slice(0, half).map((top, i) => [top, order[half + i]].sort().join('-'));
}

describe('Ratings from the season, through dist/Code.js', () => {
  it('round 1 of the next event pairs the top half by season rating against the bottom half; a typed rating wins', () => {
    const a = nextEventAfterAClosedOne();
    expect(a.values('Event')[rowOf(a, 'Ratings from the season') - 1][1]).toBe('no');
    const season = new Map(
      a
        .values('Ratings')
        .slice(1)
        .map((r) => [String(r[1]), Number(r[2])]),
    );
    expect([...season.keys()].sort()).toEqual(NAMES);
    // The season's ratings are not all equal (else any order would pass).
    expect(new Set(season.values()).size).toBeGreaterThan(2);
    expect(season.get('P08')).toBeGreaterThan(season.get('P01') ?? 0);
    // The organizer types one rating of their own (P02, above everyone), leaves the others blank.
    a.type('Players', 'D1', [['Rating'], ...NAMES.map((n) => [n === 'P02' ? 3000 : ''])]);
    a.type('Event', `B${rowOf(a, 'Ratings from the season')}`, [['yes']]);
    pairOk(a);
    const expected = topHalfVersusBottomHalf((n) => (n === 'P02' ? 3000 : (season.get(n) ?? null)));
    expect(games(a, 1)).toEqual(expected);
    // Not the pairing the Players order alone gives (P02 first, then the rest as listed).
    expect(expected).not.toEqual(topHalfVersusBottomHalf((n) => (n === 'P02' ? 3000 : null)));
  });

  it('left at "no", the season\'s ratings are not read: round 1 pairs as before', () => {
    const a = nextEventAfterAClosedOne();
    a.type('Players', 'D1', [['Rating'], ...NAMES.map((n) => [n === 'P02' ? 3000 : ''])]);
    pairOk(a);
    expect(games(a, 1)).toEqual(topHalfVersusBottomHalf((n) => (n === 'P02' ? 3000 : null)));
  });
});
