// Standings: the points and each tie-breaker in its own column with its standard name, in the
// organizer's order; a cut or an elimination event ranks its players by how far they went (players
// knocked out in the same round by the Swiss standings, or by seed), and while it is being played the
// players still in it share a rank, marked as undecided.
import type { CellValue, FormatContext, StandingsTable } from '../format';
import { advancing } from './knockout';
import { outcomeOf } from './outcome';
import { rankingOf } from './ranking';
import { settingsOf } from './settings';
import { fieldOf, isKnockoutRound, knockoutName, planOf, totalRounds } from './structure';
import { type TiebreakerId, tiebreaker } from './tiebreakers/library';
import type { RankedPlayer } from './tiebreakers/rank';

const PERCENT: ReadonlySet<TiebreakerId> = new Set(['omw', 'gw', 'ogw', 'owp', 'oowp']);

/** A tie-breaker's value as Standings shows it: a percentage to two places, else the number to two. */
export function shownValue(id: TiebreakerId, v: number | undefined): CellValue {
  if (v === undefined) return '';
  if (PERCENT.has(id)) return `${(Math.round(v * 10000) / 100).toFixed(2)}%`;
  return Math.round(v * 100) / 100;
}

interface Record3 {
  wins: number;
  losses: number;
  draws: number;
  byes: number;
}

function records(ctx: FormatContext, knockoutToo: boolean): Map<string, Record3> {
  const settings = settingsOf(ctx.config);
  const out = new Map(ctx.players.map((p) => [p.key, { wins: 0, losses: 0, draws: 0, byes: 0 }]));
  for (const m of ctx.matches) {
    if (!knockoutToo && isKnockoutRound(ctx, m.round)) continue;
    const ra = out.get(m.a);
    if (m.b === null) {
      if (ra) ra.byes++;
      continue;
    }
    const o = outcomeOf(m, settings);
    const rb = out.get(m.b);
    if (!o) continue;
    for (const [r, res] of [
      [ra, o.a],
      [rb, o.b],
    ] as const) {
      if (!r) continue;
      if (res === 'win') r.wins++;
      else if (res === 'draw') r.draws++;
      else r.losses++;
    }
  }
  return out;
}

interface Knockout {
  /** Players knocked out, by the knockout round (1-based) they lost in. */
  outIn: Map<string, number>;
  /** Players still in, once the knockout has begun. */
  alive: Set<string>;
  champion: string | null;
  /** The knockout round being played (1-based), or 0 before it begins / once it is over. */
  playing: number;
  rounds: number;
  first: number;
}

function knockoutOf(ctx: FormatContext): Knockout | null {
  const plan = planOf(ctx);
  if (plan.kind === 'round-robin' || (plan.kind === 'swiss' && !plan.cut)) return null;
  const first = plan.kind === 'swiss' ? plan.swissRounds + 1 : 1;
  const rounds = plan.kind === 'swiss' ? plan.cutRounds : plan.rounds;
  const rows = ctx.matches.filter((m) => m.round >= first);
  if (rows.length === 0) return null;
  const outIn = new Map<string, number>();
  const alive = new Set<string>();
  const last = Math.max(...rows.map((m) => m.round));
  let decidedLast = true;
  for (const m of rows) {
    const k = m.round - first + 1;
    const w = advancing(m, ctx);
    if (m.b !== null && w !== null) outIn.set(w === m.a ? m.b : m.a, k);
    if (m.round === last) {
      if (w === null) decidedLast = false;
      for (const s of [m.a, m.b]) if (s !== null && !outIn.has(s)) alive.add(s);
    }
  }
  // A player in an earlier knockout round who is in no later one and lost no game has dropped out: out in
  // the round after the deepest one they advanced from (the game they gave up), whatever the rows' order.
  const dropped = new Map<string, number>();
  for (const m of rows)
    for (const s of [m.a, m.b]) {
      if (s === null || outIn.has(s) || alive.has(s)) continue;
      const k = m.round - first + 1;
      const reached = Math.min(rounds, advancing(m, ctx) === s ? k + 1 : k);
      dropped.set(s, Math.max(dropped.get(s) ?? 0, reached));
    }
  for (const [s, k] of dropped) outIn.set(s, k);
  for (const s of alive) if (outIn.has(s)) alive.delete(s);
  const finished = last - first + 1 === rounds && decidedLast;
  const champion = finished && alive.size === 1 ? [...alive][0] : null;
  // Once a round's games all have winners, its winners are in the next round, paired or not.
  const reached = last - first + 1 + (decidedLast ? 1 : 0);
  return { outIn, alive, champion, playing: finished ? 0 : reached, rounds, first };
}

