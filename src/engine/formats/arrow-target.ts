// Arrow / target counter-deck round robin (rules/arrow-target-round-robin.txt and CLARIFICATIONS).
// Results rows: Player = the arrow, Opponent = the target; the player sitting out (or whose opponent has
// dropped) gets a BYE row. Start numbers are fixed by round 1: before it they come from the seed (or the
// Players order), afterwards they are read back from round 1's rows, so the schedule never moves.
import type { OptionSpec } from '../../shared/types';
import { type Bracket, buildBracket } from '../bracket';
import {
  type CellIssue,
  type ExtraTab,
  type Format,
  type FormatContext,
  isBlank,
  type Match,
  optionValue,
  type PlannedTable,
  type RoundPlan,
  type StandingsTable,
} from '../format';
import { seededRandom, seedFor } from '../random';
import { type ScheduledRound, scheduleLength, scheduleRound } from '../round-robin';
import { rankSorted } from '../standings-rank';

export const SIDE = { arrow: 'Arrow', target: 'Target', both: 'Both' } as const;
type Side = 'arrow' | 'target';
type Absent = Side | 'both';

const options: OptionSpec[] = [
  {
    key: 'startNumbers',
    label: 'Start numbers',
    help: 'Round 1 numbers 1..N: the Players list shuffled with the event seed, or in the order listed.',
    type: 'choice',
    default: 'shuffle',
    choices: [
      { value: 'shuffle', label: 'Shuffled by the seed' },
      { value: 'as-listed', label: 'As listed' },
    ],
  },
  {
    key: 'upgradedCards',
    label: 'Upgraded cards per deck',
    help: 'How many upgraded cards each deck may hold ("6 upgraded cards are allowed in each deck").',
    type: 'number',
    default: 6,
    min: 0,
    max: 60,
  },
  {
    key: 'deckMinutes',
    label: 'Arrow deck-building minutes',
    help: 'Time an arrow has to respond and build a counter deck ("Arrows have 10 minutes").',
    type: 'number',
    default: 10,
    min: 0,
    max: 120,
  },
  {
    key: 'roundMinutes',
    label: 'Minutes per round',
    help: 'A round "should take no longer than about 20 minutes".',
    type: 'number',
    default: 20,
    min: 0,
    max: 600,
  },
  {
    key: 'firstWeekend',
    label: 'First weekend',
    help: 'Optional date (YYYY-MM-DD) of the first weekend: the Schedule tab then dates each group of rounds a week apart. Blank: no dates.',
    type: 'text',
    default: '',
  },
  {
    key: 'roundsPerWeekend',
    label: 'Rounds per weekend',
    help: 'How many rounds the Schedule tab groups into one weekend ("Up to four rounds will be played in a given weekend").',
    type: 'number',
    default: 4,
    min: 1,
    max: 4,
  },
];

const [startNumbersOpt, , , , firstWeekendOpt, roundsPerWeekendOpt] = options;

// ---------------------------------------------------------------------------------------------------
// Cell parsing

