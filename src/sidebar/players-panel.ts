// The Players section: add a player (a late entry once the event has started), drop, reinstate.
import type { EventState } from '../shared/types';
import { button, el, plural, section } from './dom';
import type { Actions } from './ui-state';

export function playersSection(s: EventState, actions: Actions): HTMLElement {
  // A list to pick from (Drop, Reinstate, Rename), while a new name can still be typed (Add, Late entry).
  const name = el('input', {
    id: 'player-name',
    autocomplete: 'off',
    list: 'player-list',
    'aria-describedby': 'player-help',
  });
  const roster = el(
    'datalist',
    { id: 'player-list' },
    ...(s.roster ?? []).map((p) => el('option', { value: p.name }, p.active ? 'active' : 'dropped')),
  );
  const value = () => name.value;
  const renameTo = el('input', { id: 'rename-to', autocomplete: 'off', 'aria-describedby': 'rename-help' });
  const late = s.round > 0;
  return section(
    'Players',
    { id: 'players' },
    el(
      'div',
      { class: 'muted' },
      `${plural(s.players.active, 'active player')}${s.players.dropped ? `, ${s.players.dropped} dropped` : ''}`,
    ),
    el('label', { for: 'player-name' }, 'Player name', name),
    roster,
    el(
      'span',
      { class: 'help', id: 'player-help' },
      late
        ? 'Drop: not paired again, past results stay. Reinstate: paired again from the next round. Late entry: joins the next round where the format allows it.'
        : 'Add a player here or type names on the Players tab.',
    ),
    el(
      'div',
      {},
      button(
        'add-player',
        late ? 'Late entry' : 'Add',
        () => void actions.act('addPlayer', { name: value() }),
      ),
      button('drop', 'Drop', () => void actions.act('setPlayerStatus', { name: value(), status: 'dropped' })),
      button(
        'reinstate',
        'Reinstate',
        () => void actions.act('setPlayerStatus', { name: value(), status: 'active' }),
      ),
    ),
    el('label', { for: 'rename-to' }, 'New name (to rename the player above)', renameTo),
    el(
      'span',
      { class: 'help', id: 'rename-help' },
      'Rename changes the name on every tab the add-on wrote it and keeps the old name in the Log.',
    ),
    el(
      'div',
      {},
      button(
        'rename',
        'Rename',
        () => void actions.act('renamePlayer', { from: value(), to: renameTo.value }),
      ),
    ),
  );
}
