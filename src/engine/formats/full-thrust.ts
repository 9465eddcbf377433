// Full Thrust Admiral's tournament (rules/full-thrust-admirals.txt and its CLARIFICATIONS section).
// Rounds: qualifying games (two; three each below 5 players), then the cut (semi-finals, final) built
// with the shared single-elimination bracket. Every random choice comes from the event seed.
import type { OptionSpec } from '../../shared/types';
import { type Bracket, bracketSize, buildBracket, seedPositions } from '../bracket';
import {
  type CellIssue,
  type CellValue,
  type ExtraTab,
  type Format,
  type FormatContext,
  isBlank,
  type Match,
  optionValue,
  type PlannedTable,
  type ResultCheck,
  type RoundPlan,
  type StandingsTable,
  toNumber,
} from '../format';
import {
  FLEET_HEADERS,
  KIND_CHOICES,
  lossValue,
  parseFleets,
  type Rosters,
  rosterTotal,
} from '../full-thrust/roster';
import { game2Tables, type Seats, smallRoundRobin } from '../full-thrust/tables';
import { type ChainResult, decidedBy, rankByChain, type TieStep } from '../full-thrust/tie-chain';
import { seededRandom, seedFor } from '../random';

export const JUDGE_NOTE = 'Plays a judge (random fleet)';
export const SIT_OUT_NOTE = 'Sits out game 1';

const options: OptionSpec[] = [
  {
    key: 'cutSize',
    label: 'Cut size',
    help: 'How many players the qualifying games send to the single-elimination cut: 4 = semi-finals then the final (the source).',
    type: 'choice',
    default: '4',
    choices: [
      { value: '2', label: '2 (final only)' },
      { value: '4', label: '4 (semi-finals)' },
      { value: '8', label: '8 (quarter-finals)' },
    ],
  },
  {
    key: 'oddMethod',
    label: 'Odd number of players',
    help: 'Judge plays: a judge plays a random player in game 1 and the lowest scorer after game 1 is eliminated. Sit out: a random player sits out game 1, the best game-1 scorer goes straight to the cut, and the best of game 2 join.',
    type: 'choice',
    default: 'judge',
    choices: [
      { value: 'judge', label: 'Judge plays' },
      { value: 'sit-out', label: 'Sit out' },
    ],
  },
  {
    key: 'battle',
    label: 'Tie-breaker battle',
    help: 'Whether a tie that decides who advances may be settled by a short battle (NAC light cruisers) recorded on the Players tab or in the game row; otherwise, or if none is recorded, a seeded coin toss.',
    type: 'boolean',
    default: true,
  },
  {
    key: 'gameMinutes',
    label: 'Minutes per game',
    help: 'Time per game for the round timer; the source plans at most 8 hours for the whole event.',
    type: 'number',
    default: 90,
    min: 0,
    max: 600,
  },
];
const [cutOpt, oddOpt, battleOpt, minutesOpt] = options;

// ---------------------------------------------------------------- structure of the event

export type Mode = 'small' | 'even' | 'judge' | 'sit-out';

export interface Structure {
  entrants: string[];
  mode: Mode;
  /** Qualifying games: 2, or 3 for fewer than 5 players. */
  qualRounds: number;
  /** Players sent to the cut (2 for small fields: the final). */
  cutCount: number;
  cutRounds: number;
  total: number;
}

export function structure(ctx: FormatContext): Structure {
  const round1 = ctx.matches.filter((m) => m.round === 1).sort((x, y) => x.table - y.table);
  const entrants = round1.length
    ? round1.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]))
    : ctx.players.filter((p) => p.active).map((p) => p.key);
  const n = entrants.length;
  const odd = optionValue<string>(ctx.config, oddOpt) === 'sit-out' ? 'sit-out' : 'judge';
  const mode: Mode = n < 5 ? 'small' : n % 2 === 0 ? 'even' : odd;
  const qualRounds = mode === 'small' ? 3 : 2;
  const cut = Number(optionValue(ctx.config, cutOpt)) || 4;
  const pool = mode === 'judge' ? n - 1 : n;
  const cutCount = mode === 'small' ? Math.min(2, n) : Math.max(2, Math.min(cut, pool));
  const cutRounds = cutCount < 2 ? 0 : Math.round(Math.log2(bracketSize(cutCount)));
  return { entrants, mode, qualRounds, cutCount, cutRounds, total: qualRounds + cutRounds };
}

export function cutRoundName(st: Structure, round: number): string {
  if (round <= st.qualRounds) return `Game ${round}`;
  const fromEnd = st.total - round;
  return fromEnd === 0
    ? 'Final'
    : fromEnd === 1
      ? 'Semi-final'
      : fromEnd === 2
        ? 'Quarter-final'
        : `Cut round ${round - st.qualRounds}`;
}

// ---------------------------------------------------------------- results of one game

export interface Side {
  opt: number;
  dpt: number;
  hull: number;
  score: number;
}

type SideKey = 'a' | 'b';
const other = (s: SideKey): SideKey => (s === 'a' ? 'b' : 'a');

function rosters(ctx: FormatContext): Rosters {
  return (ctx.extra.fleets as Rosters | undefined) ?? {};
}