function norm(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

/** The Winner cell: Arrow / Target (the Player / Opponent column in a playoff game). */
function winnerOf(value: unknown): Side | null | 'bad' {
  const t = norm(value);
  if (t === '') return null;
  if (t === 'arrow' || t === 'player') return 'arrow';
  if (t === 'target' || t === 'opponent') return 'target';
  return 'bad';
}

function absentOf(value: unknown): Absent | null | 'bad' {
  const t = norm(value);
  if (t === '' || t === 'no' || t === 'none') return null;
  if (t === 'arrow' || t === 'player') return 'arrow';
  if (t === 'target' || t === 'opponent') return 'target';
  if (t === 'both') return 'both';
  return 'bad';
}

function deckCode(value: unknown): string {
  return String(value ?? '').trim();
}

/** What a game's cells say happened; null when nothing (valid) is recorded yet. */
interface Outcome {
  winner: Side | null;
  absent: Absent | null;
}

function outcomeOf(match: Match): Outcome | null {
  const w = winnerOf(match.cells.winner);
  const ab = absentOf(match.cells.absent);
  if (w === 'bad' || ab === 'bad') return null;
  if (ab === 'both') return w === null ? { winner: null, absent: 'both' } : null;
  if (ab !== null) {
    const other: Side = ab === 'arrow' ? 'target' : 'arrow';
    if (w !== null && w !== other) return null;
    return { winner: other, absent: ab };
  }
  return w === null ? null : { winner: w, absent: null };
}

// ---------------------------------------------------------------------------------------------------
// Start numbers and the schedule

interface Lineup {
  /** Start number - 1 -> player key. */
  keys: string[];
  numberOf: Map<string, number>;
  /** Where the numbers come from, for the Log. */
  source: string;
  warnings: string[];
  length: number;
}

function computedOrder(ctx: FormatContext, keys: string[]): { keys: string[]; source: string } {
  if (optionValue<string>(ctx.config, startNumbersOpt) === 'as-listed')
    return { keys, source: 'Start numbers: the Players list as listed.' };
  const seed = seedFor(ctx.config.seed, 1, 'start-numbers');
  return {
    keys: seededRandom(seed).shuffle(keys),
    source: `Start numbers: the Players list shuffled with seed "${seed}".`,
  };
}

/** Reads the start numbers back from round 1's rows (table t: arrow 2t v target n+2-2t; the BYE row is 1). */
function fromRoundOne(r1: Match[]): string[] | null {
  const present = new Set<string>();
  for (const m of r1) {
    present.add(m.a);
    if (m.b) present.add(m.b);
  }
  const count = present.size;
  const n = count % 2 === 0 ? count - 1 : count;
  const games = (n - 1) / 2;
  const slots: (string | null)[] = new Array(count).fill(null);
  const put = (num: number, key: string) => {
    if (num < 1 || num > count || slots[num - 1] !== null) return false;
    slots[num - 1] = key;
    return true;
  };
  for (const m of r1) {
    let ok: boolean;
    if (m.b === null) ok = count % 2 === 1 && put(1, m.a);
    else if (m.table <= games) ok = put(2 * m.table, m.a) && put(n + 2 - 2 * m.table, m.b);
    else if (count % 2 === 0 && m.table === games + 1) ok = put(1, m.a) && put(count, m.b);
    else ok = false;
    if (!ok) return null;
  }
  return slots.every((s) => s !== null) ? (slots as string[]) : null;
}

const lineupCache = new WeakMap<FormatContext, Lineup>();

function lineup(ctx: FormatContext): Lineup {
  const cached = lineupCache.get(ctx);
  if (cached) return cached;
  const r1 = ctx.matches.filter((m) => m.round === 1);
  let keys: string[];
  let source: string;
  const warnings: string[] = [];
  if (r1.length === 0) {
    const order = computedOrder(
      ctx,
      ctx.players.filter((p) => p.active).map((p) => p.key),
    );
    keys = order.keys;
    source = order.source;
  } else {
    const read = fromRoundOne(r1);
    if (read) {
      keys = read;
      source = 'Start numbers: as round 1 on the Results tab.';
    } else {
      const inRoundOne = new Set(r1.flatMap((m) => (m.b ? [m.a, m.b] : [m.a])));
      const order = computedOrder(
        ctx,
        ctx.players.filter((p) => inRoundOne.has(p.key)).map((p) => p.key),
      );
      keys = order.keys;
      source = order.source;
      warnings.push(
        'Round 1 on the Results tab no longer matches the arrow/target layout (table t: arrow number 2t against target N+2-2t; the BYE row is number 1), so start numbers were worked out again from the seed. Undo the rounds and pair again if this is not what you meant.',
      );
    }
  }
  const out: Lineup = {
    keys,
    numberOf: new Map(keys.map((k, i) => [k, i + 1])),
    source,
    warnings,
    length: scheduleLength(keys.length),
  };
  lineupCache.set(ctx, out);
  return out;
}

/** Results rows indexed by round and the Player (arrow) column. */
const indexCache = new WeakMap<Match[], Map<string, Match>>();
function byArrow(matches: Match[]): Map<string, Match> {
  let idx = indexCache.get(matches);
  if (!idx) {
    idx = new Map(matches.map((m) => [`${m.round}|${m.a}`, m]));
    indexCache.set(matches, idx);
  }
  return idx;
}

/**
 * The deck a target must use in `round`: the deck it posted as an arrow in round - 1. `free` says why
 * there is no lock (round 1, absent last round, not an arrow last round).
 */
function lockedDeck(ctx: FormatContext, target: string, round: number): { deck: string; free: string } {
  if (round <= 1) return { deck: '', free: 'round 1: any deck' };
  const prev = byArrow(ctx.matches).get(`${round - 1}|${target}`);
  if (!prev || prev.b === null) return { deck: '', free: 'not an arrow last round: any deck' };
  const ab = absentOf(prev.cells.absent);
  if (ab === 'arrow' || ab === 'both') return { deck: '', free: 'absent last round: any deck' };
  return { deck: deckCode(prev.cells.arrowDeck), free: '' };
}

// ---------------------------------------------------------------------------------------------------
// Standings and the playoff

interface Tally {
  key: string;
  name: string;
  active: boolean;
  start: number | null;
  arrowWins: number;
  targetWins: number;
  penalty: number;
  absences: number;
  satOut: number;
  played: number;
}

function total(t: Tally): number {
  return t.arrowWins + t.targetWins - t.penalty;
}

function tallies(ctx: FormatContext): Map<string, Tally> {
  const lu = lineup(ctx);
  const out = new Map<string, Tally>();
  for (const p of ctx.players) {
    out.set(p.key, {
      key: p.key,
      name: p.name,
      active: p.active,
      start: lu.numberOf.get(p.key) ?? null,
      arrowWins: 0,
      targetWins: 0,
      penalty: 0,
      absences: 0,
      satOut: 0,
      played: 0,
    });
  }
  const rounds = new Map<number, ScheduledRound>();
  for (const m of ctx.matches) {
    if (m.round > lu.length) continue;
    const arrow = out.get(m.a);
    if (m.b === null) {
      if (!arrow) continue;
      // A BYE row is a sit-out, or a win credited because the scheduled opponent has dropped.
      let sched = rounds.get(m.round);
      if (!sched) {
        sched = scheduleRound(lu.keys.length, m.round);
        rounds.set(m.round, sched);
      }
      const start = lu.numberOf.get(m.a);
      const game = sched.games.find((g) => g.arrow === start || g.target === start);
      if (!game) arrow.satOut++;
      else if (game.arrow === start) arrow.arrowWins++;
      else arrow.targetWins++;
      continue;
    }
    const target = out.get(m.b);
    const o = outcomeOf(m);
    if (!o || !arrow || !target) continue;
    if (o.absent === 'arrow' || o.absent === 'both') arrow.absences++;
    else arrow.played++;
    if (o.absent === 'target' || o.absent === 'both') {
      target.absences++;
      target.penalty++;
    } else target.played++;
    if (o.winner === 'arrow') arrow.arrowWins++;
    if (o.winner === 'target') target.targetWins++;
  }
  return out;
}

interface Playoff {
  /** The schedule is fully paired and every game has a result. */
  scheduleDone: boolean;
  /** Players tied for first, in seed order (best first); empty when there is no tie. */
  seeds: string[];
  seedText: string;
  bracket: Bracket | null;
}

const playoffCache = new WeakMap<FormatContext, Playoff>();

function playoff(ctx: FormatContext): Playoff {
  const cached = playoffCache.get(ctx);
  if (cached) return cached;
  const lu = lineup(ctx);
  const L = lu.length;
  const inSchedule = ctx.matches.filter((m) => m.round <= L);
  const scheduleDone =
    L > 0 &&
    inSchedule.some((m) => m.round === L) &&
    inSchedule.every((m) => m.b === null || outcomeOf(m) !== null);
  let out: Playoff = { scheduleDone, seeds: [], seedText: '', bracket: null };
  const active = new Set(ctx.players.filter((p) => p.active).map((p) => p.key));
  if (scheduleDone) {
    // Players already drawn into the playoff stay in it if they drop (their games become walkovers), so
    // a drop never redraws a bracket that is being played.
    const drawn = new Set(ctx.matches.filter((m) => m.round > L).flatMap((m) => (m.b ? [m.a, m.b] : [m.a])));
    const t = [...tallies(ctx).values()].filter((x) => (x.active || drawn.has(x.key)) && x.start !== null);
    const best = Math.max(...t.map(total));
    const tied = t
      .filter((x) => total(x) === best)
      .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
      .map((x) => x.key);
    if (tied.length >= 2) {
      const seedText = seedFor(ctx.config.seed, L + 1, 'playoff-seeds');
      const seeds = seededRandom(seedText).shuffle(tied);
      const bracket = buildBracket(seeds, (g) => {
        const m = ctx.matches.find(
          (x) =>
            x.round === L + g.round &&
            x.b !== null &&
            ((x.a === g.a && x.b === g.b) || (x.a === g.b && x.b === g.a)),
        );
        const o = m ? outcomeOf(m) : null;
        if (m && o && o.winner !== null) return o.winner === 'arrow' ? m.a : (m.b as string);
        return walkover(ctx.matches, L + g.round, g.a, g.b, active);
      });
      out = { scheduleDone, seeds, seedText, bracket };
    }
  }
  playoffCache.set(ctx, out);
  return out;
}

/**
 * A playoff game with no result whose player has dropped: the walkover row already on Results (a BYE
 * row of that round) decides, else the player still in advances; if both have dropped, the higher seed
 * advances on paper so the playoff can still finish.
 */
function walkover(
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

/** Orders the tied group by the playoff: the champion, then everyone still in (still tied), then by round lost. */
function playoffStage(bracket: Bracket, key: string): number {
  if (bracket.champion === key) return bracket.rounds + 2;
  const lost = bracket.games.find(
    (g) => !g.bye && g.winner !== null && g.winner !== key && (g.a === key || g.b === key),
  );
  return lost ? lost.round : bracket.rounds + 1;
}

function stageLabel(bracket: Bracket, key: string): string {
  if (bracket.champion === key) return 'Champion';
  const lost = bracket.games.find(
    (g) => g.winner !== null && g.winner !== key && (g.a === key || g.b === key),
  );
  if (lost) return `Lost ${roundName(bracket, lost.round).toLowerCase()}`;
  return 'Playing';
}

function roundName(bracket: Bracket, round: number): string {
  const left = bracket.rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-final';
  if (left === 2) return 'Quarter-final';
  return `Playoff round ${round}`;
}

// ---------------------------------------------------------------------------------------------------
// The Format

function checkResult(match: Match, ctx: FormatContext): { complete: boolean; issues: CellIssue[] } {
  if (match.b === null) return { complete: true, issues: [] };
  const issues: CellIssue[] = [];
  const cells = match.cells;
  const lu = lineup(ctx);
  const isPlayoff = match.round > lu.length;
  const w = winnerOf(cells.winner);
  const ab = absentOf(cells.absent);
  if (w === 'bad') {
    issues.push({
      severity: 'error',
      column: 'winner',
      message: `"${String(cells.winner)}" is not a winner.`,
      fix: `Choose ${SIDE.arrow} (the Player column) or ${SIDE.target} (the Opponent column).`,
    });
  }
  if (ab === 'bad') {
    issues.push({
      severity: 'error',
      column: 'absent',
      message: `"${String(cells.absent)}" is not who was absent.`,
      fix: `Choose ${SIDE.arrow}, ${SIDE.target} or ${SIDE.both}, or leave it blank.`,
    });
  }
  if (w !== 'bad' && ab !== 'bad' && w !== null && ab !== null && (ab === 'both' || ab === w)) {
    issues.push({
      severity: 'error',
      column: 'winner',
      message:
        ab === 'both'
          ? 'Both players are marked absent, so nobody can have won.'
          : `The ${ab} is marked absent but also as the winner.`,
      fix: "An absent player's opponent is credited with the win: clear the Winner cell or correct Absent.",
    });
  }
  if (isPlayoff && ab === 'both') {
    issues.push({
      severity: 'error',
      column: 'absent',
      message: 'A playoff game needs a winner, but both players are marked absent.',
      fix: 'Record who won (or who turned up) so the playoff can go on.',
    });
  }
  if (isPlayoff) {
    // A playoff row edited by hand (players swapped between games) is no game of the bracket: say so at the
    // row, instead of leaving the playoff waiting for a result that can never come.
    const k = match.round - lu.length;
    const bracket = playoff(ctx).bracket;
    const inBracket = bracket?.games.some(
      (g) => g.round === k && ((g.a === match.a && g.b === match.b) || (g.a === match.b && g.b === match.a)),
    );
    if (bracket && !inBracket) {
      const name = (key: string | null) => ctx.players.find((p) => p.key === key)?.name ?? key;
      issues.push({
        severity: 'error',
        column: '',
        message: `${name(match.a)} v ${name(match.b)} is not a game of playoff round ${k} on the Bracket tab.`,
        fix: 'Put back the players the add-on paired (see the Bracket tab), or undo the round and pair it again.',
      });
    }
  }
  const o = outcomeOf(match);
  let complete = issues.length === 0 && o !== null;
  if (!isPlayoff && o) {
    // Deck codes are posted before a round is played; a played game without them is still waiting.
    if (o.absent === null) {
      for (const [col, who] of [
        ['arrowDeck', 'arrow'],
        ['targetDeck', 'target'],
      ] as const) {
        if (isBlank(cells[col])) {
          complete = false;
          issues.push({
            severity: 'warning',
            column: col,
            message: `The ${who}'s deck code is missing.`,
            fix: 'Type the deck code the player posted before the round.',
          });
        }
      }
    }
  }
  if (!isPlayoff && match.round >= 2 && ab !== 'target' && ab !== 'both') {
    const lock = lockedDeck(ctx, match.b, match.round);
    const used = deckCode(cells.targetDeck);
    if (lock.deck && used && used !== lock.deck) {
      const name = ctx.players.find((p) => p.key === match.b)?.name ?? match.b;
      issues.push({
        severity: 'warning',
        column: 'targetDeck',
        message: `Deck lock: ${name} used deck "${lock.deck}" as an arrow in round ${match.round - 1}, but "${used}" as the target in round ${match.round}.`,
        fix: 'A target must use the same deck it used as an arrow in the previous round: check the deck code with the player.',
      });
    }
  }
  return { complete, issues };
}

function targetNote(ctx: FormatContext, target: string, round: number): string {
  const lock = lockedDeck(ctx, target, round);
  if (lock.deck) return `target's deck: ${lock.deck}`;
  return `target's deck: waiting${lock.free ? ` (${lock.free})` : ''}`;
}

function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const lu = lineup(ctx);
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const active = new Map(ctx.players.map((p) => [p.key, p.active]));
  const log: string[] = [];
  const warnings: string[] = [...lu.warnings];
  const tables: PlannedTable[] = [];
  const N = lu.keys.length;
  if (round <= lu.length) {
    const sched = scheduleRound(N, round);
    const key = (start: number) => lu.keys[start - 1];
    if (round === 1) {
      log.push(`${lu.source} ${lu.keys.map((k, i) => `${i + 1} ${names.get(k)}`).join(', ')}.`);
      if (N % 2 === 0)
        log.push(`Even field: ${names.get(key(N))} (number ${N}) plays whoever would sit out.`);
    }
    log.push(`Round ${round} of ${lu.length} of the arrow/target schedule for ${N} players.`);
    for (const g of sched.games) {
      const a = key(g.arrow);
      const b = key(g.target);
      const aIn = active.get(a) !== false;
      const bIn = active.get(b) !== false;
      if (aIn && bIn) {
        tables.push({
          table: g.table,
          a,
          b,
          note: `#${g.arrowNumber} arrow v #${g.targetNumber} target · ${targetNote(ctx, b, round)}`,
        });
      } else if (aIn || bIn) {
        const [stay, gone, role] = aIn ? [a, b, 'arrow'] : [b, a, 'target'];
        tables.push({
          table: g.table,
          a: stay,
          b: null,
          note: `${names.get(gone)} has dropped: win credited (as ${role})`,
        });
        log.push(
          `${names.get(stay)} is credited with a win: scheduled opponent ${names.get(gone)} has dropped.`,
        );
      }
    }
    if (sched.sitsOut !== null && active.get(key(sched.sitsOut)) !== false) {
      tables.push({ table: sched.games.length + 1, a: key(sched.sitsOut), b: null, note: `#1 sits out` });
    }
    return { round, tables, log, warnings };
  }
  const po = playoff(ctx);
  const bracket = po.bracket;
  if (!bracket) {
    warnings.push('No playoff is needed: first place is not tied (or the schedule is not finished).');
    return { round, tables, log, warnings };
  }
  const k = round - lu.length;
  const name = roundName(bracket, k);
  if (k === 1)
    log.push(
      `Playoff among ${po.seeds.length} players tied for first, seeded with "${po.seedText}": ${po.seeds.map((s, i) => `${i + 1} ${names.get(s)}`).join(', ')}.`,
    );
  log.push(`Playoff ${name.toLowerCase()} (round ${round}).`);
  for (const g of bracket.games.filter((x) => x.round === k)) {
    const table = tables.length + 1;
    if (g.bye && g.a)
      tables.push({ table, a: g.a, b: null, note: `Playoff ${name.toLowerCase()}: bye (seed ${g.seedA})` });
    else if (g.a && g.b && (active.get(g.a) === false || active.get(g.b) === false)) {
      const [stay, gone] = active.get(g.a) === false ? [g.b, g.a] : [g.a, g.b];
      if (active.get(stay) !== false)
        tables.push({
          table,
          a: stay,
          b: null,
          note: `Playoff ${name.toLowerCase()}: ${names.get(gone)} has dropped, ${names.get(stay)} advances`,
        });
      log.push(
        active.get(stay) !== false
          ? `Playoff ${name.toLowerCase()} game ${g.index}: ${names.get(gone)} has dropped, so ${names.get(stay)} advances without playing.`
          : `Playoff ${name.toLowerCase()} game ${g.index}: ${names.get(g.a)} and ${names.get(g.b)} have both dropped; ${names.get(g.a)} (the higher seed) advances on paper.`,
      );
    } else if (g.a && g.b) {
      tables.push({
        table,
        a: g.a,
        b: g.b,
        note: `Playoff ${name.toLowerCase()}: Winner "Arrow" = ${names.get(g.a)}, "Target" = ${names.get(g.b)}`,
      });
    } else
      warnings.push(
        `Playoff ${name.toLowerCase()} game ${g.index} is waiting for an earlier playoff result.`,
      );
  }
  return { round, tables, log, warnings };
}

function standings(ctx: FormatContext): StandingsTable {
  const po = playoff(ctx);
  const bracket = po.bracket;
  const inPlayoff = new Set(po.seeds);
  const stage = (t: Tally) => (bracket && inPlayoff.has(t.key) ? playoffStage(bracket, t.key) : 0);
  const cmp = (a: Tally, b: Tally) => total(b) - total(a) || stage(b) - stage(a);
  const sorted = [...tallies(ctx).values()].sort(
    (a, b) => cmp(a, b) || (a.start ?? 1e9) - (b.start ?? 1e9) || a.name.localeCompare(b.name),
  );
  const ranked = rankSorted(sorted, (a, b) => cmp(a, b) === 0);
  const rows = ranked.map(({ item: t, rank, tied }) => [
    rank,
    t.name,
    t.start ?? '',
    total(t),
    t.arrowWins,
    t.targetWins,
    t.penalty ? -t.penalty : 0,
    t.absences,
    t.satOut,
    t.played,
    bracket && inPlayoff.has(t.key) ? stageLabel(bracket, t.key) : '',
    t.active ? '' : 'Dropped',
    rank === 1 && tied && po.scheduleDone ? 'Playoff' : tied ? 'Tied' : '',
  ]);
  return {
    headers: [
      'Rank',
      'Player',
      'Start no.',
      'Wins',
      'As arrow',
      'As target',
      'Absent as target',
      'Absences',
      'Sat out',
      'Played',
      'Playoff',
      'Status',
      'Tie',
    ],
    rows,
    marks: ranked.map((r) => (r.rank === 1 && !r.tied ? 'leader' : r.tied ? 'tie' : '')),
    leaders: ranked.slice(0, 3).map((r) => ({
      rank: r.rank,
      name: r.item.name,
      score: `${total(r.item)} wins${bracket?.champion === r.item.key ? ', playoff champion' : ''}`,
    })),
  };
}

function weekendLabel(ctx: FormatContext, round: number): string {
  const per = Number(optionValue(ctx.config, roundsPerWeekendOpt)) || 4;
  const k = Math.floor((round - 1) / per) + 1;
  const start = parseDate(String(optionValue(ctx.config, firstWeekendOpt) ?? ''));
  if (start === null) return `Weekend ${k}`;
  const d = new Date(start + (k - 1) * 7 * 86400000);
  return `Weekend ${k} (${d.toISOString().slice(0, 10)})`;
}

function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text.trim() ? ms : null;
}

