// The seating list on Pairings before round 1, in the tab's phone-first layout: the same four columns
// as a round (A..D), seats in order, a blank row, then the same seats sorted by name so a player finds
// theirs without scrolling sideways. Pairing round 1 rewrites the tab as usual.
import { compareNames } from '../engine/names';
import type { RowsWrite } from './patch';
import { pairingsTab } from './render';

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
  const seats = view.names.map((name, i): [number, string] => [i + 1, name]);
  const byName = seats.slice().sort((x, y) => compareNames(x[1], y[1]) || x[0] - y[0]);
  return pairingsTab(seatingTitle(view), [
    { header: ['Seat', 'Player', '', 'Note'], rows: seats.map(([seat, name]) => [seat, name, '', '']) },
    { header: ['Seat', 'Find your name', '', ''], rows: byName.map(([seat, name]) => [seat, name, '', '']) },
  ]);
}
