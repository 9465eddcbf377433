// Decipher Star Trek CCG enhanced-format sealed deck (rules/sealed-deck-stccg.txt and CLARIFICATIONS).

import { plural } from '../../shared/plural';
import type { OptionSpec } from '../../shared/types';
import { choiceIssue, numberIssue, present } from '../cell-checks';
import {
  type CellIssue,
  type Format,
  type FormatContext,
  type Match,
  optionValue,
  playerNames,
  type RoundPlan,
  type StandingsTable,
  signed,
  toNumber,
} from '../format';
import { seededRandom, seedFor } from '../random';
import { byChain, rankSorted } from '../standings-rank';
import type { PairingMode } from '../swiss';
import { pairFromPile, pairNeighbours, rematchNote, type SwissRound } from '../swiss-round';

export const ENDED = { win: 'Win', exhausted: 'Decks exhausted', time: 'Time called' } as const;
export type Ending = 'win' | 'exhausted' | 'time';

export interface GameScore {
  vp: number;
  diff: number;
}

/** Clamp game points to 0..100 for the differential, as the source says. */
function clampPoints(points: number): number {
  return Math.min(100, Math.max(0, points));
}

/**
 * One game's victory points and differential for each side. 2 VP for a win, 1 when decks are exhausted or
 * time is called (higher score wins), 0 for a loss; equal points at time or exhaustion is a true tie,
 * 1 VP each and 0 differential. A winner whose clamped margin is 0 or less still records +1 / -1.
 */
export function scoreGame(aPoints: number, bPoints: number, ending: Ending): { a: GameScore; b: GameScore } {
  if (aPoints === bPoints) return { a: { vp: 1, diff: 0 }, b: { vp: 1, diff: 0 } };
  const aWon = aPoints > bPoints;
  const winnerVp = ending === 'win' ? 2 : 1;
  let margin = Math.abs(clampPoints(aPoints) - clampPoints(bPoints));
  if (margin <= 0) margin = 1;
  const win = { vp: winnerVp, diff: margin };
  const loss = { vp: 0, diff: -margin };
  return aWon ? { a: win, b: loss } : { a: loss, b: win };
}

/** The cumulative score as the source writes it: `2 (+35)`. */
export function formatScore(vp: number, diff: number): string {
  return `${vp} (${signed(diff)})`;
}

const options: OptionSpec[] = [
  {
    key: 'firstRound',
    label: 'First round order',
    help: 'Shuffle the Players list with the event seed ("take the top two cards off the pile"), or pair it as listed.',
    type: 'choice',
    default: 'shuffle',
    choices: [
      { value: 'shuffle', label: 'Shuffled by the seed' },
      { value: 'as-listed', label: 'As listed' },
    ],
  },
  {
    key: 'pairing',
    label: 'Later rounds',
    help: 'As written: next lower player not yet faced. Look ahead: the same walk, but never into a dead end that forces a rematch.',
    type: 'choice',
    default: 'written',
    choices: [
      { value: 'written', label: 'As written' },
      { value: 'look-ahead', label: 'Look ahead' },
    ],
  },
  {
    key: 'byeRule',
    label: 'Bye',
    help: 'Odd field: the lowest player gets the bye; by default a player who had one is skipped for the next lowest who has not.',
    type: 'choice',
    default: 'skip-previous',
    choices: [
      { value: 'skip-previous', label: 'Skip players who had a bye' },
      { value: 'as-written', label: 'Strictly as written' },
    ],
  },
  {
    key: 'byeScore',
    label: 'Bye score',
    help: 'A bye scores 2 victory points and +0 differential; "earned bye" gives +100 differential.',
    type: 'choice',
    default: 'standard',
    choices: [
      { value: 'standard', label: '2 (+0)' },
      { value: 'earned', label: 'Earned bye: 2 (+100)' },
    ],
  },
  {
    key: 'gameMinutes',
    label: 'Minutes per game',
    help: 'Time limit for timed games (0 = untimed). The source asks for no less than 60.',
    type: 'number',
    default: 60,
    min: 0,
    max: 600,
  },
  {
    key: 'deckMinutes',
    label: 'Deck construction minutes',
    help: 'Time to build a 6-mission deck under the 30/30 rule.',
    type: 'number',
    default: 30,
    min: 0,
    max: 120,
  },
];

const [firstRoundOpt, pairingOpt, byeRuleOpt, byeScoreOpt, gameMinutesOpt] = options;

function endingOf(value: unknown): Ending | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase();
  if (t === '') return null;
  if (t === 'win' || t === 'won') return 'win';
  if (t.startsWith('deck') || t.startsWith('exhaust')) return 'exhausted';
  if (t.startsWith('time')) return 'time';
  return null;
}

