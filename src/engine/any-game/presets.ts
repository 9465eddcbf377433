// The any-game format's presets: each one is a game's written tournament rules as data (points, how a
// match is entered, the Swiss rounds table, the tie-breaker order, colours). Every value and its source
// is quoted in docs/rules/any-game-presets.md; a setting the organizer types on the Event tab wins over
// the preset's value, and a setting left blank follows it.
import { MTR_ROUNDS, POKEMON_ROUNDS, type RoundsTable, XWING_ROUNDS } from './rounds-tables';
import type { PointScale } from './tiebreakers/event';
import type { TiebreakerId } from './tiebreakers/library';

export type PresetId = 'magic' | 'pokemon' | 'chess' | 'xwing' | 'generic';

/** How a match is typed on Results: games won by each player plus games drawn, or one result. */
export type ResultMode = 'games' | 'single';

export interface Preset {
  id: PresetId;
  /** As the Event tab's Preset dropdown shows it. */
  label: string;
  /** Where its values come from (the addresses are in docs/rules/any-game-presets.md). */
  source: string;
  points: PointScale;
  results: ResultMode;
  /** Whether a match may end with both players losing. */
  doubleLoss: boolean;
  /** Swiss rounds (and the cut) by field size; null: the organizer types the rounds. */
  roundsTable: RoundsTable | null;
  /** The order after the points; the seeded random order always follows. */
  tiebreakers: readonly TiebreakerId[];
  /** The Standings column of the points, by the game's own name for them. */
  pointsColumn: string;
  /** Chess: White and Black are balanced by the colour rule, and each table says who has White. */
  colours: boolean;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'magic',
    label: 'Magic: The Gathering',
    source: 'Magic Tournament Rules, Appendix C and Appendix E',
    points: { win: 3, draw: 1, loss: 0, bye: 3 },
    results: 'games',
    doubleLoss: false,
    roundsTable: MTR_ROUNDS,
    tiebreakers: ['omw', 'gw', 'ogw'],
    pointsColumn: 'Match points',
    colours: false,
  },
  {
    id: 'pokemon',
    label: 'Pokémon TCG',
    source: 'Play! Pokémon Tournament Rules Handbook',
    points: { win: 3, draw: 1, loss: 0, bye: 3 },
    results: 'single',
    doubleLoss: true,
    roundsTable: POKEMON_ROUNDS,
    tiebreakers: ['owp', 'oowp', 'head-to-head'],
    pointsColumn: 'Match points',
    colours: false,
  },
  {
    id: 'chess',
    label: 'Chess club (FIDE tie-breaks)',
    source: 'FIDE Tie-Break Regulations, FIDE C.04.1 and the Laws of Chess',
    points: { win: 1, draw: 0.5, loss: 0, bye: 1 },
    results: 'single',
    doubleLoss: true,
    roundsTable: null,
    tiebreakers: ['direct-encounter', 'wins', 'buchholz-cut-1', 'buchholz', 'sonneborn-berger'],
    pointsColumn: 'Points',
    colours: true,
  },
  {
    id: 'xwing',
    label: 'X-Wing / Star Wars miniatures',
    source: 'X-Wing tournament regulations',
    points: { win: 3, draw: 1, loss: 0, bye: 3 },
    results: 'single',
    doubleLoss: false,
    roundsTable: XWING_ROUNDS,
    // Head-to-head first, as the cited texts run: Margin of Victory needs each game's points, which a
    // one-result preset does not take (docs/rules/any-game-presets.md).
    tiebreakers: ['head-to-head', 'sos'],
    pointsColumn: 'Event points',
    colours: false,
  },
  {
    id: 'generic',
    label: 'Generic Swiss (3/1/0)',
    source: 'Decision: a plain Swiss with the common 3/1/0 points',
    points: { win: 3, draw: 1, loss: 0, bye: 3 },
    results: 'single',
    doubleLoss: false,
    roundsTable: null,
    tiebreakers: ['sos', 'extended-sos', 'head-to-head'],
    pointsColumn: 'Points',
    colours: false,
  },
];

export function presetById(id: string): Preset {
  return PRESETS.find((p) => p.id === id) ?? PRESETS[PRESETS.length - 1];
}
