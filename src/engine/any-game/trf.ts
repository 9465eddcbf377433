// The event as a FIDE Tournament Report File (TRF16, FIDE Handbook C.04 Annex 2; docs/rules/any-game-trf.md):
// the file a rating officer or a pairing program (bbpPairings, JaVaFo) reads. Made only for chess as the
// chess preset plays it: White and Black on every table and the points 1, ½ and 0, a bye 1, since a TRF
// has no other scale and no game without colours.
import type { ExportedFile, FormatContext, Match } from '../format';
import { isForfeit, type Outcome, outcomeOf, requestedByeRow } from './outcome';
import { rankingOf } from './ranking';
import { anyRated, byRating, ratingOf } from './rating';
import { settingsOf } from './settings';
import { planOf } from './structure';
import { CHESS_POINTS } from './tiebreakers/event';

/** The file, with the rounds it reports. */
export type TrfFile = (ExportedFile & { ok: true; rounds: number }) | (ExportedFile & { ok: false });

/** One round's ten characters after a player's line: opponent's start number, colour, result. */
interface Cell {
  opponent: number;
  colour: 'w' | 'b' | '-';
  result: string;
}

const ABSENT: Cell = { opponent: 0, colour: '-', result: '-' };

const right = (value: string | number, width: number) => String(value).padStart(width).slice(-width);
const left = (value: string, width: number) => value.padEnd(width).slice(0, width);

/** The result letter of one side of a game (TRF16: 1, =, 0 played; + and - a forfeit won or lost). */
function gameLetter(outcome: Outcome, side: 'a' | 'b'): string {
  const choice = outcome.choice;
  if (choice === 'forfeitA') return side === 'a' ? '+' : '-';
  if (choice === 'forfeitB') return side === 'a' ? '-' : '+';
  // 0F-0F: neither came; both forfeit the game.
  if (choice === 'doubleLoss') return '-';
  const r = side === 'a' ? outcome.a : outcome.b;
  return r === 'win' ? '1' : r === 'draw' ? '=' : '0';
}

/**
 * Points as TRF16 writes them for a result letter: a win, a forfeit win and a pairing bye score 1; a
 * draw and the "H half-point-bye" ½; the "Z zero-point-bye" and the rest 0.
 */
function pointsOf(letter: string): number {
  if (letter === '1' || letter === '+' || letter === 'U') return 1;
  if (letter === '=' || letter === 'H') return 0.5;
  return 0;
}

/**
 * How many rounds a TRF reports: every round up to the last whose games all have their result (a pending
 * game has no TRF letter).
 */
function completeRounds(ctx: FormatContext, outcomes: Map<Match, Outcome | null>): number {
  const last = ctx.matches.reduce((r, m) => Math.max(r, m.round), 0);
  for (let round = 1; round <= last; round++)
    if (ctx.matches.some((m) => m.round === round && m.b !== null && !outcomes.get(m))) return round - 1;
  return last;
}

/** Whether the event is chess as a TRF can hold it: colours balanced, 1 / ½ / 0 and a bye of 1. */
export function isTrfChess(ctx: FormatContext): boolean {
  const settings = settingsOf(ctx.config);
  const p = settings.points;
  return (
    settings.colours &&
    p.win === CHESS_POINTS.win &&
    p.draw === CHESS_POINTS.draw &&
    p.loss === CHESS_POINTS.loss &&
    p.bye === CHESS_POINTS.bye
  );
}

