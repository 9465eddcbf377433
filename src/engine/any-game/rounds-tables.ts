// Swiss round counts by field size, as data: each preset that has a table names one here, and
// swiss-rounds.ts reads any of them the same way. The chess preset has none: its rounds are typed.
// The table and its source are quoted in docs/rules/any-game-pairing.md.

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
