// Chess colours, from FIDE C.04.1 Basic rules for Swiss Systems
// (https://handbook.fide.com/chapter/C0401Till2025):
//   (f) "the difference between the number of black and the number of white games shall not be greater
//       than 2 or less than -2"; (g) "No player shall receive the same colour three times in a row";
//   (h.1) "In general, a player is given the colour with which he played less games";
//   (h.2) "If colours are already balanced, then, in general, the player is given the colour that
//       alternates from the last one with which he played."
// (f) and (g) are the rule (the texts' last-round exceptions are not taken); (h) is a preference. A bye
// has "no colour" (rule c), so a history lists played games only.
// Beyond the text: when two players meet again (a rematch no pairing could avoid), each takes the other
// side from their last game, if the rule allows it, so the same pairing never repeats with the same sides.
import { seededRandom } from '../random';

export type Colour = 'W' | 'B';

export interface ColourPlayer {
  id: string;
  /** Colours of the games played, oldest first. */
  colours: readonly Colour[];
}

/** Whether giving `colour` to a player with `history` keeps (f) and (g). */
export function allows(history: readonly Colour[], colour: Colour): boolean {
  const n = history.length;
  if (n >= 2 && history[n - 1] === colour && history[n - 2] === colour) return false;
  let diff = colour === 'W' ? 1 : -1;
  for (const c of history) diff += c === 'W' ? 1 : -1;
  return Math.abs(diff) <= 2;
}

/** Whether some White/Black allocation of a and b keeps the rule for both. */
export function compatible(a: readonly Colour[], b: readonly Colour[]): boolean {
  return (allows(a, 'W') && allows(b, 'B')) || (allows(a, 'B') && allows(b, 'W'));
}

/** The colour a player prefers and how strongly: 2 unbalanced (h.1), 1 alternate (h.2), 0 none. */
export function preference(history: readonly Colour[]): { colour: Colour | null; strength: number } {
  let diff = 0;
  for (const c of history) diff += c === 'W' ? 1 : -1;
  if (diff !== 0) return { colour: diff > 0 ? 'B' : 'W', strength: 2 };
  const last = history[history.length - 1];
  if (last) return { colour: last === 'W' ? 'B' : 'W', strength: 1 };
  return { colour: null, strength: 0 };
}

export interface Allocation {
  white: string;
  black: string;
  /** Neither allocation keeps the rule for both: this one is the lesser breach, and it is said. */
  broken: boolean;
}

/**
 * White and Black for one board. `a` is the higher-ranked player. In order: the allocations keeping
 * (f) and (g) for both; between two such, the sides reversed from the players' last game against each
 * other; then the stronger (h) preference; equal and opposed preferences go to the higher-ranked player;
 * no preference at all, a coin from `seedText`.
 */
export function allocate(
  a: ColourPlayer,
  b: ColourPlayer,
  lastMeeting: { white: string } | null,
  seedText: string,
): Allocation {
  const aWhite = allows(a.colours, 'W') && allows(b.colours, 'B');
  const aBlack = allows(a.colours, 'B') && allows(b.colours, 'W');
  const as = (white: ColourPlayer, broken: boolean): Allocation => ({
    white: white.id,
    black: white === a ? b.id : a.id,
    broken,
  });
  if (aWhite !== aBlack) return as(aWhite ? a : b, false);
  const broken = !aWhite;
  if (lastMeeting) return as(lastMeeting.white === a.id ? b : a, broken);
  const pa = preference(a.colours);
  const pb = preference(b.colours);
  if (pa.strength === 0 && pb.strength === 0) {
    return as(seededRandom(seedText).int(2) === 0 ? a : b, broken);
  }
  const first = pb.strength > pa.strength ? { p: pb, who: b } : { p: pa, who: a };
  const other = first.who === a ? b : a;
  return as(first.p.colour === 'W' ? first.who : other, broken);
}
