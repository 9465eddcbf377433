// Swiss round counts by field size, as data: each preset that has a table names one here, and
// swiss-rounds.ts reads any of them the same way. The chess and generic presets have none: their rounds
// are typed. Every table and its source are quoted in docs/rules/any-game-presets.md.
// Magic's table and its source are also quoted in docs/rules/any-game-pairing.md.

/** Sizes of a single-elimination cut after the Swiss rounds. */
export type CutSize = 2 | 4 | 8 | 16;

/** What follows (or replaces) the Swiss rounds for a field size. */
export type Playoff = { kind: 'none' } | { kind: 'cut'; size: CutSize } | { kind: 'single-elimination' };

export interface RoundsRow {
  /** The smallest field this row covers; the row runs up to the next row's `fromPlayers` - 1. */
  fromPlayers: number;
  /** 0 when the row runs single elimination instead of Swiss. */
  swissRounds: number;
  playoff: Playoff;
}

/** A preset's table, rows in increasing `fromPlayers`. */
export type RoundsTable = readonly RoundsRow[];

/**
 * Magic Tournament Rules, Appendix E, "Recommended Number of Rounds in Swiss Tournaments"
 * (https://blogs.magicjudges.org/rules/mtr-appendix-e/), the rows for "All Other Formats" (not a Limited
 * event with a Booster Draft in the playoff). The "4 (Team/2HG Only)" row is for teams and is left out.
 */
export const MTR_ROUNDS: RoundsTable = [
  { fromPlayers: 5, swissRounds: 0, playoff: { kind: 'single-elimination' } },
  { fromPlayers: 9, swissRounds: 5, playoff: { kind: 'cut', size: 4 } },
  { fromPlayers: 17, swissRounds: 5, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 33, swissRounds: 6, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 65, swissRounds: 7, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 129, swissRounds: 8, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 227, swissRounds: 9, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 410, swissRounds: 10, playoff: { kind: 'cut', size: 8 } },
];

/** The same appendix, the rows for a Limited event with a Booster Draft in the playoff. */
export const MTR_ROUNDS_DRAFT_PLAYOFF: RoundsTable = [
  { fromPlayers: 5, swissRounds: 0, playoff: { kind: 'single-elimination' } },
  { fromPlayers: 9, swissRounds: 4, playoff: { kind: 'cut', size: 8 } },
  ...MTR_ROUNDS.slice(2),
];

/**
 * Pokémon TCG, "4.6.3.2 - Single Day Tournament Structures" of the Play! Pokémon Tournament Rules
 * Handbook, as transcribed by a Pokémon tournament app (https://github.com/jlgrimes/bubble, its file
 * rounds.ts, in features/Tournament/Pairings/utils of its source folder); the handbook's own table
 * could not be read. Its
 * rows: 5-8 players 3 rounds, 9-12 4, 13-20 5, 21-32 5, 33-64 6, 65-128 7, 129-226 8, 227-409 9,
 * 410+ 10; no top cut up to 8 players, "top-four" up to 20, "top-eight" above. The first row starts at
 * 4, as an event page following the handbook has it ("4-8 players = 3 Swiss Rounds",
 * https://play.limitlesstcg.com/tournament/679dcd1f755755d8a172b16b/details); the app's rows for 2-4
 * players (1 and 2 rounds) are left out, and a field under 4 types its rounds (a decision).
 */
export const POKEMON_ROUNDS: RoundsTable = [
  { fromPlayers: 4, swissRounds: 3, playoff: { kind: 'none' } },
  { fromPlayers: 9, swissRounds: 4, playoff: { kind: 'cut', size: 4 } },
  { fromPlayers: 13, swissRounds: 5, playoff: { kind: 'cut', size: 4 } },
  { fromPlayers: 21, swissRounds: 5, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 33, swissRounds: 6, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 65, swissRounds: 7, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 129, swissRounds: 8, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 227, swissRounds: 9, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 410, swissRounds: 10, playoff: { kind: 'cut', size: 8 } },
];

/**
 * X-Wing, Fantasy Flight Games' recommendations as quoted on its forum
 * (https://ffg-forum-archive.entropicdreams.com/topic/138124-proper-number-of-rounds-in-a-tournament):
 * "Up to 8 players: 3 Swiss rounds", "9 to 16 players: 3 Swiss rounds + Top 4", "17 to 32 players: 4
 * Swiss rounds + Top 8", "33+ players: 5 Swiss rounds + Top 8" (said there to be for Store Championships).
 * The first row starts at 3 players (a decision: 2 players cannot play 3 Swiss rounds without a rematch).
 */
export const XWING_ROUNDS: RoundsTable = [
  { fromPlayers: 3, swissRounds: 3, playoff: { kind: 'none' } },
  { fromPlayers: 9, swissRounds: 3, playoff: { kind: 'cut', size: 4 } },
  { fromPlayers: 17, swissRounds: 4, playoff: { kind: 'cut', size: 8 } },
  { fromPlayers: 33, swissRounds: 5, playoff: { kind: 'cut', size: 8 } },
];
