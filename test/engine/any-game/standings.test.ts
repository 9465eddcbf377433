import { describe, expect, it } from 'vitest';
import { primaryScore, shownValue, standings } from '../../../src/engine/any-game/standings';
import { anyGameContext, cells, dropped, EIGHT, lost, match, threeSwissRounds, won } from './context';

const TOP4 = { preset: 'generic', cut: '4' };
const column = (t: ReturnType<typeof standings>, header: string) =>
  t.rows.map((r) => r[t.headers.indexOf(header)]);

describe('any game: Standings (src/engine/any-game/standings.ts)', () => {
  it('decision: a player dropped before playing ranks below everyone who played, whatever the seed draws (H lost every game; no tie-breaker but the random order)', () => {
    const placed = new Set<string>();
    const options = { preset: 'generic', tiebreak1: 'none', tiebreak2: 'none', tiebreak3: 'none' };
    for (let seed = 1; seed <= 24; seed++) {
      const ctx = dropped(
        anyGameContext([...EIGHT, 'I'], threeSwissRounds(), options, 0, `seed-${seed}`),
        'I',
      );
      const t = standings(ctx);
      const players = column(t, 'Player');
      expect(players.slice(-2), `seed-${seed}`).toEqual(['H', 'I']);
      expect(column(t, 'Rank').slice(-2)).toEqual([8, 9]);
      // The seam is this rule, not the random order: I is not marked as separated from H at random.
      expect(column(t, 'Tie').at(-1)).toBe('');
      placed.add(String(players[7]));
    }
    expect(placed).toEqual(new Set(['H']));
  });

  it("a column per tie-breaker with its standard name, in the organizer's order, after the points and the record", () => {
    const t = standings(
      anyGameContext(EIGHT, threeSwissRounds(), {
        preset: 'generic',
        tiebreak1: 'head-to-head',
        tiebreak2: 'omw',
        tiebreak3: 'none',
      }),
    );
    expect(t.headers).toEqual([
      'Rank',
      'Player',
      'Points',
      'Won',
      'Lost',
      'Drawn',
      'Byes',
      'Head-to-head',
      'OMW%',
      'Status',
      'Tie',
    ]);
  });

  it("the preset's tie-breakers by their standard names: chess's Direct encounter, Wins, Buchholz Cut 1, Buchholz, Sonneborn-Berger", () => {
    const t = standings(anyGameContext(EIGHT, [], { preset: 'chess' }));
    expect(t.headers.slice(2, 12)).toEqual([
      'Points',
      'Won',
      'Lost',
      'Drawn',
      'Byes',
      'Direct encounter',
      'Wins',
      'Buchholz Cut 1',
      'Buchholz',
      'Sonneborn-Berger',
    ]);
    // The record's columns never share a name with a tie-breaker's (FIDE's "Wins"): headers are unique.
    expect(new Set(t.headers).size).toBe(t.headers.length);
  });

  it('percentages are shown to two places: "66.67%"', () => {
    expect(shownValue('omw', 2 / 3)).toBe('66.67%');
    expect(shownValue('gw', 0.33)).toBe('33.00%');
    expect(shownValue('sos', 4 / 3)).toBe(1.33);
    const t = standings(
      anyGameContext(EIGHT, threeSwissRounds(), {
        preset: 'generic',
        tiebreak1: 'omw',
        tiebreak2: 'gw',
        tiebreak3: 'ogw',
      }),
    );
    for (const header of ['OMW%', 'GW%', 'OGW%'])
      for (const v of column(t, header)) expect(v).toMatch(/^\d+\.\d\d%$/);
    // A's games: three matches won, each one game (a single-result match counts as one game): GW% 100%.
    expect(t.rows[0][1]).toBe('A');
    expect(column(t, 'GW%')[0]).toBe('100.00%');
  });

  it("the points column has the preset's name for them, and Standings by round shows it", () => {
    const twelve = [...EIGHT, 'I', 'J', 'K', 'L'];
    expect(standings(anyGameContext(twelve, [], { preset: 'magic' })).headers[2]).toBe('Match points');
    expect(primaryScore(anyGameContext(EIGHT, [], { preset: 'xwing' }))).toBe('Event points');
    expect(primaryScore(anyGameContext(EIGHT, [], { preset: 'generic', structure: 'elimination' }))).toBe(
      'Won',
    );
  });

  it('the Swiss ranks by points then the tie-breakers, and names the top three as leaders', () => {
    const t = standings(anyGameContext(EIGHT, threeSwissRounds(), { preset: 'generic' }));
    expect(column(t, 'Player')).toEqual(['A', 'B', 'C', 'E', 'D', 'F', 'G', 'H']);
    expect(column(t, 'Rank')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(t.leaders.map((l) => l.name)).toEqual(['A', 'B', 'C']);
    expect(t.pending).toBeUndefined();
  });

  it('the cut is ranked by how far each player went; players knocked out in the same round by the Swiss standings', () => {
    const knockout = [lost(4, 1, 'A', 'E'), won(4, 2, 'B', 'C'), won(5, 1, 'B', 'E')];
    const t = standings(anyGameContext(EIGHT, [...threeSwissRounds(), ...knockout], TOP4));
    // The outcome beside the name and the points (columns A-D), on a phone's screen without panning.
    expect(t.headers.slice(0, 4)).toEqual(['Rank', 'Player', 'Points', 'Playoff']);
    expect(column(t, 'Player')).toEqual(['B', 'E', 'A', 'C', 'D', 'F', 'G', 'H']);
    expect(column(t, 'Rank')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(column(t, 'Playoff').slice(0, 5)).toEqual([
      'Winner',
      'Out in the Final',
      'Out in the Semi-finals',
      'Out in the Semi-finals',
      '',
    ]);
    // The knockout games never move the Swiss points or tie-breakers: B keeps its 6 points.
    expect(column(t, 'Points')[0]).toBe(6);
    expect(t.leaders.map((l) => l.name)).toEqual(['B', 'E', 'A']);
    expect(t.pending).toBeUndefined();
  });

  it('while the knockout is played, the players still in it share a rank marked "Still playing", and no leaders are named', () => {
    const semis = [lost(4, 1, 'A', 'E'), won(4, 2, 'B', 'C'), match(5, 1, 'E', 'B')];
    const t = standings(anyGameContext(EIGHT, [...threeSwissRounds(), ...semis], TOP4));
    expect(column(t, 'Player').slice(0, 4)).toEqual(['B', 'E', 'A', 'C']);
    expect(column(t, 'Rank').slice(0, 4)).toEqual([1, 1, 3, 4]);
    expect(column(t, 'Tie').slice(0, 3)).toEqual(['Still playing', 'Still playing', '']);
    expect(column(t, 'Playoff').slice(0, 2)).toEqual(['In the Final', 'In the Final']);
    expect(t.marks.slice(0, 3)).toEqual(['tie', 'tie', '']);
    expect(t.leaders).toEqual([]);
    expect(t.pending).toBe('2 players still in the cut');
  });

  it('once a knockout round is decided and the next not yet paired, its winners are still in, in the next round', () => {
    const semis = [lost(4, 1, 'A', 'E'), won(4, 2, 'B', 'C')];
    const t = standings(anyGameContext(EIGHT, [...threeSwissRounds(), ...semis], TOP4));
    expect(column(t, 'Rank').slice(0, 4)).toEqual([1, 1, 3, 4]);
    expect(column(t, 'Playoff').slice(0, 2)).toEqual(['In the Final', 'In the Final']);
    expect(t.leaders).toEqual([]);
  });

  it('single elimination from the start: ranked by how far each player went, matches won instead of points, no tie-breakers', () => {
    const four = EIGHT.slice(0, 4);
    const games = [won(1, 1, 'A', 'D'), lost(1, 2, 'B', 'C'), lost(2, 1, 'A', 'C')];
    const t = standings(anyGameContext(four, games, { preset: 'generic', structure: 'elimination' }));
    expect(t.headers).toEqual(['Rank', 'Player', 'Playoff', 'Won', 'Lost', 'Drawn', 'Byes', 'Status', 'Tie']);
    expect(column(t, 'Player')).toEqual(['C', 'A', 'B', 'D']);
    expect(t.leaders[0]).toEqual({ rank: 1, name: 'C', score: '2 won' });
  });
});

describe('any game: a player who drops out of the bracket (found with FUZZ_SEED=2054312542)', () => {
  const rows = () => [
    won(1, 1, 'A', 'B'),
    won(1, 2, 'C', 'D'),
    won(1, 3, 'E', 'F'),
    won(1, 4, 'G', 'H'),
    won(2, 1, 'A', 'C'),
    won(2, 2, 'E', 'G'),
    match(3, 1, 'E', null),
  ];
  const options = { preset: 'generic', structure: 'elimination' };

  it('is out in the round they gave up: A won the semi-final, dropped, and is out in the Final, second', () => {
    const t = standings(dropped(anyGameContext(EIGHT, rows(), options), 'A'));
    expect(column(t, 'Player').slice(0, 2)).toEqual(['E', 'A']);
    expect(column(t, 'Playoff').slice(0, 2)).toEqual(['Winner', 'Out in the Final']);
    expect(column(t, 'Status')[1]).toBe('Dropped');
  });

  it('whatever order the Results rows are in (the semi-final typed above the first round)', () => {
    const inOrder = standings(dropped(anyGameContext(EIGHT, rows(), options), 'A'));
    for (const order of [
      [4, 0, 1, 2, 3, 5, 6],
      [6, 5, 4, 3, 2, 1, 0],
    ]) {
      const r = rows();
      const reordered = order.map((i, row) => ({ ...r[i], row: row + 2 }));
      expect(standings(dropped(anyGameContext(EIGHT, reordered, options), 'A'))).toEqual(inOrder);
    }
  });
});

describe('any game: a chess forfeit on the Standings (FIDE C.07)', () => {
  it('1F-0F scores the win, counts in Wins (WIN, 7.1) but not Games won (WON, 7.2), and is an unplayed round in Buchholz (article 16: a dummy opponent with the player\u2019s own score)', () => {
    const rows = [
      match(1, 1, 'A', 'B', cells('', '', '', '1F-0F')),
      match(1, 2, 'C', 'D', cells('', '', '', '1-0')),
    ];
    const options = { preset: 'chess', tiebreak1: 'wins', tiebreak2: 'games-won', tiebreak3: 'buchholz' };
    const t = standings(anyGameContext(['A', 'B', 'C', 'D'], rows, options));
    const of = (name: string, header: string) =>
      t.rows.find((r) => r[1] === name)?.[t.headers.indexOf(header)];
    expect([of('A', 'Points'), of('A', 'Wins'), of('A', 'Games won'), of('A', 'Buchholz')]).toEqual([
      1, 1, 0, 1,
    ]);
    expect([of('C', 'Points'), of('C', 'Wins'), of('C', 'Games won'), of('C', 'Buchholz')]).toEqual([
      1, 1, 1, 0,
    ]);
    // B lost without playing: a voluntarily unplayed round, scored against a dummy with B's own 0.
    expect([of('B', 'Points'), of('B', 'Buchholz')]).toEqual([0, 0]);
    // The record counts the forfeit as a game won and lost.
    expect([of('A', 'Won'), of('B', 'Lost')]).toEqual([1, 1]);
  });
});
