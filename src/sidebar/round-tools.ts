// The Round section: pair anyway (results still missing), update standings, re-pair and undo the last
// round. Each destructive action asks first and says where the rows go (the Log tab).
import type { EventState } from '../shared/types';
import { confirmDialog } from './confirm-dialog';
import { button, el, plural, section } from './dom';
import type { Actions } from './ui-state';

export function roundSection(s: EventState, actions: Actions): HTMLElement {
  const missing = s.resultsExpected - s.resultsEntered;
  const undo = button(
    'undo',
    'Undo last round',
    () =>
      confirmDialog(
        `Undo round ${s.round}?`,
        `Round ${s.round}'s rows on the Results tab${s.resultsEntered ? `, with the ${plural(s.resultsEntered, 'result')} typed there,` : ''} move to the Log tab (nothing is lost), and Pairings and Standings go back to round ${s.round - 1 || 'zero'}.`,
        `Undo round ${s.round}`,
        () => void actions.act('undoLastRound'),
      ),
    'danger',
  );
  const rePair = button('re-pair', 'Re-pair round', () =>
    confirmDialog(
      `Re-pair round ${s.round}?`,
      `The current pairings of round ${s.round} (their rows on the Results tab) move to the Log tab and the round is paired again from the same standings. Only possible while no result of round ${s.round} is typed.`,
      `Re-pair round ${s.round}`,
      () => void actions.act('rePairRound'),
    ),
  );
  const pairAnyway = button('pair-anyway', 'Pair anyway', () =>
    confirmDialog(
      `Pair round ${s.round + 1} now?`,
      `${plural(missing, 'result')} of round ${s.round} ${missing === 1 ? 'is' : 'are'} missing. Pairing now uses the standings as they are; the missing results can still be typed later.`,
      'Pair anyway',
      () => void actions.act('pairNextRound', { force: true }),
    ),
  );
  const canPairMore = s.round < s.rounds;
  return section(
    'Round',
    { id: 'round-tools' },
    el(
      'div',
      {},
      s.nextAction !== 'pair' && canPairMore && s.round > 0 && missing > 0 ? pairAnyway : null,
      s.nextAction !== 'enter-results'
        ? button('standings', 'Update standings', () => void actions.act('updateStandings'))
        : null,
      // Re-pair is refused once a result of the round is typed: not offered then, rather than refused.
      s.round && !s.resultsEntered ? rePair : null,
      s.round ? undo : null,
      button('check-event', 'Check event', () => void actions.act('checkEvent')),
    ),
    el(
      'div',
      { class: 'help' },
      'Check event lists every problem on every tab at once, with its cell, and changes nothing.',
    ),
  );
}
