// Close event and Undo close through the built dist/Code.js in the emulator: the season tabs hold the
// event's games and final places, League and Ratings equal the season engine's (src/engine/season) on
// what the tabs hold and, for one event, the oracles' (test/oracle/season.oracle.ts) on Results and
// Standings read independently; a refusal writes nothing; an undo puts every removed row in the Log.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { eloSeason } from '../../src/engine/season/elo';
import { glicko2Season } from '../../src/engine/season/glicko2';
import { leagueTable } from '../../src/engine/season/league';
import type { ActionResult, EventState } from '../../src/shared/types';
import { oracleElo, oracleLeague } from '../oracle/season.oracle';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { FORMATS, pairOk, startEvent, typeResults } from '../support/events';

const NAMES = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
const state = (a: Artifact) => a.call<EventState>('getEventState');
const codes = (r: ActionResult) => r.problems.map((p) => p.code);

/** An any-game Swiss event played to its last result; Standings published final unless `publish` is false. */
function playEvent(a: Artifact, name: string, publish = true): void {
  startEvent(a, 'any-game', NAMES, { name, date: '2026-11-01' });
  const r = seededRandom(`season:${name}`);
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    const last = round >= state(a).rounds;
    if (!last || publish) expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (last) break;
  }
}

/** Results read as a player would: games won in E and F, the player with more won the match. */
function resultsGames(a: Artifact) {
  return a
    .values('Results')
    .slice(1)
    .filter((row) => row[3] !== 'BYE' && row[2])
    .map((row) => {
      const [x, y] = [Number(row[4]), Number(row[5])];
      return { player: String(row[2]), opponent: String(row[3]), score: x > y ? 1 : x < y ? 0 : 0.5 };
    });
}

/** Standings' rank and player columns under its title and header rows. */
function standingsPlaces(a: Artifact): Map<string, number> {
  return new Map(
    a
      .values('Standings')
      .slice(2)
      .filter((r) => r[1])
      .map((r) => [String(r[1]), Number(r[0])]),
  );
}

