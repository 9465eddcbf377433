// Pairing a round of the any-game format: a Swiss round (swiss-pairing.ts), a round of the cut or of
// single elimination from the start (knockout.ts), or a round of the Berger round robin.
import {
  type FormatContext,
  type Match,
  PAIRING_CODES,
  type PlannedTable,
  playerNames,
  type RoundNotes,
  type RoundPlan,
} from '../format';
import { seededRandom, seedFor } from '../random';
import { rematchNote } from '../swiss-round';
import { bergerSchedule } from './berger';
import { BYE_REQUEST_KEY, requestsFor } from './bye-requests';
import { knockoutNote, pairKnockout } from './knockout';
import { isForfeit, met, outcomeOf, REQUESTED_BYE, requestedByeRow } from './outcome';
import { rankingOf } from './ranking';
import { anyRated, byRating, ratingBeforeRandom, ratingOf } from './rating';
import { settingsOf } from './settings';
import { fieldOf, isKnockoutRound, planOf } from './structure';
import { pairSwissRound, type SwissEntrant, type SwissGame } from './swiss-pairing';

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const plan = planOf(ctx);
  const notes: RoundNotes = { log: [], warnings: [] };
  let tables: PlannedTable[];
  if (plan.kind === 'round-robin') tables = pairRoundRobin(ctx, round, plan.double, notes);
  else if (isKnockoutRound(ctx, round))
    tables = pairKnockout(ctx, round, plan.kind === 'swiss' ? round - plan.swissRounds : round, notes);
  else tables = pairSwiss(ctx, round, notes);
  const made: RoundPlan = { round, tables, ...notes };
  const consumed = consumedRequests(ctx, made);
  return consumed.length ? { ...made, playerFields: consumed } : made;
}

/**
 * Whether the Swiss pairing reads the ratings: the chess preset with a rating typed for any player. Other
 * presets' rules pair round 1 at random (Magic's MTR, Pokémon's handbook), so a Rating column there only
 * feeds the ARO and TPR tie-breakers (the "Any game: ratings" section of docs/rules/DECISIONS.md).
 */
export function pairsByRating(ctx: FormatContext): boolean {
  return settingsOf(ctx.config).preset.id === 'chess' && anyRated(ctx.players);
}

/**
 * Each active player's Swiss record so far, best first by the standings; where the pairing reads the
 * ratings (pairsByRating), players level on the points and every tie-breaker are in rating order before
 * the seeded random order.
 */
export function swissEntrants(ctx: FormatContext, round: number): SwissEntrant[] {
  const settings = settingsOf(ctx.config);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const games = new Map<string, SwissGame[]>();
  const byes = new Map<string, number>();
  const earlier = ctx.matches
    .filter((m) => m.round < round && !isKnockoutRound(ctx, m.round))
    .sort((x, y) => x.round - y.round);
  for (const m of earlier) {
    // A requested bye is not the pairing-allocated bye: the player "may still receive the pairing-allocated
    // bye" later (FIDE C.04.1 (d) names only that bye and the forfeit win), and had no opponent and no colour.
    if (requestedByeRow(m)) continue;
    if (m.b === null) {
      byes.set(m.a, (byes.get(m.a) ?? 0) + 1);
      continue;
    }
    const choice = outcomeOf(m, settings)?.choice;
    // A forfeit was paired but not played: the two have not played each other (FIDE C.04.1 (b): "shall
    // not play against each other more than once"), so they may be paired again, and neither got a
    // colour. The winner counts as having had the bye (C.04.1 (d): a player who "has already scored a
    // (forfeit) win due to an opponent not appearing in time, shall not receive the pairing-allocated bye").
    if (isForfeit(choice)) {
      const winner = choice === 'forfeitA' ? m.a : m.b;
      byes.set(winner, (byes.get(winner) ?? 0) + 1);
      continue;
    }
    // Chess's double forfeit (0F-0F) was played by neither: no meeting, so the two may be paired again,
    // and no colour (FIDE C.04.1 (f)-(h) count the colours of games played).
    if (!met(choice, settings.colours)) continue;
    const [ca, cb] = settings.colours ? (['W', 'B'] as const) : [null, null];
    for (const [k, game] of [
      [m.a, { opponent: m.b, colour: ca }],
      [m.b, { opponent: m.a, colour: cb }],
    ] as const) {
      const list = games.get(k);
      if (list) list.push(game);
      else games.set(k, [game]);
    }
  }
  const ranked = rankingOf(ctx).filter((r) => active.has(r.id));
  const rating = ratingLookup(ctx);
  return (pairsByRating(ctx) ? ratingBeforeRandom(ranked, rating) : ranked).map((r) => ({
    id: r.id,
    points: r.values['match-points'] ?? 0,
    byes: byes.get(r.id) ?? 0,
    games: games.get(r.id) ?? [],
  }));
}

