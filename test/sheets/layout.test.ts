import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { baseLayouts } from '../../src/sheets/layout';

describe('tab layouts', () => {
  it('the Standings Player column is the wide, plain-text one in every format, wherever it stands', () => {
    for (const format of allFormats()) {
      const standings = baseLayouts(format).find((l) => l.role === 'standings');
      const player = standings?.headers.indexOf('Player') ?? -1;
      expect(player, format.id).toBeGreaterThan(0);
      expect(standings?.widths[player], format.id).toBe(230);
      expect(standings?.textColumns, format.id).toEqual([player + 1]);
    }
  });

  it("a format's own width hints are kept (Attack Wing's rank titles)", () => {
    const aw = allFormats().find((f) => f.id === 'attack-wing');
    const standings = aw && baseLayouts(aw).find((l) => l.role === 'standings');
    expect(standings?.widths[standings.headers.indexOf('Title')]).toBe(180);
  });
});
