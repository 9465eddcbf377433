// My season through the built dist/Code.js after two closed events: every player under their name row,
// each event they played with the rank Season events keeps for them, the points League gives them there
// and their rating after it as the season engine computes it from Season games, then their rating line;
// a recompute writes only the rows that changed; Undo close takes the event's rows out again, and
// closing it again writes them back as they were.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { eloSeason } from '../../src/engine/season/elo';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'];
const state = (a: Artifact) => a.call<EventState>('getEventState');
const ok = (a: Artifact, name: string) => {
  const r = a.call<ActionResult>(name);
  expect(r.ok, `${name}: ${JSON.stringify(r.problems)}`).toBe(true);
};

function playRounds(a: Artifact, seed: string): void {
  const r = seededRandom(seed);
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    ok(a, 'updateStandings');
    if (round >= state(a).rounds) break;
  }
}

function eventCell(a: Artifact, label: string): string {
  return `B${a.values('Event').findIndex((r) => r[0] === label) + 1}`;
}

/** Two any-game events closed into the season, the second after Start the next event. */
function twoEvents(): Artifact {
  const a = openArtifact();
  startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
  playRounds(a, 'my-season-1');
  ok(a, 'closeEvent');
  ok(a, 'startNextEvent');
  a.type('Event', eventCell(a, 'Event name'), [['Winter Open']]);
  a.type('Event', eventCell(a, 'Date'), [['2026-12-01']]);
  playRounds(a, 'my-season-2');
  ok(a, 'closeEvent');
  return a;
}

describe('My season', () => {
  it('after two closed events: ranks, league points and ratings as the season tabs and the engine have them', () => {
    const a = twoEvents();
    const labels = ['Autumn Open 2026-11-01', 'Winter Open 2026-12-01'];
    const events = a.values('Season events').slice(1);
    const places = events.map(
      (e) => new Map((JSON.parse(String(e[7])) as [number, string][]).map(([rank, p]) => [p, rank])),
    );
    const league = a.values('League');
    const points = new Map(league.slice(1).map((r) => [String(r[1]), r.slice(4, 6)]));
    const games = a.values('Season games').slice(1);
    const rated = (label: string) =>
      games
        .filter((g) => `${g[0]} ${g[1]}` === label && g[7] !== '' && g[5] !== '')
        .map((g) => ({ player: String(g[4]), opponent: String(g[5]), score: g[7] as 0 | 0.5 | 1 }));
    const elo = eloSeason(labels.map(rated));

    const tab = a.values('My season');
    expect(tab[0]).toEqual(['Event', 'Rank', 'Points', 'Rating']);
    const byPlayer = new Map<string, unknown[][]>();
    let current = '';
    for (const row of tab.slice(1)) {
      if (NAMES.includes(String(row[0])) && row[1] === '') {
        current = String(row[0]);
        byPlayer.set(current, []);
      } else byPlayer.get(current)?.push(row);
    }
    expect([...byPlayer.keys()]).toEqual([...NAMES].sort());
    for (const p of NAMES) {
      const rows = byPlayer.get(p) as unknown[][];
      const after = [0, 1].map((i) => elo[i].find((r) => r.player === p)?.rating);
      expect(rows, p).toEqual([
        [labels[0], places[0].get(p), (points.get(p) as unknown[])[0], after[0]],
        [labels[1], places[1].get(p), (points.get(p) as unknown[])[1], after[1]],
        [`Rating 1500 → ${after[0]} → ${after[1]}`, '', '', ''],
      ]);
    }
  });

  it('a recompute writes only the rows that changed: the header and rows that read the same are not written', () => {
    const a = twoEvents();
    ok(a, 'undoCloseEvent');
    const before = a.values('My season');
    a.emu.calls.reset();
    ok(a, 'closeEvent');
    const after = a.values('My season');
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i])).length;
    expect(changed).toBeLessThan(after.length);
    const written = a.emu.calls
      .cellsByWrite()
      .filter(([key]) => key.startsWith('My season Range.setValues'))
      .reduce((n, [, cells]) => n + cells, 0);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(changed * after[0].length);
  });

  it('Undo close takes the last event out of My season; closing it again writes it back as it was', () => {
    const a = twoEvents();
    const full = a.values('My season');
    ok(a, 'undoCloseEvent');
    const one = a.values('My season');
    expect(one.some((r) => String(r[0]).startsWith('Winter Open'))).toBe(false);
    expect(one.filter((r) => String(r[0]).startsWith('Autumn Open'))).toHaveLength(NAMES.length);
    ok(a, 'closeEvent');
    expect(a.values('My season')).toEqual(full);
  });
});
