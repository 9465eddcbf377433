// Two output tabs players read on their phones, every format: "Standings by round" (each player's
// cumulative score after every round) and "My games" (each player's own games, by name). Both are
// derived from what was paired and Results, as Slips is (src/engine/slips.ts), and hold nothing typed.
// The score is the format's own: the Standings column it ranks by first (Format.primaryScore), read
// from its Standings as they stood after each round, so the two tabs agree with Standings by construction.
import type { CellValue, ExtraTab, Format, FormatContext, Match } from './format';
import { awaitsResultIn, isBlank, JUDGE_OPPONENT, playerNames, primaryScoreOf, standingsOf } from './format';
import { compareNames } from './names';

export const STANDINGS_BY_ROUND_ROLE = 'standings-by-round';
export const MY_GAMES_ROLE = 'my-games';
/** What an undecided game shows, in place of a score or a result: never a loss. */
export const WAITING = 'waiting';
/** The opponent of a bye, as Results writes it. */
export const BYE_OPPONENT = 'BYE';
export const MY_GAMES_HEADERS = ['Rd', 'Table', 'Opponent', 'Result', 'Score'];

/** A round's column header; an unfinished round says so. */
export function roundHeader(round: number, playing: boolean): string {
  return playing ? `Round ${round} (playing)` : `Round ${round}`;
}

/** Whether a game's result is in: a bye is complete as it stands; any other game when its result checks. */
export function gameDecided(format: Format, ctx: FormatContext, m: Match): boolean {
  return !awaitsResultIn(format, ctx, m) || format.checkResult(m, ctx).complete;
}

export interface RoundScores {
  /** Rounds paired so far (1..rounds). */
  rounds: number;
  /** Rounds with a game still waiting for its result. */
  playing: Set<number>;
  /** The Standings as they stand now: rank and name of every row, in its order. */
  order: { rank: CellValue; key: string; name: string }[];
  /** A player's score after `round` as Standings showed it then, or WAITING while their game of it is undecided. */
  score(key: string, round: number): CellValue;
  /** Whether this game's result is in. */
  decided(m: Match): boolean;
}

/**
 * Every player's primary score after each round: the format's Standings computed from the games of
 * rounds 1..k only, which is what Standings showed once round k was played.
 */
export function roundScores(format: Format, ctx: FormatContext): RoundScores {
  const rounds = ctx.matches.reduce((max, m) => Math.max(max, m.round), 0);
  const keyOf = new Map(ctx.players.map((p) => [p.name, p.key]));
  const decided = new Map<Match, boolean>();
  const isDecided = (m: Match) => {
    const known = decided.get(m);
    if (known !== undefined) return known;
    const d = gameDecided(format, ctx, m);
    decided.set(m, d);
    return d;
  };
  const waiting = new Set<string>();
  const playing = new Set<number>();
  for (const m of ctx.matches) {
    if (isDecided(m)) continue;
    playing.add(m.round);
    for (const k of [m.a, m.b]) if (k !== null) waiting.add(`${k}\n${m.round}`);
  }
  const columns = (table: ReturnType<Format['standings']>) => ({
    player: table.headers.indexOf('Player'),
    score: table.headers.indexOf(primaryScoreOf(format, ctx)),
  });
  const byRound: Map<string, CellValue>[] = [];
  // The last round's Standings are those of every game: Standings now.
  const now = standingsOf(format, ctx);
  for (let k = 1; k <= rounds; k++) {
    const table =
      k === rounds ? now : format.standings({ ...ctx, matches: ctx.matches.filter((m) => m.round <= k) });
    const at = columns(table);
    byRound[k] = new Map(table.rows.map((r) => [String(r[at.player]), r[at.score]]));
  }
  const at = columns(now);
  const names = playerNames(ctx);
  const order = now.rows.map((r) => {
    const name = String(r[at.player]);
    return { rank: r[0], key: keyOf.get(name) ?? name, name };
  });
  return {
    rounds,
    playing,
    order,
    decided: isDecided,
    score(key, round) {
      if (waiting.has(`${key}\n${round}`)) return WAITING;
      return byRound[round]?.get(names.get(key) ?? key) ?? '';
    },
  };
}

/**
 * Rank, Player, then a column per round paired, in the order of Standings now. One blank column more
 * than the rounds (before round 1 as well): an undo's round column is blanked by the next write.
 */
export function standingsByRoundTab(
  format: Format,
  ctx: FormatContext,
  scores = roundScores(format, ctx),
): ExtraTab {
  const rounds = Array.from({ length: scores.rounds }, (_, i) => i + 1);
  const headers = ['Rank', 'Player', ...rounds.map((r) => roundHeader(r, scores.playing.has(r))), ''];
  const rows = scores.order.map((p) => [p.rank, p.name, ...rounds.map((r) => scores.score(p.key, r)), '']);
  return { role: STANDINGS_BY_ROUND_ROLE, title: 'Standings by round', headers, rows };
}

/** The words Results' choice cells use for the Player's and the Opponent's side (Arrow / Target...). */
function sideWords(format: Format): readonly [string, string] {
  return format.resultSides ?? ['Player', 'Opponent'];
}

