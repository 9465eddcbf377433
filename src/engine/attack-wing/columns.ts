// The format's columns on the Players tab (frozen fleet) and the Results tab (one battle each). Roll-offs
// have their own tab (roll-offs-tab.ts): each belongs to one tie, not to a player.
import type { ColumnSpec } from '../format';
import { FROZEN_FIELD } from './fleet';
import { ENDED, WINNER } from './results';

export const playerColumns: ColumnSpec[] = [
  {
    key: FROZEN_FIELD,
    header: 'Frozen fleet',
    kind: 'text',
    width: 260,
    help: 'Written when the player is first paired: the fleet as recorded, so a later change on the Fleets tab is reported.',
  },
];

export const resultColumns: ColumnSpec[] = [
  {
    key: 'aFleet',
    header: 'Player fleet points',
    kind: 'number',
    width: 130,
    mirror: { key: 'bFleet' },
    asked: { title: 'Your fleet points' },
    help: 'Fleet points the player scored this battle round.',
  },
  {
    key: 'bFleet',
    header: 'Opponent fleet points',
    kind: 'number',
    width: 140,
    mirror: { key: 'aFleet' },
    asked: { title: "Your opponent's fleet points" },
    help: 'Fleet points the opponent scored this battle round.',
  },
  {
    key: 'ended',
    header: 'How it ended',
    kind: 'choice',
    choices: [ENDED.time, ENDED.elimination],
    width: 120,
    help: 'Time: the player with more fleet points wins. Elimination: choose the winner.',
  },
  {
    key: 'winner',
    header: 'Winner',
    kind: 'choice',
    choices: [WINNER.a, WINNER.b],
    width: 100,
    mirror: { values: { [WINNER.a]: WINNER.b, [WINNER.b]: WINNER.a } },
    asked: {
      title: 'Winner',
      words: { [WINNER.a]: 'You', [WINNER.b]: 'Your opponent' },
      help: 'Required after an elimination or an equal-points timed battle.',
    },
    help: 'Required after an elimination or an equal-points timed battle; otherwise an override.',
  },
  {
    key: 'fleetVerified',
    header: 'Fleet verified',
    kind: 'checkbox',
    width: 110,
    help: 'Optional: "At the start of every Battle Round players must verify their opponent\'s Fleet build and sign off on it."',
  },
  {
    key: 'verified',
    header: 'Result verified',
    kind: 'checkbox',
    width: 110,
    help: 'Optional: the opponent initialled the result on the Fleet Build Sheet.',
  },
];