export function trfOf(ctx: FormatContext): TrfFile {
  const settings = settingsOf(ctx.config);
  if (!isTrfChess(ctx))
    return {
      ok: false,
      reason:
        'A FIDE TRF is made for chess: White and Black on every table (Colours "balanced") and the points 1, ½ and 0, a bye 1, as the chess preset has them.',
    };
  const outcomes = new Map<Match, Outcome | null>(
    ctx.matches.map((m) => [m, m.b === null ? null : outcomeOf(m, settings)]),
  );
  const rounds = completeRounds(ctx, outcomes);
  if (rounds === 0)
    return { ok: false, reason: 'A FIDE TRF reports finished rounds: round 1 is not complete yet.' };
  // The starting rank: by rating (highest first, the unrated after the rated in Players order) once
  // any rating is typed, as the chess pairing's round 1 orders them; else the Players order.
  const ranked = anyRated(ctx.players) ? byRating(ctx.players) : ctx.players;
  const start = new Map(ranked.map((pl, i) => [pl.key, i + 1]));
  const cells = new Map<string, Cell[]>(ctx.players.map((pl) => [pl.key, Array(rounds).fill(ABSENT)]));
  for (const m of ctx.matches) {
    if (m.round > rounds) continue;
    const at = (key: string, cell: Cell) => {
      const row = cells.get(key);
      if (row) row[m.round - 1] = cell;
    };
    if (m.b === null) {
      // TRF16: "U pairing-allocated bye"; a bye the player asked for is "H half-point-bye" or "Z zero-point-bye".
      const requested = requestedByeRow(m);
      const letter = requested === 'half' ? 'H' : requested === 'zero' ? 'Z' : 'U';
      at(m.a, { opponent: 0, colour: '-', result: letter });
      continue;
    }
    const outcome = outcomes.get(m) as Outcome;
    const played = !isForfeit(outcome.choice) && outcome.choice !== 'doubleLoss';
    // The Player has White (the chess preset seats White first); an unplayed game has no colour.
    at(m.a, { opponent: start.get(m.b) ?? 0, colour: played ? 'w' : '-', result: gameLetter(outcome, 'a') });
    at(m.b, { opponent: start.get(m.a) ?? 0, colour: played ? 'b' : '-', result: gameLetter(outcome, 'b') });
  }
  const place = new Map(rankingOf(ctx).map((r) => [r.id, r.place]));
  const lines = [`012 ${ctx.config.name}`];
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(ctx.config.date);
  if (date) lines.push(`042 ${date[1]}/${date[2]}/${date[3]}`);
  lines.push(`062 ${ctx.players.length}`);
  const plan = planOf(ctx);
  lines.push(`092 ${plan.kind === 'round-robin' ? 'Individual: round robin' : 'Individual: Swiss-System'}`);
  const planned = plan.kind === 'swiss' ? plan.swissRounds : plan.rounds;
  // bbpPairings' and JaVaFo's extension: the rounds the event will have, for the pairing of the next one.
  lines.push(`XXR ${Math.max(planned, rounds)}`);
  for (const pl of ranked) {
    const row = cells.get(pl.key) ?? [];
    const rating = ratingOf(pl);
    const points = row.reduce((t, c) => t + pointsOf(c.result), 0);
    const head = [
      '001',
      ` ${right(start.get(pl.key) ?? 0, 4)}`,
      // Sex and title (blank), then the name in its 33 characters.
      `${left('', 5)} ${left(pl.name, 33)}`,
      // The rating (blank: unrated); federation, FIDE id and birth date: not kept by the add-on, left blank.
      ` ${rating === null ? left('', 4) : right(rating, 4)} ${left('', 3)} ${left('', 11)} ${left('', 10)}`,
      ` ${right(points.toFixed(1), 4)} ${right(place.get(pl.key) ?? '', 4)}`,
    ].join('');
    const games = row
      .map((c) => `  ${c.opponent === 0 ? '0000' : right(c.opponent, 4)} ${c.colour} ${c.result}`)
      .join('');
    lines.push(`${head}${games}`);
  }
  const last = ctx.matches.reduce((r, m) => Math.max(r, m.round), 0);
  return {
    ok: true,
    text: `${lines.join('\n')}\n`,
    rounds,
    note:
      last > rounds
        ? `Rounds 1 to ${rounds}: round ${rounds + 1} still has games without a result.`
        : `Rounds 1 to ${rounds}.`,
  };
}
