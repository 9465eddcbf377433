// A season of 52 weekly events of 32 players through dist/Code.js: closing the 52nd event (League, Ratings
// and My season recomputed over every game the season holds) stays within the action frame's budgets at
// the large size, as the season's tabs hold thousands of rows (4,000 games, 1,700 My season lines): one
// commit, cells written within twice the cells changed plus the large slack, the large modelled seconds;
// and it appends only its own event's rows to Season games.
import { describe, expect, it } from 'vitest';
import { cellPrints, changedCells } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import { modelledSeconds } from '../../src/shared/cost-model';
import type { ActionResult, EventState } from '../../src/shared/types';
import { SEASON_EVENTS_HEADERS } from '../../src/sheets/season';
import { type Artifact, openArtifact } from '../support/artifact';
import { CELL_SLACK, SECONDS } from '../support/call-budget';
import { pairOk, startEvent, typeResults } from '../support/events';

const NAMES = Array.from({ length: 32 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
const EVENTS = 52;

function playEvent(a: Artifact, name: string, date: string): void {
  startEvent(a, 'any-game', NAMES, { name, date });
  const r = seededRandom(`season-budget:${name}`);
  for (let round = 1; ; round++) {
    pairOk(a);
    typeResults(a, 'any-game', round, r);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    if (round >= a.call<EventState>('getEventState').rounds) break;
  }
}

/** Replaces a tab's rows below its header with `rows`, growing it first (uncounted: the fixture). */
function fill(a: Artifact, tab: string, rows: unknown[][]): void {
  a.emu.calls.silently(() => {
    const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab);
    if (!sheet) throw new Error(`no ${tab} tab`);
    if (sheet.getMaxRows() < rows.length + 1)
      sheet.insertRowsAfter(sheet.getMaxRows(), rows.length + 1 - sheet.getMaxRows());
    sheet.getRange(2, 1, rows.length, rows[0].length).setValues(rows as string[][]);
  });
}

function measure(a: Artifact, entry: string) {
  const before = cellPrints(a.emu.store);
  a.emu.calls.reset();
  const result = a.call<ActionResult>(entry);
  const cost = a.emu.calls.cost();
  if (process.env.COST_REPORT) console.log(JSON.stringify(a.emu.calls.cellsByWrite()));
  const changed = changedCells(before, a.emu.store);
  a.emu.calls.reset();
  return {
    result,
    cost,
    changed,
    seconds: modelledSeconds({ calls: cost.reads + cost.writes, commits: cost.commits, cells: cost.cells }),
  };
}

describe('a season of 52 events of 32 players', () => {
  it('closing the 52nd event: one commit, cells within 2 × changed + slack, within the modelled seconds, only its rows added', () => {
    const a = openArtifact();
    playEvent(a, 'Week', '2026-01-01');
    expect(a.call<ActionResult>('closeEvent').ok).toBe(true);
    const games = a.values('Season games').slice(1);
    const event = a.values('Season events')[1];
    // 51 earlier weeks, each the same games under its own name and date, then the week on the tabs.
    const week = (i: number) => `Week ${i + 1}`;
    const day = (i: number) =>
      `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const earlier = Array.from({ length: EVENTS - 1 }, (_, i) => i);
    fill(a, 'Season games', [
      ...earlier.flatMap((i) => games.map((g) => [week(i), day(i), ...g.slice(2)])),
      ...games,
    ]);
    // Each earlier week was followed by the next: its "Next event started" is filled.
    const started = SEASON_EVENTS_HEADERS.indexOf('Next event started (UTC)');
    const earlierEvent = (i: number) =>
      [week(i), day(i), ...event.slice(2)].map((v, j) => (j === started ? '2026-12-01 10:00:00' : v));
    fill(a, 'Season events', [...earlier.map(earlierEvent), event]);
    expect(a.call<ActionResult>('undoCloseEvent').ok).toBe(true);
    const before = a.values('Season games');
    expect(before.length - 1).toBe((EVENTS - 1) * games.length);

    const close = measure(a, 'closeEvent');
    expect(close.result.ok, JSON.stringify(close.result.problems)).toBe(true);
    const after = a.values('Season games');
    expect(after.length - 1).toBe(EVENTS * games.length);
    // Adding one event adds only its rows: every earlier row is as it was.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(close.cost.commits).toBeLessThanOrEqual(1);
    expect(
      close.cost.cells,
      `${close.cost.cells} cells written against ${close.changed} changed`,
    ).toBeLessThanOrEqual(2 * close.changed + CELL_SLACK.large);
    expect(close.seconds, 'modelled seconds').toBeLessThanOrEqual(SECONDS.large);
    // League: a column per event; Ratings: every player of the season.
    expect(a.values('League')[0]).toHaveLength(4 + EVENTS);
    expect(
      a
        .values('Ratings')
        .slice(1)
        .filter((r) => r[1]),
    ).toHaveLength(NAMES.length);
    if (process.env.COST_REPORT)
      console.log(
        `season close at ${EVENTS} events: ${close.cost.cells} cells, ${close.changed} changed, ${close.cost.commits} commit(s), ${close.seconds} s`,
      );
  });
});