describe('Close event', () => {
  it('is refused, writing nothing, until Standings says final', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open', false);
    const before = a.snapshot();
    const r = a.call<ActionResult>('closeEvent');
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(['season-not-final']);
    expectUnchanged(a, before, 'closeEvent before final');
  });

  it('copies the event into the season; League and Ratings equal the oracles on Results and Standings', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    const r = a.call<ActionResult>('closeEvent');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const record = a
      .values('Tourney Sheets record')
      .slice(1)
      .filter((x) => x[0] !== '');
    const games = a.values('Season games');
    expect(games[0]).toEqual(['Event', 'Date', 'Round', 'Table', 'Player', 'Opponent', 'Result', 'Score']);
    // One row per game the record holds, each under the event's name and date.
    const paired = new Set(record.map((x) => `${x[0]}:${x[1]}`));
    expect(games.length - 1).toBe(paired.size);
    for (const g of games.slice(1)) expect(g.slice(0, 2)).toEqual(['Autumn Open', '2026-11-01']);
    const events = a.values('Season events');
    expect(events).toHaveLength(2);
    expect(events[1].slice(0, 5)).toEqual(['Autumn Open', '2026-11-01', expect.any(String), 8, paired.size]);
    const places = JSON.parse(String(events[1][7])) as [number, string, string][];
    expect(new Map(places.map(([rank, player]) => [player, rank]))).toEqual(standingsPlaces(a));
    // The preset first; the settings it gives are left blank, so a preset changed later changes them.
    expect(a.values('Season settings')[1].slice(0, 2)).toEqual(['League preset', 'Store league']);
    expect(a.values('Season settings')[2].slice(0, 3)).toEqual([
      'Points for attending',
      '',
      'Store league: 1 · OP series: 1 · Chess ladder: 0',
    ]);

    // The oracles, from the tabs players read: Results' games and Standings' places.
    const rated = resultsGames(a);
    const tally = new Map<string, { wins: number; draws: number; losses: number }>();
    const add = (p: string, s: number) => {
      const t = tally.get(p) ?? { wins: 0, draws: 0, losses: 0 };
      if (s === 1) t.wins++;
      else if (s === 0) t.losses++;
      else t.draws++;
      tally.set(p, t);
    };
    for (const g of rated) {
      add(g.player, g.score);
      add(g.opponent, 1 - g.score);
    }
    const entries = [...standingsPlaces(a)].map(([player, place]) => ({
      player,
      place,
      ...(tally.get(player) ?? { wins: 0, draws: 0, losses: 0 }),
    }));
    const league = oracleLeague([entries], {
      attend: 1,
      win: 3,
      draw: 1,
      loss: 0,
      byPlace: [],
      best: undefined,
      minEvents: 0,
    });
    const leagueTab = a.values('League');
    expect(leagueTab[0]).toEqual(['Rank', 'Player', 'League points', 'Events', 'Autumn Open 2026-11-01']);
    expect(leagueTab.slice(1).map((x) => x.slice(0, 4))).toEqual(
      league.map((l) => [l.rank, l.player, l.points, l.events]),
    );
    const elo = oracleElo([rated], { k: 'fide', initialRating: 1500, known: {} })[0];
    const ratingsTab = a.values('Ratings');
    expect(ratingsTab[0]).toEqual(['Rank', 'Player', 'Rating', 'Change', 'Games']);
    const shown = new Map(ratingsTab.slice(1).map((x) => [x[1], x.slice(2, 5)]));
    expect(shown.size).toBe(elo.length);
    for (const row of elo)
      expect(shown.get(row.player), row.player).toEqual([row.rating, row.change, row.games]);
    expect(a.values('Log').some((x) => x[1] === 'Close event')).toBe(true);
  });

  it('is refused, writing nothing, for an event the season already holds', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const before = a.snapshot();
    const again = a.call<ActionResult>('closeEvent');
    expect(again.ok).toBe(false);
    expect(codes(again)).toEqual(['season-already-closed']);
    expectUnchanged(a, before, 'closeEvent twice');
  });

  it('adds only its own rows to a season holding an earlier event, and League and Ratings cover both', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    // An earlier event the season already holds, with the next event (this one) started after it.
    a.call('closeEvent');
    a.call('undoCloseEvent');
    a.type('Season games', 'A2', [
      ['Summer Cup', '2026-08-01', 1, 1, 'Ann', 'Zoe', 'Won', 1],
      ['Summer Cup', '2026-08-01', 1, 2, 'Ben', 'Cy', 'Tied', 0.5],
    ]);
    a.type('Season events', 'A2', [
      [
        'Summer Cup',
        '2026-08-01',
        'Any game',
        4,
        2,
        '2026-08-01 20:00:00',
        '2026-08-02 10:00:00',
        '[[1,"Ann",""],[2,"Ben",""],[2,"Cy",""],[4,"Zoe",""]]',
        '{}',
      ],
    ]);
    const placeRow = a.values('Season settings').findIndex((x) => x[0] === 'Points by final place') + 1;
    a.type('Season settings', `B${placeRow}`, [['10, 5, 2']]);
    const earlier = [a.values('Season games').slice(0, 3), a.values('Season events').slice(0, 2)];
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const games = a.values('Season games');
    const events = a.values('Season events');
    expect([games.slice(0, 3), events.slice(0, 2)]).toEqual(earlier);
    expect(events).toHaveLength(3);
    // The season engine on what Season games and Season events hold.
    const byEvent = (name: string) =>
      games
        .slice(1)
        .filter((g) => g[0] === name && g[7] !== '' && g[5] !== '')
        .map((g) => ({ player: String(g[4]), opponent: String(g[5]), score: g[7] as 0 | 0.5 | 1 }));
    const ratings = eloSeason([byEvent('Summer Cup'), byEvent('Autumn Open')]);
    const lastRatings = ratings[1];
    const shown = new Map(
      a
        .values('Ratings')
        .slice(1)
        .map((x) => [x[1], x.slice(2, 5)]),
    );
    for (const row of lastRatings)
      expect(shown.get(row.player), row.player).toEqual([row.rating, row.change, row.games]);
    const entriesOf = (e: unknown[], name: string) => {
      const places = JSON.parse(String(e[7])) as [number, string][];
      return places.map(([place, player]) => {
        const mine = byEvent(name).flatMap((g) =>
          g.player === player ? [g.score] : g.opponent === player ? [1 - g.score] : [],
        );
        return {
          player,
          place,
          wins: mine.filter((s) => s === 1).length,
          draws: mine.filter((s) => s === 0.5).length,
          losses: mine.filter((s) => s === 0).length,
        };
      });
    };
    const table = leagueTable([entriesOf(events[1], 'Summer Cup'), entriesOf(events[2], 'Autumn Open')], {
      points: { attend: 1, win: 3, draw: 1, loss: 0, byPlace: [10, 5, 2] },
      minEvents: 0,
    });
    const league = a.values('League');
    expect(league[0]).toEqual([
      'Rank',
      'Player',
      'League points',
      'Events',
      'Summer Cup 2026-08-01',
      'Autumn Open 2026-11-01',
    ]);
    expect(league.slice(1).map((x) => x.slice(0, 4))).toEqual(
      table.map((t) => [t.rank, t.player, t.points, t.events]),
    );
    // Ann played both: 1 + 3 + 10 in the Summer Cup.
    expect(league.find((x) => x[1] === 'Ann')?.[4]).toBe(14);
  });
});