/** One side's OPT, DPT and hull boxes: typed numbers, or OPT and DPT computed from the rosters and the "lost" cells. */
function resolveSide(match: Match, side: SideKey, ctx: FormatContext, issues: CellIssue[]): Side | null {
  const c = match.cells;
  const me = side === 'a' ? match.a : match.b;
  const them = side === 'a' ? match.b : match.a;
  const ros = rosters(ctx);
  const label = side === 'a' ? 'Player' : 'Opponent';
  const lostValue = (who: string | null, s: SideKey): number | null => {
    const cell = c[`${s}Lost`];
    if (who === null || isBlank(cell)) return null;
    const units = ros[who];
    if (!units) return null;
    const v = lossValue(String(cell), units);
    return v.errors.length ? null : v.value;
  };
  const read = (col: string, computed: number | null, what: string): number | null => {
    const v = c[col];
    if (isBlank(v)) return computed;
    const n = toNumber(v);
    if (n === null || n < 0) {
      issues.push({
        severity: 'error',
        column: col,
        message: `"${String(v)}" is not a number of ${what}.`,
        fix: `Type the ${what} as a whole number (0 or more), or clear it to compute it from the Fleets tab.`,
      });
      return null;
    }
    if (computed !== null && computed !== n) {
      issues.push({
        severity: 'warning',
        column: col,
        message: `${label} ${what}: typed ${n}, but the Fleets tab and the lost cells give ${computed}.`,
        fix: 'Check the typed number or the lost cells; the typed number is used.',
      });
    }
    return n;
  };
  const meLost = lostValue(me, side);
  const dptComputed = me !== null && meLost !== null && ros[me] ? rosterTotal(ros[me]) - meLost : null;
  const optComputed = lostValue(them, other(side));
  const opt = read(`${side}Opt`, optComputed, 'OPT points');
  const dpt = read(`${side}Dpt`, dptComputed, 'DPT points');
  const hull = read(`${side}Hull`, null, 'undamaged hull boxes');
  if (opt === null || dpt === null || hull === null) return null;
  return { opt, dpt, hull, score: opt + dpt };
}

function lostIssues(match: Match, ctx: FormatContext, issues: CellIssue[]): void {
  const ros = rosters(ctx);
  for (const s of ['a', 'b'] as const) {
    const who = s === 'a' ? match.a : match.b;
    const cell = match.cells[`${s}Lost`];
    if (isBlank(cell)) continue;
    if (who === null) continue;
    const units = ros[who];
    if (!units) {
      issues.push({
        severity: 'warning',
        column: `${s}Lost`,
        message: 'This player has no roster on the Fleets tab, so the lost cell cannot be counted.',
        fix: 'Add the roster on the Fleets tab, or type OPT and DPT.',
      });
      continue;
    }
    const v = lossValue(String(cell), units);
    for (const e of v.errors)
      issues.push({
        severity: 'error',
        column: `${s}Lost`,
        message: e,
        fix: 'List lost ships and squadrons by their Fleets-tab names, e.g. "Normal 1, Fast: 5" (5 fighters of Fast).',
      });
  }
}

export type GameKind = 'game' | 'judge' | 'sit-out' | 'bye';

function kindOf(match: Match, ctx: FormatContext, st: Structure): GameKind {
  if (match.b !== null) return 'game';
  if (match.round > st.qualRounds) return 'bye';
  return optionValue<string>(ctx.config, oddOpt) === 'sit-out' ? 'sit-out' : 'judge';
}

interface Scored {
  match: Match;
  kind: GameKind;
  a: Side | null;
  b: Side | null;
  complete: boolean;
  issues: CellIssue[];
}

function scoreMatch(match: Match, ctx: FormatContext, st: Structure): Scored {
  const issues: CellIssue[] = [];
  const kind = kindOf(match, ctx, st);
  if (kind === 'sit-out' || kind === 'bye') return { match, kind, a: null, b: null, complete: true, issues };
  lostIssues(match, ctx, issues);
  const a = resolveSide(match, 'a', ctx, issues);
  const b = kind === 'game' ? resolveSide(match, 'b', ctx, issues) : null;
  const battle = String(match.cells.battle ?? '')
    .trim()
    .toLowerCase();
  if (battle && !['player', 'opponent'].includes(battle)) {
    issues.push({
      severity: 'error',
      column: 'battle',
      message: `"${String(match.cells.battle)}" is not a side.`,
      fix: 'Choose Player or Opponent (who was left on the table), or clear it.',
    });
  }
  const complete =
    issues.every((i) => i.severity !== 'error') && a !== null && (kind === 'judge' || b !== null);
  return { match, kind, a, b, complete, issues };
}

function scoredAll(ctx: FormatContext, st: Structure): Scored[] {
  return ctx.matches.map((m) => scoreMatch(m, ctx, st));
}

// ---------------------------------------------------------------- tie chain

interface Entry {
  key: string;
  score: number;
  opt: number;
  hull: number;
  fleet: number;
  battle: number;
}

const NO_FLEET = 1e12;

