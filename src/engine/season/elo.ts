// A season's Elo ratings as FIDE computes them (FIDE Rating Regulations effective from 1 March 2024,
// section 8.3): each event is a rating period; a player's change is K × Σ(score − PD) over their games
// in it, PD from table 8.1.2 against the opponents' ratings before the event, rounded to a whole number
// with 0.5 away from zero. K is FIDE's (40 / 20 / 10) or one number the organizer chooses.
import { expectedHundredths } from './fide-table';
import { type RatedEvent, sidesOf } from './games';

/** Where a player's rating starts when the season does not start from zero. */
export interface EloStart {
  rating: number;
  /** Games already counted: FIDE's K is 40 until 30. */
  games: number;
  /** Whether the player's published rating ever reached 2400 (K 10 for good); default rating ≥ 2400. */
  reached2400?: boolean;
}

export interface EloOptions {
  /** `'fide'` (the default) for FIDE's K factors, or one whole K for every player. */
  k?: 'fide' | number;
  /** A newcomer's rating before their first event; default 1500. */
  initialRating?: number;
  /** Players whose rating the season starts from, by name. */
  known?: Readonly<Record<string, EloStart>>;
}

/** One player after one event. */
export interface EloRow {
  player: string;
  /** The rating before the event. */
  before: number;
  /** The rating after it: `before + change`. */
  rating: number;
  change: number;
  /** The K this event's change used (0 when the player did not play). */
  k: number;
  /** Games this event. */
  played: number;
  /** Games counted so far, this event's included. */
  games: number;
}

export const DEFAULT_INITIAL_RATING = 1500;
/** "K = 40 for a player new to the rating list until they have completed events with at least 30 games" */
export const NEW_PLAYER_GAMES = 30;
/** "If the number of games (n) ... multiplied by K ... exceeds 700, then K shall be the largest whole number such that K x n does not exceed 700." */
export const MAX_K_TIMES_GAMES = 700;

interface State {
  rating: number;
  games: number;
  reached2400: boolean;
}

/**
 * FIDE's K for a player at the start of an event (8.3.3): 40 while fewer than 30 games are counted,
 * then 10 once the rating has reached 2400, else 20; lowered so K × n does not pass 700. The juniors'
 * K (40 until the year of the 18th birthday) is not applied: the season keeps no birth dates.
 */
export function fideK(games: number, reached2400: boolean, played: number): number {
  const k = games < NEW_PLAYER_GAMES ? 40 : reached2400 ? 10 : 20;
  return k * played > MAX_K_TIMES_GAMES ? Math.floor(MAX_K_TIMES_GAMES / played) : k;
}

/** `hundredths` / 100 rounded to the nearest whole number, 0.5 away from zero (8.3.4), in whole numbers. */
function roundAwayHundredths(hundredths: number): number {
  const whole = Math.floor((Math.abs(hundredths) + 50) / 100);
  return hundredths < 0 && whole > 0 ? -whole : whole; // never −0
}

function wholeRating(r: number, who: string): number {
  if (!Number.isInteger(r)) throw new Error(`${who}: a rating is a whole number, not ${r}`);
  return r;
}

/**
 * Each player's rating after each event, in the order the events are given. A player enters at their
 * first game (or at the start, when known) and keeps a row in every later event, with no change while
 * absent. Rows are in the order players entered.
 */
export function eloSeason(events: readonly RatedEvent[], options: EloOptions = {}): EloRow[][] {
  const kOption = options.k ?? 'fide';
  if (kOption !== 'fide' && !(Number.isInteger(kOption) && kOption > 0)) {
    throw new Error(`K must be a whole number above 0, not ${kOption}`);
  }
  const initial = wholeRating(options.initialRating ?? DEFAULT_INITIAL_RATING, 'the initial rating');
  const states = new Map<string, State>();
  for (const [player, start] of Object.entries(options.known ?? {})) {
    const rating = wholeRating(start.rating, player);
    states.set(player, { rating, games: start.games, reached2400: start.reached2400 ?? rating >= 2400 });
  }
  return events.map((event, e) => {
    const sides = sidesOf(event, e);
    for (const player of sides.keys()) {
      if (!states.has(player)) {
        states.set(player, { rating: initial, games: 0, reached2400: initial >= 2400 });
      }
    }
    // Every change reads the ratings before the event: a rating period's games count as simultaneous.
    const rows: EloRow[] = [];
    for (const [player, state] of states) {
      const games = sides.get(player) ?? [];
      let hundredths = 0;
      for (const g of games) {
        const opponent = states.get(g.opponent) as State;
        hundredths += g.score * 100 - expectedHundredths(state.rating, opponent.rating);
      }
      const k =
        games.length === 0
          ? 0
          : kOption === 'fide'
            ? fideK(state.games, state.reached2400, games.length)
            : kOption;
      // K × Σ in hundredths is a whole number, so the rounding sees the exact value.
      const change = roundAwayHundredths(k * hundredths);
      rows.push({
        player,
        before: state.rating,
        rating: state.rating + change,
        change,
        k,
        played: games.length,
        games: state.games + games.length,
      });
    }
    for (const row of rows) {
      const state = states.get(row.player) as State;
      state.rating = row.rating;
      state.games = row.games;
      // "once a player's published rating has reached 2400 and remains at that level subsequently"
      if (row.rating >= 2400) state.reached2400 = true;
    }
    return rows;
  });
}