function ratingLookup(ctx: FormatContext): (id: string) => number | null {
  const ratings = new Map(ctx.players.map((p) => [p.key, ratingOf(p)]));
  return (id) => ratings.get(id) ?? null;
}

/** Round 1's entrants in rating order, highest first: the unrated after the rated, in Players order. */
function inRatingOrder(ctx: FormatContext, entrants: SwissEntrant[]): SwissEntrant[] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  return byRating(ctx.players).flatMap((p) => {
    const e = byId.get(p.key);
    return e ? [e] : [];
  });
}

function pairSwiss(ctx: FormatContext, round: number, notes: RoundNotes): PlannedTable[] {
  const settings = settingsOf(ctx.config);
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const first = !ctx.matches.some((m) => m.round < round && !isKnockoutRound(ctx, m.round));
  const rated = pairsByRating(ctx);
  // A player who asked for a bye in this round is not paired in it ("Players known in advance not to play
  // in a particular round are not paired in that round"), and has the bye asked for.
  const requests = requestsFor(ctx);
  const sitOut = new Set(requests.map((r) => r.key));
  const all = first && rated ? inRatingOrder(ctx, swissEntrants(ctx, round)) : swissEntrants(ctx, round);
  const entrants = sitOut.size ? all.filter((e) => !sitOut.has(e.id)) : all;
  const paired = pairSwissRound(entrants, {
    round: first ? 1 : round,
    eventSeed: ctx.config.seed,
    colours: settings.colours,
    nameOf,
    byRating: first && rated,
  });
  notes.log.push(
    first
      ? rated
        ? `Round ${round}: ${entrants.length} players by rating (the unrated after the rated, in Players order), the top half against the bottom half.`
        : `Round ${round}: ${entrants.length} players in an order drawn from seed "${seedFor(ctx.config.seed, 1, 'pairing')}", neighbours paired.`
      : `Round ${round}: ${entrants.length} players paired within point groups by one matching: no second bye, no rematch${settings.colours ? ', the colour rule, the fewest floaters out of each point group from the top, the fewest point-group gaps, due colours, the bye to the lowest-ranked player without one' : ', the bye to the lowest-ranked player without one, the fewest point-group gaps'}, then standings neighbours${rated ? ' (the rating before the random order)' : ''}.`,
  );
  for (const u of paired.unapplied)
    notes.warnings.push({
      code: PAIRING_CODES.preferenceLeftOut,
      message: `A field this large left out one pairing preference: ${u}.`,
    });
  notes.warnings.push(...paired.warnings.map((w) => ({ ...w, message: `${w.message}.` })));
  const tables: PlannedTable[] = paired.tables.map((t) => ({
    table: t.table,
    a: t.a,
    b: t.b,
    note: [t.rematch ? 'Rematch' : '', t.colourBroken ? 'Colour rule broken' : ''].filter(Boolean).join('; '),
  }));
  if (paired.bye) {
    tables.push({ table: tables.length + 1, a: paired.bye, b: null, note: 'Bye' });
    notes.log.push(`Bye: ${nameOf(paired.bye)}.`);
  }
  for (const r of requests) {
    const result = REQUESTED_BYE[r.bye];
    tables.push({
      table: tables.length + 1,
      a: r.key,
      b: null,
      note: `${result} (requested)`,
      cells: { result },
    });
    notes.log.push(`${result} (requested): ${nameOf(r.key)}.`);
  }
  return tables;
}