/** "Resolving Ties", as data. The battle step only counts for a tie on the advancement line. */
export const TIE_STEPS: TieStep<Entry>[] = [
  { name: 'Score', get: (e) => e.score },
  { name: 'OPT', get: (e) => e.opt },
  { name: 'Hull boxes', get: (e) => e.hull },
  { name: 'Lower fleet total', get: (e) => e.fleet, ascending: true },
  { name: 'Tie-breaker battle', get: (e) => e.battle, acrossLine: true },
  { name: 'Coin toss', coin: true },
];

function stepsFor(ctx: FormatContext): TieStep<Entry>[] {
  const allowed = optionValue<boolean>(ctx.config, battleOpt) !== false;
  return TIE_STEPS.filter((s) => !s.acrossLine || allowed);
}

export function fleetTotal(ctx: FormatContext, key: string): number | null {
  const p = ctx.players.find((x) => x.key === key);
  const typed = toNumber(p?.fields.fleet);
  if (typed !== null) return typed;
  const r = rosters(ctx)[key];
  return r ? rosterTotal(r) : null;
}

function battleWon(ctx: FormatContext, key: string): number {
  const p = ctx.players.find((x) => x.key === key);
  return String(p?.fields.battle ?? '')
    .trim()
    .toLowerCase() === 'won'
    ? 1
    : 0;
}

function nameFn(ctx: FormatContext): (key: string) => string {
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  return (k) => names.get(k) ?? k;
}

/** The winner of one played game: score, OPT, hull boxes, lower fleet, the game's tie-breaker battle (cut only), coin toss. */
function gameWinner(
  g: Scored,
  ctx: FormatContext,
  st: Structure,
): { winner: string; loser: string; result: ChainResult<Entry> } | null {
  if (!g.complete || g.kind !== 'game' || !g.a || !g.b || g.match.b === null) return null;
  const battle = String(g.match.cells.battle ?? '')
    .trim()
    .toLowerCase();
  const entry = (key: string, s: Side, won: boolean): Entry => ({
    key,
    score: s.score,
    opt: s.opt,
    hull: s.hull,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
    battle: won ? 1 : 0,
  });
  const items = [entry(g.match.a, g.a, battle === 'player'), entry(g.match.b, g.b, battle === 'opponent')];
  const result = rankByChain(items, (e) => e.key, stepsFor(ctx), {
    line: g.match.round > st.qualRounds ? 1 : undefined,
    coinSeed: seedFor(ctx.config.seed, g.match.round, `coin-toss:table-${g.match.table}`),
    name: nameFn(ctx),
  });
  return { winner: result.order[0].key, loser: result.order[1].key, result };
}

// ---------------------------------------------------------------- the whole event

interface Counted {
  side: Side | null;
  kind: GameKind | 'absent';
}

export interface Analysis {
  st: Structure;
  scored: Scored[];
  /** Per player per round: their side of that round's game. */
  sides: Map<string, Map<number, Counted>>;
  /** Judge method: the player eliminated after game 1. Sit-out method: the player straight to the cut. */
  picked: string | null;
  pickResult: ChainResult<Entry> | null;
  /** Qualifying order of the pool (sit-out: the straight-through player first). */
  qualifying: Entry[];
  qualResult: ChainResult<Entry> | null;
  seeds: string[] | null;
  bracket: Bracket | null;
  qualifyingComplete: boolean;
}

function entryOf(ctx: FormatContext, key: string, sides: Counted[]): Entry {
  const e: Entry = {
    key,
    score: 0,
    opt: 0,
    hull: 0,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
    battle: battleWon(ctx, key),
  };
  for (const c of sides) {
    if (!c.side) continue;
    e.score += c.side.score;
    e.opt += c.side.opt;
    e.hull += c.side.hull;
  }
  return e;
}