export function standings(ctx: FormatContext): StandingsTable {
  const settings = settingsOf(ctx.config);
  const plan = planOf(ctx);
  const elimination = plan.kind === 'elimination';
  const ranked = rankingOf(ctx);
  const ko = knockoutOf(ctx);
  const rec = records(ctx, elimination);
  const names = new Map(ctx.players.map((p) => [p.key, p]));
  const tiebreakers = elimination ? [] : settings.tiebreakers;
  // The order: the knockout's players by how far they went, then everyone else by the ranking.
  const seedOrder = elimination ? fieldOf(ctx) : ranked.map((r) => r.id);
  const seedIndex = new Map(seedOrder.map((k, i) => [k, i]));
  const byRank = new Map(ranked.map((r) => [r.id, r]));
  const inKnockout = ko ? new Set([...ko.outIn.keys(), ...ko.alive]) : new Set<string>();
  const depth = (k: string) =>
    ko?.champion === k ? Number.POSITIVE_INFINITY : ko?.alive.has(k) ? 1e6 : (ko?.outIn.get(k) ?? 0);
  const order = [
    ...[...inKnockout].sort(
      (x, y) => depth(y) - depth(x) || (seedIndex.get(x) ?? 0) - (seedIndex.get(y) ?? 0),
    ),
    ...seedOrder.filter((k) => !inKnockout.has(k)),
    ...ctx.players.map((p) => p.key).filter((k) => !seedIndex.has(k) && !inKnockout.has(k)),
  ];
  const stillIn = (k: string) => Boolean(ko && ko.playing > 0 && ko.alive.has(k));
  const ranks: number[] = [];
  order.forEach((k, i) => {
    ranks.push(i > 0 && stillIn(k) && stillIn(order[i - 1]) ? ranks[i - 1] : i + 1);
  });
  const position = new Map(ranked.map((r, i) => [r.id, i]));
  const randomTie = (k: string): boolean => {
    if (inKnockout.has(k) || elimination) return false;
    const i = position.get(k);
    if (i === undefined) return false;
    const prev: RankedPlayer | undefined = ranked[i - 1];
    return ranked[i].decidedBy === 'random' || prev?.decidedBy === 'random';
  };
  const playoff = (k: string): CellValue => {
    if (!ko) return '';
    if (ko.champion === k) return 'Winner';
    if (ko.alive.has(k)) return `In the ${knockoutName(ko.playing, ko.rounds)}`;
    const out = ko.outIn.get(k);
    return out === undefined ? '' : `Out in the ${knockoutName(out, ko.rounds)}`;
  };
  const withPlayoff = Boolean(ko || (plan.kind === 'swiss' && plan.cut) || elimination);
  const headers = [
    'Rank',
    'Player',
    ...(elimination ? [] : [settings.preset.pointsColumn]),
    // The outcome beside the name and the points, so a phone shows it without panning (390 px).
    ...(withPlayoff ? ['Playoff'] : []),
    // Won, not Wins: FIDE's tie-breaker of that name may be a column of its own.
    'Won',
    'Lost',
    'Drawn',
    'Byes',
    ...tiebreakers.map((id) => tiebreaker(id).column),
    'Status',
    'Tie',
  ];
  const rows: CellValue[][] = order.map((k, i) => {
    const r = rec.get(k) ?? { wins: 0, losses: 0, draws: 0, byes: 0 };
    const values = byRank.get(k)?.values ?? {};
    const p = names.get(k);
    return [
      ranks[i],
      p?.name ?? k,
      ...(elimination ? [] : [shownValue('match-points', values['match-points'] ?? 0)]),
      ...(withPlayoff ? [playoff(k)] : []),
      r.wins,
      r.losses,
      r.draws,
      r.byes,
      ...tiebreakers.map((id) => shownValue(id, values[id])),
      p?.active === false ? 'Dropped' : '',
      stillIn(k) ? 'Still playing' : randomTie(k) ? 'Random order' : '',
    ];
  });
  const marks = order.map((k, i) =>
    stillIn(k) || randomTie(k)
      ? ('tie' as const)
      : i === 0 && rows.length > 0
        ? ('leader' as const)
        : ('' as const),
  );
  const pointsAt = headers.indexOf(settings.preset.pointsColumn);
  const scoreOf = (row: CellValue[]) =>
    elimination ? `${row[headers.indexOf('Won')]} won` : String(row[pointsAt]);
  const pending =
    ko && ko.playing > 0
      ? `${ko.alive.size} players still in the ${elimination ? 'bracket' : 'cut'}`
      : undefined;
  return {
    headers,
    rows,
    marks,
    // While the knockout is played its players share the top rank: no leader is named before it ends.
    leaders: (pending ? [] : rows.slice(0, 3)).map((row, i) => ({
      rank: ranks[i],
      name: String(row[1]),
      score: scoreOf(row),
    })),
    ...(pending ? { pending } : {}),
  };
}

/** The header the Standings ranks by first: the preset's name for the points, or Won in elimination. */
export function primaryScore(ctx: FormatContext): string {
  return planOf(ctx).kind === 'elimination' ? 'Won' : settingsOf(ctx.config).preset.pointsColumn;
}

/** Total rounds, for the format's summary lines. */
export { totalRounds };
