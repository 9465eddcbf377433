// The progression chart through the built dist/Code.js, every format, a whole event: "one embedded line
// chart of the leading players' scores by round, updated in place at every action". After every action
// Standings by round has exactly one chart, reading the Player column and the round columns of its top
// rows (the tab is in Standings order); later actions update that chart (same id) instead of inserting
// one, a chart the organizer deleted is made again, and a chart of the organizer's own elsewhere is left
// exactly as it was.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../bench/calls';
import { cellToA1 } from '../../local/emulator';
import type { ChartState, SheetState } from '../../local/emulator/store';
import { byRoundOf, DRIVERS, runWholeEvent } from '../support/round-by-round';

const TOP = 8;

function tab(ev: Event, name: string): SheetState {
  const s = ev.emu.store.sheets.find((x) => x.name === name);
  if (!s) throw new Error(`no tab ${name}`);
  return s;
}

function chartsOf(ev: Event): ChartState[] {
  return tab(ev, 'Standings by round').charts ?? [];
}

/** The one chart, checked against the tab: its range is B1 down the top rows and across the rounds. */
function expectChart(ev: Event, what: string): ChartState {
  const charts = chartsOf(ev);
  expect(charts.length, `${what}: one chart`).toBe(1);
  const [chart] = charts;
  const byRound = byRoundOf(ev);
  const rounds = byRound.headers.slice(2).filter(Boolean).length;
  const players = Math.min(TOP, byRound.order.length);
  expect(chart.type).toBe('LINE');
  expect(chart.transpose, 'a line per player').toBe(true);
  expect(chart.ranges, what).toEqual([`B1:${cellToA1(1 + players, 2 + rounds)}`]);
  // Its data is the header and the top rows of Standings by round.
  const values = ev.values('Standings by round');
  const data = values.slice(0, 1 + players).map((r) => r.slice(1, 2 + rounds));
  expect(data[0]).toEqual(['Player', ...byRound.headers.slice(2, 2 + rounds)]);
  expect(data.slice(1).map((r) => r[0])).toEqual(byRound.order.slice(0, players));
  for (const row of data.slice(1))
    expect(row.slice(1), `${row[0]}`).toEqual(byRound.cells.get(String(row[0])));
  // Anchored at row 1 past the table and its blank column, so it never covers a score.
  expect(chart.position.row).toBe(1);
  expect(chart.position.col).toBe(2 + rounds + 2);
  return chart;
}

describe('the progression chart', () => {
  for (const driver of DRIVERS) {
    it(`${driver.id}: one chart on Standings by round after every action, updated in place, remade when deleted; the organizer's own chart untouched`, () => {
      let id: string | undefined;
      let own: ChartState | undefined;
      const { ev } = runWholeEvent(driver, {
        onPartial(ev, round) {
          const chart = expectChart(ev, `round ${round}, a result missing`);
          if (id === undefined) {
            id = chart.id;
            // The organizer adds a chart of their own on Standings.
            const standings = tab(ev, 'Standings');
            own = {
              id: 'organizer',
              chartId: 999,
              type: 'COLUMN',
              ranges: ['A1:C5'],
              options: { title: 'Mine' },
              position: { row: 3, col: 3, offsetX: 0, offsetY: 0 },
              transpose: false,
              numHeaders: -1,
            };
            standings.charts = [structuredClone(own)];
          }
          expect(chart.id, 'the same chart, updated').toBe(id);
        },
        onRound(ev, round) {
          expect(expectChart(ev, `round ${round}`).id).toBe(id);
          if (round === 2) {
            // The organizer deletes the chart: the next action makes it again, once.
            delete tab(ev, 'Standings by round').charts;
            expect(ev.call('updateStandings').ok).toBe(true);
            id = expectChart(ev, `round ${round}, after the chart was deleted`).id;
            expect(ev.call('updateStandings').ok).toBe(true);
            expect(expectChart(ev, `round ${round}, again`).id).toBe(id);
          }
        },
      });
      expect(tab(ev, 'Standings').charts).toEqual([own]);
      // Undo takes the round's column away from the chart too.
      expect(ev.call('undoLastRound', {}).ok).toBe(true);
      expect(expectChart(ev, 'after undo').id).toBe(id);
    }, 120_000);
  }
});