export function analyze(ctx: FormatContext): Analysis {
  const st = structure(ctx);
  const scored = scoredAll(ctx, st);
  const sides = new Map<string, Map<number, Counted>>();
  const put = (key: string, round: number, c: Counted) => {
    if (!sides.has(key)) sides.set(key, new Map());
    (sides.get(key) as Map<number, Counted>).set(round, c);
  };
  for (const g of scored) {
    put(g.match.a, g.match.round, { side: g.a, kind: g.kind });
    if (g.match.b !== null) put(g.match.b, g.match.round, { side: g.b, kind: g.kind });
  }
  const side = (key: string, round: number): Counted =>
    sides.get(key)?.get(round) ?? { side: null, kind: 'absent' };
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const name = nameFn(ctx);
  const qualDone = (rounds: number[]) =>
    scored.filter((g) => rounds.includes(g.match.round)).every((g) => g.complete) &&
    rounds.every((r) => scored.some((g) => g.match.round === r));

  // Odd fields: after game 1, eliminate the lowest (judge) or send the best straight through (sit-out).
  let picked: string | null = null;
  let pickResult: ChainResult<Entry> | null = null;
  if ((st.mode === 'judge' || st.mode === 'sit-out') && scored.some((g) => g.match.round === 1)) {
    const inRound2 = new Set(ctx.matches.filter((m) => m.round === 2).flatMap((m) => [m.a, m.b ?? '']));
    const round2Paired = inRound2.size > 0;
    const candidates = st.entrants.filter(
      (k) =>
        side(k, 1).kind !== 'sit-out' && (round2Paired ? !inRound2.has(k) && active.has(k) : active.has(k)),
    );
    if (candidates.length) {
      const entries = candidates.map((k) => entryOf(ctx, k, [side(k, 1)]));
      const judge = st.mode === 'judge';
      pickResult = rankByChain(entries, (e) => e.key, stepsFor(ctx), {
        line: judge ? entries.length - 1 : 1,
        coinSeed: seedFor(ctx.config.seed, 2, judge ? 'coin-toss:elimination' : 'coin-toss:straight-through'),
        name,
      });
      picked = judge ? pickResult.order[pickResult.order.length - 1].key : pickResult.order[0].key;
    }
  }

  // Qualifying order of the pool.
  const qualRounds = Array.from({ length: st.qualRounds }, (_, i) => i + 1);
  const counted = st.mode === 'sit-out' ? [2] : qualRounds;
  const pool = st.entrants.filter(
    (k) =>
      active.has(k) && !(st.mode === 'judge' && k === picked) && !(st.mode === 'sit-out' && k === picked),
  );
  const entries = pool.map((k) =>
    entryOf(
      ctx,
      k,
      counted.map((r) => side(k, r)),
    ),
  );
  const straight = st.mode === 'sit-out' && picked ? 1 : 0;
  const qualResult = entries.length
    ? rankByChain(entries, (e) => e.key, stepsFor(ctx), {
        line: st.cutCount - straight,
        coinSeed: seedFor(ctx.config.seed, st.qualRounds + 1, 'coin-toss:cut'),
        name,
      })
    : null;
  const qualifying = [
    ...(straight && picked ? [entryOf(ctx, picked, [side(picked, 1)])] : []),
    ...(qualResult?.order ?? []),
  ];
  const qualifyingComplete = qualDone(qualRounds);

  // The cut: seeds as paired on Results once its first round exists, else the qualifying order.
  const firstCut = st.qualRounds + 1;
  const cutRows = ctx.matches.filter((m) => m.round === firstCut);
  let seeds: string[] | null = null;
  if (cutRows.length) {
    const positions = seedPositions(bracketSize(st.cutCount));
    const out: string[] = [];
    for (const m of cutRows) {
      const top = positions[2 * (m.table - 1)];
      const bottom = positions[2 * (m.table - 1) + 1];
      if (top !== undefined) out[top - 1] = m.a;
      if (m.b !== null && bottom !== undefined) out[bottom - 1] = m.b;
    }
    seeds = out.filter((k) => k !== undefined);
  } else if (qualifyingComplete) {
    seeds = qualifying.slice(0, st.cutCount).map((e) => e.key);
  }
  let bracket: Bracket | null = null;
  if (seeds && seeds.length >= 2) {
    bracket = buildBracket(seeds, (game) => {
      const round = st.qualRounds + game.round;
      const g = scored.find(
        (x) =>
          x.match.round === round &&
          x.match.b !== null &&
          new Set([x.match.a, x.match.b]).has(game.a) &&
          new Set([x.match.a, x.match.b]).has(game.b),
      );
      const played = g ? (gameWinner(g, ctx, st)?.winner ?? null) : null;
      return played ?? walkover(ctx.matches, round, game.a, game.b, active);
    });
  }
  return {
    st,
    scored,
    sides,
    picked,
    pickResult,
    qualifying,
    qualResult,
    seeds,
    bracket,
    qualifyingComplete,
  };
}

/**
 * A cut game with no result whose player has dropped ("a dropped player is never paired again"): the
 * walkover row already on Results (a BYE row of that round) decides, else the player still in advances;
 * if both have dropped, the higher seed advances on paper so the cut can still finish.
 */
export function walkover(
  matches: readonly Match[],
  round: number,
  a: string,
  b: string,
  active: ReadonlySet<string>,
): string | null {
  const recorded = matches.find((m) => m.round === round && m.b === null && (m.a === a || m.a === b));
  if (recorded) return recorded.a;
  if (active.has(a) && active.has(b)) return null;
  return active.has(b) && !active.has(a) ? b : a;
}

// ---------------------------------------------------------------- pairing

