// The seating list on Pairings before round 1, in the tab's phone-first layout: the same four columns
// as a round (A..D), seats in order, a blank row, then the same seats sorted by name so a player finds
// theirs without scrolling sideways. Pairing round 1 rewrites the tab as usual.
import type { CellValue } from '../engine/format';
import { PAIRINGS_HEADERS } from './layout';
import { COLORS, type RowsWrite } from './patch';
import { pad } from './render';

export interface SeatingView {
  /** "Deck construction" */
  purpose: string;
  eventName: string;
  /** 0: untimed, not said. */
  minutes: number;
  /** Names, seat 1 first. */
  names: string[];
}

export function seatingTitle(view: Pick<SeatingView, 'purpose' | 'eventName' | 'minutes'>): string {
  return [`${view.purpose} seating`, view.eventName, view.minutes > 0 ? `${view.minutes} minutes` : '']
    .filter(Boolean)
    .join(' · ');
}

export function renderSeating(view: SeatingView): RowsWrite {
  // As wide as the tab's own layout, so whatever a round left to the right of column D is blanked.
  const width = Math.max(4, PAIRINGS_HEADERS.length);
  const seats = view.names.map((name, i): [number, string] => [i + 1, name]);
  const byName = seats
    .slice()
    .sort((x, y) => x[1].localeCompare(y[1], undefined, { sensitivity: 'base' }) || x[0] - y[0]);
  const rows: CellValue[][] = [[seatingTitle(view)], ['Seat', 'Player', '', 'Note']];
  const rowColors: (string | null)[] = [null, COLORS.header];
  // The title and both headers bold, every other row plain (a header bold in an earlier round's list is
  // plain again).
  const boldRows: boolean[] = [true, true];
  seats.forEach(([seat, name], i) => {
    rows.push([seat, name, '', '']);
    rowColors.push(i % 2 === 1 ? COLORS.band : null);
    boldRows.push(false);
  });
  rows.push([], ['Seat', 'Find your name', '', '']);
  rowColors.push(null, COLORS.header);
  boldRows.push(false, true);
  byName.forEach(([seat, name], i) => {
    rows.push([seat, name, '', '']);
    rowColors.push(i % 2 === 1 ? COLORS.band : null);
    boldRows.push(false);
  });
  return {
    kind: 'rows',
    role: 'pairings',
    startRow: 1,
    width,
    rows: rows.map((r) => pad(r, width)),
    clearTo: -1,
    rowColors,
    boldRows,
  };
}
