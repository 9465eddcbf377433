// A deliberately naive sealed-deck oracle, written straight from the rule text (Official Tournament
// Sealed Deck, "Subsequent pairings" and "Tournament scoring") and docs/rules/DECISIONS.md "Sealed deck". It shares
// no code with src/ (it imports nothing): arrays, loops and a brute-force matching, so that a bug in the
// add-on's engine cannot hide in a helper both use. Players are plain names.

export type Ended = 'Win' | 'Decks exhausted' | 'Time called';

export interface OracleGame {
  round: number;
  a: string;
  /** null: a bye. */
  b: string | null;
  aPoints?: number;
  bPoints?: number;
  ended?: Ended;
  /** Who won when the organizer said so ('' or undefined: the points decide). */
  winner?: 'Player' | 'Opponent' | '';
}

export interface OracleOptions {
  /** "Strictly as written": the last player left has the bye even a second time. */
  strictBye: boolean;
  lookAhead: boolean;
  /** "Earned bye": a bye is 2 (+100) instead of 2 (+0). */
  earnedBye: boolean;
}

export interface Score {
  vp: number;
  diff: number;
}

// ------------------------------------------------------------------ scoring

/**
 * "2 victory points for a win, 0 victory points for a loss ... only 1 victory point is awarded for the
 * win" at deck exhaustion; "The player in each game with the greatest amount of points receives 1
 * victory point" at time. Differential: "if the game point score is less than zero treat it as zero; if
 * it is greater than 100 treat it as a 100". Decision: equal points at time or exhaustion is a true
 * tie, 1 each and 0; a winner whose clamped margin is 0 or less records +1 / -1.
 */
export function gameScores(g: OracleGame, o: OracleOptions): [Score, Score | null] {
  if (g.b === null) return [{ vp: 2, diff: o.earnedBye ? 100 : 0 }, null];
  const ap = g.aPoints as number;
  const bp = g.bPoints as number;
  let aWins: boolean | null = null;
  if (g.winner === 'Player') aWins = true;
  else if (g.winner === 'Opponent') aWins = false;
  else if (ap > bp) aWins = true;
  else if (bp > ap) aWins = false;
  if (aWins === null)
    return [
      { vp: 1, diff: 0 },
      { vp: 1, diff: 0 },
    ];
  const clamp = (x: number) => Math.min(100, Math.max(0, x));
  let d = aWins ? clamp(ap) - clamp(bp) : clamp(bp) - clamp(ap);
  if (d <= 0) d = 1;
  const winVp = g.ended === 'Win' ? 2 : 1;
  const win = { vp: winVp, diff: d };
  const loss = { vp: 0, diff: -d };
  return aWins ? [win, loss] : [loss, win];
}

/** "update the player's cumulative score by adding the victory points and the differential". */
export function cumulative(names: string[], games: OracleGame[], o: OracleOptions): Map<string, Score> {
  const total = new Map<string, Score>();
  for (const n of names) total.set(n, { vp: 0, diff: 0 });
  for (const g of games) {
    const [sa, sb] = gameScores(g, o);
    const ta = total.get(g.a) as Score;
    ta.vp += sa.vp;
    ta.diff += sa.diff;
    if (g.b !== null && sb) {
      const tb = total.get(g.b) as Score;
      tb.vp += sb.vp;
      tb.diff += sb.diff;
    }
  }
  return total;
}

/** x above y: "a player with the score of 4 (+10) has a higher score than a player with 2 (+30)". */
export function better(x: Score, y: Score): boolean {
  return x.vp > y.vp || (x.vp === y.vp && x.diff > y.diff);
}

/** Rank of each player: 1 + how many have a strictly better score (equal scores share a rank). */
export function ranks(total: Map<string, Score>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [n, s] of total) {
    let above = 0;
    for (const [, t] of total) if (better(t, s)) above++;
    out.set(n, above + 1);
  }
  return out;
}