function pairQualifying(
  ctx: FormatContext,
  round: number,
  an: Analysis,
  log: string[],
  warnings: string[],
): PlannedTable[] {
  const { st } = an;
  const name = nameFn(ctx);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const byeNote =
    optionValue<string>(ctx.config, oddOpt) === 'sit-out' ? `Sits out game ${round}` : JUDGE_NOTE;
  const round1 = ctx.matches.filter((m) => m.round === 1).sort((x, y) => x.table - y.table);
  const seats: Seats[] = [];
  if (round === 1) {
    const seed = seedFor(ctx.config.seed, 1, 'tables');
    const order = seededRandom(seed).shuffle(st.entrants);
    log.push(`Game 1 at random tables: players shuffled with seed "${seed}".`);
    if (st.mode === 'small') seats.push(...smallRoundRobin(order, 1));
    else for (let i = 0; i < order.length; i += 2) seats.push([order[i], order[i + 1] ?? null]);
    if (st.mode === 'small')
      log.push(
        `Fewer than 5 players: three games each (round robin where possible), then the top two play the final.`,
      );
  } else if (st.mode === 'small') {
    const order = round1.flatMap((m) => [m.a, m.b]);
    seats.push(
      ...smallRoundRobin(order, round).map(
        ([a, b]) => [a && active.has(a) ? a : null, b && active.has(b) ? b : null] as Seats,
      ),
    );
  } else {
    const game1: Seats[] = round1.filter((m) => m.b !== null || st.mode !== 'sit-out').map((m) => [m.a, m.b]);
    const gone = new Set([...st.entrants.filter((k) => !active.has(k))]);
    const incoming: string[] = [];
    if (an.picked) gone.add(an.picked);
    if (st.mode === 'judge' && an.picked)
      log.push(`${name(an.picked)} has the lowest game-1 score and is eliminated (judge method).`);
    if (st.mode === 'sit-out') {
      const sitter = round1.find((m) => m.b === null)?.a;
      if (an.picked)
        log.push(
          `${name(an.picked)} has the best game-1 score and goes straight to the cut (sit-out method); game-1 scores are now ignored.`,
        );
      if (sitter && active.has(sitter)) incoming.push(sitter);
    }
    for (const t of an.pickResult?.tosses ?? []) log.push(t);
    if (an.pickResult?.battleMissing.length)
      warnings.push(battleMissingText(an.pickResult.battleMissing, name));
    const g2 = game2Tables(game1, gone, incoming);
    log.push("Game 2: each table's second player moved one table along.");
    const met = new Set(round1.filter((m) => m.b !== null).map((m) => [m.a, m.b].sort().join('|')));
    for (const [a, b] of g2.pairs) {
      if (met.has([a, b].sort().join('|')))
        warnings.push(`Rematch: ${name(a)} and ${name(b)} met in game 1; too few tables remain to avoid it.`);
      seats.push([a, b]);
    }
    if (g2.alone) {
      seats.push([g2.alone, null]);
      warnings.push(
        `${name(g2.alone)} has no opponent in game 2 after a drop: ${byeNote === JUDGE_NOTE ? 'a judge plays them' : 'they sit out'}.`,
      );
    }
  }
  const tables: PlannedTable[] = [];
  const byes: PlannedTable[] = [];
  for (const [a, b] of seats) {
    if (a !== null && b !== null) tables.push({ table: tables.length + 1, a, b, note: `Game ${round}` });
    else if (a !== null || b !== null) byes.push({ table: 0, a: (a ?? b) as string, b: null, note: byeNote });
  }
  for (const t of byes) t.table = tables.length + byes.indexOf(t) + 1;
  for (const t of byes) log.push(`${name(t.a)}: ${t.note}.`);
  return [...tables, ...byes];
}

function battleMissingText(groups: string[][], name: (k: string) => string): string {
  return groups
    .map(
      (g) =>
        `${g.map(name).join(' and ')} are tied on every step for a place that decides who advances; no tie-breaker battle is recorded (Players tab, "Tie-breaker battle"), so a seeded coin toss decided.`,
    )
    .join(' ');
}

function pairCut(
  ctx: FormatContext,
  round: number,
  an: Analysis,
  log: string[],
  warnings: string[],
): PlannedTable[] {
  const { st } = an;
  const name = nameFn(ctx);
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  const k = round - st.qualRounds;
  if (!an.bracket || !an.seeds) {
    warnings.push('The cut cannot be paired yet: the qualifying results are not complete.');
    return [];
  }
  if (k === 1) {
    const rest =
      an.st.mode === 'sit-out' && an.picked ? ` (${name(an.picked)} straight through from game 1)` : '';
    log.push(
      `Cut: seeds ${an.seeds.map((s, i) => `${i + 1} ${name(s)}`).join(', ')}${rest}; seeded by qualifying total, ties by score, OPT, hull boxes, lower fleet total, tie-breaker battle, coin toss.`,
    );
    for (const t of an.qualResult?.tosses ?? []) log.push(t);
    if (an.qualResult?.battleMissing.length)
      warnings.push(battleMissingText(an.qualResult.battleMissing, name));
  }
  const tables: PlannedTable[] = [];
  const title = cutRoundName(st, round);
  for (const g of an.bracket.games.filter((x) => x.round === k)) {
    if (g.bye) {
      tables.push({ table: g.index, a: g.a as string, b: null, note: 'Bye to the next cut round' });
      continue;
    }
    if (g.a && g.b && (!active.has(g.a) || !active.has(g.b))) {
      const [stay, gone] = active.has(g.a) ? [g.a, g.b] : [g.b, g.a];
      if (active.has(stay))
        tables.push({
          table: g.index,
          a: stay,
          b: null,
          note: `${name(gone)} has dropped: ${name(stay)} advances`,
        });
      log.push(
        active.has(stay)
          ? `${title} game ${g.index}: ${name(gone)} has dropped, so ${name(stay)} advances without playing.`
          : `${title} game ${g.index}: ${name(g.a)} and ${name(g.b)} have both dropped; ${name(g.a)} (the higher seed) advances on paper.`,
      );
    } else if (g.a && g.b)
      tables.push({
        table: g.index,
        a: g.a,
        b: g.b,
        note: k === 1 ? `${title}: seed ${g.seedA} v seed ${g.seedB}` : title,
      });
    else warnings.push(`${title} game ${g.index}: waiting for the result of an earlier cut game.`);
  }
  for (const g of an.bracket.games.filter((x) => x.round === k - 1 && !x.bye && x.winner)) {
    const m = an.scored.find((s) => s.match.round === round - 1 && s.match.table === g.index);
    const w = m ? gameWinner(m, ctx, st) : null;
    if (w) for (const t of w.result.tosses) log.push(t);
  }
  return tables;
}

