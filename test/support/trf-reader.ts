// A reader of FIDE's Tournament Report File (TRF16, FIDE Handbook C.04 Annex 2), written from the
// format's column table and sharing no code with src/: the tests read back what the add-on exports.
// Columns are the specification's, 1-based and inclusive: 001 lines hold the starting rank at 5-8,
// the name at 15-47, the rating at 49-52, the points at 81-84, the rank at 86-89, and from 92 one
// block of 10 per round: the opponent's starting rank (4), the colour (w, b or -) at +5 and the
// result at +7.

export interface TrfRound {
  opponent: number;
  colour: string;
  result: string;
}

export interface TrfPlayer {
  start: number;
  name: string;
  rating: string;
  points: number;
  rank: number;
  rounds: TrfRound[];
}

export interface Trf {
  /** Header lines by their code (012 the name, 042 the start date, 062 the players, XXR the rounds). */
  headers: Record<string, string>;
  players: TrfPlayer[];
}

/** Characters `from` to `to` of `line`, 1-based and inclusive, as the specification numbers them. */
const cols = (line: string, from: number, to: number) => line.slice(from - 1, to);

export function readTrf(text: string): Trf {
  const headers: Record<string, string> = {};
  const players: TrfPlayer[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const code = line.slice(0, 3);
    if (code !== '001') {
      headers[code] = line.slice(4);
      continue;
    }
    const rounds: TrfRound[] = [];
    for (let at = 92; at + 7 <= line.length; at += 10)
      rounds.push({
        opponent: Number(cols(line, at, at + 3)),
        colour: cols(line, at + 5, at + 5),
        result: cols(line, at + 7, at + 7),
      });
    players.push({
      start: Number(cols(line, 5, 8)),
      name: cols(line, 15, 47).trimEnd(),
      rating: cols(line, 49, 52).trim(),
      points: Number(cols(line, 81, 84)),
      rank: Number(cols(line, 86, 89)),
      rounds,
    });
  }
  return { headers, players };
}
