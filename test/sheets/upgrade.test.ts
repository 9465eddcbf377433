import { describe, expect, it } from 'vitest';
import { handTypedPastPairings, upgradeLogLine } from '../../src/sheets/upgrade';

describe("upgrading an earlier release's Pairings and Standings", () => {
  it("keeps what was typed past column D except 0.2.0's own find-your-name list in F–H", () => {
    const pastD = [
      ['', 'Find your name', 'Table', 'Opponent', 'printed 9:40'],
      ['note', 'Ann', 2, 'Bob', ''],
      [' ', '', '', '', 0],
    ];
    expect(handTypedPastPairings(pastD)).toEqual([
      { cell: 'I1', value: 'printed 9:40' },
      { cell: 'E2', value: 'note' },
      { cell: 'I3', value: '0' },
    ]);
  });

  it('the Log line names only the tabs relaid and quotes each kept cell', () => {
    const standingsOnly = upgradeLogLine(3, { pairings: false, standings: true }, []);
    expect(standingsOnly).toMatchObject({ action: 'Upgrade layout', round: 3, seed: '' });
    expect(standingsOnly.details).toBe(
      'Tourney Desk 0.3.0 lays out Pairings and Standings for phones: Standings has a title row above its headers.',
    );
    const both = upgradeLogLine(1, { pairings: true, standings: true }, [{ cell: 'E2', value: 'note' }]);
    expect(both.details).toContain('columns past D are removed');
    expect(both.details).toMatch(
      /; Standings has a title row above its headers\. Cells typed there by hand, as they were: E2 "note"\.$/,
    );
  });
});