function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const an = analyze(ctx);
  const log: string[] = [];
  const warnings: string[] = [];
  const tables =
    round <= an.st.qualRounds
      ? pairQualifying(ctx, round, an, log, warnings)
      : pairCut(ctx, round, an, log, warnings);
  return {
    round,
    tables,
    log: [`${cutRoundName(an.st, round)} (round ${round} of ${an.st.total}).`, ...log],
    warnings,
  };
}

// ---------------------------------------------------------------- standings

function gameCell(an: Analysis, key: string, round: number): CellValue {
  const c = an.sides.get(key)?.get(round);
  if (!c || c.kind === 'absent') return '';
  if (c.kind === 'sit-out') return 'sat out';
  if (c.kind === 'bye') return 'bye';
  if (!c.side) return '…';
  const ignored = an.st.mode === 'sit-out' && round === 1 && key !== an.picked;
  return ignored
    ? `${c.side.score} (not counted)`
    : c.kind === 'judge'
      ? `${c.side.score} (v judge)`
      : c.side.score;
}

export function standingsHeaders(st: Structure): string[] {
  const cut: string[] = [];
  for (let r = st.qualRounds + 1; r <= st.total; r++) cut.push(cutRoundName(st, r));
  return [
    'Rank',
    'Player',
    'Stage',
    'Qualifying score',
    ...TIE_STEPS.slice(1).map((s) => (s.name === 'Lower fleet total' ? 'Fleet total' : s.name)),
    'Tie decided by',
    ...['Game 1', 'Game 2', 'Game 3'],
    ...(st.entrants.length ? cut : ['Semi-final', 'Final']),
    'Status',
  ];
}

function standings(ctx: FormatContext): StandingsTable {
  const an = analyze(ctx);
  const { st } = an;
  const name = nameFn(ctx);
  const steps = stepsFor(ctx);
  const decided = new Map<string, string>();
  const coins = new Map<string, number>();
  const merge = (r: ChainResult<Entry> | null) => {
    if (!r) return;
    for (const [k, v] of decidedBy(r, (e) => e.key, steps, name))
      decided.set(k, decided.has(k) ? `${decided.get(k)}; ${v}` : v);
    for (const [k, v] of r.coin) coins.set(k, v);
  };
  merge(an.qualResult);
  merge(an.pickResult);
  const entryByKey = new Map(an.qualifying.map((e) => [e.key, e]));
  const order: { key: string; stage: string }[] = [];
  const placed = new Set<string>();
  // The cut, deepest first; players out in the same cut round are placed by the game they lost (the source's "score for the semi final and final rounds ... to resolve any rare cases of ties").
  if (an.bracket && an.seeds) {
    const lostIn = new Map<string, number>();
    for (const g of an.bracket.games) {
      if (g.winner && g.a && g.b) lostIn.set(g.winner === g.a ? g.b : g.a, g.round);
    }
    const champion = an.bracket.champion;
    if (champion) order.push({ key: champion, stage: 'Grand Admiral' });
    const alive = an.seeds.filter((s) => s !== champion && !lostIn.has(s));
    for (const s of alive) order.push({ key: s, stage: `Seed ${an.seeds.indexOf(s) + 1}` });
    for (let r = st.cutRounds; r >= 1; r--) {
      const out = an.seeds.filter((s) => lostIn.get(s) === r);
      const round = st.qualRounds + r;
      const stage =
        r === st.cutRounds
          ? 'Finalist'
          : cutRoundName(st, round + 1) === 'Final'
            ? 'Semi-finalist'
            : `${cutRoundName(st, round)} loser`;
      const entries = out.map((k) => {
        const c = an.sides.get(k)?.get(round)?.side;
        return {
          key: k,
          score: c?.score ?? 0,
          opt: c?.opt ?? 0,
          hull: c?.hull ?? 0,
          fleet: fleetTotal(ctx, k) ?? NO_FLEET,
          battle: 0,
        };
      });
      const ranked = rankByChain(entries, (e) => e.key, steps, {
        coinSeed: seedFor(ctx.config.seed, round, 'coin-toss:placing'),
        name,
      });
      merge(ranked);
      for (const e of ranked.order) order.push({ key: e.key, stage });
    }
    for (const o of order) placed.add(o.key);
  }
  const seedOf = (k: string) => (an.qualifyingComplete ? an.qualifying.findIndex((e) => e.key === k) : -1);
  for (const e of an.qualifying) {
    if (placed.has(e.key)) continue;
    const i = seedOf(e.key);
    const stage =
      st.mode === 'sit-out' && e.key === an.picked
        ? 'Straight to the cut'
        : i >= 0 && i < st.cutCount
          ? `Seed ${i + 1}`
          : an.qualifyingComplete
            ? 'Did not qualify'
            : 'Qualifying';
    order.push({ key: e.key, stage });
    placed.add(e.key);
  }
  if (st.mode === 'judge' && an.picked && !placed.has(an.picked)) {
    order.push({ key: an.picked, stage: 'Eliminated after game 1' });
    placed.add(an.picked);
  }
  const rest = ctx.players.filter((p) => !placed.has(p.key));
  const rows: CellValue[][] = [];
  const marks: StandingsTable['marks'] = [];
  const counted = st.mode === 'sit-out' ? [2] : Array.from({ length: st.qualRounds }, (_, i) => i + 1);
  const all = [
    ...order.map((o) => ({ ...o, ranked: true })),
    ...rest.map((p) => ({
      key: p.key,
      stage: st.entrants.includes(p.key) ? 'Dropped' : 'Not entered',
      ranked: false,
    })),
  ];
  all.forEach((o, i) => {
    const e =
      entryByKey.get(o.key) ??
      entryOf(
        ctx,
        o.key,
        (o.key === an.picked ? [1] : counted).map(
          (r) => an.sides.get(o.key)?.get(r) ?? { side: null, kind: 'absent' as const },
        ),
      );
    const fleet = fleetTotal(ctx, o.key);
    const player = ctx.players.find((p) => p.key === o.key);
    const cutCells: CellValue[] = [];
    for (let r = st.qualRounds + 1; r <= st.total; r++) cutCells.push(gameCell(an, o.key, r));
    rows.push([
      o.ranked ? i + 1 : '',
      name(o.key),
      o.stage,
      e.score,
      e.opt,
      e.hull,
      fleet ?? '',
      String(player?.fields.battle ?? ''),
      coins.get(o.key) ?? '',
      decided.get(o.key) ?? '',
      gameCell(an, o.key, 1),
      gameCell(an, o.key, 2),
      gameCell(an, o.key, 3),
      ...cutCells,
      player && !player.active ? 'Dropped' : '',
    ]);
    marks.push(
      o.ranked && i === 0 && an.bracket?.champion === o.key ? 'leader' : decided.has(o.key) ? 'tie' : '',
    );
  });
  return {
    headers: standingsHeaders(st),
    rows,
    marks,
    leaders: rows
      .slice(0, 3)
      .filter((r) => r[0] !== '')
      .map((r) => ({
        rank: Number(r[0]),
        name: String(r[1]),
        score: r[2] === 'Grand Admiral' ? 'Grand Admiral' : String(r[3]),
      })),
  };
}