interface Tally {
  key: string;
  name: string;
  active: boolean;
  vp: number;
  diff: number;
  played: number;
  won: number;
  lost: number;
  tied: number;
  byes: number;
}

interface ScoredGame {
  match: Match;
  a: GameScore;
  b: GameScore | null;
}

function scoreMatch(match: Match, ctx: FormatContext): ScoredGame | null {
  if (match.b === null) {
    const earned = optionValue<string>(ctx.config, byeScoreOpt) === 'earned';
    return { match, a: { vp: 2, diff: earned ? 100 : 0 }, b: null };
  }
  const ap = toNumber(match.cells.aPoints);
  const bp = toNumber(match.cells.bPoints);
  const ending = endingOf(match.cells.ended);
  if (ap === null || bp === null || ending === null) return null;
  if (ending === 'win' && ap === bp) return null;
  const s = scoreGame(ap, bp, ending);
  return { match, a: s.a, b: s.b };
}

function tallies(ctx: FormatContext): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const p of ctx.players) {
    out.set(p.key, {
      key: p.key,
      name: p.name,
      active: p.active,
      vp: 0,
      diff: 0,
      played: 0,
      won: 0,
      lost: 0,
      tied: 0,
      byes: 0,
    });
  }
  for (const m of ctx.matches) {
    const g = scoreMatch(m, ctx);
    if (!g) continue;
    const ta = out.get(m.a);
    if (ta) {
      ta.vp += g.a.vp;
      ta.diff += g.a.diff;
      if (g.b === null) ta.byes++;
    }
    if (g.b && m.b) {
      const tb = out.get(m.b);
      for (const [t, mine, theirs] of [
        [ta, g.a, g.b],
        [tb, g.b, g.a],
      ] as const) {
        if (!t) continue;
        t.played++;
        if (mine.vp > theirs.vp) t.won++;
        else if (mine.vp < theirs.vp) t.lost++;
        else t.tied++;
      }
      if (tb) {
        tb.vp += g.b.vp;
        tb.diff += g.b.diff;
      }
    }
  }
  return out;
}

const scoreChain = byChain<Tally>([{ get: (t) => t.vp }, { get: (t) => t.diff }]);

function checkResult(match: Match): { complete: boolean; issues: CellIssue[] } {
  if (match.b === null) return { complete: true, issues: [] };
  const cells = match.cells;
  const pointsFix = 'Type the points as a whole number, e.g. 120 (negative scores are allowed).';
  const issues = present([
    numberIssue(cells, 'aPoints', 'game points', pointsFix),
    numberIssue(cells, 'bPoints', 'game points', pointsFix),
    choiceIssue(cells, 'ended', endingOf, 'a way a game ends', [ENDED.win, ENDED.exhausted, ENDED.time]),
  ]);
  const ap = toNumber(cells.aPoints);
  const bp = toNumber(cells.bPoints);
  if (endingOf(cells.ended) === 'win' && ap !== null && ap === bp) {
    issues.push({
      severity: 'error',
      column: 'ended',
      message: `A won game needs a higher score, but both players have ${ap}.`,
      fix: `Correct the points, or choose ${ENDED.exhausted} or ${ENDED.time} for a true tie.`,
    });
  }
  const complete = issues.length === 0 && ap !== null && bp !== null && endingOf(cells.ended) !== null;
  return { complete, issues };
}

function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const { config } = ctx;
  const active = ctx.players.filter((p) => p.active);
  const log: string[] = [];
  let paired: SwissRound;
  if (!ctx.matches.some((m) => m.round < round)) {
    const listed = active.map((p) => p.key);
    if (optionValue<string>(config, firstRoundOpt) === 'as-listed') {
      paired = pairNeighbours(listed);
      log.push('First round: the Players list as listed, top two cards paired.');
    } else {
      const seed = seedFor(config.seed, round, 'first-round-order');
      paired = pairNeighbours(seededRandom(seed).shuffle(listed));
      log.push(`First round: the Players list shuffled with seed "${seed}".`);
    }
  } else {
    const t = tallies(ctx);
    const tieSeed = seedFor(config.seed, round, 'pile-order');
    const tieBreak = new Map(
      seededRandom(tieSeed)
        .shuffle(active.map((p) => p.key))
        .map((k, i) => [k, i]),
    );
    const order = active
      .map((p) => t.get(p.key) as Tally)
      .sort((a, b) => scoreChain(a, b) || (tieBreak.get(a.key) ?? 0) - (tieBreak.get(b.key) ?? 0))
      .map((x) => x.key);
    log.push(
      `Round ${round}: pile sorted by victory points then differential; equal scores ordered by seed "${tieSeed}".`,
    );
    paired = pairFromPile(ctx, round, order, {
      mode: optionValue<string>(config, pairingOpt) as PairingMode,
      byeLeftOver: optionValue<string>(config, byeRuleOpt) === 'as-written',
    });
  }
  if (paired.bye) log.push(`Bye: ${ctx.players.find((p) => p.key === paired.bye)?.name}.`);
  return { round, tables: paired.tables, log, warnings: paired.warnings };
}

