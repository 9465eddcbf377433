// A deliberately naive arrow/target round robin, written straight from the rule text and the
// decisions (docs/rules/arrow-target.md, docs/rules/DECISIONS.md), to check the add-on against. It imports nothing from src/: every line restates
// a sentence of the rules, with no concern for speed.

/** One scheduled game: the arrow counters the target's deck. */
export interface OracleGame {
  arrow: string;
  target: string;
}

export interface OracleRound {
  round: number;
  games: OracleGame[];
  /** "Player 1 sits out the round" (null in an even field: player N plays whoever would sit out). */
  sitsOut: string | null;
}

/**
 * "In the first round, each player is given a number 1 through N. In each round, the player's number
 * increases by 1. If their number is N, their number becomes 1 instead. Player 1 sits out the round.
 * Otherwise, if the player is numbered x, their opponent is the player numbered N + 2 - x."
 * "If the player's current number is ODD, they are a target ... EVEN, they are an arrow."
 * Decision, N even: "the schedule runs N-1 rounds of the odd schedule for N-1 players, and player
 * N plays whoever would sit out (arrow or target by round parity)" — the target in odd rounds.
 * `order[i]` is the player given number i + 1 in round 1.
 */
export function oracleSchedule(order: readonly string[]): OracleRound[] {
  const N = order.length;
  if (N < 2) return [];
  const even = N % 2 === 0;
  const odd = even ? order.slice(0, N - 1) : order.slice();
  const n = odd.length;
  const rounds: OracleRound[] = [];
  // "There are N rounds total" (N - 1 for an even field).
  for (let round = 1; round <= n; round++) {
    // Number of each player this round: start at 1..n, add 1 per round, n wraps to 1.
    const numberOf = new Map<string, number>();
    odd.forEach((p, i) => {
      let number = i + 1;
      for (let r = 2; r <= round; r++) number = number === n ? 1 : number + 1;
      numberOf.set(p, number);
    });
    const holding = (x: number) => odd.find((p) => numberOf.get(p) === x) as string;
    const games: OracleGame[] = [];
    for (const p of odd) {
      const x = numberOf.get(p) as number;
      if (x === 1 || x % 2 === 1) continue; // sits out, or a target found by its arrow
      games.push({ arrow: p, target: holding(n + 2 - x) });
    }
    const sitter = holding(1);
    if (!even) rounds.push({ round, games, sitsOut: sitter });
    else {
      const last = order[N - 1];
      games.push(round % 2 === 1 ? { arrow: sitter, target: last } : { arrow: last, target: sitter });
      rounds.push({ round, games, sitsOut: null });
    }
  }
  return rounds;
}

/** What happened in one scheduled game, as the organizer typed it (before any drop is applied). */
export interface OracleResult {
  winner: 'arrow' | 'target' | null;
  absent: 'arrow' | 'target' | 'both' | null;
  arrowDeck: string;
  targetDeck: string;
}

export interface OracleEvent {
  order: string[];
  /** round -> "arrow|target" -> the result typed for that game. */
  results: Map<number, Map<string, OracleResult>>;
  /** player -> the first round paired after the player dropped. */
  droppedFrom: Map<string, number>;
}

export const gameKey = (g: OracleGame) => `${g.arrow}|${g.target}`;

/**
 * A dropped player does not play again; its scheduled games are absences (the absence rule
 * applies to them): "If a player is absent from a round, their opponent is credited with a win."
 */
function absentOf(ev: OracleEvent, round: number, g: OracleGame): OracleResult['absent'] {
  const gone = (p: string) => (ev.droppedFrom.get(p) ?? Number.POSITIVE_INFINITY) <= round;
  const [a, t] = [gone(g.arrow), gone(g.target)];
  if (a && t) return 'both';
  if (a) return 'arrow';
  if (t) return 'target';
  return ev.results.get(round)?.get(gameKey(g))?.absent ?? null;
}

/**
 * Games won: "The player with the highest number of individual games won at the end (whether as an arrow
 * or a target)". "If a player is absent from a round, their opponent is credited with a win. If a player
 * is absent from a round and they were a target, their win total is decreased by 1." Rounds played so far
 * are 1..`rounds`.
 */
export function oracleWins(ev: OracleEvent, rounds: number): Map<string, number> {
  const wins = new Map(ev.order.map((p) => [p, 0]));
  const add = (p: string, d: number) => wins.set(p, (wins.get(p) as number) + d);
  for (const r of oracleSchedule(ev.order).slice(0, rounds)) {
    for (const g of r.games) {
      const absent = absentOf(ev, r.round, g);
      if (absent === 'arrow') add(g.target, 1);
      else if (absent === 'target') {
        add(g.arrow, 1);
        add(g.target, -1);
      } else if (absent === 'both') add(g.target, -1);
      else {
        const w = ev.results.get(r.round)?.get(gameKey(g))?.winner;
        if (w === 'arrow') add(g.arrow, 1);
        if (w === 'target') add(g.target, 1);
      }
    }
  }
  return wins;
}

/**
 * "If you are a target, you must use the same deck you used in the previous round as an arrow (or you
 * may use any deck if it is the first round)." "If a player was absent from the previous round, they
 * may use any deck this round." The games (as "round:arrow|target") whose present target posted a deck
 * other than the one it posted as an arrow last round, where both codes are known.
 */
export function oracleDeckBreaks(ev: OracleEvent, rounds: number): Set<string> {
  const sched = oracleSchedule(ev.order);
  const out = new Set<string>();
  for (const r of sched.slice(1, rounds)) {
    const before = sched[r.round - 2];
    for (const g of r.games) {
      const now = ev.results.get(r.round)?.get(gameKey(g));
      // An absent target used no deck; a present one posted its deck before the round, game or not.
      const absentNow = absentOf(ev, r.round, g);
      if (!now || absentNow === 'target' || absentNow === 'both') continue;
      const asArrow = before.games.find((x) => x.arrow === g.target);
      if (!asArrow) continue; // not an arrow last round: nothing to keep
      const prevAbsent = absentOf(ev, before.round, asArrow);
      if (prevAbsent === 'arrow' || prevAbsent === 'both') continue;
      const prev = ev.results.get(before.round)?.get(gameKey(asArrow));
      const kept = prev?.arrowDeck.trim() ?? '';
      const used = now.targetDeck.trim();
      if (kept && used && kept !== used) out.add(`${r.round}:${gameKey(g)}`);
    }
  }
  return out;
}

/**
 * "If there is a tie, the winner will be determined by a single elimination tournament": the players
 * still in the event who share the most games won, when two or more do (empty otherwise).
 */
export function oraclePlayoff(ev: OracleEvent, wins: Map<string, number>): string[] {
  const inEvent = ev.order.filter((p) => !ev.droppedFrom.has(p));
  if (inEvent.length === 0) return [];
  const best = Math.max(...inEvent.map((p) => wins.get(p) as number));
  const tied = inEvent.filter((p) => wins.get(p) === best);
  return tied.length >= 2 ? tied : [];
}
