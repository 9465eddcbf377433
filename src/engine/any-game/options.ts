// The any-game settings on the Event tab. Preset picks a game's rules; every setting below it left blank
// follows the preset (setup writes the preset's values in, so the organizer sees them), and a value
// typed there wins. docs/rules/any-game-presets.md lists each preset's values with their sources.
import type { OptionSpec } from '../../shared/types';
import { booleanOption, choiceOption } from '../option-specs';
import { PRESETS } from './presets';
import { TIEBREAKERS } from './tiebreakers/library';

/** A blank cell: the preset's value. */
export const FROM_PRESET = '';

export const presetOpt = choiceOption({
  key: 'preset',
  label: 'Preset',
  help: "The game whose tournament rules the event follows. Setup fills the settings below from it; a setting left blank follows the preset, one typed wins over it. Changed before round 1, the settings still holding the former preset's values take the new one's (the next action writes them and logs the change).",
  choices: PRESETS.map((p) => [p.id, p.label]),
});

export const structureOpt = choiceOption({
  key: 'structure',
  label: 'Structure',
  help: 'Swiss rounds (with any cut below), a round robin by the Berger tables (a bye for an odd field), or single elimination from the start (byes to the top seeds).',
  choices: [
    ['swiss', 'Swiss'],
    ['round-robin', 'Round robin'],
    ['double-round-robin', 'Double round robin'],
    ['elimination', 'Single elimination'],
  ],
});

export const cutOpt = choiceOption({
  key: 'cut',
  label: 'Top cut',
  help: "Swiss only: single elimination after the Swiss rounds for the best players, seeded by the standings. By the preset's table: its cut for the number of players (none where it has no table).",
  choices: [
    ['table', "By the preset's table"],
    ['none', 'None'],
    ['2', 'Top 2'],
    ['4', 'Top 4'],
    ['8', 'Top 8'],
    ['16', 'Top 16'],
  ],
});

export const seedingOpt = choiceOption({
  key: 'seeding',
  label: 'Elimination seeding',
  help: 'Single elimination from the start: the Players list is the seeding (best first), or the players are drawn at random from the event seed.',
  choices: [
    ['seeded', 'Seeded as listed'],
    ['random', 'Random from the seed'],
  ],
});

export const resultsOpt = choiceOption({
  key: 'results',
  label: 'Results',
  help: "How a match is typed on Results: games won by each player and games drawn (2-1-0), or one result (win, draw, loss). Blank: the preset's.",
  choices: [
    ['games', 'Games won and drawn (2-1-0)'],
    ['single', 'One result (win, draw, loss)'],
  ],
  default: FROM_PRESET,
});

function pointsOpt(key: string, label: string, what: string): OptionSpec {
  return {
    key,
    label,
    help: `Points for ${what}. Blank: the preset's.`,
    type: 'number',
    default: FROM_PRESET,
    min: -100,
    max: 100,
  };
}

export const winOpt = pointsOpt('winPoints', 'Points for a win', 'a match won');
export const drawOpt = pointsOpt(
  'drawPoints',
  'Points for a draw',
  'a match drawn (an intentional draw too)',
);
export const lossOpt = pointsOpt('lossPoints', 'Points for a loss', 'a match lost (a double loss too)');
export const byeOpt = pointsOpt('byePoints', 'Points for a bye', 'a bye');

export const doubleLossOpt = choiceOption({
  key: 'doubleLoss',
  label: 'Double loss',
  help: "Whether a match may end with both players losing (Result: Double loss). Blank: the preset's.",
  choices: [
    ['allowed', 'Allowed'],
    ['refused', 'Not allowed'],
  ],
  default: FROM_PRESET,
});

/**
 * Whether a player may ask to sit out a round (the Players tab's Bye request). Not the preset's: FIDE
 * leaves requested byes to each event's regulations, so an event allows them only when the organizer says.
 */
export const requestedByesOpt = choiceOption({
  key: 'requestedByes',
  label: 'Requested byes',
  help: 'Swiss only: whether a player may ask for a bye for the coming round, before it is paired. Allowed: add a column headed "Bye request" to the Players tab and choose Half-point bye or Zero-point bye there; pairing leaves the player out of that round, writes the bye on Results (scored as a draw or a loss) and clears the request.',
  // Double loss's list, in its order: the Event tab's dropdown shares one rule for the two.
  choices: [
    ['allowed', 'Allowed'],
    ['refused', 'Not allowed'],
  ],
  default: 'refused',
});

export const coloursOpt = choiceOption({
  key: 'colours',
  label: 'Colours',
  help: "Chess: White and Black balanced by FIDE's colour rule, the Player column has White. Blank: the preset's.",
  choices: [
    ['balanced', 'White and Black balanced'],
    ['none', 'No colours'],
  ],
  default: FROM_PRESET,
});

/**
 * Whether a player with no rating typed on Players takes their rating from the season's Ratings tab
 * (docs/SEASON.md, Ratings in the next event): a rating typed on Players always wins.
 */
export const SEASON_RATINGS_KEY = 'seasonRatings';

export const seasonRatingsOpt = booleanOption({
  key: SEASON_RATINGS_KEY,
  label: 'Ratings from the season',
  help: "Yes: a player whose Rating on Players is blank (or with no Rating column) is rated by the season's Ratings tab, matched by name, so chess pairs round 1 and orders equal scores by it and ARO and TPR read it. A rating typed on Players always wins. No season Ratings tab: nothing changes.",
  default: false,
});

/** The tie-breakers an organizer may order: the library but the points (always first) and the random order (always last). */
export const ORDERABLE = TIEBREAKERS.filter((t) => t.id !== 'match-points' && t.id !== 'random');

export const NO_TIEBREAKER = 'none';

/** Tie-breaker rows on the Event tab: the most any preset lists, and room for one more. */
export const TIEBREAK_SLOTS = 6;

export const tiebreakOpts: OptionSpec[] = Array.from({ length: TIEBREAK_SLOTS }, (_, i) =>
  choiceOption({
    key: `tiebreak${i + 1}`,
    label: `Tie-breaker ${i + 1}`,
    help:
      i === 0
        ? "The first tie-breaker after the points. Blank: the preset's order; None ends the list. A random order from the event seed always comes last."
        : `The tie-breaker after number ${i}. Blank: the preset's; None ends the list.`,
    choices: [...ORDERABLE.map((t): [string, string] => [t.id, t.column]), [NO_TIEBREAKER, 'None']],
    default: FROM_PRESET,
  }),
);

export const options: OptionSpec[] = [
  presetOpt,
  structureOpt,
  cutOpt,
  seedingOpt,
  resultsOpt,
  winOpt,
  drawOpt,
  lossOpt,
  byeOpt,
  doubleLossOpt,
  coloursOpt,
  requestedByesOpt,
  ...tiebreakOpts,
  seasonRatingsOpt,
];
