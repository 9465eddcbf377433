// The Season section (docs/SEASON.md), with only the buttons that apply as the season stands: Close event
// once the final standings are published and the event is not in the season yet; Start the next event
// while it is its last, closed; Undo close until the next event pairs its first round; Import into season
// while no round is in play. A one-line summary says how many events the season holds and who leads the
// League.
import type { EventState } from '../shared/types';
import { confirmDialog } from './confirm-dialog';
import { button, el, section } from './dom';
import { importButton } from './season-import-button';
import { seasonSummary } from './season-summary';
import { type Actions, ui } from './ui-state';

export function seasonSection(s: EventState, actions: Actions): HTMLElement | null {
  const season = s.season;
  const canClose = s.nextAction === 'finished' && !season?.closed;
  const canStart = !!season?.closed;
  const canUndo = !!season?.canUndo;
  // An event played elsewhere goes into the season while no round is in play here: after the last
  // result, or before round 1.
  const canImport = s.nextAction === 'finished' || (s.nextAction === 'pair' && !s.round);
  if (!canClose && !canStart && !canUndo && !canImport) return null;
  const undo = button(
    'undo-close',
    'Undo close',
    () =>
      confirmDialog(
        season?.lastEvent
          ? `Take ${season.lastEvent} out of the season?`
          : 'Take this event out of the season?',
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
  // Before the next event's first round, it may still be set up in another format (the wizard again).
  const another = button('change-format', 'Another format…', () => {
    ui.wizardAgain = true;
    ui.wizardStep = 1;
    actions.rerender();
  });
  const help = canClose
    ? 'Close event adds this event to the season: its games, final places and settings; League and Ratings are computed again.'
    : canStart
      ? 'This event is in the season, as closed: to change a result or a player, Undo close first. Start the next event when you are ready to play another.'
      : season?.nextNotBegun
        ? 'The next event has begun no round: Another format sets it up in a different format, the players carried over. Undo close takes the last event out of the season until round 1 is paired.'
        : 'Undo close takes the last event out of the season, until this event pairs its first round.';
  return section(
    'Season',
    { id: 'season' },
    el('div', { class: 'help', id: 'season-summary' }, seasonSummary(season)),
    el(
      'div',
      {},
      ...(canClose ? [button('close-event', 'Close event', () => void actions.act('closeEvent'))] : []),
      ...(canStart ? [next] : []),
      ...(canUndo ? [undo] : []),
      ...(canImport ? [importButton(actions)] : []),
      ...(season?.nextNotBegun ? [another] : []),
    ),
    el('div', { class: 'help' }, help),
  );
}
