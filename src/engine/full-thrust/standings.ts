// The Full Thrust Standings tab: the cut's players first (deepest round first), then the qualifying
// order, with each player's totals, tie-break values, what decided their ties and each game's score.
import { type CellValue, type FormatContext, playersByKey, type StandingsTable } from '../format';
import { seedFor } from '../random';
import { type Analysis, analyze, waitsForBattle } from './analysis';
import { fleetTotal, nameFn } from './players';
import { BATTLE_STEP, BATTLE_TO_PLAY, gameWinner, stepsFor, TIE_STEPS } from './ranking';
import { type Entry, entryOf, NO_FLEET } from './scoring';
import { cutRoundName, type Structure } from './structure';
import { type ChainResult, decidedBy, rankByChain, type TieStep } from './tie-chain';

/** Stages that are a place in the qualifying order, where the qualifying score is what tells players apart. */
const PLACED_BY_SCORE = new Set(['', 'Qualifying', 'Did not qualify']);

interface Placing {
  key: string;
  stage: string;
}

function gameCell(analysis: Analysis, key: string, round: number): CellValue {
  const c = analysis.sides.get(key)?.get(round);
  if (!c || c.kind === 'absent') return '';
  if (c.kind === 'sit-out') return 'sat out';
  if (c.kind === 'bye') return 'bye';
  if (!c.side) return '…';
  const ignored = analysis.structure.mode === 'sit-out' && round === 1 && key !== analysis.picked;
  return ignored
    ? `${c.side.score} (not counted)`
    : c.kind === 'judge'
      ? `${c.side.score} (v judge)`
      : c.side.score;
}

/** A column per round of this event: its qualifying games, then the cut (before any player: the usual shape). */
function roundColumns(structure: Structure): string[] {
  if (!structure.entrants.length) return ['Game 1', 'Game 2', 'Semi-final', 'Final'];
  return Array.from({ length: structure.total }, (_, i) => cutRoundName(structure, i + 1));
}

/**
 * Blank columns after Status when drops before the cut left fewer rounds than the event was set for:
 * Standings written before had a column per round, and their last headers must be blanked.
 */
function padding(structure: Structure): string[] {
  return structure.entrants.length ? new Array(structure.widest - structure.total).fill('') : [];
}

export function standingsHeaders(structure: Structure): string[] {
  return [
    'Rank',
    'Player',
    // The score first: on a phone it is the column beside the names, and while qualifying every stage
    // reads "Qualifying".
    'Qualifying score',
    'Stage',
    ...TIE_STEPS.slice(1).map((s) => (s.name === 'Lower fleet total' ? 'Fleet total' : s.name)),
    'Tie decided by',
    ...roundColumns(structure),
    'Status',
    ...padding(structure),
  ];
}

/**
 * The cut, deepest first; players out in the same cut round are placed by the game they lost (the
 * source's "score for the semi final and final rounds ... to resolve any rare cases of ties").
 */
function cutPlacings(
  ctx: FormatContext,
  analysis: Analysis,
  steps: TieStep<Entry>[],
): { order: Placing[]; results: ChainResult<Entry>[] } {
  const order: Placing[] = [];
  const results: ChainResult<Entry>[] = [];
  if (!analysis.bracket || !analysis.seeds) return { order, results };
  const { structure, seeds } = analysis;
  const lostIn = new Map<string, number>();
  for (const g of analysis.bracket.games) {
    if (g.winner && g.a && g.b) lostIn.set(g.winner === g.a ? g.b : g.a, g.round);
  }
  const champion = analysis.bracket.champion;
  if (champion) order.push({ key: champion, stage: 'Grand Admiral' });
  // Players still in, by seed; those whose tie waits for its battle after the rest, each tie together.
  const stillIn = seeds.filter((s) => s !== champion && !lostIn.has(s));
  for (const s of stillIn.filter((k) => !waitsForBattle(analysis, k)))
    order.push({ key: s, stage: `Seed ${seeds.indexOf(s) + 1}` });
  for (const group of analysis.waiting)
    for (const s of stillIn.filter((k) => group.includes(k))) order.push({ key: s, stage: BATTLE_TO_PLAY });
  for (let r = structure.cutRounds; r >= 1; r--) {
    const round = structure.qualRounds + r;
    const stage =
      r === structure.cutRounds
        ? 'Finalist'
        : cutRoundName(structure, round + 1) === 'Final'
          ? 'Semi-finalist'
          : `${cutRoundName(structure, round)} loser`;
    const entries = seeds
      .filter((s) => lostIn.get(s) === r)
      .map((k) => {
        const c = analysis.sides.get(k)?.get(round)?.side;
        return {
          key: k,
          score: c?.score ?? 0,
          opt: c?.opt ?? 0,
          hull: c?.hull ?? 0,
          fleet: fleetTotal(ctx, k) ?? NO_FLEET,
        };
      });
    const ranked = rankByChain(entries, (e) => e.key, steps, {
      coinSeed: seedFor(ctx.config.seed, round, 'coin-toss:placing'),
      name: nameFn(ctx),
    });
    results.push(ranked);
    for (const e of ranked.order) order.push({ key: e.key, stage });
  }
  return { order, results };
}

