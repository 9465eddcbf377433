import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { outputTabs } from '../../src/engine/output-tabs';
import {
  type BaseTabRole,
  baseLayouts,
  emptyContext,
  headerRowOf,
  STANDINGS_PLAYER_WIDTH,
  type TabRole,
} from '../../src/sheets/layout';
import { neededWidth } from '../../src/sheets/text-width';

const BASE_ROLES: BaseTabRole[] = ['event', 'players', 'results', 'pairings', 'standings', 'log', 'record'];

describe('tab layouts', () => {
  it('the Standings Player column is the plain-text one in every format, at a phone width, frozen and wrapping', () => {
    for (const format of allFormats()) {
      const standings = baseLayouts(format).find((l) => l.role === 'standings');
      const player = standings?.headers.indexOf('Player') ?? -1;
      expect(player, format.id).toBeGreaterThan(0);
      expect(standings?.widths[player], format.id).toBe(STANDINGS_PLAYER_WIDTH);
      expect(standings?.textColumns, format.id).toEqual([player + 1]);
      // Rank through Player stay in view while the tie-breaker columns pan.
      expect(standings?.frozenColumns, format.id).toBe(player + 1);
      expect(standings?.wrapColumns, format.id).toContain(player + 1);
    }
  });

  it("a format's own width hints are kept right of Player (Attack Wing's roll-off flags); its rank title, frozen with the name, wraps", () => {
    const aw = allFormats().find((f) => f.id === 'attack-wing');
    const standings = aw && baseLayouts(aw).find((l) => l.role === 'standings');
    expect(standings?.widths[standings.headers.indexOf('Tie')]).toBe(170);
    expect(standings?.wrapColumns).toEqual([2, 3]);
  });

  it('Pairings and Standings have a title above their header row; every other tab starts with its headers', () => {
    expect(headerRowOf('standings')).toBe(2);
    expect(headerRowOf('pairings')).toBe(2);
    for (const role of ['event', 'players', 'results', 'log']) expect(headerRowOf(role)).toBe(1);
  });

  it("each layout's role is a tab every event has, or one its format defines, each once", () => {
    // @ts-expect-error a string no format gave is not a tab role (npm run typecheck holds this)
    const stray: TabRole = 'fleet';
    expect(BASE_ROLES).not.toContain(stray);
    for (const format of allFormats()) {
      const own = [
        ...(format.inputTabs ?? []).map((t) => t.role),
        ...outputTabs(format, emptyContext(format)).map((t) => t.role),
      ];
      const roles = baseLayouts(format).map((l) => l.role);
      // The format's tabs between the base tabs and the hidden record, which comes last.
      const base = BASE_ROLES.filter((r) => r !== 'record');
      expect(roles, format.id).toEqual([...base, ...own, 'record']);
      expect(new Set(roles).size, format.id).toBe(roles.length);
    }
  });
  it("a format tab's fixed words are sized at setup: Attack Wing's battle-round header fits the Fleet Build Sheets' columns before any player is in them", () => {
    const aw = allFormats().find((f) => f.id === 'attack-wing');
    if (!aw) throw new Error('no Attack Wing');
    const sheets = baseLayouts(aw).find((l) => l.title === 'Fleet Build Sheets');
    const fixed =
      outputTabs(aw, emptyContext(aw)).find((t) => t.title === 'Fleet Build Sheets')?.fixedRows ?? [];
    expect(fixed.flat()).toContain("Opponent's initials (verify results)");
    for (const row of fixed)
      for (const [i, v] of row.entries())
        expect(sheets?.widths[i] ?? 0, String(v)).toBeGreaterThanOrEqual(neededWidth(v));
  });
});
