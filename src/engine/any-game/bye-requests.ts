// Requested byes: a player asks to sit out the coming round before it is paired, and the organizer
// chooses Half-point bye or Zero-point bye in the Players tab's optional "Bye request" column (read when
// its header is there, as the Rating column is). Pairing leaves the player out of that round, writes the
// bye row with that Result, and clears the request, so the round after pairs the player again. FIDE
// C.04.1 (d) keeps it apart from the pairing-allocated bye, and C.07 article 16 counts it as a
// voluntarily unplayed round (the "Any game: requested byes" section of docs/rules/DECISIONS.md).
import type { ColumnSpec, FormatContext, PlacedIssue, Player } from '../format';
import { REQUESTED_BYE, type RequestedBye, requestedByeOf, requestedByeRow } from './outcome';
import { settingsOf } from './settings';
import { isKnockoutRound, planOf } from './structure';

export const BYE_REQUEST_KEY = 'byeRequest';

export const BYE_REQUEST_COLUMN: ColumnSpec = {
  key: BYE_REQUEST_KEY,
  header: 'Bye request',
  kind: 'choice',
  choices: [REQUESTED_BYE.half, REQUESTED_BYE.zero],
  width: 130,
  help: 'A bye this player asked for in the coming round, before it is paired: Half-point bye or Zero-point bye (where the Event tab allows requested byes). Pairing leaves the player out of that round and clears the cell.',
};

/** The codes of the problems with a Bye request cell. */
export const BYE_REQUEST_CODES = {
  /** A value that is neither Half-point bye nor Zero-point bye. */
  unknown: 'any-game-bye-request-unknown',
  /** A request in an event whose Event tab does not allow requested byes. */
  notAllowed: 'any-game-bye-request-not-allowed',
  /** A request for a dropped player: a dropped player is not paired at all. */
  dropped: 'any-game-bye-request-dropped',
  /** A request when the coming round is not a Swiss round (a round robin, a knockout round). */
  notSwiss: 'any-game-bye-request-not-swiss',
} as const;

/** The bye `player` asked for in the coming round, or null (blank, or a value the check refuses). */
export function byeRequestOf(player: Player): RequestedBye | null {
  return requestedByeOf(player.fields[BYE_REQUEST_KEY]);
}

const typed = (p: Player) => String(p.fields[BYE_REQUEST_KEY] ?? '').trim();

/** The round pairing makes next: the one after the last on Results. */
function comingRound(ctx: FormatContext): number {
  return ctx.matches.reduce((r, m) => Math.max(r, m.round), 0) + 1;
}

/**
 * Why no request can be taken in the coming round, or null when it can: the Event tab does not allow
 * them, or the round is not a Swiss round (a round robin's schedule and a bracket fix who plays whom).
 */
function refusal(ctx: FormatContext): { code: string; message: string; fix: string } | null {
  const settings = settingsOf(ctx.config);
  if (!settings.requestedByes)
    return {
      code: BYE_REQUEST_CODES.notAllowed,
      message: 'This event does not allow requested byes.',
      fix: 'Set "Requested byes" to Allowed on the Event tab if the rules allow them, or clear the cell.',
    };
  const round = comingRound(ctx);
  if (planOf(ctx).kind !== 'swiss' || isKnockoutRound(ctx, round))
    return {
      code: BYE_REQUEST_CODES.notSwiss,
      message: `Round ${round} is not a Swiss round: its games follow a schedule or a bracket, so nobody can sit it out by request.`,
      fix: 'Clear the cell. A player who cannot come loses the game by forfeit (1F-0F or 0F-1F).',
    };
  return null;
}

/**
 * The problems at the Bye request cells, each an error that holds the next pairing (a refused pairing
 * writes nothing): a value not in the list, a request the event does not allow or the coming round
 * cannot take, a request for a dropped player.
 */
export function byeRequestIssues(ctx: FormatContext): PlacedIssue[] {
  const asked = ctx.players.filter((p) => typed(p) !== '');
  if (!asked.length) return [];
  const refused = refusal(ctx);
  const out: PlacedIssue[] = [];
  const at = (p: Player, code: string, message: string, fix: string): PlacedIssue => ({
    severity: 'error',
    code,
    player: p.key,
    column: BYE_REQUEST_KEY,
    message,
    fix,
  });
  for (const p of asked) {
    if (byeRequestOf(p) === null)
      out.push(
        at(
          p,
          BYE_REQUEST_CODES.unknown,
          `"${typed(p)}" is not a bye request (${p.name}).`,
          `Choose ${REQUESTED_BYE.half} or ${REQUESTED_BYE.zero}, or clear the cell.`,
        ),
      );
    else if (refused) out.push(at(p, refused.code, `${refused.message} (${p.name})`, refused.fix));
    else if (!p.active)
      out.push(
        at(
          p,
          BYE_REQUEST_CODES.dropped,
          `${p.name} has dropped, so is not paired at all: a bye request does not apply.`,
          'Clear the cell, or set the Status back to active if the player returns for the coming round.',
        ),
      );
  }
  return out;
}

/** The requests round `round`'s pairing took in, read back from its requested bye rows (Undo restores them). */
export function requestsTakenIn(
  ctx: FormatContext,
  round: number,
): { key: string; field: string; value: string }[] {
  return ctx.matches.flatMap((m) => {
    const bye = m.round === round ? requestedByeRow(m) : null;
    return bye ? [{ key: m.a, field: BYE_REQUEST_KEY, value: REQUESTED_BYE[bye] }] : [];
  });
}

/**
 * The active players who asked for a bye in the coming round, with the bye, in Players order; none where
 * the requests are refused (byeRequestIssues says why, and holds the pairing).
 */
export function requestsFor(ctx: FormatContext): { key: string; bye: RequestedBye }[] {
  if (refusal(ctx)) return [];
  return ctx.players.flatMap((p) => {
    const bye = p.active ? byeRequestOf(p) : null;
    return bye ? [{ key: p.key, bye }] : [];
  });
}
