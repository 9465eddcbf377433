import { describe, expect, it } from 'vitest';
import { ARROW_TARGET_CODES } from '../../src/engine/arrow-target/results';
import { ARROW_TARGET_NOTE_CODES } from '../../src/engine/arrow-target/warnings';
import type { ActionResult, EventState } from '../../src/shared/types';
import { setupArrowTarget as setup } from '../support/arrow-target';
import { type Artifact, openArtifact } from '../support/artifact';
import { roundRows } from '../support/events';
import { readPairings } from '../support/pairings';
import { standingsOf } from '../support/standings';

// Results columns: Round, Table, Player (arrow), Opponent (target), Arrow deck, Target deck, Winner, Absent, Status.
type Row = unknown[];

function pair(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

/** The deck each player used as an arrow, by round, read from Results. */
function arrowDeck(a: Artifact, name: string, round: number): string | null {
  const r = roundRows(a, round).find((x) => x.values[2] === name && x.values[3] !== 'BYE');
  return r ? String(r.values[4]) : null;
}

/** Types every game of `round`: honest decks, the winner chosen by `winner(arrow, target)`; `absent` overrides. */
function typeRound(
  a: Artifact,
  round: number,
  winner: (arrow: string, target: string) => 'Arrow' | 'Target',
  absent: (arrow: string, target: string) => string = () => '',
  targetDeck?: (target: string) => string,
) {
  for (const { row, values } of roundRows(a, round)) {
    if (values[3] === 'BYE') continue;
    const arrow = String(values[2]);
    const target = String(values[3]);
    const ab = absent(arrow, target);
    const tDeck = targetDeck?.(target) ?? arrowDeck(a, target, round - 1) ?? `${target}-start`;
    a.type('Results', `E${row}`, [[`${arrow}-r${round}`, tDeck, ab ? '' : winner(arrow, target), ab]]);
  }
}

function standings(a: Artifact) {
  const { headers, rows } = standingsOf(a);
  const col = (h: string) => (headers as string[]).indexOf(h);
  return {
    headers,
    rows,
    of: (name: string) => {
      const r = rows.find((x) => x[1] === name) as Row;
      return {
        rank: r[0],
        wins: r[col('Wins')],
        arrow: r[col('As arrow')],
        target: r[col('As target')],
        penalty: r[col('Absent as target')],
        absences: r[col('Absences')],
        playoff: r[col('Playoff')],
        tie: r[col('Tie')],
      };
    },
  };
}

const FIVE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];
const strength = (n: string) => FIVE.length - FIVE.indexOf(n);

function playSchedule(a: Artifact, upset: [string, string]) {
  const win = (x: string, y: string) => {
    if (x === upset[0] && y === upset[1]) return true;
    if (x === upset[1] && y === upset[0]) return false;
    return strength(x) > strength(y);
  };
  for (let r = 1; r <= 5; r++) {
    pair(a);
    typeRound(a, r, (arrow, target) => (win(arrow, target) ? 'Arrow' : 'Target'));
  }
}