/** The requests pairRound took in: each cleared on Players, so the round after pairs the player again. */
function consumedRequests(
  ctx: FormatContext,
  plan: RoundPlan,
): { key: string; field: string; value: string }[] {
  const taken = new Set(requestsFor(ctx).map((r) => r.key));
  return plan.tables
    .filter((t) => t.b === null && taken.has(t.a) && t.cells?.result !== undefined)
    .map((t) => ({ key: t.a, field: BYE_REQUEST_KEY, value: '' }));
}

/** Round-robin numbers: the field drawn by lot from the seed (sorted first, so the draw never depends on the Players order). */
export function roundRobinNumbers(ctx: FormatContext): string[] {
  let numbers = NUMBERS.get(ctx);
  if (!numbers) {
    const field = [...fieldOf(ctx)].sort();
    numbers = seededRandom(seedFor(ctx.config.seed, 1, 'round-robin-numbers')).shuffle(field);
    NUMBERS.set(ctx, numbers);
  }
  return numbers;
}

// A rebuilt Pairings asks for the numbers at every row: drawn once per context.
const NUMBERS = new WeakMap<FormatContext, string[]>();

function pairRoundRobin(
  ctx: FormatContext,
  round: number,
  double: boolean,
  notes: RoundNotes,
): PlannedTable[] {
  const numbers = roundRobinNumbers(ctx);
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const schedule = bergerSchedule(numbers.length, double);
  const r = schedule[round - 1];
  if (round === 1)
    notes.log.push(
      `Round robin numbers drawn from seed "${ctx.config.seed}": ${numbers.map((k, i) => `${i + 1} ${nameOf(k)}`).join(', ')}.`,
    );
  if (!r) {
    notes.warnings.push({
      code: PAIRING_CODES.noSuchRound,
      message: `The round robin has ${schedule.length} rounds; there is no round ${round}.`,
    });
    return [];
  }
  const tables: PlannedTable[] = [];
  const sitOut: string[] = [];
  for (const g of r.games) {
    const white = numbers[g.white - 1];
    const black = numbers[g.black - 1];
    if (active.has(white) && active.has(black)) {
      tables.push({ table: tables.length + 1, a: white, b: black, note: `${g.white} v ${g.black}` });
    } else if (active.has(white) || active.has(black)) {
      const [stay, gone] = active.has(white) ? [white, black] : [black, white];
      sitOut.push(stay);
      notes.log.push(`Round ${round}: ${nameOf(gone)} has dropped, so ${nameOf(stay)} has a bye.`);
    }
  }
  if (r.bye !== null && active.has(numbers[r.bye - 1])) sitOut.unshift(numbers[r.bye - 1]);
  for (const k of sitOut) tables.push({ table: tables.length + 1, a: k, b: null, note: 'Bye' });
  return tables;
}

/** The Pairings note of a game row when Pairings is rebuilt from Results: what pairRound wrote for it. */
export function pairingNote(match: Match, ctx: FormatContext): string {
  const plan = planOf(ctx);
  if (plan.kind === 'round-robin') {
    const numbers = roundRobinNumbers(ctx);
    return `${numbers.indexOf(match.a) + 1} v ${numbers.indexOf(match.b ?? '') + 1}`;
  }
  if (isKnockoutRound(ctx, match.round)) return knockoutNote(ctx, match);
  // A forfeit is no game played: meeting again after one is no rematch.
  const settings = settingsOf(ctx.config);
  return rematchNote(match, ctx, (earlier) => met(outcomeOf(earlier, settings)?.choice, settings.colours));
}