/** The qualifying pool not yet placed by the cut, then (judge method) the player eliminated after game 1. */
function qualifyingPlacings(analysis: Analysis, cutPlaced: ReadonlySet<string>): Placing[] {
  const { structure } = analysis;
  const order: Placing[] = [];
  const placed = new Set(cutPlaced);
  const seedOf = (k: string) =>
    analysis.qualifyingComplete ? analysis.qualifying.findIndex((e) => e.key === k) : -1;
  for (const e of analysis.qualifying) {
    if (placed.has(e.key)) continue;
    const i = seedOf(e.key);
    const stage = waitsForBattle(analysis, e.key)
      ? BATTLE_TO_PLAY
      : structure.mode === 'sit-out' && e.key === analysis.picked
        ? 'Straight to the cut'
        : i >= 0 && i < structure.cutCount
          ? `Seed ${i + 1}`
          : analysis.qualifyingComplete
            ? 'Did not qualify'
            : 'Qualifying';
    order.push({ key: e.key, stage });
    placed.add(e.key);
  }
  if (structure.mode === 'judge' && analysis.picked && !placed.has(analysis.picked))
    order.push({ key: analysis.picked, stage: 'Eliminated after game 1' });
  return order;
}

type Ranked = { result: ChainResult<Entry> | null; only?: { at: number; what: string } };

/**
 * Per player: the steps that decided their ties ("OPT vs Bob; ..."), each said once, and the place drawn
 * in a coin toss. The game-1 ranking of an odd field decides one place only (eliminated, or straight to
 * the cut): only that split is noted, with what it decided.
 */
function tieNotes(
  ctx: FormatContext,
  ranked: Ranked[],
  steps: TieStep<Entry>[],
  played: (key: string) => boolean,
) {
  const name = nameFn(ctx);
  const notes = new Map<string, string[]>();
  const coins = new Map<string, number>();
  // Players who have no counted result yet are level at nothing: no tie between them has been decided.
  const level = (a: string, b: string) => !played(a) && !played(b);
  for (const { result, only } of ranked) {
    if (!result) continue;
    for (const [k, v] of decidedBy(result, (e) => e.key, steps, name, only, level))
      for (const part of v.split('; ')) {
        const list = notes.get(k) ?? [];
        if (!list.includes(part)) list.push(part);
        notes.set(k, list);
      }
    const counted = only ? new Set(result.order.slice(only.at - 1, only.at + 1).map((e) => e.key)) : null;
    for (const [k, v] of result.coin) if ((!counted || counted.has(k)) && played(k)) coins.set(k, v);
  }
  const decided = new Map([...notes].map(([k, v]) => [k, v.join('; ')]));
  return { decided, coins };
}

/**
 * The tie-breaker battles chosen in cut games' rows that decided the game, as the winner's record
 * ("won v Bob (final)"), for the Standings column that shows the Players-tab records.
 */
function cutBattles(ctx: FormatContext, analysis: Analysis): Map<string, string[]> {
  const name = nameFn(ctx);
  const steps = stepsFor(ctx);
  const out = new Map<string, string[]>();
  for (const g of analysis.scored) {
    if (g.match.round <= analysis.structure.qualRounds || g.match.b === null) continue;
    const w = gameWinner(g, ctx, analysis.structure);
    if (!w?.winner || steps[w.result.splitStep[1]]?.name !== BATTLE_STEP) continue;
    const loser = w.winner === g.match.a ? g.match.b : g.match.a;
    const record = `won v ${name(loser)} (${cutRoundName(analysis.structure, g.match.round).toLowerCase()})`;
    out.set(w.winner, [...(out.get(w.winner) ?? []), record]);
  }
  return out;
}