describe('Undo close', () => {
  it('comes before Undo last round: a round of an event in the season is refused, writing nothing, until the close is undone', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const before = a.snapshot();
    const r = a.call<ActionResult>('undoLastRound');
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(['undo-closed-into-season']);
    expect(r.problems[0]).toMatchObject({ tab: 'Season events', cell: 'A2' });
    expectUnchanged(a, before, 'undoLastRound of an event in the season');
    expect(a.call<ActionResult>('undoCloseEvent').ok).toBe(true);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
  });

  it('removes exactly the event’s rows, hand edits and all, into the Log, and recomputes', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    // A score corrected by hand on Season games after the close: the Log keeps it as typed.
    a.type('Season games', 'G2', [['corrected by hand', 0.5]]);
    const games = a.values('Season games').slice(1);
    const eventRow = a.values('Season events')[1];
    const r = a.call<ActionResult>('undoCloseEvent');
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(a.values('Season games')).toHaveLength(1);
    expect(a.values('Season events')).toHaveLength(1);
    expect(a.values('League')).toHaveLength(1);
    expect(a.values('Ratings')).toHaveLength(1);
    const removed = a
      .values('Log')
      .filter((x) => x[1] === 'Undo close: removed row')
      .map((x) => x.slice(5));
    const trim = (row: unknown[]) => {
      const out = [...row];
      while (out.length && out[out.length - 1] === '') out.pop();
      return out;
    };
    expect(removed.map(trim)).toEqual([...games, eventRow].map(trim));
    expect(games[0].slice(6, 8)).toEqual(['corrected by hand', 0.5]);
    // Nothing left to undo: refused, nothing written; and the event can be closed again.
    const before = a.snapshot();
    const again = a.call<ActionResult>('undoCloseEvent');
    expect(codes(again)).toEqual(['season-nothing-to-undo']);
    expectUnchanged(a, before, 'undo with nothing closed');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    expect(a.values('Season games')).toHaveLength(games.length + 1);
  });
});

describe('Close event in every format', () => {
  for (const format of FORMATS)
    it(`${format}: every game the record holds, and each player's final rank and stage as Standings has them`, () => {
      const a = openArtifact();
      startEvent(a, format, NAMES, { name: 'Every Format', date: '2026-11-01' });
      const r = seededRandom(`season-formats:${format}`);
      for (let i = 0; i < 14; i++) {
        const s = state(a);
        if (s.nextAction === 'publish-final' || s.nextAction === 'finished') break;
        if (s.round === 0 || s.nextAction === 'pair') pairOk(a);
        typeResults(a, format, state(a).round, r);
        expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
      }
      expect(state(a).nextAction).toBe('finished');
      const closed = a.call<ActionResult>('closeEvent');
      expect(closed.ok, JSON.stringify(closed.problems)).toBe(true);
      const record = a.values('Tourney Sheets record').slice(1);
      const games = a.values('Season games').slice(1);
      expect(games).toHaveLength(new Set(record.map((x) => `${x[0]}:${x[1]}`)).size);
      // Every name as Players spells it; a score only where the game has both players.
      for (const g of games) {
        expect(NAMES).toContain(g[4]);
        if (g[5] === '') expect(g[7]).toBe('');
        else expect(NAMES).toContain(g[5]);
      }
      const standings = a.values('Standings');
      const headers = standings[1];
      const stage = headers.indexOf('Stage');
      const player = headers.indexOf('Player');
      const shown = standings
        .slice(2)
        .filter((x) => x[player])
        .map((x) => [Number(x[0]) || null, x[player], stage >= 0 ? x[stage] : '']);
      expect(JSON.parse(String(a.values('Season events')[1][7]))).toEqual(shown);
      expect(a.values('League').length).toBe(NAMES.length + 1);
    });
});

describe('Ratings with Glicko-2', () => {
  it('follow the Rating setting: each rating and RD as the engine computes them, rounded', () => {
    const a = openArtifact();
    playEvent(a, 'Autumn Open');
    a.call('closeEvent');
    a.call('undoCloseEvent');
    const row = a.values('Season settings').findIndex((x) => x[0] === 'Rating') + 1;
    a.type('Season settings', `B${row}`, [['Glicko-2']]);
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const rated = a
      .values('Season games')
      .slice(1)
      .filter((g) => g[7] !== '' && g[5] !== '')
      .map((g) => ({ player: String(g[4]), opponent: String(g[5]), score: g[7] as 0 | 0.5 | 1 }));
    const after = glicko2Season([rated])[0];
    const ratings = a.values('Ratings');
    expect(ratings[0]).toEqual(['Rank', 'Player', 'Rating', 'Change', 'Games', 'RD']);
    const shown = new Map(ratings.slice(1).map((x) => [x[1], [x[2], x[3], x[5]]]));
    for (const p of after)
      expect(shown.get(p.player), p.player).toEqual([
        Math.round(p.rating),
        Math.round(p.rating) - 1500,
        Math.round(p.rd),
      ]);
  });
});
