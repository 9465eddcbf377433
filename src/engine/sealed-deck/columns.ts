// The Results columns of a sealed-deck game (it has no Players columns).
import type { ColumnSpec } from '../format';
import { ENDED, WINNER } from './scoring';

export const resultColumns: ColumnSpec[] = [
  {
    key: 'aPoints',
    header: 'Player points',
    kind: 'number',
    width: 110,
    mirror: { key: 'bPoints' },
    asked: { title: 'Your points' },
    help: 'Game points the player scored.',
  },
  {
    key: 'bPoints',
    header: 'Opponent points',
    kind: 'number',
    width: 120,
    mirror: { key: 'aPoints' },
    asked: { title: "Your opponent's points" },
    help: 'Game points the opponent scored.',
  },
  {
    key: 'ended',
    header: 'How it ended',
    kind: 'choice',
    choices: [ENDED.win, ENDED.exhausted, ENDED.time],
    width: 130,
    help: 'Win: 2 victory points. Decks exhausted or time called: the higher score gets 1.',
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
      help: 'Blank: the higher score won. Choose who won a game won on equal or fewer points.',
    },
    help: 'Blank: the higher score won. Choose Player or Opponent when a game was won on equal or fewer points.',
  },
];
