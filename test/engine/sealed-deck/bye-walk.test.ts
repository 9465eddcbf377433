import { describe, expect, it } from 'vitest';
import { walkWithBye } from '../../../src/engine/sealed-deck/bye-walk';

// Round 1 as listed: P1-P2, P3-P4, P5 bye. Pile after it: P4, P5, P2, P1, P3.
const ORDER = ['p4', 'p5', 'p2', 'p1', 'p3'];
const HISTORY: [string, string][] = [
  ['p1', 'p2'],
  ['p3', 'p4'],
];

describe('sealed deck bye walk: "let the last player left receive the bye"', () => {
  it('the bye goes to whoever the walk leaves, not to the lowest player removed beforehand', () => {
    const r = walkWithBye({
      order: ORDER,
      history: HISTORY,
      mode: 'written',
      strict: false,
      hadBye: (k) => k === 'p5',
    });
    expect(r.pairs).toEqual([
      ['p4', 'p5'],
      ['p2', 'p3'],
    ]);
    expect([r.bye, r.skipped, r.rematches]).toEqual(['p1', null, []]);
  });

  it('only a leftover who already had a bye is skipped: the lowest without one sits out, the rest is walked again', () => {
    const hadBye = (k: string) => k === 'p1' || k === 'p5';
    const r = walkWithBye({ order: ORDER, history: HISTORY, mode: 'written', strict: false, hadBye });
    expect([r.bye, r.skipped]).toEqual(['p3', 'p1']);
    expect(r.pairs).toEqual([
      ['p4', 'p5'],
      ['p2', 'p1'],
    ]);
    const strict = walkWithBye({ order: ORDER, history: HISTORY, mode: 'written', strict: true, hadBye });
    expect([strict.bye, strict.skipped]).toEqual(['p1', null]);
  });

  it('everyone has had a bye: the leftover keeps it', () => {
    const r = walkWithBye({
      order: ORDER,
      history: HISTORY,
      mode: 'look-ahead',
      strict: false,
      hadBye: () => true,
    });
    expect([r.bye, r.skipped]).toEqual(['p1', null]);
  });
});