function standings(ctx: FormatContext): StandingsTable {
  const sorted = [...tallies(ctx).values()].sort((a, b) => scoreChain(a, b) || a.name.localeCompare(b.name));
  const ranked = rankSorted(sorted, (a, b) => scoreChain(a, b) === 0);
  const rows = ranked.map(({ item: t, rank, tied }) => [
    rank,
    t.name,
    formatScore(t.vp, t.diff),
    t.vp,
    t.diff,
    t.played,
    t.won,
    t.lost,
    t.tied,
    t.byes,
    t.active ? '' : 'Dropped',
    tied ? 'Tied' : '',
  ]);
  return {
    headers: [
      'Rank',
      'Player',
      'Score',
      'Victory points',
      'Differential',
      'Played',
      'Won',
      'Lost',
      'Tied',
      'Byes',
      'Status',
      'Tie',
    ],
    rows,
    marks: ranked.map((r) => (r.rank === 1 && !r.tied ? 'leader' : r.tied ? 'tie' : '')),
    leaders: ranked
      .slice(0, 3)
      .map((r) => ({ rank: r.rank, name: r.item.name, score: formatScore(r.item.vp, r.item.diff) })),
  };
}

function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  const count = ctx.players.filter((p) => p.active).length;
  if (count > 0 && count < 8)
    out.push(`Sanctioning: ${plural(count, 'player')}; a sanctioned event needs at least 8.`);
  if (ctx.config.rounds < 3)
    out.push(`Sanctioning: Rounds is ${ctx.config.rounds}; Decipher requires at least three complete games.`);
  const minutes = Number(optionValue(ctx.config, gameMinutesOpt));
  if (minutes > 0 && minutes < 60)
    out.push(`Minutes per game: timed games must be no less than 60 minutes; the Event tab says ${minutes}.`);
  return out;
}

function report(ctx: FormatContext) {
  const names = playerNames(ctx);
  const rows = [];
  for (const m of [...ctx.matches].sort((x, y) => x.round - y.round || x.table - y.table)) {
    const g = scoreMatch(m, ctx);
    if (!g) continue;
    rows.push([
      m.round,
      m.table,
      names.get(m.a) ?? m.a,
      m.b === null ? 'BYE' : (names.get(m.b) ?? m.b),
      m.b === null ? '' : (toNumber(m.cells.aPoints) as number),
      m.b === null ? '' : (toNumber(m.cells.bPoints) as number),
      m.b === null ? 'Bye' : String(m.cells.ended),
      formatScore(g.a.vp, g.a.diff),
      g.b ? formatScore(g.b.vp, g.b.diff) : '',
    ]);
  }
  return {
    role: 'report',
    title: 'Report',
    headers: [
      'Round',
      'Table',
      'Player',
      'Opponent',
      'Points',
      'Opponent points',
      'How it ended',
      'Player score',
      'Opponent score',
    ],
    rows,
  };
}

export const sealedDeck: Format = {
  id: 'sealed-deck',
  title: 'Star Trek CCG sealed deck',
  summary:
    'Decipher enhanced-format sealed deck: Swiss pairing from the pile, victory points then differential.',
  defaultRounds: 3,
  options,
  playerColumns: [],
  resultColumns: [
    {
      key: 'aPoints',
      header: 'Player points',
      kind: 'number',
      width: 110,
      help: 'Game points the player scored.',
    },
    {
      key: 'bPoints',
      header: 'Opponent points',
      kind: 'number',
      width: 120,
      help: 'Game points the opponent scored.',
    },
    {
      key: 'ended',
      header: 'How it ended',
      kind: 'choice',
      choices: [ENDED.win, ENDED.exhausted, ENDED.time],
      width: 130,
      help: 'Win: 2 victory points. Decks exhausted or time called: the higher score gets 1.',
    },
  ],
  checkResult,
  lateEntry: () => ({ allowed: true, reason: 'Late players join the next round with 0 (+0).' }),
  pairRound,
  pairingNote: rematchNote,
  standings,
  warnings,
  extraTabs: (ctx) => [report(ctx)],
};
