// The sealed-deck settings on the Event tab: each option of the format in docs/rules/DECISIONS.md, plus the
// source's timer presets.
import type { OptionSpec } from '../../shared/types';
import { choiceOption, numberOption, textOption } from '../option-specs';

export const firstRoundOpt = choiceOption({
  key: 'firstRound',
  label: 'First round order',
  help: 'Shuffle the Players list with the event seed ("take the top two cards off the pile"), or pair it as listed.',
  choices: [
    ['shuffle', 'Shuffled by the seed'],
    ['as-listed', 'As listed'],
  ],
});

export const pairingOpt = choiceOption({
  key: 'pairing',
  label: 'Later rounds',
  help: 'As written: next lower player not yet faced. Look ahead: the same walk, but never into a dead end that forces a rematch.',
  choices: [
    ['written', 'As written'],
    ['look-ahead', 'Look ahead'],
  ],
});

export const byeRuleOpt = choiceOption({
  key: 'byeRule',
  label: 'Bye',
  help: 'Odd field: the last player left in the pile gets the bye; by default, if they already had one, the lowest player who has not gets it instead.',
  choices: [
    ['skip-previous', 'Skip players who had a bye'],
    ['as-written', 'Strictly as written'],
  ],
});

export const byeScoreOpt = choiceOption({
  key: 'byeScore',
  label: 'Bye score',
  help: 'A bye scores 2 victory points and +0 differential; "earned bye" gives +100 differential.',
  choices: [
    ['standard', '2 (+0)'],
    ['earned', 'Earned bye: 2 (+100)'],
  ],
});

export const gameMinutesOpt = numberOption({
  key: 'gameMinutes',
  label: 'Minutes per game',
  help: 'Time limit for timed games (0 = untimed). The source asks for no less than 60.',
  default: 60,
  min: 0,
  max: 600,
});

export const deckMinutesOpt = numberOption({
  key: 'deckMinutes',
  label: 'Deck construction minutes',
  help: 'Time to build a 6-mission deck under the 30/30 rule.',
  default: 30,
  min: 0,
  max: 120,
});

/**
 * "Assign an officially sanctioned tournament director to run the event": the Report names them for the
 * ratings body. Optional and last, so an event set up before it reads as it is (blank).
 */
export const directorOpt = textOption({
  key: 'director',
  label: 'Tournament director',
  help: 'Optional: the sanctioned tournament director running the event, named on the Report sent for rating.',
  default: '',
});

export const options: OptionSpec[] = [
  firstRoundOpt,
  pairingOpt,
  byeRuleOpt,
  byeScoreOpt,
  gameMinutesOpt,
  deckMinutesOpt,
  directorOpt,
];
