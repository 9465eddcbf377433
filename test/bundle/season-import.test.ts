// Import into season through the built dist/Code.js in the emulator (docs/SEASON.md, Import an event run
// elsewhere): the first call makes the Import tab; an import after one closed event adds its games, and
// League and Ratings equal the season engine's on what Season games and Season events then hold; bad
// input writes nothing and names each cell; the same event twice is refused; Undo close takes it out;
// a chess event's TRF export, imported, leaves the season as Close event leaves it.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { eloSeason } from '../../src/engine/season/elo';
import type { ActionResult, EventState } from '../../src/shared/types';
import type { ExportTables } from '../../src/sheets/export';
import { setupAnyGame, typeMatches } from '../support/any-game';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
const state = (a: Artifact) => a.call<EventState>('getEventState');
const codes = (r: ActionResult) => r.problems.map((p) => p.code);

/** An any-game Swiss event played to its last result, its final standings published, closed into the season. */
function closedEvent(a: Artifact): void {
  startEvent(a, 'any-game', NAMES, { name: 'Autumn Open', date: '2026-11-01' });
  const r = seededRandom('season-import');
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (round >= state(a).rounds) break;
  }
  const closed = a.call<ActionResult>('closeEvent');
  expect(closed.ok, JSON.stringify(closed.problems)).toBe(true);
}

/** The Import tab made by a first call, then the event typed: names as the season has them but for case and accents, and a new player. */
function typedImport(a: Artifact, make = true): void {
  if (make) {
    const made = a.call<ActionResult>('importIntoSeason');
    expect(made.ok, JSON.stringify(made.problems)).toBe(true);
    const tab = a.values('Import');
    expect(tab[0]).toEqual(['Event', 'Date', 'Format', 'New players']);
    expect(tab[3]).toEqual(['Round', 'Player', 'Opponent', 'Result']);
  }
  a.type('Import', 'A2', [['Winter Rapid', '2026-12-01', 'Rapid']]);
  a.type('Import', 'A5', [
    ['1', 'ann', 'CY', '1-0'],
    ['1', 'Bén', 'Zoe', '½-½'],
    ['1', 'Di', '', 'bye'],
    ['2', 'Cy', 'Zoe', '0-1'],
    ['2', 'Ann', 'Ben', 'D'],
  ]);
}

/** Season games and Season events as the tabs hold them, rated by the engine as Ratings must be. */
function engineRatings(a: Artifact) {
  const events = a.values('Season events').slice(1);
  const games = a.values('Season games').slice(1);
  const rated = events.map((e) =>
    games
      .filter((g) => g[0] === e[0] && g[1] === e[1] && g[5] !== '' && g[7] !== '')
      .map((g) => ({ player: String(g[4]), opponent: String(g[5]), score: Number(g[7]) as 0 | 0.5 | 1 })),
  );
  const after = eloSeason(rated, { k: 'fide', initialRating: 1500 });
  return after[after.length - 1];
}

