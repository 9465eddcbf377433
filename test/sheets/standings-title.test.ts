import { describe, expect, it } from 'vitest';
import { planUpdateStandings } from '../../src/sheets/actions/standings';
import { checkEventProblems } from '../../src/sheets/check';
import {
  type RoundProgress,
  saysFinal,
  standingsTitle,
  TITLE_CODES,
  titleProblems,
} from '../../src/sheets/standings-title';
import { NOW } from '../support/plans';
import {
  afterPlan,
  eventSnapshot,
  model,
  paired,
  resultRows,
  sealedRoundPlayed,
  typed,
} from '../support/snapshot';

const round = (n: number, recorded: number, expected = 8): RoundProgress => ({
  round: n,
  recorded,
  expected,
});

describe('the Standings title line (src/sheets/standings-title.ts)', () => {
  it('before round 1: nothing paired yet', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [] })).toBe(
      'Spring Open · before round 1',
    );
  });

  it('round 1 in play: named with its round count and how many results are in', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 0)] })).toBe(
      'Spring Open · round 1 of 5: 0 of 8 results in',
    );
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 3)] })).toBe(
      'Spring Open · round 1 of 5: 3 of 8 results in',
    );
  });

  it('after round N of M: N is the last round whose results are all in', () => {
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired: [round(1, 8), round(2, 8)] })).toBe(
      'Spring Open · after round 2 of 5',
    );
  });

  it('a later round paired and partly recorded is named with its results so far', () => {
    const paired = [round(1, 8), round(2, 8), round(3, 4)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired })).toBe(
      'Spring Open · after round 2 of 5 · round 3: 4 of 8 results in',
    );
  });

  it('a round paired before the last was complete ("Pair anyway"): both open rounds are named', () => {
    const paired = [round(1, 8), round(2, 7), round(3, 1)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 5, paired })).toBe(
      'Spring Open · after round 1 of 5 · round 2: 7 of 8 results in · round 3: 1 of 8 results in',
    );
  });

  it('final once every round the event has is paired and recorded', () => {
    const paired = [round(1, 8), round(2, 8), round(3, 8)];
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 3, paired })).toBe('Spring Open · final');
    // The last round recorded but more to play: not final.
    expect(standingsTitle({ eventName: 'Spring Open', rounds: 4, paired })).toBe(
      'Spring Open · after round 3 of 4',
    );
  });

  it('a round with a single game says "result"; a round of byes only needs no result', () => {
    expect(standingsTitle({ eventName: 'Final', rounds: 2, paired: [round(1, 2, 2), round(2, 0, 1)] })).toBe(
      'Final · after round 1 of 2 · round 2: 0 of 1 result in',
    );
    expect(standingsTitle({ eventName: 'Duo', rounds: 1, paired: [round(1, 0, 0)] })).toBe('Duo · final');
  });

  it('without an event name the title starts with "Standings"', () => {
    expect(standingsTitle({ eventName: '  ', rounds: 3, paired: [round(1, 8)] })).toBe(
      'Standings · after round 1 of 3',
    );
  });
});

describe('the title as players read it against the event (titleProblems, Check event)', () => {
  const typedIn = sealedRoundPlayed(
    paired(eventSnapshot('sealed-deck', ['Ann', 'Bob', 'Cy', 'Dee'], { rounds: 1 })),
    1,
  );
  const done = afterPlan(typedIn, planUpdateStandings(typedIn, NOW));
  const cleared = typed(done, 'results', resultRows(done, 1)[0], 5, [['', '', '']]);

  it('"final" only as the last part: an event called "… · final" is not final before round 1', () => {
    expect(saysFinal('Spring · final')).toBe(true);
    expect(saysFinal('Spring · final · before round 1')).toBe(false);
  });

  it('a "final" title while a result waits is an error at Standings A1 whose fix is Update standings', () => {
    expect(done.standingsTitle).toBe('Test night · final');
    expect(titleProblems(model(done), done.standingsTitle, 'Standings')).toEqual([]);
    const [p, ...more] = titleProblems(model(cleared), cleared.standingsTitle, 'Standings');
    expect(more).toEqual([]);
    expect(p).toMatchObject({
      severity: 'error',
      tab: 'Standings',
      cell: 'A1',
      code: TITLE_CODES.finalWhilePending,
      action: { name: 'updateStandings' },
    });
    // Check event lists it, and writes nothing (it plans no writes at all).
    const check = checkEventProblems(cleared);
    expect(check.ok).toBe(false);
    expect(check.problems.map((x) => x.code)).toContain(TITLE_CODES.finalWhilePending);
    // Without a title read (a pure caller), nothing is said of it.
    expect(titleProblems(model(cleared), undefined, 'Standings')).toEqual([]);
  });

  it('every result in while Standings is not final is a note; counts that only lag are nothing', () => {
    expect(titleProblems(model(typedIn), typedIn.standingsTitle, 'Standings')).toMatchObject([
      { severity: 'warning', code: TITLE_CODES.finalUnpublished, cell: 'A1' },
    ]);
    const oneIn = typed(
      paired(eventSnapshot('sealed-deck', ['Ann', 'Bob', 'Cy', 'Dee'], { rounds: 1 })),
      'results',
      2,
      5,
      [[20, 10, 'Win']],
    );
    expect(oneIn.standingsTitle).toBe('Test night · round 1 of 1: 0 of 2 results in');
    expect(titleProblems(model(oneIn), oneIn.standingsTitle, 'Standings')).toEqual([]);
  });
});
