// The crosstable of the FIDE Technical Commission's tie-break exercise for the 2023/2024 regulations
// (https://tec.fide.com/2024/03/18/tie-break-exercise/), as transcribed in the tiebreak library's test
// data (https://github.com/marceljuenemann/tiebreak/blob/main/src/__tests__/testcases/fide-exercise-2023.csv),
// with that library's expected answers. Player 12 has no row there; their games come from their
// opponents' rows and every other round of theirs is absent.
import {
  CHESS_POINTS,
  type RoundEntry,
  type TiebreakEvent,
} from '../../../../src/engine/any-game/tiebreakers';

const ROWS = `1,+W9,=B13,=W2,+B15,=W4
2,+B10,+W7,=B1,+W16,=B3
3,=W11,+B6,+W8,=B4,=W2
4,+B12,=BYE,+W13,=W3,=B1
5,-W13,-B15,+W11,=B7,+W10
6,-B14,-W3,+BYE,+W10,+B8
7,+W15,-B2,-B16,=W5,-B11
8,=B16,+W14,-B3,+W13,-W6
9,-B1,-W10,=BYE,-F11,+BYE
10,-W2,+B9,-W15,-B6,-B5
11,=B3,-W16,-B5,+F9,+W7
13,+B5,=W1,-B4,-B8,-W14
14,+W6,-B8,-F12,--,+B13
15,-B7,+W5,+B10,-W1,-B16
16,=W8,+B11,+W7,-B2,+W15`;

const RESULT = { '+': 'win', '=': 'draw', '-': 'loss' } as const;

/** One cell: `+W9` a win against 9, `-F11` a forfeit lost to 11, `=BYE` a half-point bye, `--` absent. */
function cell(text: string): RoundEntry {
  if (text === '--') return { kind: 'absent' };
  if (text === '+BYE') return { kind: 'bye' };
  if (text === '=BYE') return { kind: 'bye', points: 0.5, requested: true };
  const sign = text[0] as '+' | '=' | '-';
  const opponent = text.slice(2);
  if (text[1] === 'F') return { kind: 'forfeit', opponent, result: sign === '+' ? 'win' : 'loss' };
  return { kind: 'game', opponent, result: RESULT[sign] };
}

function mirror(entry: RoundEntry, id: string): RoundEntry | undefined {
  if (entry.kind === 'game') {
    const back = { win: 'loss', draw: 'draw', loss: 'win', 'double-loss': 'double-loss' } as const;
    return { kind: 'game', opponent: id, result: back[entry.result] };
  }
  if (entry.kind === 'forfeit')
    return { kind: 'forfeit', opponent: id, result: entry.result === 'win' ? 'loss' : 'win' };
  return undefined;
}

export function fideExercise(): TiebreakEvent {
  const rows = ROWS.split('\n').map((line) => line.split(','));
  const rounds: Record<string, RoundEntry>[] = [{}, {}, {}, {}, {}];
  for (const [id, ...cells] of rows) {
    cells.forEach((c, r) => {
      rounds[r][id] = cell(c);
    });
  }
  const ids = new Set(rows.map((r) => r[0]));
  // Player 12 (no row): the mirror of each game their opponents list.
  for (const round of rounds) {
    for (const [id, entry] of Object.entries(round)) {
      const other = entry.kind === 'game' || entry.kind === 'forfeit' ? entry.opponent : undefined;
      const back = other && !ids.has(other) ? mirror(entry, id) : undefined;
      if (other && back) round[other] = back;
    }
  }
  const players = [...ids, '12'].map((id) => ({ id }));
  return { players, rounds, points: CHESS_POINTS, seed: 'fide-exercise' };
}
