// The format's seating list before round 1 (sealed deck: deck construction), beside the timer whose
// preset times it. The server sends the button only when the format has one and round 1 is not paired.
import type { EventState } from '../shared/types';
import { button, el } from './dom';
import type { Actions } from './ui-state';

export function seatingSection(s: EventState, actions: Actions): HTMLElement | null {
  if (!s.seating) return null;
  return el(
    'section',
    { id: 'seating', 'aria-label': s.seating.button },
    button('seat-players', s.seating.button, () => void actions.act('seatPlayers')),
    el('div', { class: 'help' }, s.seating.help),
  );
}
