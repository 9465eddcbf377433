// Setup makes the event's tabs, found by role, with the layout recorded so no upgrade runs on them; it
// refuses, changing nothing, while an earlier event holds data, and replaces one that holds none.
import { describe, expect, it } from 'vitest';
import { setupEventTabs } from '../../src/server/setup';
import { scanRoles } from '../../src/server/tabs';
import { LAYOUT_PROPERTY } from '../../src/server/upgrade';
import { SEALED, serverGlobals, setUpSealed } from '../support/server-globals';

const g = serverGlobals();

describe('setupEventTabs', () => {
  it("creates the event's tabs, each carrying its role, Players active", () => {
    const r = setUpSealed(g);
    expect(r.ok).toBe(true);
    const names = g
      .ss()
      .getSheets()
      .map((s) => s.getName());
    for (const tab of ['Event', 'Players', 'Results', 'Pairings', 'Standings', 'Log'])
      expect(names).toContain(tab);
    const ids = scanRoles(g.ss());
    for (const role of ['event', 'players', 'results', 'pairings', 'standings', 'log', 'record'])
      expect(ids[role], role).toBeTypeOf('number');
    expect(g.ss().getActiveSheet().getName()).toBe('Players');
    const props = g.emu.PropertiesService.getDocumentProperties();
    expect(props.getProperty(LAYOUT_PROPERTY)).not.toBeNull();
    expect(JSON.parse(props.getProperty('tourney-sheets.tab-ids') ?? '{}')).toEqual(ids);
    expect(g.values('Log')[1][1]).toBe('Set up event');
  });

  it('refuses, writing nothing, when an earlier event holds data', () => {
    setUpSealed(g, ['Ann', 'Bob']);
    const before = g.emu.saveWorkbook();
    const r = setupEventTabs({ ...SEALED, name: 'Second' });
    expect(r.ok).toBe(false);
    expect(r.problems.length).toBeGreaterThan(0);
    expect(g.emu.saveWorkbook()).toEqual(before);
  });

  it("refuses a tab name taken by a tab that is not the add-on's", () => {
    g.ss().insertSheet('players');
    const before = g.emu.saveWorkbook();
    const r = setupEventTabs(SEALED);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r.problems)).toContain('players');
    expect(g.emu.saveWorkbook()).toEqual(before);
  });
});
