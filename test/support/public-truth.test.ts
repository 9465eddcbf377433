// The public-truth check itself: it fails on each way a tab can show an undecided outcome as decided,
// and passes on an honest one (so the check run after every bundle action can fail).
import { describe, expect, it } from 'vitest';
import type { EventState } from '../../src/shared/types';
import type { Artifact } from './artifact';
import { expectPublicTruth } from './public-truth';

function fake(tabs: Record<string, string[][]>): Artifact {
  const sheets = Object.entries(tabs).map(([name, rows]) => ({
    name,
    deleted: false,
    rows: rows.map((r) => r.map((value) => ({ value }))),
  }));
  return { emu: { store: { sheets } } } as unknown as Artifact;
}

const base = {
  ready: true,
  round: 2,
  rounds: 3,
  missing: [],
  leaders: [],
  problems: [],
  nextAction: 'pair',
} as unknown as EventState;

const battle = {
  ...base,
  round: 3,
  rounds: 3,
  nextAction: 'fix-problems',
  problems: [
    {
      severity: 'error',
      tab: 'Results',
      cell: 'K9',
      message:
        'P1 and P2 are tied on score, OPT, hull boxes and fleet total in the final. The Tie-breaker battle option is on: the Grand Admiral waits for their battle.',
      fix: '',
    },
  ],
} as unknown as EventState;

describe('the public-truth check', () => {
  it('fails on a "final" Standings title while rounds are still to pair', () => {
    const a = fake({ Standings: [['Spring · final'], ['Rank', 'Player']] });
    expect(() => expectPublicTruth(a, base, 'test')).toThrow(/says final/);
  });

  it('fails on a Grand Admiral named while the final waits for its battle, and on a coin toss for the tie', () => {
    expect(() =>
      expectPublicTruth(fake({ Bracket: [['Grand Admiral', '', '', 'P1']] }), battle, 'test'),
    ).toThrow(/names an outcome/);
    expect(() =>
      expectPublicTruth(fake({ Bracket: [['Seed 2', 'P1', 'Coin toss vs P2']] }), battle, 'test'),
    ).toThrow(/coin toss/);
    const leaders = { ...battle, leaders: [{ rank: 1, name: 'P1', score: 'Grand Admiral' }] } as EventState;
    expect(() => expectPublicTruth(fake({}), leaders, 'test')).toThrow(/leaders/);
  });

  it('passes on tabs that name nobody for what is pending', () => {
    const a = fake({
      Standings: [['Spring · after round 3 of 3 · tie-breaker battle to play'], ['Rank', 'Player']],
      Bracket: [['Grand Admiral', '', '', 'Tie-breaker battle to play']],
      Games: [
        ['Final', 'P1', 'P2', 'Tie-breaker battle to play'],
        ['Semi', 'P3', 'P4', 'Tie decided by: Coin toss'],
      ],
    });
    expect(() => expectPublicTruth(a, battle, 'test')).not.toThrow();
  });
});
