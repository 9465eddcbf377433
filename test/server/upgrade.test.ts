// An event set up by 0.2.0 (test/fixtures/v0.2.0) gets this release's Pairings and Standings once: the
// columns past D go, Standings' header moves under its title, the Log says so, and the version is kept.
import { describe, expect, it } from 'vitest';
import { docProperties } from '../../src/server/doc-properties';
import { INPUT_ROLES, readSnapshot } from '../../src/server/run-action';
import { findTabs } from '../../src/server/tabs';
import { needsUpgrade, upgradeLayout } from '../../src/server/upgrade';
import { headerRowOf, PAIRINGS_HEADERS } from '../../src/sheets/layout';
import { layoutsFor } from '../../src/sheets/placed-layouts';
import { serverGlobals, setUpSealed } from '../support/server-globals';
import { oldEvent } from '../support/upgrade';

const g = serverGlobals();
const upgradeLines = () => g.values('Log').filter((r) => r[1] === 'Upgrade layout');

function upgrade() {
  const props = docProperties();
  const sheets = findTabs(g.ss(), [...INPUT_ROLES, 'pairings', 'standings', 'log'], props);
  upgradeLayout(sheets, layoutsFor(readSnapshot(sheets, INPUT_ROLES)), props, 1, '2026-12-05T10:00:00.000Z');
  return { props, sheets };
}

describe('upgradeLayout', () => {
  it("lays out an 0.2.0 event's Pairings and Standings as setup now does, once", () => {
    g.use({ workbook: oldEvent('sealed-deck') });
    expect(needsUpgrade(docProperties())).toBe(true);
    const { props, sheets } = upgrade();
    expect(sheets.pairings?.getMaxColumns()).toBe(PAIRINGS_HEADERS.length);
    expect(sheets.standings?.getFrozenRows()).toBe(headerRowOf('standings'));
    expect(upgradeLines()).toHaveLength(1);
    expect(needsUpgrade(props)).toBe(false);
    expect(needsUpgrade(docProperties())).toBe(false);
  });

  it('a cell typed past column D goes to the Log before the columns are removed', () => {
    g.use({ workbook: oldEvent('sealed-deck') });
    g.type('Pairings', 'J3', [['wheelchair at table 2']]);
    upgrade();
    expect(JSON.stringify(upgradeLines())).toContain('wheelchair at table 2');
  });

  it('an event laid out by this release needs none, and running it anyway changes no tab', () => {
    setUpSealed(g, ['Ann', 'Bob']);
    expect(needsUpgrade(docProperties())).toBe(false);
    const before = g.emu.saveWorkbook().tabs;
    upgrade();
    expect(g.emu.saveWorkbook().tabs).toEqual(before);
  });
});
