// An organizer's add-on can update mid-event (a Marketplace add-on updates itself). An event set up and
// played for a round with 0.2.0 (test/fixtures/v0.2.0, written by scripts/upgrade-fixtures.ts from that
// release's dist/Code.js) continues with this build: the first rewrite of Pairings or Standings lays
// them out as setup now does, so no find-your-name list a round out of date is left in F–H.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { FORMATS_0_2_0, oldEvent } from '../support/upgrade';

/** How a tab is laid out, whatever it holds. */
function layoutOf(a: Artifact, tab: string) {
  const t = a.tab(tab);
  return {
    maxColumns: t.maxColumns,
    frozenRows: t.frozenRows,
    frozenColumns: t.frozenColumns,
    merges: t.merges ?? [],
    columnWidths: t.columnWidths,
    row2Bold: Object.entries(t.formats)
      .filter(([a1]) => /^[A-Z]+2$/.test(a1))
      .every(([, f]) => f.fontWeight === 'bold'),
  };
}

const upgradeLines = (a: Artifact) => a.values('Log').filter((r) => r[1] === 'Upgrade layout');
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'];

describe.each(FORMATS_0_2_0)('%s: an event set up with 0.2.0 continues with this release', (format) => {
  it('the old Pairings holds its find-your-name list in F–H and Standings its headers in row 1 (the fixture is what 0.2.0 wrote)', () => {
    const wb = oldEvent(format);
    expect(wb.tabs.Pairings.values[1].slice(5, 8)).toEqual(['Find your name', 'Table', 'Opponent']);
    expect(wb.tabs.Standings.values[0][0]).toBe('Rank');
    expect(wb.documentProperties['tourney-sheets.layout']).toBeUndefined();
  });

  it('pairing round 2 lays Pairings and Standings out as a new event has them, with no stale list past D, and says so in the Log once', () => {
    const a = openArtifact(oldEvent(format));
    // Check event reads only: the upgrade waits for an action that rewrites the tabs.
    const before = a.snapshot();
    a.call('checkEvent');
    a.call('getEventState');
    expectUnchanged(a, before);

    pairOk(a);
    const pairings = a.values('Pairings');
    expect(pairings.every((r) => r.length <= 4)).toBe(true);
    expect(pairings[0][0]).toMatch(/^Round 2 · /);
    const findYourName = pairings.findIndex((r) => r[1] === 'Find your name');
    expect(findYourName).toBeGreaterThan(2);
    typeResults(a, format, 2, seededRandom(`upgrade:${format}:2`));
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(String(a.values('Standings')[0][0])).toMatch(/ · after round 2 of \d+$/);
    expect(a.values('Standings')[1][0]).toBe('Rank');

    // The same layout a new event of this release has, after its first round.
    const fresh = openArtifact();
    startEvent(fresh, format, format === 'full-thrust' ? NAMES.slice(0, 8) : NAMES);
    pairOk(fresh);
    fresh.call('updateStandings');
    for (const tab of ['Pairings', 'Standings']) {
      const got = layoutOf(a, tab);
      const want = layoutOf(fresh, tab);
      expect({ ...got, columnWidths: undefined }, tab).toEqual({ ...want, columnWidths: undefined });
      expect(got.row2Bold, `${tab} header row bold`).toBe(true);
    }
    // Pairings' phone widths exactly; Standings' Player column (names wrap there, never widened) as set up.
    expect(a.tab('Pairings').columnWidths).toEqual(fresh.tab('Pairings').columnWidths);
    const player = String(layoutOf(fresh, 'Standings').frozenColumns);
    expect(a.tab('Standings').columnWidths[player]).toBe(fresh.tab('Standings').columnWidths[player]);

    const lines = upgradeLines(a);
    expect(lines).toHaveLength(1);
    expect(String(lines[0][4])).toContain('Pairings keeps four columns (Table, Player, Opponent, Note)');
    expect(String(lines[0][4])).not.toContain('typed there by hand');
    // The next action finds the layout recorded: no second upgrade.
    pairOk(a);
    expect(upgradeLines(a)).toHaveLength(1);
  });

  it('a cell typed by hand past column D of the old Pairings goes to the Log before the columns are removed', () => {
    const a = openArtifact(oldEvent(format));
    a.type('Pairings', 'J3', [['wheelchair at table 2']]);
    a.type('Pairings', 'E1', [['printed 9:40']]);
    pairOk(a);
    expect(a.tab('Pairings').maxColumns).toBe(4);
    const [line] = upgradeLines(a);
    expect(String(line[4])).toContain(
      'Cells typed there by hand, as they were: E1 "printed 9:40"; J3 "wheelchair at table 2".',
    );
  });

  it('fixed tables work once the organizer types the "Fixed table" header in the first free Players column', () => {
    const a = openArtifact(oldEvent(format));
    const players = a.values('Players');
    const col = String.fromCharCode(65 + players[0].length);
    a.type('Players', `${col}1`, [['Fixed table']]);
    a.type('Players', `${col}3`, [[7]]);
    pairOk(a);
    const who = players[2][0];
    const game = a.values('Results').find((r) => r[0] === 2 && (r[2] === who || r[3] === who));
    expect(game?.[1]).toBe(7);
  });

  it("an event of this release that lost the add-on's properties (a copy of the file) is not laid out again", () => {
    const a = openArtifact();
    startEvent(a, format, format === 'full-thrust' ? NAMES.slice(0, 8) : NAMES);
    pairOk(a);
    const props = a.emu.PropertiesService.getDocumentProperties();
    for (const key of props.getKeys()) props.deleteProperty(key);
    const before = layoutOf(a, 'Pairings');
    typeResults(a, format, 1, seededRandom(`copy:${format}`));
    pairOk(a);
    expect(upgradeLines(a)).toEqual([]);
    expect(layoutOf(a, 'Pairings')).toEqual(before);
    expect(props.getProperty('tourney-sheets.layout')).toBe('0.3.0');
  });

  it('an action refused for bad input writes nothing, the upgrade included', () => {
    const a = openArtifact(oldEvent(format));
    a.type('Results', 'A2', [['round one']]);
    const before = a.snapshot();
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(false);
    expectUnchanged(a, before);
  });
});