describe('Import into season', () => {
  it('after one closed event: adds the games as the season spells the names; League and Ratings include them', () => {
    const a = openArtifact();
    closedEvent(a);
    typedImport(a);
    const gamesBefore = a.values('Season games').length;
    const r = a.call<ActionResult>('importIntoSeason');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const games = a.values('Season games');
    expect(games.slice(gamesBefore)).toEqual([
      ['Winter Rapid', '2026-12-01', 1, '', 'Ann', 'Cy', 'Won', 1],
      ['Winter Rapid', '2026-12-01', 1, '', 'Ben', 'Zoe', 'Tied', 0.5],
      ['Winter Rapid', '2026-12-01', 1, '', 'Di', '', 'bye', ''],
      ['Winter Rapid', '2026-12-01', 2, '', 'Cy', 'Zoe', 'Lost', 0],
      ['Winter Rapid', '2026-12-01', 2, '', 'Ann', 'Ben', 'Tied', 0.5],
    ]);
    const events = a.values('Season events');
    expect(events).toHaveLength(3);
    expect(events[2].slice(0, 5)).toEqual(['Winter Rapid', '2026-12-01', 'Imported', 5, 5]);
    const league = a.values('League');
    expect(league[0]).toEqual([
      'Rank',
      'Player',
      'League points',
      'Events',
      'Autumn Open 2026-11-01',
      'Winter Rapid 2026-12-01',
    ]);
    // Ann played both: attending twice, and a win and a draw in the import (3 + 1 + 1) on top of the first.
    const ann = league.find((x) => x[1] === 'Ann') as unknown[];
    expect(ann[3]).toBe(2);
    expect(ann[5]).toBe(5);
    expect(league.find((x) => x[1] === 'Zoe')?.slice(3)).toEqual([1, '', 5]);
    const shown = new Map(
      a
        .values('Ratings')
        .slice(1)
        .map((x) => [x[1], x.slice(2, 5)]),
    );
    const engine = engineRatings(a);
    expect(shown.size).toBe(engine.length);
    for (const row of engine)
      expect(shown.get(row.player), row.player).toEqual([row.rating, row.change, row.games]);
    // The tab is empty again, and what it held is in the Log.
    const cleared = a.values('Import');
    expect(cleared[3]).toEqual(['Round', 'Player', 'Opponent', 'Result']);
    for (const row of [cleared[1], cleared[2], ...cleared.slice(4)])
      expect((row ?? []).every((v) => v === '')).toBe(true);
    const log = a.values('Log');
    const pasted = log.filter((x) => x[1] === 'Import into season: pasted row');
    expect(pasted.map((x) => x.slice(5, 9))).toContainEqual(['1', 'Bén', 'Zoe', '½-½']);
    expect(pasted).toHaveLength(6);
    expect(log.some((x) => x[1] === 'Import into season')).toBe(true);

    // The same event again is refused, writing nothing.
    typedImport(a, false);
    const before = a.snapshot();
    const again = a.call<ActionResult>('importIntoSeason');
    expect(codes(again)).toEqual(['import-event-duplicate']);
    expectUnchanged(a, before, 'the same import twice');

    // The event on the tabs stays the one closed: closing it again is still refused, Start the next event goes on.
    expect(codes(a.call<ActionResult>('closeEvent'))).toEqual(['season-already-closed']);
    // Undo close takes the import out (the season's last row), its rows to the Log.
    const undo = a.call<ActionResult>('undoCloseEvent');
    expect(undo.ok, JSON.stringify(undo.problems)).toBe(true);
    expect(a.values('Season games')).toHaveLength(gamesBefore);
    expect(a.values('Season events')).toHaveLength(2);
    expect(a.values('League')[0]).toHaveLength(5);
  });

  it('bad input writes nothing and names each cell; a near name asks the question', () => {
    const a = openArtifact();
    closedEvent(a);
    typedImport(a);
    a.type('Import', 'B2', [['next week']]);
    a.type('Import', 'A6', [['x', 'Ben', 'Zoe', '½-½']]);
    a.type('Import', 'D8', [['3-1']]);
    const before = a.snapshot();
    const r = a.call<ActionResult>('importIntoSeason');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.code, p.tab, p.cell])).toEqual([
      ['import-round-invalid', 'Import', 'A6'],
      ['import-result-invalid', 'Import', 'D8'],
      ['import-date-invalid', 'Import', 'B2'],
    ]);
    expectUnchanged(a, before, 'a bad import');

    a.type('Import', 'A5', [['1', 'ann', 'CY', '1-0']]);
    a.type('Import', 'B2', [['2026-12-01']]);
    a.type('Import', 'A6', [['1', 'Benn', 'Zoe', '½-½']]);
    a.type('Import', 'D8', [['0-1']]);
    const near = a.call<ActionResult>('importIntoSeason');
    expect(near.problems.map((p) => [p.code, p.cell])).toEqual([['import-name-near', 'B6']]);
    expect(near.problems[0].message).toContain('Did you mean "Ben"?');
    // Confirmed as a new player: imported under the name typed.
    a.type('Import', 'D2', [['Benn']]);
    const ok = a.call<ActionResult>('importIntoSeason');
    expect(ok.ok, JSON.stringify(ok.problems)).toBe(true);
    expect(a.values('League').some((x) => x[1] === 'Benn')).toBe(true);
  });

  it('commits once when the season’s tabs and the Import tab are there (at most three times to make the tab)', () => {
    const a = openArtifact();
    closedEvent(a);
    a.emu.calls.reset();
    expect(a.call<ActionResult>('importIntoSeason').ok).toBe(true);
    expect(a.emu.calls.cost().commits).toBeLessThanOrEqual(3);
    typedImport(a, false);
    a.emu.calls.reset();
    const r = a.call<ActionResult>('importIntoSeason');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(a.emu.calls.cost().commits).toBe(1);
    expect(r.state).toEqual(state(a));
  });

  it('the TRF the add-on exports for a chess event, imported, gives the season Close event gives it', () => {
    const a = openArtifact();
    const players = ['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07'];
    setupAnyGame(a, players, { preset: 'chess' });
    // The lower number wins, but every third row is a draw.
    const result = (x: string, y: string, row: number): [string, string, string, string] =>
      row % 3 === 0
        ? ['', '', '', 'Draw']
        : ['', '', '', Number(x.slice(1)) < Number(y.slice(1)) ? 'Player won' : 'Opponent won'];
    for (let round = 1; round <= state(a).rounds; round++) {
      pairOk(a);
      typeMatches(a, round, result);
    }
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const file = a.call<ExportTables>('getExportTables').files.trf;
    if (!file?.ok) throw new Error('no TRF');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const game = (g: unknown[]) => [g[2], g[4], g[5], g[7]].join('|');
    const closed = {
      games: a.values('Season games').slice(1).map(game).sort(),
      league: a.values('League'),
      ratings: a.values('Ratings'),
    };
    expect(a.call<ActionResult>('undoCloseEvent').ok).toBe(true);
    expect(a.call<ActionResult>('importIntoSeason').ok).toBe(true);
    const lines = file.text.trimEnd().split('\n');
    a.type(
      'Import',
      'A3',
      lines.map((l) => [l]),
    );
    const r = a.call<ActionResult>('importIntoSeason');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    // The event's name and date from the file's 012 and 042.
    expect(a.values('Season events')[1].slice(0, 3)).toEqual(['Club night', '2026-12-05', 'Imported']);
    expect(a.values('Season games').slice(1).map(game).sort()).toEqual(closed.games);
    expect(a.values('League')).toEqual(closed.league);
    expect(a.values('Ratings')).toEqual(closed.ratings);
  });

  it('in a spreadsheet with no event, is refused for the missing Log and makes no season tab', () => {
    const a = openArtifact();
    const made = a.call<ActionResult>('importIntoSeason');
    expect(made.ok, JSON.stringify(made.problems)).toBe(true);
    typedImport(a, false);
    const before = a.snapshot();
    const r = a.call<ActionResult>('importIntoSeason');
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(['tab-missing']);
    expectUnchanged(a, before, 'importIntoSeason with no Log');
    expect(a.emu.store.sheets.map((s) => s.name)).not.toContain('Season games');
  });
});