describe('arrow/target round robin through dist/Code.js', () => {
  it('a 5-player event: schedule, deck codes on Pairings, a two-way tie, its final decides the winner', () => {
    const a = setup(FIVE);
    const first = pair(a);
    expect(first.message).toBe('Round 1 paired: 2 tables.');
    // As listed, round 1: #2 Bob (arrow) v #5 Eve (target), #4 Dan v #3 Cat, #1 Ann sits out.
    expect(roundRows(a, 1).map((x) => x.values.slice(1, 4))).toEqual([
      [1, 'Bob', 'Eve'],
      [2, 'Dan', 'Cat'],
      [3, 'Ann', 'BYE'],
    ]);
    expect(roundRows(a, 1)[2].values[8]).toBe('Bye');
    const schedule = a.values('Schedule');
    expect(schedule[0]).toEqual(['Round', 'Weekend', 'Table', 'Arrow', 'Target', 'Sits out']);
    expect(schedule.slice(1)).toHaveLength(10);
    expect(schedule[1]).toEqual([1, 'Weekend 1', 1, '#2 Bob', '#5 Eve', '#1 Ann']);
    expect(a.values('Pairings')[2][3]).toContain("target's deck: any (round 1)");
    typeRound(a, 1, (x, y) => (strength(x) > strength(y) ? 'Arrow' : 'Target'));
    pair(a);
    // Round 2: Bob is #3, a target who must play the deck he used as arrow; the arrow sees its code.
    const bobRow = a.values('Pairings').find((r) => r[2] === 'Bob') as Row;
    expect(bobRow[3]).toContain("target's deck: Bob-r1");
    // Late entry after round 1 is refused with the reason.
    const late = a.call<ActionResult>('addPlayer', { name: 'Zed' });
    expect(late.ok).toBe(false);
    expect(late.problems[0].message).toMatch(
      /cannot join after round 1\. The arrow\/target schedule is fixed when round 1 is paired/,
    );
    // Finish the schedule with Dan upsetting Ann: Ann and Bob tie on 3 wins.
    typeRound(a, 2, (x, y) =>
      (x === 'Dan' && y === 'Ann') || (x === 'Ann' && y === 'Dan')
        ? x === 'Dan'
          ? 'Arrow'
          : 'Target'
        : strength(x) > strength(y)
          ? 'Arrow'
          : 'Target',
    );
    for (let r = 3; r <= 5; r++) {
      pair(a);
      typeRound(a, r, (x, y) =>
        (x === 'Dan' && y === 'Ann') || (x === 'Ann' && y === 'Dan')
          ? x === 'Dan'
            ? 'Arrow'
            : 'Target'
          : strength(x) > strength(y)
            ? 'Arrow'
            : 'Target',
      );
    }
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    let s = standings(a);
    expect(s.of('Ann')).toMatchObject({ rank: 1, wins: 3, tie: 'Playoff' });
    expect(s.of('Bob')).toMatchObject({ rank: 1, wins: 3, tie: 'Playoff' });
    let state = a.call<EventState>('getEventState');
    expect(state.rounds).toBe(6);
    expect(state.nextAction).toBe('pair');
    const bracket = a.values('Bracket');
    expect([bracket[1][0], bracket[1][4]]).toEqual(['Final', 1]);
    expect(new Set([bracket[1][1], bracket[1][2]])).toEqual(new Set(['Ann', 'Bob']));
    // The playoff final is round 6, paired like any other round.
    pair(a);
    const final = roundRows(a, 6);
    expect(final).toHaveLength(1);
    const bobIsPlayer = final[0].values[2] === 'Bob';
    a.type('Results', `G${final[0].row}`, [[bobIsPlayer ? 'Arrow' : 'Target']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    s = standings(a);
    expect(s.rows[0][1]).toBe('Bob');
    expect(s.of('Bob')).toMatchObject({ rank: 1, playoff: 'Champion', tie: '' });
    expect(s.of('Ann')).toMatchObject({ rank: 2, wins: 3 });
    expect(a.values('Bracket').find((r) => r[0] === 'Champion')?.[1]).toBe('Bob');
    state = a.call<EventState>('getEventState');
    expect(state.nextAction).toBe('finished');
    expect(state.leaders[0]).toMatchObject({ name: 'Bob', score: '3 wins, playoff champion' });
    const more = a.call<ActionResult>('pairNextRound');
    expect(more.ok).toBe(false);
    expect(more.problems[0].message).toBe('All 6 rounds are paired.');
  });

  it('a three-way tie for first: seed 1 has a bye, 2 v 3 in the semi-final, then the final', () => {
    const a = setup(FIVE);
    playSchedule(a, ['Cat', 'Ann']);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standings(a);
    for (const n of ['Ann', 'Bob', 'Cat'])
      expect(s.of(n)).toMatchObject({ rank: 1, wins: 3, tie: 'Playoff' });
    const bracket = a.values('Bracket');
    expect(bracket.slice(1).map((r) => r[0])).toEqual(['Semi-final', 'Semi-final', 'Final', 'Champion']);
    expect(bracket[1][2]).toBe('BYE');
    expect(a.call<EventState>('getEventState').rounds).toBe(7);
    pair(a);
    const rows6 = roundRows(a, 6);
    expect(rows6.map((x) => x.values[3] === 'BYE')).toEqual([true, false]);
    expect(rows6[0].values[2]).toBe(bracket[1][1]);
    const semi = rows6.filter((x) => x.values[3] !== 'BYE');
    a.type('Results', `G${semi[0].row}`, [['Target']]);
    pair(a);
    const final = roundRows(a, 7);
    expect(final).toHaveLength(1);
    expect(final[0].values[2]).toBe(bracket[1][1]);
    expect(final[0].values[3]).toBe(semi[0].values[3]);
    a.type('Results', `G${final[0].row}`, [['Arrow']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const after = standings(a);
    expect(after.rows[0][1]).toBe(bracket[1][1]);
    expect(after.rows.slice(0, 3).map((r) => r[0])).toEqual([1, 2, 3]);
    expect(after.rows[2][1]).toBe(semi[0].values[2]);
  });

  it('deck lock: a target that changes deck is flagged on its Target deck cell; one absent last round is not', () => {
    const a = setup(FIVE);
    pair(a);
    // Round 1: Bob (arrow) is absent; Dan plays.
    typeRound(
      a,
      1,
      () => 'Arrow',
      (arrow) => (arrow === 'Bob' ? 'Arrow' : ''),
    );
    pair(a);
    // Round 2 targets: Bob (#3, absent last round: free) and Dan (#5, must keep Dan-r1); both switch decks.
    typeRound(
      a,
      2,
      () => 'Arrow',
      () => '',
      (target) => `${target}-new`,
    );
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok).toBe(true);
    const locks = r.warnings.filter((w) => w.code === ARROW_TARGET_CODES.deckLock);
    expect(locks).toHaveLength(1);
    const danRow = roundRows(a, 2).find((x) => x.values[3] === 'Dan') as { row: number };
    expect(locks[0]).toMatchObject({ tab: 'Results', cell: `F${danRow.row}` });
    expect(locks[0].message).toContain('"Dan-r1"');
    expect(locks[0].message).toContain('"Dan-new"');
    // The Bob row is not flagged although his deck changed too.
    expect(roundRows(a, 2).some((x) => x.values[3] === 'Bob' && x.values[5] === 'Bob-new')).toBe(true);
  });

  it("absence credit: an absent arrow's target is credited with the win", () => {
    const a = setup(FIVE);
    pair(a);
    typeRound(
      a,
      1,
      () => 'Arrow',
      (arrow) => (arrow === 'Bob' ? 'Arrow' : ''),
    );
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standings(a);
    expect(s.of('Eve')).toMatchObject({ wins: 1, target: 1, arrow: 0, absences: 0 });
    expect(s.of('Bob')).toMatchObject({ wins: 0, absences: 1, penalty: 0 });
    expect(roundRows(a, 1)[0].values[8]).toBe('Recorded');
  });

  it('the −1: an absent target loses one win and its arrow is credited', () => {
    const a = setup(FIVE);
    pair(a);
    typeRound(a, 1, () => 'Arrow');
    pair(a);
    // Round 2, as listed: #2 Ann v #5 Dan... Dan, #5, is a target: absent.
    typeRound(
      a,
      2,
      () => 'Arrow',
      (_arrow, target) => (target === 'Dan' ? 'Target' : ''),
    );
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standings(a);
    // Dan won round 1 as arrow (1), then -1 for the missed target game.
    expect(s.of('Dan')).toMatchObject({ wins: 0, arrow: 1, penalty: -1, absences: 1 });
    const danArrow = roundRows(a, 2).find((x) => x.values[3] === 'Dan')?.values[2] as string;
    expect(Number(s.of(danArrow).arrow)).toBeGreaterThanOrEqual(1);
  });

  it('even N: a warning, and everyone plays everyone once in N−1 rounds', () => {
    const a = setup(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay']);
    const r = pair(a);
    expect(r.warnings.map((w) => w.code)).toContain(ARROW_TARGET_NOTE_CODES.evenField);
    const order = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
    const better = (x: string, y: string) => (order.indexOf(x) < order.indexOf(y) ? 'Arrow' : 'Target');
    typeRound(a, 1, better);
    for (let round = 2; round <= 5; round++) {
      pair(a);
      typeRound(a, round, better);
    }
    const games = a.values('Results').slice(1);
    expect(games).toHaveLength(15);
    expect(games.every((g) => g[3] !== 'BYE')).toBe(true);
    expect(new Set(games.map((g) => [g[2], g[3]].sort().join('|'))).size).toBe(15);
    // Fay, #6, is the target in odd rounds and the arrow in even rounds.
    for (const g of games.filter((x) => x[2] === 'Fay' || x[3] === 'Fay'))
      expect(g[Number(g[0]) % 2 === 1 ? 3 : 2]).toBe('Fay');
    const state = a.call<EventState>('getEventState');
    expect(state.rounds).toBe(5);
    // Every result is typed, but the Standings tab players read is not final until it is updated.
    expect(state.nextAction).toBe('publish-final');
    expect(state.leaders).toEqual([]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(a.call<EventState>('getEventState').nextAction).toBe('finished');
  });
});

describe('arrow/target: Pairings after an undo', () => {
  it("undoing round 3 shows round 2 on Pairings with the notes it was paired with (each arrow's target deck)", () => {
    const a = setup(FIVE);
    const better = (x: string, y: string) => (strength(x) > strength(y) ? 'Arrow' : 'Target');
    // Table | Player | Opponent | Note, for every table of the Pairings tab (the sit-out's Table blank).
    const tables = () =>
      readPairings(a.values('Pairings')).tables.map((r) => [r.table, r.player, r.opponent, r.note]);
    pair(a);
    typeRound(a, 1, better);
    pair(a);
    const paired = tables();
    // "the arrow will know the deck code of the target": the round-1 decks typed before round 2 was paired.
    const games = paired.filter((r) => r[2] !== 'BYE');
    expect(games).toHaveLength(2);
    for (const [, , target, note] of games) expect(note).toContain(`target's deck: ${target}-r1`);
    typeRound(a, 2, better);
    pair(a);
    expect(tables()).not.toEqual(paired);
    const undone = a.call<ActionResult>('undoLastRound');
    expect(undone.ok, JSON.stringify(undone.problems)).toBe(true);
    expect(a.values('Pairings')[0][0]).toBe('Round 2 · Counter night');
    const after = tables();
    expect(after.filter((r) => r[2] !== 'BYE')).toEqual(games);
    // The sit-out row keeps the note it was paired with ("#1 sits out"), not "Bye".
    expect(after.filter((r) => r[2] === 'BYE')).toEqual(paired.filter((r) => r[2] === 'BYE'));
    expect(after.filter((r) => r[2] === 'BYE').map((r) => [r[0], r[3]])).toEqual([['', '#1 sits out']]);
  });
});

describe('arrow/target event settings', () => {
  it('setup notes the upgraded-card limit (6) and the timer presets (10 to build, 20 a round) on the Event tab', () => {
    const a = setup(['A', 'B', 'C']);
    const settings = new Map(a.values('Event').map((r) => [r[0], r[1]]));
    expect(settings.get('Upgraded cards per deck')).toBe(6);
    expect(settings.get('Arrow deck-building minutes')).toBe(10);
    expect(settings.get('Minutes per round')).toBe(20);
    const custom = openArtifact();
    custom.call('setupEvent', { format: 'arrow-target', name: 'X', upgradedCards: 4 });
    expect(new Map(custom.values('Event').map((r) => [r[0], r[1]])).get('Upgraded cards per deck')).toBe(4);
  });
});
