// Problems are planned against default tab titles; the real names replace them, with the role.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/shared/types';
import { defaultTitle, titlesNamed, withRealTabNames } from '../../src/sheets/tab-titles';

const at = (tab: string): Problem => ({
  severity: 'error',
  code: 'test-problem',
  tab,
  cell: 'A2',
  message: 'm',
  fix: 'f',
});

describe('tab titles', () => {
  it("a role's default title is the role capitalised", () => {
    expect(defaultTitle('results')).toBe('Results');
    expect(defaultTitle('fleets')).toBe('Fleets');
  });

  it('lists each title the problems name once', () => {
    expect([...titlesNamed([at('Results'), at('Players'), at('Results')])]).toEqual(['Results', 'Players']);
  });

  it('a problem on a renamed tab gets its real name and role; one on a tab not found stays as it was', () => {
    const real = new Map([['Results', { name: 'Scores 2026', role: 'results' }]]);
    expect(withRealTabNames([at('Results'), at('Setup')], real)).toEqual([
      { ...at('Scores 2026'), role: 'results' },
      at('Setup'),
    ]);
  });
});