// ---------------------------------------------------------------- tabs, checks, warnings

function bracketTab(ctx: FormatContext): ExtraTab {
  const an = analyze(ctx);
  const name = nameFn(ctx);
  const rows: CellValue[][] = [];
  const score = (key: string | null, round: number): CellValue => {
    const c = key ? an.sides.get(key)?.get(round)?.side : null;
    return c ? c.score : '';
  };
  for (const g of an.bracket?.games ?? []) {
    const round = an.st.qualRounds + g.round;
    rows.push([
      cutRoundName(an.st, round),
      g.index,
      g.seedA ?? '',
      g.a ? name(g.a) : '(to be decided)',
      g.bye ? '' : score(g.a, round),
      g.seedB ?? '',
      g.bye ? 'BYE' : g.b ? name(g.b) : '(to be decided)',
      g.bye ? '' : score(g.b, round),
      g.winner ? name(g.winner) : '',
    ]);
  }
  if (an.bracket?.champion)
    rows.push(['Grand Admiral', '', '', name(an.bracket.champion), '', '', '', '', '']);
  return {
    role: 'bracket',
    title: 'Bracket',
    headers: ['Round', 'Table', 'Seed', 'Player', 'Score', 'Seed', 'Opponent', 'Score', 'Winner'],
    rows,
  };
}

function gamesTab(ctx: FormatContext): ExtraTab {
  const an = analyze(ctx);
  const name = nameFn(ctx);
  const steps = stepsFor(ctx);
  const rows: CellValue[][] = [];
  for (const g of [...an.scored].sort(
    (x, y) => x.match.round - y.match.round || x.match.table - y.match.table,
  )) {
    const m = g.match;
    const w = gameWinner(g, ctx, an.st);
    const split = w ? w.result.splitStep[1] : -1;
    const cells = (s: Side | null): CellValue[] => (s ? [s.opt, s.dpt, s.hull, s.score] : ['', '', '', '']);
    rows.push([
      m.round,
      cutRoundName(an.st, m.round),
      m.table,
      name(m.a),
      m.b === null ? (g.kind === 'judge' ? 'Judge' : g.kind === 'sit-out' ? 'Sits out' : 'BYE') : name(m.b),
      ...cells(g.a),
      ...cells(g.b),
      w ? name(w.winner) : '',
      w && split > 0 ? steps[split].name : '',
    ]);
  }
  return {
    role: 'report',
    title: 'Games',
    headers: [
      'Round',
      'Stage',
      'Table',
      'Player',
      'Opponent',
      'Player OPT',
      'Player DPT',
      'Player hull',
      'Player score',
      'Opponent OPT',
      'Opponent DPT',
      'Opponent hull',
      'Opponent score',
      'Winner',
      'Tie decided by',
    ],
    rows,
  };
}

