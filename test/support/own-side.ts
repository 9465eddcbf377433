// How a player fills the report form in their own words, written from the form's questions as a player
// reads them, apart from src/: the seat columns a report from the second seat swaps, and each seat
// column's own-words title and choices. Tests build reports with it; the add-on must put them back on
// the record's seats.
import type { FormatId } from '../../src/shared/types';

const YOU = { Player: 'You', Opponent: 'Your opponent' };

/** Sealed deck's report form in the players' own words, as the form and its responses tab title it. */
export const SEALED_OWN_QUESTIONS = [
  'Round',
  'Table',
  'Your name',
  'Your points',
  "Your opponent's points",
  'How it ended',
  'Winner',
  'Drop from the event',
];

/** What differs between the two seats' view of one game: column pairs that swap, choices that swap. */
export const SIDES: Partial<
  Record<FormatId, { pairs: [string, string][]; swap: Record<string, Record<string, string>> }>
> = {
  'sealed-deck': {
    pairs: [['Player points', 'Opponent points']],
    swap: { Winner: { Player: 'Opponent', Opponent: 'Player' } },
  },
  'attack-wing': {
    pairs: [['Player fleet points', 'Opponent fleet points']],
    swap: { Winner: { Player: 'Opponent', Opponent: 'Player' } },
  },
  'full-thrust': {
    pairs: [
      ['Player OPT', 'Opponent OPT'],
      ['Player DPT', 'Opponent DPT'],
      ['Player hull boxes', 'Opponent hull boxes'],
      ['Player lost', 'Opponent lost'],
    ],
    swap: { 'Tie-breaker battle': { Player: 'Opponent', Opponent: 'Player' } },
  },
  'any-game': {
    pairs: [['Player games', 'Opponent games']],
    swap: { Result: { 'Player won': 'Opponent won', 'Opponent won': 'Player won' } },
  },
};

/** Each seat column's question in the reporter's own words, and its choices' words. */
const OWN: Partial<
  Record<FormatId, { titles: Record<string, string>; words: Record<string, Record<string, string>> }>
> = {
  'sealed-deck': {
    titles: { 'Player points': 'Your points', 'Opponent points': "Your opponent's points" },
    words: { Winner: YOU },
  },
  'attack-wing': {
    titles: {
      'Player fleet points': 'Your fleet points',
      'Opponent fleet points': "Your opponent's fleet points",
    },
    words: { Winner: YOU },
  },
  'full-thrust': {
    titles: {
      'Player OPT': 'Your OPT',
      'Player DPT': 'Your DPT',
      'Player hull boxes': 'Your hull boxes',
      'Opponent OPT': "Your opponent's OPT",
      'Opponent DPT': "Your opponent's DPT",
      'Opponent hull boxes': "Your opponent's hull boxes",
      'Player lost': 'You lost',
      'Opponent lost': 'Your opponent lost',
    },
    words: { 'Tie-breaker battle': YOU },
  },
  'any-game': {
    titles: { 'Player games': 'Your games', 'Opponent games': "Your opponent's games" },
    words: { Result: { 'Player won': 'You won', 'Opponent won': 'Your opponent won' } },
  },
};

/** The game (Results header -> value, by seat) as the player at the other seat tells it by seat. */
export function fromOtherSeat(format: FormatId, answers: Record<string, string>): Record<string, string> {
  const sides = SIDES[format];
  const out = { ...answers };
  for (const [p, o] of sides?.pairs ?? []) [out[p], out[o]] = [answers[o], answers[p]];
  for (const [h, map] of Object.entries(sides?.swap ?? {})) out[h] = map[answers[h]] ?? answers[h];
  return out;
}

/**
 * The answers the player at `seat` gives in their own words for the game `bySeat` (Results header ->
 * value, Player the first name at the table): question title -> answer.
 */
export function ownWords(format: FormatId, seat: 'first' | 'second', bySeat: Record<string, string>) {
  const own = OWN[format];
  const mine = seat === 'first' ? bySeat : fromOtherSeat(format, bySeat);
  return Object.fromEntries(
    Object.entries(mine).map(([h, v]) => [own?.titles[h] ?? h, own?.words[h]?.[v] ?? v]),
  );
}
