import { describe, expect, it } from 'vitest';
import { tabName } from '../../../src/sheets/actions/tab-name';

describe('tabName', () => {
  it("a tab's name as the organizer has it now; the default title when the tab is not there", () => {
    const snapshot = { tabs: { results: { name: 'Games', values: [['Round']] } } };
    expect(tabName(snapshot, 'results', 'Results')).toBe('Games');
    expect(tabName(snapshot, 'players', 'Players')).toBe('Players');
  });
});
