// The Season section, once the final standings are published (docs/SEASON.md): Close event copies the
// event into the season and recomputes League and Ratings; Undo close takes it out again; Start the next
// event archives the event's tabs and readies the next one. The server refuses each where it does not
// apply (not closed yet, closed already), with the reason in the problem list.
import type { EventState } from '../shared/types';
import { confirmDialog } from './confirm-dialog';
import { button, el, section } from './dom';
import { importButton } from './season-import-button';
import type { Actions } from './ui-state';

export function seasonSection(s: EventState, actions: Actions): HTMLElement | null {
  if (s.nextAction !== 'finished') return null;
  const undo = button(
    'undo-close',
    'Undo close',
    () =>
      confirmDialog(
        'Take this event out of the season?',
        'Its rows on Season games and Season events move to the Log tab (nothing is lost), and League and Ratings are computed again without it.',
        'Undo close',
        () => void actions.act('undoCloseEvent'),
      ),
    'danger',
  );
  const next = button('start-next', 'Start the next event', () =>
    confirmDialog(
      'Start the next event?',
      "This event's tabs are kept as hidden copies named after it; then Results is emptied, every player is set active again and the Event tab gets a new seed and today's date. The season, Players and the Log stay.",
      'Start the next event',
      () => void actions.act('startNextEvent'),
    ),
  );
  return section(
    'Season',
    { id: 'season' },
    el(
      'div',
      {},
      button('close-event', 'Close event', () => void actions.act('closeEvent')),
      next,
      undo,
      importButton(actions),
    ),
    el(
      'div',
      { class: 'help' },
      'Close event adds this event to the season: its games, final places and settings; League and Ratings are computed again.',
    ),
  );
}