export function shown(s: Score): string {
  return `${s.vp} (${s.diff > 0 ? '+' : ''}${s.diff === 0 ? '+0' : s.diff})`;
}

// ------------------------------------------------------------------ pairing

export interface OracleRound {
  pairs: [string, string][];
  bye: string | null;
  rematches: number;
}

/** "Take the top two cards off the pile. Pair off these two cards ... Then the third and fourth". */
export function firstRound(pile: string[]): OracleRound {
  const pairs: [string, string][] = [];
  let i = 0;
  while (i + 1 < pile.length) {
    pairs.push([pile[i], pile[i + 1]]);
    i += 2;
  }
  return { pairs, bye: i < pile.length ? pile[i] : null, rematches: 0 };
}

function metBefore(games: OracleGame[], x: string, y: string): boolean {
  for (const g of games) {
    if (g.b === null) continue;
    if ((g.a === x && g.b === y) || (g.a === y && g.b === x)) return true;
  }
  return false;
}

/** Whether `left` can all be paired (all but one when odd) with nobody meeting an old opponent. Brute force. */
function canPairAll(left: string[], games: OracleGame[]): boolean {
  if (left.length <= 1) return true;
  const [x, ...rest] = left;
  if (left.length % 2 === 1 && canPairAll(rest, games)) return true;
  for (let i = 0; i < rest.length; i++) {
    if (metBefore(games, x, rest[i])) continue;
    if (canPairAll([...rest.slice(0, i), ...rest.slice(i + 1)], games)) return true;
  }
  return false;
}

/**
 * "Pair the highest scoring player with the second-highest scoring player ... pair the player with the
 * next lowest player they have not faced before. However, in the rare case that the player has already
 * faced all of the players remaining in the pile, then leave the pairing as it originally was. ... let the
 * last player left receive the bye". Look ahead (docs/rules/DECISIONS.md): the same walk, but a pair is only taken
 * if the players still unpaired can all be paired without a rematch.
 */
export function walk(pile: string[], games: OracleGame[], lookAhead: boolean): OracleRound {
  const left = [...pile];
  const pairs: [string, string][] = [];
  let rematches = 0;
  while (left.length >= 2) {
    const top = left.shift() as string;
    let partner: string | undefined;
    for (const c of left) {
      if (metBefore(games, top, c)) continue;
      if (
        lookAhead &&
        !canPairAll(
          left.filter((x) => x !== c),
          games,
        )
      )
        continue;
      partner = c;
      break;
    }
    if (partner === undefined) partner = left.find((c) => !metBefore(games, top, c));
    if (partner === undefined) {
      partner = left[0];
      rematches++;
    }
    left.splice(left.indexOf(partner), 1);
    pairs.push([top, partner]);
  }
  return { pairs, bye: left.length ? left[0] : null, rematches };
}

/**
 * A later round from the pile (best first). The walk gives the bye to the last player left;
 * Decision: "a player who already had a bye is skipped for the next lowest who has not" (unless
 * strictly as written): that player sits out and the others are walked again.
 */
export function laterRound(pile: string[], games: OracleGame[], o: OracleOptions): OracleRound {
  const first = walk(pile, games, o.lookAhead);
  const hadBye = (n: string) => games.some((g) => g.b === null && g.a === n);
  if (first.bye === null || o.strictBye || !hadBye(first.bye)) return first;
  let instead: string | null = null;
  for (let i = pile.length - 1; i >= 0 && instead === null; i--) if (!hadBye(pile[i])) instead = pile[i];
  if (instead === null) return first;
  const again = walk(
    pile.filter((n) => n !== instead),
    games,
    o.lookAhead,
  );
  return { ...again, bye: instead };
}

/** Whether `pile` is sorted "in descending order according to total score" (any order among equals). */
export function sortedByScore(pile: string[], total: Map<string, Score>): boolean {
  for (let i = 1; i < pile.length; i++)
    if (better(total.get(pile[i]) as Score, total.get(pile[i - 1]) as Score)) return false;
  return true;
}
