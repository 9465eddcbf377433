// Decipher Star Trek CCG enhanced-format sealed deck (docs/rules/sealed-deck.md and docs/rules/DECISIONS.md).
// The pieces live in ../sealed-deck/; this file wires them into the Format.
import type { Format } from '../format';
import { resultColumns } from '../sealed-deck/columns';
import { options } from '../sealed-deck/options';
import { pairRound } from '../sealed-deck/pairing';
import { checkResult } from '../sealed-deck/results';
import { winnerSide } from '../sealed-deck/scoring';
import { seating } from '../sealed-deck/seating';
import { standings } from '../sealed-deck/standings';
import { report, scoreColumns } from '../sealed-deck/tabs';
import { warnings } from '../sealed-deck/warnings';
import { rematchNote } from '../swiss-round';

export { ENDED, type Ending, formatScore, type GameScore, scoreGame, WINNER } from '../sealed-deck/scoring';

export const sealedDeck: Format = {
  id: 'sealed-deck',
  title: 'Star Trek CCG sealed deck',
  summary:
    'Decipher enhanced-format sealed deck: Swiss pairing from the pile, victory points then differential.',
  defaultRounds: 3,
  options,
  playerColumns: [],
  resultColumns,
  checkResult,
  lateEntry: () => ({ allowed: true, reason: 'Late players join the next round with 0 (+0).' }),
  pairRound,
  pairingNote: rematchNote,
  standings,
  winnerSide,
  primaryScore: 'Victory points',
  warnings,
  extraTabs: (ctx) => [report(ctx)],
  scoreColumns,
  seating,
};