const PAIR = ['Player ', 'Opponent '] as const;

/**
 * A game's result as its player reads it, from the Results cells: "Won", "Lost" or "Tied" first (the
 * format's winnerSide, else its Winner choice), then each Player X / Opponent X pair as
 * "X mine – theirs", a choice naming a side as the player's or the opponent's ("Won", "Lost", "Absent:
 * you"), any other choice as typed. Checkboxes and lone text cells (deck codes, a frozen fleet) are left
 * out. Undecided: WAITING; a bye: "bye", or the bye its Result names ("Half-point bye").
 */
export function sideResult(
  format: Format,
  ctx: FormatContext,
  m: Match,
  side: 'a' | 'b',
  decided: boolean,
): string {
  if (!decided) return WAITING;
  if (m.b === null && !awaitsResultIn(format, ctx, m)) {
    // A bye whose Result pairing wrote (any game's requested bye) says which bye it was.
    const said = format.resultColumns
      .filter((c) => c.kind === 'choice' && !isBlank(m.cells[c.key]))
      .map((c) => String(m.cells[c.key]).trim());
    return said.length ? said.join(' · ') : 'bye';
  }
  const [mineWord, theirWord] = side === 'a' ? sideWords(format) : [...sideWords(format)].reverse();
  const mine = side === 'a' ? PAIR[0] : PAIR[1];
  const theirs = side === 'a' ? PAIR[1] : PAIR[0];
  const cols = format.resultColumns;
  const cell = (header: string) => {
    const col = cols.find((c) => c.header === header);
    return col ? m.cells[col.key] : undefined;
  };
  const text = (v: CellValue | undefined) => (isBlank(v) ? '' : String(v).trim());
  const first: string[] = [];
  const parts: string[] = [];
  const won = format.winnerSide?.(m, ctx);
  if (won) first.push(won === 'tie' ? 'Tied' : won === side ? 'Won' : 'Lost');
  for (const col of cols) {
    const { header } = col;
    if (header.startsWith(PAIR[0])) {
      const rest = header.slice(PAIR[0].length);
      if (!cols.some((c) => c.header === PAIR[1] + rest)) continue;
      const [x, y] = [text(cell(mine + rest)), text(cell(theirs + rest))];
      if (x || y) parts.push(`${rest} ${x || '?'} – ${y || '?'}`);
      continue;
    }
    if (col.kind !== 'choice') continue;
    const v = text(m.cells[col.key]);
    if (!v) continue;
    const choices = col.choices ?? [];
    const bySide = choices.includes(mineWord) && choices.includes(theirWord);
    const who = v === mineWord ? 'you' : v === theirWord ? 'opponent' : v.toLowerCase();
    if (bySide && header === 'Winner') {
      if (!format.winnerSide) first.push(who === 'you' ? 'Won' : who === 'opponent' ? 'Lost' : v);
    } else parts.push(bySide ? `${header}: ${who}` : v);
  }
  return [...first, ...parts].join(' · ');
}

/**
 * Every player by name (compareNames), each under a header row holding their name (shaded, found by a
 * phone's find), then one row per game: round, table, opponent (BYE for a bye), the result from their
 * side, and their score after that round as Standings by round has it.
 */
export function myGamesTab(format: Format, ctx: FormatContext, scores = roundScores(format, ctx)): ExtraTab {
  const names = playerNames(ctx);
  const games = new Map<string, { m: Match; side: 'a' | 'b' }[]>();
  const add = (key: string, m: Match, side: 'a' | 'b') =>
    games.set(key, [...(games.get(key) ?? []), { m, side }]);
  for (const m of ctx.matches) {
    add(m.a, m, 'a');
    if (m.b !== null) add(m.b, m, 'b');
  }
  const players = [...ctx.players].sort((x, y) => compareNames(x.name, y.name));
  const rows: CellValue[][] = [];
  const subheaders: number[] = [];
  for (const p of players) {
    const own = (games.get(p.key) ?? []).sort((x, y) => x.m.round - y.m.round || x.m.table - y.m.table);
    if (!own.length) continue;
    subheaders.push(rows.length);
    rows.push([p.name, '', '', '', '']);
    for (const { m, side } of own) {
      const other = side === 'a' ? m.b : m.a;
      const opponent =
        other !== null
          ? (names.get(other) ?? other)
          : awaitsResultIn(format, ctx, m)
            ? JUDGE_OPPONENT
            : BYE_OPPONENT;
      rows.push([
        m.round,
        m.table,
        opponent,
        sideResult(format, ctx, m, side, scores.decided(m)),
        scores.score(p.key, m.round),
      ]);
    }
  }
  return { role: MY_GAMES_ROLE, title: 'My games', headers: MY_GAMES_HEADERS, rows, subheaders };
}

/** Both tabs from one pass over the rounds' standings. */
export function roundByRoundTabs(format: Format, ctx: FormatContext): ExtraTab[] {
  const scores = roundScores(format, ctx);
  return [standingsByRoundTab(format, ctx, scores), myGamesTab(format, ctx, scores)];
}
