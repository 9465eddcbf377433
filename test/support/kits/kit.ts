// A format's test kit: everything the generic suites need of one format, in one file per format
// (test/support/kits/<id>.ts), looked up by the registry's id (test/support/kits/index.ts). The suites
// iterate the registry and read the kit, so a new format adds its kit and no suite changes.
// A kit holds data and pure functions only: the playground imports it for its demo events, so nothing
// here may load vitest, a browser or the emulator.
import type { ExpectStatic } from 'vitest';
import type { Driver } from '../../../bench/calls';
import type { DemoSpec } from '../../../local/playground/demo';
import type { Random } from '../../../src/engine/random';
import type { FormatId } from '../../../src/shared/types';
import type { StandingsTab } from '../standings';

export type Cell = string | number | boolean;

/** One game on Results as the browser walk sees it: its players and its 1-based row. */
export interface WalkGame {
  player: string;
  opponent: string;
  row: number;
}

/** How an organizer runs a whole event of the format through the sidebar and the grid (test/e2e/format-walk.ts). */
export interface WalkFlow {
  /** Extra wizard options. */
  options?: Record<string, string>;
  /** The players typed, where the demo's field is larger than a walk needs (default: the demo's). */
  players?: Cell[][];
  /** The title the sidebar gives the winner (default "Champion"). */
  champion?: string;
  /** What the format's final Standings must show besides what every walk checks. */
  final?: (standings: StandingsTab<string>, rounds: number, expect: ExpectStatic) => void;
  /**
   * The cells (from column E) typed for the i-th game of `round`; `read` gives a tab's text as the
   * grid shows it, for a format whose result depends on earlier rounds.
   */
  result: (
    read: (tab: string) => Promise<string[][]>,
    round: number,
  ) => Promise<(i: number, game: WalkGame) => Cell[]>;
}

/** Rows typed on a tab before round 1 by the suites that play a whole event (test/support/events.ts). */
export interface Typed {
  tab: string;
  a1: string;
  rows: unknown[][];
  /** Grow the tab first, as Sheets does on a paste past its end. */
  grow?: boolean;
}

/** What the bundle, fuzz and record suites type for the format (test/support/events.ts). */
export interface EventKit {
  /** setupEvent options every such suite adds (a plain Swiss where a preset would cut, say). */
  setup?: Record<string, unknown>;
  /** The tabs the organizer types into besides Event, Players and Results. */
  inputTabs?: string[];
  /** What the format needs typed besides the names (fleets, fleet points). */
  entrants?(names: string[]): Typed[];
  /** The result cells (from column E) of a plausible game; `r` picks the outcome. */
  resultCells(r: Random, arrow: string, round: number): unknown[];
  /** A bye that is a game against a judge, whose player's side is typed (Full Thrust). */
  judgeByes?: boolean;
  /**
   * The Event tab's Rounds is the organizer's and a late entry is refused once the last round is
   * paired; false where the rounds follow from the players (a round robin, a qualifying and a cut).
   */
  typedRounds: boolean;
  /** setupEvent may be given a number of rounds (false: the cut decides them, as Full Thrust's). */
  roundsOption: boolean;
}

export interface Kit {
  id: FormatId;
  /** The playground's sample event (`npm start -- --demo <id>`, the screenshots, the browser walk's field). */
  demo: DemoSpec;
  /** The browser walk, or the e2e file that walks the format its own way. */
  walk: WalkFlow | { elsewhere: string };
  /** The bench's driver (bench/calls.ts): the call budget and `npm run bench` run it. */
  driver: Driver;
  /** setupEvent's most Spreadsheet calls (test/support/call-budget.ts says what they are). */
  setupCeiling: number;
  /** The whole events the bundle and fuzz suites type. */
  event: EventKit;
  /** Standings by round over the driver's event: the Standings column it follows (the rules' first ranking), and players. */
  byRound: { primaryScore: string; players: number };
}