function scheduleTab(ctx: FormatContext): ExtraTab {
  const lu = lineup(ctx);
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const N = lu.keys.length;
  const label = (start: number, num: number) => `#${num} ${names.get(lu.keys[start - 1]) ?? ''}`;
  const rows: (string | number)[][] = [];
  for (let r = 1; r <= lu.length; r++) {
    const s = scheduleRound(N, r);
    const sitter = s.sitsOut === null ? '' : label(s.sitsOut, 1);
    s.games.forEach((g, i) => {
      rows.push([
        r,
        weekendLabel(ctx, r),
        g.table,
        label(g.arrow, g.arrowNumber),
        label(g.target, g.targetNumber),
        i === 0 ? sitter : '',
      ]);
    });
  }
  return {
    role: 'schedule',
    title: 'Schedule',
    headers: ['Round', 'Weekend', 'Table', 'Arrow', 'Target', 'Sits out'],
    rows,
  };
}

function bracketTab(ctx: FormatContext): ExtraTab {
  const po = playoff(ctx);
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const L = lineup(ctx).length;
  const headers = ['Playoff round', 'Game', 'Seed', 'Player', 'Seed', 'Opponent', 'Winner', 'Results round'];
  const rows: (string | number)[][] = [];
  if (!po.bracket) {
    rows.push([
      po.scheduleDone
        ? 'No playoff: first place is not tied.'
        : 'A playoff is drawn here if first place is tied when the schedule ends.',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    return { role: 'bracket', title: 'Bracket', headers, rows };
  }
  const b = po.bracket;
  for (const g of b.games) {
    rows.push([
      roundName(b, g.round),
      g.index,
      g.seedA ?? '',
      g.a ? (names.get(g.a) ?? g.a) : 'to be decided',
      g.bye ? '' : (g.seedB ?? ''),
      g.bye ? 'BYE' : g.b ? (names.get(g.b) ?? g.b) : 'to be decided',
      g.winner ? (names.get(g.winner) ?? g.winner) : '',
      L + g.round,
    ]);
  }
  rows.push([
    'Champion',
    '',
    '',
    b.champion ? (names.get(b.champion) ?? b.champion) : 'to be decided',
    '',
    '',
    '',
    '',
  ]);
  return { role: 'bracket', title: 'Bracket', headers, rows };
}

function warnings(ctx: FormatContext): string[] {
  const lu = lineup(ctx);
  const out = [...lu.warnings];
  const N = lu.keys.length;
  if (N > 0 && N % 2 === 0) {
    out.push(
      `${N} players is an even number; the format wants an odd number. The schedule runs ${N - 1} rounds: players 1 to ${N - 1} follow the odd schedule and player ${N} plays whoever would sit out (target in odd rounds, arrow in even rounds).`,
    );
  }
  if (N >= 2 && ctx.config.rounds !== lu.length) {
    out.push(
      `Rounds on the Event tab says ${ctx.config.rounds}, but the arrow/target schedule for ${N} players has ${lu.length} rounds; the add-on follows the schedule (plus a playoff if first place is tied). Set Rounds to ${lu.length} to clear this note.`,
    );
  }
  const firstWeekend = String(optionValue(ctx.config, firstWeekendOpt) ?? '').trim();
  if (firstWeekend && parseDate(firstWeekend) === null) {
    out.push(
      `"${firstWeekend}" under First weekend is not a date like 2026-12-05; the Schedule tab shows weekends without dates.`,
    );
  }
  const po = playoff(ctx);
  if (po.bracket && !po.bracket.champion) {
    const names = new Map(ctx.players.map((p) => [p.key, p.name]));
    out.push(
      `First place is tied: ${po.seeds.map((s) => names.get(s)).join(', ')} play a single-elimination playoff (Bracket tab); pair the next round to play it.`,
    );
  }
  return out;
}

function roundLimit(ctx: FormatContext): { rounds: number; done: string } {
  const lu = lineup(ctx);
  const po = playoff(ctx);
  const extra = po.bracket ? po.bracket.rounds : 0;
  return {
    // Before there are two players the schedule has no length yet: the Event tab's Rounds stands in.
    rounds: lu.length === 0 ? ctx.config.rounds : lu.length + extra,
    done: po.bracket
      ? 'The schedule and the playoff are all paired: type the last results to finish the event.'
      : `The arrow/target schedule has ${lu.length} rounds for ${lu.keys.length} players, and all are paired. A playoff is added only if first place is tied once every result is in.`,
  };
}

export const arrowTarget: Format = {
  id: 'arrow-target',
  title: 'Arrow / target round robin',
  summary:
    "Counter-deck round robin: numbers move up each round, number 1 sits out, x plays N+2-x; even numbers are arrows who counter the target's posted deck. Most games won wins; a tie for first goes to a playoff.",
  defaultRounds: 9,
  options,
  playerColumns: [],
  resultColumns: [
    {
      key: 'arrowDeck',
      header: 'Arrow deck',
      kind: 'text',
      width: 140,
      help: 'The deck code the arrow (Player column) posted.',
    },
    {
      key: 'targetDeck',
      header: 'Target deck',
      kind: 'text',
      width: 140,
      help: 'The deck code the target (Opponent column) posted: the deck it used as an arrow last round.',
    },
    {
      key: 'winner',
      header: 'Winner',
      kind: 'choice',
      choices: [SIDE.arrow, SIDE.target],
      width: 90,
      help: 'Arrow = the Player column, Target = the Opponent column.',
    },
    {
      key: 'absent',
      header: 'Absent',
      kind: 'choice',
      choices: [SIDE.arrow, SIDE.target, SIDE.both],
      width: 90,
      help: 'Who did not turn up: the opponent is credited with the win; an absent target also loses one win.',
    },
  ],
  checkResult,
  lateEntry: () => ({
    allowed: false,
    reason:
      "The arrow/target schedule is fixed when round 1 is paired: every player's number is part of it, and a newcomer cannot be fitted in without breaking who meets whom and which deck each target must play.",
  }),
  pairRound,
  standings,
  warnings,
  extraTabs: (ctx) => [scheduleTab(ctx), bracketTab(ctx)],
  roundLimit,
};
