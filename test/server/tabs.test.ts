// Tabs are found by their role's metadata, so a renamed tab is still found, and a cached id that no
// longer names a tab falls back to the scan instead of losing the tab.
import { describe, expect, it } from 'vitest';
import { docProperties } from '../../src/server/doc-properties';
import { findTabs, scanRoles, writeCache } from '../../src/server/tabs';
import { serverGlobals, setUpSealed } from '../support/server-globals';

const g = serverGlobals();

describe('tabs', () => {
  it('scanRoles finds a tab by its metadata after a rename', () => {
    setUpSealed(g);
    const players = g.ss().getSheetByName('Players');
    players?.setName('Roster');
    const ids = scanRoles(g.ss());
    expect(ids.players).toBe(players?.getSheetId());
    expect(g.ss().getSheetById(ids.results)?.getName()).toBe('Results');
  });

  it('findTabs falls back to the scan when the cached id is stale, and caches the scan', () => {
    setUpSealed(g);
    writeCache({ players: 999999 });
    const found = findTabs(g.ss(), ['players', 'results'], docProperties());
    expect(found.players?.getName()).toBe('Players');
    expect(found.results?.getName()).toBe('Results');
    const cached = JSON.parse(
      g.emu.PropertiesService.getDocumentProperties().getProperty('tourney-sheets.tab-ids') ?? '{}',
    );
    expect(cached.players).toBe(found.players?.getSheetId());
  });

  it('a role no tab carries is undefined, not another tab', () => {
    setUpSealed(g);
    expect(findTabs(g.ss(), ['no-such-role']).players).toBeUndefined();
    expect(findTabs(g.ss(), ['no-such-role'])['no-such-role']).toBeUndefined();
  });
});
