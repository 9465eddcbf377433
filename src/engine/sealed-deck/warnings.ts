// Sanctioning: "This format follows Decipher's sanctioning tournament program which requires at least
// three complete games"; timed games "no less than 60 minutes"; docs/rules/DECISIONS.md: warn under 8 players.
import { plural } from '../../shared/plural';
import { type FormatContext, type FormatNote, optionValue, ROUNDS_SETTING } from '../format';
import { gameMinutesOpt } from './options';

/** The kinds of sealed deck's notes on the event. */
export const SEALED_DECK_NOTE_CODES = {
  /** Fewer than 8 players: too few for a sanctioned event. */
  fewPlayers: 'sealed-deck-sanctioning-players',
  /** Fewer than 3 rounds: too few complete games for a sanctioned event. */
  fewRounds: 'sealed-deck-sanctioning-rounds',
  /** Timed games shorter than 60 minutes. */
  shortGames: 'sealed-deck-short-games',
} as const;

export function warnings(ctx: FormatContext): FormatNote[] {
  const out: FormatNote[] = [];
  const count = ctx.players.filter((p) => p.active).length;
  if (count > 0 && count < 8)
    out.push({
      code: SEALED_DECK_NOTE_CODES.fewPlayers,
      message: `Sanctioning: ${plural(count, 'player')}; a sanctioned event needs at least 8.`,
    });
  if (ctx.config.rounds < 3)
    out.push({
      code: SEALED_DECK_NOTE_CODES.fewRounds,
      message: `Sanctioning: Rounds is ${ctx.config.rounds}; Decipher requires at least three complete games.`,
      setting: ROUNDS_SETTING,
    });
  const minutes = Number(optionValue(ctx.config, gameMinutesOpt));
  if (minutes > 0 && minutes < 60)
    out.push({
      code: SEALED_DECK_NOTE_CODES.shortGames,
      message: `Minutes per game: timed games must be no less than 60 minutes; the Event tab says ${minutes}.`,
      setting: gameMinutesOpt.label,
    });
  return out;
}
