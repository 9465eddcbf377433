// Standings by round through the built dist/Code.js, every format, a whole event: "each player's
// cumulative score after every round, one column per round, rows in the current standings order, with
// the rank and name first", and "after round k the cumulative column equals what Standings showed after
// round k". A game without its result is waiting, and its round's header says it is still being played.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { byRoundOf, DRIVERS, PRIMARY_SCORE, runWholeEvent, standingsScores } from '../support/round-by-round';
import { splitStandings } from '../support/standings';

describe('Standings by round', () => {
  for (const driver of DRIVERS) {
    it(`${driver.id}: after every round's Update standings the latest column is each player's ${PRIMARY_SCORE[driver.id]} on Standings, earlier columns never change, a missing result is waiting, a dropped player keeps their row`, () => {
      const columns: Map<string, unknown>[] = [];
      const { ev, dropped, rounds } = runWholeEvent(driver, {
        onPartial(ev, round, waiting) {
          const tab = byRoundOf(ev);
          expect(tab.headers[1 + round], 'the unfinished round is marked').toBe(`Round ${round} (playing)`);
          for (const name of waiting)
            expect(tab.cells.get(name)?.[round - 1], `${name}, round ${round}`).toBe('waiting');
          // Nobody else's game is waiting.
          for (const [name, cells] of tab.cells)
            if (!waiting.includes(name)) expect(cells[round - 1], name).not.toBe('waiting');
        },
        onRound(ev, round) {
          const tab = byRoundOf(ev);
          expect(tab.headers.slice(0, 2 + round)).toEqual([
            'Rank',
            'Player',
            ...Array.from({ length: round }, (_, i) => `Round ${i + 1}`),
          ]);
          const scores = standingsScores(ev, driver.id);
          const standings = splitStandings(ev.values('Standings'));
          const player = standings.headers.indexOf('Player');
          // Rows in the order of Standings, each with its rank.
          expect(tab.order).toEqual(standings.rows.map((r) => String(r[player])));
          for (const r of standings.rows) expect(tab.ranks.get(String(r[player]))).toEqual(r[0]);
          for (const [name, score] of scores)
            expect(tab.cells.get(name)?.[round - 1], `${name} after round ${round}`).toEqual(score);
          // Earlier rounds' columns are what they were once those rounds were played.
          for (let k = 1; k < round; k++)
            for (const [name, cells] of tab.cells)
              expect(cells[k - 1], `${name}, round ${k}, after round ${round}`).toEqual(
                columns[k - 1].get(name),
              );
          columns[round - 1] = new Map([...tab.cells].map(([name, cells]) => [name, cells[round - 1]]));
        },
      });
      const tab = byRoundOf(ev);
      expect(tab.cells.has(dropped), `${dropped} dropped after round 1`).toBe(true);
      expect(tab.cells.get(dropped)?.length).toBe(rounds);
      expect(tab.cells.get(dropped)?.[0]).toEqual(columns[0].get(dropped));
    }, 120_000);
  }
});

describe('an event set up before Standings by round and My games', () => {
  it('gets both tabs, filled, from its first action that rewrites the output tabs', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', ['Ann', 'Bob', 'Cy', 'Dee']);
    const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
    // As an earlier release set it up: neither tab.
    for (const name of ['Standings by round', 'My games']) {
      const sheet = ss.getSheetByName(name);
      if (sheet) ss.deleteSheet(sheet);
    }
    expect(a.emu.store.sheets.map((s) => s.name)).not.toContain('My games');
    pairOk(a);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(a.values('Standings by round')[0]).toEqual(['Rank', 'Player', 'Round 1 (playing)']);
    expect(
      a
        .values('Standings by round')
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(new Array(4).fill('waiting'));
    const games = a.values('My games');
    expect(games[0]).toEqual(['Rd', 'Table', 'Opponent', 'Result', 'Score']);
    expect(games.filter((r) => r[3] === 'waiting')).toHaveLength(4);
  });
});

describe('undo', () => {
  it("takes the undone round's column away: no round is shown that is not paired", () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']);
    pairOk(a);
    typeResults(a, 'sealed-deck', 1, seededRandom('undo'));
    pairOk(a);
    expect(a.values('Standings by round')[0]).toEqual(['Rank', 'Player', 'Round 1', 'Round 2 (playing)']);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    const tab = a.values('Standings by round');
    expect(tab[0]).toEqual(['Rank', 'Player', 'Round 1']);
    expect(tab.every((r) => r.length <= 3)).toBe(true);
    expect(a.values('My games').some((r) => r[0] === 2)).toBe(false);
    // And round 1 undone as well: no round column is left.
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(a.values('Standings by round').every((r) => r.length <= 2)).toBe(true);
    expect(a.values('My games')).toEqual([['Rd', 'Table', 'Opponent', 'Result', 'Score']]);
  });
});