export function standings(ctx: FormatContext): StandingsTable {
  const analysis = analyze(ctx);
  const { structure } = analysis;
  const name = nameFn(ctx);
  const steps = stepsFor(ctx);
  const cut = cutPlacings(ctx, analysis, steps);
  const counted =
    structure.mode === 'sit-out' ? [2] : Array.from({ length: structure.qualRounds }, (_, i) => i + 1);
  const roundsOf = (key: string) => (key === analysis.picked ? [1] : counted);
  const cutKeys = new Set(cut.order.map((o) => o.key));
  // A rank (and a tie decided) needs a result that counts for the player: before any, the order is
  // only the fleet totals and the list. Those still without one come after every ranked player.
  const played = (key: string) =>
    cutKeys.has(key) || roundsOf(key).some((r) => (analysis.sides.get(key)?.get(r)?.side ?? null) !== null);
  const qualifying = qualifyingPlacings(analysis, cutKeys);
  const order = [
    ...cut.order,
    ...qualifying.filter((o) => played(o.key)),
    ...qualifying.filter((o) => !played(o.key)),
  ];
  const placed = new Set(order.map((o) => o.key));
  const pick = analysis.pickResult;
  const pickOnly = pick
    ? structure.mode === 'judge'
      ? { at: pick.order.length - 1, what: 'eliminated after game 1' }
      : { at: 1, what: 'straight to the cut' }
    : undefined;
  const { decided, coins } = tieNotes(
    ctx,
    [
      { result: pick, only: pickOnly },
      { result: analysis.qualResult },
      ...cut.results.map((result) => ({ result })),
    ],
    steps,
    played,
  );
  const entryByKey = new Map(analysis.qualifying.map((e) => [e.key, e]));
  const battles = cutBattles(ctx, analysis);
  const all = [
    ...order.map((o) => ({ ...o, ranked: true })),
    ...ctx.players
      .filter((p) => !placed.has(p.key))
      .map((p) => ({
        key: p.key,
        stage: structure.entrants.includes(p.key) ? 'Dropped' : 'Not entered',
        ranked: false,
      })),
  ];
  const rows: CellValue[][] = [];
  const marks: StandingsTable['marks'] = [];
  // A tie waiting for its battle shares one rank: nobody in it is placed above the others yet.
  const rankOf = (i: number): number | '' => {
    const o = all[i];
    if (!o.ranked || !played(o.key)) return '';
    const group = analysis.waiting.find((g) => g.includes(o.key));
    return group ? Math.min(...group.map((k) => all.findIndex((x) => x.key === k))) + 1 : i + 1;
  };
  all.forEach((o, i) => {
    const e =
      entryByKey.get(o.key) ??
      entryOf(
        ctx,
        o.key,
        roundsOf(o.key).map(
          (r) => analysis.sides.get(o.key)?.get(r) ?? { side: null, kind: 'absent' as const },
        ),
      );
    const player = playersByKey(ctx).get(o.key);
    const gameCells: CellValue[] = [];
    const rounds = structure.entrants.length ? structure.total : 4;
    for (let r = 1; r <= rounds; r++) gameCells.push(gameCell(analysis, o.key, r));
    rows.push([
      rankOf(i),
      name(o.key),
      e.score,
      o.stage,
      e.opt,
      e.hull,
      fleetTotal(ctx, o.key) ?? '',
      [String(player?.fields.battle ?? '').trim(), ...(battles.get(o.key) ?? [])].filter(Boolean).join('; '),
      coins.get(o.key) ?? '',
      decided.get(o.key) ?? '',
      ...gameCells,
      player && !player.active ? 'Dropped' : '',
      ...padding(structure),
    ]);
    marks.push(
      o.ranked && i === 0 && analysis.bracket?.champion === o.key
        ? 'leader'
        : decided.has(o.key) || waitsForBattle(analysis, o.key)
          ? 'tie'
          : '',
    );
  });
  // The leaders stop at a tie waiting for its battle: from there down nobody is placed yet.
  const firstWaiting = all.findIndex((o) => waitsForBattle(analysis, o.key));
  return {
    headers: standingsHeaders(structure),
    rows,
    marks,
    // On a 390 px phone Stage ends at about the screen's edge: it wraps ("Grand Admiral" on two lines).
    widths: { Stage: 80 },
    wrap: ['Stage'],
    ...(analysis.waiting.length ? { pending: BATTLE_TO_PLAY.toLowerCase() } : {}),
    leaders: rows
      .slice(0, firstWaiting < 0 ? 3 : Math.min(3, firstWaiting))
      .filter((r) => r[0] !== '')
      .map((r) => ({
        rank: Number(r[0]),
        name: String(r[1]),
        // Once the cut has placed a player, their stage says more than a qualifying score, and reads in
        // rank order (a semi-finalist's score may beat the finalist's).
        score: PLACED_BY_SCORE.has(String(r[3])) ? String(r[2]) : String(r[3]),
      })),
  };
}
