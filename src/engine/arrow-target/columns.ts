// The Results columns of an arrow/target game (it has no Players columns).
import type { ColumnSpec } from '../format';
import { SIDE } from './result-cells';

export const resultColumns: ColumnSpec[] = [
  {
    key: 'arrowDeck',
    header: 'Arrow deck',
    kind: 'text',
    width: 140,
    help: 'The deck code the arrow (Player column) posted.',
  },
  {
    key: 'targetDeck',
    header: 'Target deck',
    kind: 'text',
    width: 140,
    help: 'The deck code the target (Opponent column) posted: the deck it used as an arrow last round.',
  },
  {
    key: 'winner',
    header: 'Winner',
    kind: 'choice',
    choices: [SIDE.arrow, SIDE.target],
    width: 90,
    help: 'Arrow = the Player column, Target = the Opponent column.',
  },
  {
    key: 'absent',
    header: 'Absent',
    kind: 'choice',
    choices: [SIDE.arrow, SIDE.target, SIDE.both],
    width: 90,
    help: 'Who did not turn up: the opponent is credited with the win; an absent target also loses one win.',
  },
];