function checkResult(match: Match, ctx: FormatContext): ResultCheck {
  const g = scoreMatch(match, ctx, structure(ctx));
  return { complete: g.complete, issues: g.issues };
}

function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const st = structure(ctx);
  const name = nameFn(ctx);
  const ros = rosters(ctx);
  for (const p of ctx.players.filter((x) => x.active)) {
    const typed = toNumber(p.fields.fleet);
    if (typed === null && !ros[p.key])
      out.push(
        `${p.name} has no fleet points (Players tab) and no roster (Fleets tab): the lower-fleet tie-break ranks them last.`,
      );
    if (typed !== null && ros[p.key] && rosterTotal(ros[p.key]) !== typed) {
      out.push(
        `${name(p.key)}: the Fleets tab totals ${rosterTotal(ros[p.key])} points but Fleet points says ${typed}; the typed total is used for ties.`,
      );
    }
  }
  if (ctx.config.rounds !== st.total && st.entrants.length >= 2) {
    out.push(
      `This event plays ${st.total} rounds for ${st.entrants.length} players (${st.qualRounds} qualifying games, then the cut); the Event tab's Rounds value (${ctx.config.rounds}) is not used.`,
    );
  }
  const minutes = Number(optionValue(ctx.config, minutesOpt));
  if (minutes * st.total > 480)
    out.push(`${st.total} rounds of ${minutes} minutes is more than the 8 hours the source plans for.`);
  return out;
}

export const fullThrust: Format = {
  id: 'full-thrust',
  title: "Full Thrust Admiral's tournament",
  summary:
    'GenCon 2003: two qualifying games (OPT + DPT), the best 4 to the semi-finals, the final crowns the Grand Admiral. Rounds are set by the number of players.',
  defaultRounds: 4,
  options,
  playerColumns: [
    {
      key: 'fleet',
      header: 'Fleet points',
      kind: 'number',
      width: 110,
      help: "The fleet's original point total (lower wins a tie that reaches it).",
    },
    {
      key: 'battle',
      header: 'Tie-breaker battle',
      kind: 'choice',
      choices: ['won', 'lost'],
      width: 140,
      help: 'For a tie that decides who advances: who was left on the table in the tie-breaker battle.',
    },
  ],
  resultColumns: [
    {
      key: 'aOpt',
      header: 'Player OPT',
      kind: 'number',
      width: 95,
      help: 'Points of enemy ships and fighters the player destroyed (blank: computed from the Fleets tab).',
    },
    {
      key: 'aDpt',
      header: 'Player DPT',
      kind: 'number',
      width: 95,
      help: "Points of the player's ships and fighters that survived (blank: computed).",
    },
    {
      key: 'aHull',
      header: 'Player hull boxes',
      kind: 'number',
      width: 120,
      help: "Undamaged hull boxes left on the player's ship control sheets.",
    },
    {
      key: 'bOpt',
      header: 'Opponent OPT',
      kind: 'number',
      width: 110,
      help: 'As Player OPT, for the opponent.',
    },
    {
      key: 'bDpt',
      header: 'Opponent DPT',
      kind: 'number',
      width: 110,
      help: 'As Player DPT, for the opponent.',
    },
    {
      key: 'bHull',
      header: 'Opponent hull boxes',
      kind: 'number',
      width: 140,
      help: 'As Player hull boxes, for the opponent.',
    },
    {
      key: 'aLost',
      header: 'Player lost',
      kind: 'text',
      width: 200,
      help: 'Ships and squadrons the player lost, by Fleets-tab name: "Normal 1, Fast: 5" (5 fighters of Fast); "none".',
    },
    { key: 'bLost', header: 'Opponent lost', kind: 'text', width: 200, help: 'The same for the opponent.' },
    {
      key: 'battle',
      header: 'Tie-breaker battle',
      kind: 'choice',
      choices: ['Player', 'Opponent'],
      width: 140,
      help: 'Only for a tied cut game: who was left on the table.',
    },
  ],
  checkResult,
  lateEntry: () => ({
    allowed: false,
    reason:
      'Full Thrust tables are set from game 1 (the double elimination round), so a player cannot join once it is paired.',
  }),
  pairRound,
  roundLimit: (ctx) => {
    const st = structure(ctx);
    return {
      rounds: st.total,
      done: `The ${st.total} rounds of this event (${st.qualRounds} qualifying games, then the cut) are all paired: the final's winner is the Grand Admiral.`,
    };
  },
  standings,
  warnings,
  extraTabs: (ctx) => [bracketTab(ctx), gamesTab(ctx)],
  inputTabs: [
    {
      role: 'fleets',
      title: 'Fleets',
      headers: FLEET_HEADERS,
      widths: [200, 200, 90, 80, 80, 130],
      textColumns: [1, 2],
      validations: [{ col: 3, choices: KIND_CHOICES }],
      parse: parseFleets,
    },
  ],
};
