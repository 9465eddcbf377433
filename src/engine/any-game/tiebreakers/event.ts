// The neutral input every tie-breaker reads: who played, who was paired with whom, and what each
// round gave each player. It knows nothing of sheets or of a format's options; the any-game format
// builds it from its tabs. Sources and decisions: docs/rules/any-game-tiebreakers.md and the "Any game:
// tie-breakers" section of docs/rules/DECISIONS.md.

/** The result of a match for one of its players. A double loss is a loss for both. */
export type MatchResult = 'win' | 'draw' | 'loss' | 'double-loss';

/** Games inside a match, for GW%: won, lost and drawn by this player. */
export interface GameCount {
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
}

/** What one round gave one player. A round a player is not in is `absent` (or simply missing). */
export type RoundEntry =
  | {
      readonly kind: 'game';
      readonly opponent: string;
      readonly result: MatchResult;
      readonly games?: GameCount;
    }
  /**
   * A bye: the pairing's (scoring `points.bye`), or one the player asked for (`requested`, often a
   * half-point bye, with its own `points`).
   */
  | { readonly kind: 'bye'; readonly points?: number; readonly requested?: boolean }
  /** Paired but not played: the result was awarded (the opponent did not come, or this player did not). */
  | { readonly kind: 'forfeit'; readonly opponent?: string; readonly result: 'win' | 'loss' }
  | { readonly kind: 'absent' };

export interface TiebreakPlayer {
  readonly id: string;
  /** The first round the player was in (late entry); 1 when absent. */
  readonly joinedRound?: number;
  /** The last round the player was in before dropping; absent when still in. */
  readonly droppedAfter?: number;
  /** The player's rating (the Players tab's Rating column); absent when unrated. */
  readonly rating?: number;
}

/** Points per result; a bye scores `bye`. Magic's 3/1/0 by default, chess's 1/½/0 for FIDE presets. */
export interface PointScale {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly bye: number;
}

export const MAGIC_POINTS: PointScale = { win: 3, draw: 1, loss: 0, bye: 3 };
export const CHESS_POINTS: PointScale = { win: 1, draw: 0.5, loss: 0, bye: 1 };

export interface TiebreakEvent {
  readonly players: readonly TiebreakPlayer[];
  /** `rounds[r]` is round r + 1: each player's entry by id; a player missing from it was absent. */
  readonly rounds: readonly Readonly<Record<string, RoundEntry>>[];
  readonly points: PointScale;
  /** The event seed: the random tie-breaker's order comes from it. */
  readonly seed: string;
}

const ABSENT: RoundEntry = { kind: 'absent' };

/** Player `id`'s entry in each round, in order (absent where the round does not name them). */
export function entriesOf(event: TiebreakEvent, id: string): RoundEntry[] {
  return event.rounds.map((round) => round[id] ?? ABSENT);
}

/** The points one entry gives under the event's scale. */
export function entryPoints(entry: RoundEntry, points: PointScale): number {
  switch (entry.kind) {
    case 'game':
      return entry.result === 'win' ? points.win : entry.result === 'draw' ? points.draw : points.loss;
    case 'bye':
      return entry.points ?? points.bye;
    case 'forfeit':
      return entry.result === 'win' ? points.win : points.loss;
    default:
      return 0;
  }
}

/**
 * A round the player chose not to play (FIDE's "voluntarily unplayed round"): absent, a requested bye,
 * a forfeit lost, or a double loss (chess's double forfeit: both lost without playing).
 */
export function isVoluntarilyUnplayed(entry: RoundEntry): boolean {
  return (
    entry.kind === 'absent' ||
    (entry.kind === 'bye' && entry.requested === true) ||
    (entry.kind === 'forfeit' && entry.result === 'loss') ||
    (entry.kind === 'game' && entry.result === 'double-loss')
  );
}

/** A game played over the board: not a double loss, which neither player played (FIDE's tie-breaks). */
export function playedOverTheBoard(entry: RoundEntry): entry is Extract<RoundEntry, { kind: 'game' }> {
  return entry.kind === 'game' && entry.result !== 'double-loss';
}

/** The player's total points ("Match points" in Magic, the score in chess). */
export function scoreOf(event: TiebreakEvent, id: string): number {
  return entriesOf(event, id).reduce((sum, e) => sum + entryPoints(e, event.points), 0);
}

/** The opponents the player met over the board, once per game (a rematch counts twice). */
export function opponentsPlayed(event: TiebreakEvent, id: string): string[] {
  return entriesOf(event, id).flatMap((e) => (e.kind === 'game' ? [e.opponent] : []));
}

/** Values per player id, as every tie-breaker returns them. */
export type Values = ReadonlyMap<string, number>;

/** One value per player of the event from `f`. */
export function valuesFor(event: TiebreakEvent, f: (id: string) => number): Map<string, number> {
  return new Map(event.players.map((p) => [p.id, f(p.id)]));
}

/** The mean of `xs`, or `empty` when there is none. */
export function mean(xs: readonly number[], empty: number): number {
  return xs.length === 0 ? empty : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Memoises a per-player function within one computation (OOWP reads every OWP many times). */
export function memo(f: (id: string) => number): (id: string) => number {
  const cache = new Map<string, number>();
  return (id) => {
    let v = cache.get(id);
    if (v === undefined) {
      v = f(id);
      cache.set(id, v);
    }
    return v;
  };
}
