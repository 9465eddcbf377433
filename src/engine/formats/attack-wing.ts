// Star Trek: Attack Wing organized play (rules/attack-wing-op.txt and its CLARIFICATIONS section): three
// 60-minute battle rounds, random first round, then battle points and fleet points; byes worth 2 battle
// points and the rounded-up average of the round's fleet points; ties broken by a roll-off of 5 attack dice.
import type { OptionSpec } from '../../shared/types';
import { rollOff } from '../attack-wing/attack-dice';
import {
  CARD_TYPES,
  FLEET_HEADERS,
  FROZEN_FIELD,
  fingerprintIn,
  fleetsOf,
  parseFleets,
} from '../attack-wing/fleet';
import { type PeakShip, peakPerformance } from '../attack-wing/peak-performance';
import {
  type CellIssue,
  type CellValue,
  type CommandOutcome,
  type ExtraTab,
  type Format,
  type FormatContext,
  isBlank,
  type Match,
  optionValue,
  type PlannedTable,
  type RoundPlan,
  type StandingsTable,
  toNumber,
} from '../format';
import { nameKey } from '../names';
import { seededRandom, seedFor } from '../random';
import { rankSorted } from '../standings-rank';
import { lowestWithoutBye, type PairingMode, pairSwiss } from '../swiss';

export const ENDED = { time: 'Time', elimination: 'Elimination' } as const;
export const WINNER = { a: 'Player', b: 'Opponent' } as const;
export const BATTLE_POINTS = { win: 2, loss: 1, bye: 2 } as const;
export const DEFAULT_RANK_TITLES =
  'Admiral, Vice Admiral, Rear Admiral, Commodore, Captain, Commander, Lieutenant Commander, Lieutenant, Lieutenant (junior grade), Ensign, Cadet';

const options: OptionSpec[] = [
  {
    key: 'battleMinutes',
    label: 'Battle round minutes',
    help: 'Each player battles 1 other player in each 60 minute Battle Round; the round ends at elimination or time.',
    type: 'number',
    default: 60,
    min: 1,
    max: 600,
  },
  {
    key: 'squadronPoints',
    label: 'Squadron point limit',
    help: "The SP each fleet may spend, from the Set Up section of the OP kit's Overview (faction penalties included).",
    type: 'number',
    default: 120,
    min: 1,
    max: 1000,
  },
  {
    key: 'byeFleetPoints',
    label: 'Bye fleet points',
    help: "A bye scores 2 battle points and the average of every other player's fleet points that round, rounded up (or 0).",
    type: 'choice',
    default: 'average',
    choices: [
      { value: 'average', label: 'Average of the others, rounded up' },
      { value: 'zero', label: '0' },
    ],
  },
  {
    key: 'rankTitles',
    label: 'Rank titles',
    help: 'Titles by final rank, best first, separated by commas; the last one is used for every rank after it.',
    type: 'text',
    default: DEFAULT_RANK_TITLES,
  },
  {
    key: 'pairing',
    label: 'Later rounds',
    help: 'Sorted by battle points then fleet points, neighbours paired. Look ahead: never walk into a dead end that forces a rematch. As written: next lower player not yet faced.',
    type: 'choice',
    default: 'look-ahead',
    choices: [
      { value: 'look-ahead', label: 'Look ahead' },
      { value: 'written', label: 'As written' },
    ],
  },
];

const [battleMinutesOpt, squadronPointsOpt, byeFleetOpt, rankTitlesOpt, pairingOpt] = options;

export function rankTitles(ctx: FormatContext): string[] {
  const list = String(optionValue<string>(ctx.config, rankTitlesOpt))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return list.length ? list : DEFAULT_RANK_TITLES.split(', ');
}

export function titleFor(titles: readonly string[], rank: number): string {
  return titles[Math.min(rank, titles.length) - 1] ?? '';
}

function endingOf(value: unknown): 'time' | 'elimination' | null {
  const t = String(value ?? '')
    .trim()
    .toLowerCase();
  if (t.startsWith('time')) return 'time';
  if (t.startsWith('elim')) return 'elimination';
  return null;
}

/** The override cell: "Player", "Opponent", or either player's name. */
function winnerOf(match: Match, value: unknown): 'a' | 'b' | null | 'invalid' {
  if (isBlank(value as CellValue)) return null;
  const t = String(value).trim().toLowerCase();
  if (t === WINNER.a.toLowerCase()) return 'a';
  if (t === WINNER.b.toLowerCase()) return 'b';
  const key = nameKey(String(value));
  if (key === match.a) return 'a';
  if (key === match.b) return 'b';
  return 'invalid';
}

export interface Battle {
  winner: 'a' | 'b';
  aFleet: number;
  bFleet: number;
}

/**
 * One battle's outcome: at elimination the winner is the one chosen in the Winner cell; at time "the
 * player with the most Fleet Points at the end of that Battle Round wins", unless the Winner cell overrides.
 */
export function battleOf(match: Match): Battle | null {
  if (match.b === null) return null;
  const aFleet = toNumber(match.cells.aFleet);
  const bFleet = toNumber(match.cells.bFleet);
  const ending = endingOf(match.cells.ended);
  const override = winnerOf(match, match.cells.winner);
  if (
    aFleet === null ||
    bFleet === null ||
    aFleet < 0 ||
    bFleet < 0 ||
    ending === null ||
    override === 'invalid'
  )
    return null;
  if (override) return { winner: override, aFleet, bFleet };
  if (ending === 'elimination' || aFleet === bFleet) return null;
  return { winner: aFleet > bFleet ? 'a' : 'b', aFleet, bFleet };
}

function checkResult(match: Match): { complete: boolean; issues: CellIssue[] } {
  if (match.b === null) return { complete: true, issues: [] };
  const issues: CellIssue[] = [];
  const c = match.cells;
  for (const col of ['aFleet', 'bFleet'] as const) {
    const n = toNumber(c[col]);
    if (!isBlank(c[col]) && (n === null || n < 0)) {
      issues.push({
        severity: 'error',
        column: col,
        message: `"${String(c[col])}" is not a number of fleet points.`,
        fix: 'Type the fleet points scored, 0 or more (the Peak Performance calculator in the sidebar can add them up).',
      });
    }
  }
  if (!isBlank(c.ended) && endingOf(c.ended) === null) {
    issues.push({
      severity: 'error',
      column: 'ended',
      message: `"${String(c.ended)}" is not how a battle round ends.`,
      fix: `Choose ${ENDED.time} or ${ENDED.elimination}.`,
    });
  }
  const override = winnerOf(match, c.winner);
  if (override === 'invalid') {
    issues.push({
      severity: 'error',
      column: 'winner',
      message: `"${String(c.winner)}" is neither player of this battle.`,
      fix: `Choose ${WINNER.a} or ${WINNER.b}, or leave it blank at time to let fleet points decide.`,
    });
  }
  const aFleet = toNumber(c.aFleet);
  const bFleet = toNumber(c.bFleet);
  const ending = endingOf(c.ended);
  if (ending === 'time' && aFleet !== null && aFleet === bFleet && override === null) {
    issues.push({
      severity: 'error',
      column: 'winner',
      message: `Time was reached with both players on ${aFleet} fleet points: the battle has no winner yet.`,
      fix: `The source has no draw: choose the winner (${WINNER.a} or ${WINNER.b}) as the organizer rules, or correct the fleet points.`,
    });
  }
  if (ending === 'elimination' && override === null && aFleet !== null && bFleet !== null) {
    issues.push({
      severity: 'warning',
      column: 'winner',
      message: 'The battle ended by elimination: who won?',
      fix: `Choose ${WINNER.a} or ${WINNER.b} (the one who was not eliminated).`,
    });
  }
  return { complete: issues.every((i) => i.severity !== 'error') && battleOf(match) !== null, issues };
}

/** Fleet points of a bye: "the average of all other players' Fleet Points for that round (rounded up)". */
export function byeFleetPoints(ctx: FormatContext, round: number): number {
  if (optionValue<string>(ctx.config, byeFleetOpt) === 'zero') return 0;
  const scores: number[] = [];
  for (const m of ctx.matches) {
    if (m.round !== round || m.b === null) continue;
    const b = battleOf(m);
    if (b) scores.push(b.aFleet, b.bFleet);
  }
  if (scores.length === 0) return 0;
  return Math.ceil(scores.reduce((t, s) => t + s, 0) / scores.length);
}

export interface Tally {
  key: string;
  name: string;
  active: boolean;
  battlePoints: number;
  fleetPoints: number;
  wins: number;
  losses: number;
  byes: number;
  rollOff: number | null;
  /** Per round: opponent key (null for a bye), result letter ('' while the result is missing), battle and fleet points. */
  rounds: Map<
    number,
    { opponent: string | null; result: 'W' | 'L' | 'B' | ''; battlePoints: number; fleetPoints: number }
  >;
}

export function tallies(ctx: FormatContext): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const p of ctx.players) {
    out.set(p.key, {
      key: p.key,
      name: p.name,
      active: p.active,
      battlePoints: 0,
      fleetPoints: 0,
      wins: 0,
      losses: 0,
      byes: 0,
      rollOff: toNumber(p.fields.rollOff),
      rounds: new Map(),
    });
  }
  const byeCache = new Map<number, number>();
  for (const m of ctx.matches) {
    const ta = out.get(m.a);
    if (m.b === null) {
      if (!ta) continue;
      if (!byeCache.has(m.round)) byeCache.set(m.round, byeFleetPoints(ctx, m.round));
      const fp = byeCache.get(m.round) as number;
      ta.battlePoints += BATTLE_POINTS.bye;
      ta.fleetPoints += fp;
      ta.byes++;
      ta.rounds.set(m.round, {
        opponent: null,
        result: 'B',
        battlePoints: BATTLE_POINTS.bye,
        fleetPoints: fp,
      });
      continue;
    }
    const tb = out.get(m.b);
    const battle = battleOf(m);
    for (const [t, side, opp] of [
      [ta, 'a', m.b],
      [tb, 'b', m.a],
    ] as const) {
      if (!t) continue;
      if (!battle) {
        t.rounds.set(m.round, { opponent: opp, result: '', battlePoints: 0, fleetPoints: 0 });
        continue;
      }
      const won = battle.winner === side;
      const bp = won ? BATTLE_POINTS.win : BATTLE_POINTS.loss;
      const fp = side === 'a' ? battle.aFleet : battle.bFleet;
      t.battlePoints += bp;
      t.fleetPoints += fp;
      if (won) t.wins++;
      else t.losses++;
      t.rounds.set(m.round, { opponent: opp, result: won ? 'W' : 'L', battlePoints: bp, fleetPoints: fp });
    }
  }
  return out;
}

const byScore = (a: Tally, b: Tally) => b.battlePoints - a.battlePoints || b.fleetPoints - a.fleetPoints;
const sameScore = (a: Tally, b: Tally) =>
  a.battlePoints === b.battlePoints && a.fleetPoints === b.fleetPoints;

/** Groups of players equal on battle and fleet points, best first. */
function scoreGroups(list: Tally[]): Tally[][] {
  const sorted = [...list].sort((a, b) => byScore(a, b) || a.name.localeCompare(b.name));
  const groups: Tally[][] = [];
  for (const t of sorted) {
    const g = groups[groups.length - 1];
    if (g && sameScore(g[0], t)) g.push(t);
    else groups.push([t]);
  }
  return groups;
}

/** A tie is settled by the recorded roll-off when every tied player has a value and no two are equal. */
function rollOffSettles(group: Tally[]): boolean {
  if (group.length < 2) return true;
  const values = group.map((t) => t.rollOff);
  return values.every((v) => v !== null) && new Set(values).size === values.length;
}

const byRollOff = (a: Tally, b: Tally) => (b.rollOff ?? 0) - (a.rollOff ?? 0);

function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const { config } = ctx;
  const active = ctx.players.filter((p) => p.active);
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const nameOf = (k: string) => names.get(k) ?? k;
  const log: string[] = [];
  const warnings: string[] = [];
  const previous = ctx.matches.filter((m) => m.round < round);
  let pairs: [string, string][];
  let bye: string | null;
  const rematchKeys = new Set<string>();
  if (previous.length === 0) {
    // "Prior to the first Battle Round, players will be assigned opponents randomly." / "In the first
    // Battle Round, the Bye is determined randomly."
    const seed = seedFor(config.seed, round, 'first-round-order');
    const order = seededRandom(seed).shuffle(active.map((p) => p.key));
    log.push(
      `Round ${round}: opponents assigned randomly with seed "${seed}" (neighbours in the shuffled list play).`,
    );
    pairs = [];
    for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i], order[i + 1]]);
    bye = order.length % 2 === 1 ? order[order.length - 1] : null;
  } else {
    const t = tallies(ctx);
    const rollSeed = seedFor(config.seed, round, 'pairing-roll-off');
    const rand = seededRandom(rollSeed);
    const order: string[] = [];
    for (const group of scoreGroups(active.map((p) => t.get(p.key) as Tally))) {
      if (group.length === 1) {
        order.push(group[0].key);
      } else if (rollOffSettles(group)) {
        order.push(...[...group].sort(byRollOff).map((x) => x.key));
        log.push(
          `Level on ${group[0].battlePoints} BP / ${group[0].fleetPoints} FP: recorded roll-off ${[...group]
            .sort(byRollOff)
            .map((x) => `${x.name} ${x.rollOff}`)
            .join(', ')}.`,
        );
      } else {
        const r = rollOff(
          rand,
          group.map((x) => x.key),
          nameOf,
        );
        order.push(...r.order);
        log.push(
          `Level on ${group[0].battlePoints} BP / ${group[0].fleetPoints} FP, seeded roll-off (seed "${rollSeed}"): ${r.lines.join(' ')}`,
        );
      }
    }
    log.push(
      `Round ${round}: sorted by battle points, then fleet points, then roll-off: ${order.map(nameOf).join(', ')}.`,
    );
    // "the player with the least amount of Battle Points will be assigned the Bye. If [they have] already
    // received a Bye, then assign the Bye to the player with the next least amount ... who has not."
    const byeKeys = new Set(previous.filter((m) => m.b === null).map((m) => m.a));
    bye = lowestWithoutBye(order, (k) => byeKeys.has(k));
    const result = pairSwiss({
      order,
      history: previous.filter((m) => m.b !== null).map((m) => [m.a, m.b as string] as [string, string]),
      mode: optionValue<string>(config, pairingOpt) as PairingMode,
      bye,
    });
    pairs = result.pairs;
    bye = result.bye;
    for (const [a, b] of result.rematches) {
      rematchKeys.add(`${a}|${b}`);
      warnings.push(
        `Rematch: ${nameOf(a)} and ${nameOf(b)} have met before; no pairing without a rematch was left.`,
      );
    }
    if (result.avoidableRematches > 0) {
      warnings.push(
        `The written rule made ${result.avoidableRematches} rematch(es) that "Look ahead" would avoid. Set "Later rounds" to Look ahead on the Event tab and re-pair to use it.`,
      );
    }
    if (bye && byeKeys.has(bye))
      warnings.push(`${nameOf(bye)} receives a second bye: every player has had one.`);
  }
  const tables: PlannedTable[] = pairs.map(([a, b], i) => ({
    table: i + 1,
    a,
    b,
    note: rematchKeys.has(`${a}|${b}`) ? 'Rematch' : '',
  }));
  if (bye) {
    tables.push({ table: tables.length + 1, a: bye, b: null, note: 'Bye' });
    log.push(
      `Bye: ${nameOf(bye)} (2 battle points; fleet points are the round's average, rounded up${optionValue<string>(config, byeFleetOpt) === 'zero' ? ' — set to 0 on the Event tab' : ''}).`,
    );
  }
  return { round, tables, log, warnings, playerFields: freezeFleets(ctx, round, tables) };
}

/**
 * "Players CANNOT change their fleets between Battle Rounds": each paired player's fleet fingerprint is
 * written to their Frozen fleet cell when they are first paired (round 1 always re-freezes), so a later
 * edit on the Fleets tab is reported on every action.
 */
function freezeFleets(
  ctx: FormatContext,
  round: number,
  tables: PlannedTable[],
): { key: string; field: string; value: CellValue }[] {
  const { fleets } = fleetsOf(ctx);
  const out: { key: string; field: string; value: CellValue }[] = [];
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  const firstRound = ctx.matches.every((m) => m.round >= round);
  for (const t of tables) {
    for (const k of [t.a, t.b]) {
      if (k === null) continue;
      const fleet = fleets[k];
      if (!fleet) continue;
      if (!firstRound && fingerprintIn(byKey.get(k)?.fields[FROZEN_FIELD])) continue;
      out.push({ key: k, field: FROZEN_FIELD, value: `${fleet.summary} (round ${round})` });
    }
  }
  return out;
}

function standingsRows(ctx: FormatContext) {
  const t = tallies(ctx);
  const anyScored = ctx.matches.some((m) => m.b === null || battleOf(m) !== null);
  const sorted: { tally: Tally; group: number; settled: boolean }[] = [];
  scoreGroups([...t.values()]).forEach((group, gi) => {
    const settled = rollOffSettles(group);
    const ordered = settled
      ? [...group].sort((a, b) => byRollOff(a, b) || a.name.localeCompare(b.name))
      : group;
    for (const tally of ordered) sorted.push({ tally, group: gi, settled: settled || group.length === 1 });
  });
  const ranked = rankSorted(sorted, (a, b) => a.group === b.group && !a.settled);
  return { ranked, anyScored };
}

function standings(ctx: FormatContext): StandingsTable {
  const titles = rankTitles(ctx);
  const { ranked, anyScored } = standingsRows(ctx);
  const groupSize = new Map<number, number>();
  for (const r of ranked) groupSize.set(r.item.group, (groupSize.get(r.item.group) ?? 0) + 1);
  const rows = ranked.map(({ item, rank, tied }) => {
    const x = item.tally;
    const level = (groupSize.get(item.group) ?? 1) > 1;
    const flag = !anyScored ? '' : tied ? 'Roll-off needed' : level ? 'Roll-off decided' : '';
    return [
      rank,
      titleFor(titles, rank),
      x.name,
      x.battlePoints,
      x.fleetPoints,
      `${x.wins}-${x.losses}-${x.byes}`,
      level && x.rollOff !== null ? x.rollOff : '',
      flag,
      x.active ? '' : 'Dropped',
    ];
  });
  return {
    headers: [
      'Rank',
      'Title',
      'Player',
      'Battle points',
      'Fleet points',
      'W-L-B',
      'Roll-off',
      'Tie',
      'Status',
    ],
    rows,
    marks: ranked.map((r) => (anyScored && r.tied ? 'tie' : r.rank === 1 && !r.tied ? 'leader' : '')),
    leaders: ranked.slice(0, 3).map((r) => ({
      rank: r.rank,
      name: r.item.tally.name,
      score: `${r.item.tally.battlePoints} BP, ${r.item.tally.fleetPoints} FP`,
    })),
  };
}

/** Seeded roll-off for every tie the Standings flag (or for the players named in args.players). */
function rollOffCommand(ctx: FormatContext, args: unknown): CommandOutcome {
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const nameOf = (k: string) => names.get(k) ?? k;
  const wanted = (args as { players?: unknown } | null)?.players;
  let groups: string[][];
  if (Array.isArray(wanted) && wanted.length) {
    const keys = wanted.map((n) => nameKey(String(n)));
    const unknown = wanted.filter((_, i) => !names.has(keys[i]));
    if (unknown.length)
      return {
        ok: false,
        problems: [
          {
            message: `${unknown.join(', ')} is not on the Players tab.`,
            fix: 'Use the names as written on the Players tab.',
          },
        ],
      };
    if (new Set(keys).size < 2)
      return {
        ok: false,
        problems: [
          { message: 'A roll-off needs at least two players.', fix: 'Name two or more tied players.' },
        ],
      };
    groups = [[...new Set(keys)]];
  } else {
    const { ranked, anyScored } = standingsRows(ctx);
    const byGroup = new Map<number, string[]>();
    for (const r of ranked)
      if (r.tied) byGroup.set(r.item.group, [...(byGroup.get(r.item.group) ?? []), r.item.tally.key]);
    groups = anyScored ? [...byGroup.values()] : [];
  }
  if (groups.length === 0)
    return {
      ok: false,
      problems: [
        {
          message: 'No players are level on both battle points and fleet points, so no roll-off is needed.',
          fix: '',
        },
      ],
    };
  const round = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const seed = seedFor(ctx.config.seed, round, `roll-off:${groups.map((g) => g.join('+')).join('|')}`);
  const rand = seededRandom(seed);
  const playerFields: { key: string; field: string; value: CellValue }[] = [];
  const log: string[] = [];
  for (const g of groups) {
    const r = rollOff(rand, g, nameOf);
    for (const k of g) playerFields.push({ key: k, field: 'rollOff', value: r.values.get(k) ?? 0 });
    log.push(`Seed "${seed}". ${r.lines.join(' ')} Order: ${r.order.map(nameOf).join(', ')}.`);
  }
  return {
    ok: true,
    playerFields,
    log,
    message: `Roll-off rolled for ${groups.map((g) => g.map(nameOf).join(' / ')).join('; ')}: see the Roll-off column and the Log.`,
  };
}

/** The sidebar's Peak Performance calculator: args { opponent, destroyed: ship labels in order, criticalHitTokens } or explicit { ships, resourceSp }. */
function peakTool(ctx: FormatContext, args: unknown) {
  const a = (args ?? {}) as {
    opponent?: unknown;
    destroyed?: unknown;
    criticalHitTokens?: unknown;
    ships?: unknown;
    resourceSp?: unknown;
  };
  const destroyed = Array.isArray(a.destroyed) ? a.destroyed.map((x) => String(x)) : [];
  const tokens =
    a.criticalHitTokens === undefined || a.criticalHitTokens === '' ? 0 : Number(a.criticalHitTokens);
  let ships: PeakShip[];
  let resourceSp = Number(a.resourceSp ?? 0) || 0;
  let resourceName = '';
  if (Array.isArray(a.ships)) {
    ships = a.ships.map((s: { label?: unknown; total?: unknown }, i: number) => ({
      label: String(s?.label ?? i + 1),
      total: Number(s?.total ?? 0) || 0,
    }));
  } else {
    const key = nameKey(String(a.opponent ?? ''));
    const fleet = fleetsOf(ctx).fleets[key];
    if (!fleet)
      return { ok: false, message: `No fleet for "${String(a.opponent ?? '')}" on the Fleets tab.` };
    ships = fleet.ships.map((s) => ({ label: s.label, total: s.total }));
    resourceSp = fleet.resource?.sp ?? 0;
    resourceName = fleet.resource?.name ?? '';
  }
  const result = peakPerformance({ ships, destroyed, resourceSp, resourceName, criticalHitTokens: tokens });
  const player = ctx.players.find((p) => p.key === nameKey(String(a.opponent ?? '')));
  const frozen = fingerprintIn(player?.fields[FROZEN_FIELD]);
  const fleet = player ? fleetsOf(ctx).fleets[player.key] : undefined;
  if (result.ok && frozen && fleet && frozen !== fleet.fingerprint) {
    return {
      ...result,
      warning: `${player?.name}'s fleet was changed after it was frozen: these totals use the Fleets tab as it is now.`,
    };
  }
  return result;
}

/** The printable Fleet Build Sheet per player: the fleet, then each battle round with opponent, result and fleet points. */
function fleetSheets(ctx: FormatContext): ExtraTab {
  const { fleets } = fleetsOf(ctx);
  const t = tallies(ctx);
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const rows: CellValue[][] = [];
  const rounds = Math.max(
    ctx.config.rounds,
    ctx.matches.reduce((m, x) => Math.max(m, x.round), 0),
  );
  for (const p of ctx.players) {
    const fleet = fleets[p.key];
    rows.push([p.name, 'FLEET BUILD SHEET', ctx.config.name, ctx.config.date, '', '', '']);
    if (fleet) {
      for (const s of fleet.ships) {
        for (const c of s.cards) {
          const type = CARD_TYPES.find((x) => x.toLowerCase() === c.type) ?? c.type;
          rows.push([
            '',
            `Ship ${s.label}`,
            c.name,
            c.type === 'upgrade' ? `${type} (${c.upgradeType})` : type,
            c.factions.join('/'),
            c.sp + c.penalty,
            c.penalty ? '+1 faction penalty' : '',
          ]);
        }
        rows.push(['', `Ship ${s.label}`, 'Total SP', '', '', s.total, '']);
      }
      if (fleet.resource)
        rows.push(['', 'Resource', fleet.resource.name, 'Resource', '', fleet.resource.sp, '']);
      rows.push([
        '',
        'Total build',
        '',
        fleet.penalty ? `${fleet.printed} + ${fleet.penalty} faction penalty` : '',
        '',
        fleet.total,
        '',
      ]);
      const frozen = p.fields[FROZEN_FIELD];
      const frozenPrint = fingerprintIn(frozen);
      if (frozenPrint && frozenPrint !== fleet.fingerprint)
        rows.push(['', 'CHANGED', `Fleet edited after it was frozen: ${String(frozen)}`, '', '', '', '']);
    } else {
      rows.push(['', 'Fleet', 'No fleet on the Fleets tab', '', '', '', '']);
    }
    rows.push([
      '',
      'Battle round',
      'Opponent',
      'Result (W-L-B)',
      'Battle points',
      'Fleet points',
      'Cumulative fleet points',
    ]);
    let cumulative = 0;
    const tally = t.get(p.key);
    for (let r = 1; r <= rounds; r++) {
      const rr = tally?.rounds.get(r);
      if (!rr) {
        rows.push(['', r, '', '', '', '', '']);
        continue;
      }
      cumulative += rr.fleetPoints;
      const opponent = rr.opponent === null ? 'BYE' : (names.get(rr.opponent) ?? rr.opponent);
      rows.push([
        '',
        r,
        opponent,
        rr.result,
        rr.result ? rr.battlePoints : '',
        rr.result ? rr.fleetPoints : '',
        rr.result ? cumulative : '',
      ]);
    }
    rows.push(['', '', '', '', '', '', '']);
  }
  return {
    role: 'fleet-sheets',
    title: 'Fleet Build Sheets',
    headers: [
      'Player',
      'Section',
      'Card / Opponent',
      'Type / Result',
      'Faction / Battle points',
      'SP / Fleet points',
      'Note / Cumulative',
    ],
    rows,
  };
}

function warnings(ctx: FormatContext): string[] {
  const out: string[] = [];
  if (ctx.config.rounds !== 3)
    out.push(
      `The OP instructions run tournaments in 3 Battle Rounds; the Event tab says ${ctx.config.rounds}.`,
    );
  const minutes = Number(optionValue(ctx.config, battleMinutesOpt));
  if (minutes !== 60)
    out.push(`Battle rounds are 60 minutes in the OP instructions; the Event tab says ${minutes}.`);
  return out;
}

export const attackWing: Format = {
  id: 'attack-wing',
  title: 'Star Trek: Attack Wing OP',
  summary:
    "Attack Wing organized play: 3 battle rounds, random first round, then battle points and fleet points; byes score the round's average; ties go to a roll-off.",
  defaultRounds: 3,
  options,
  playerColumns: [
    {
      key: 'rollOff',
      header: 'Roll-off',
      kind: 'number',
      width: 90,
      help: 'Results rolled in a roll-off (5 attack dice); higher wins among players level on battle and fleet points.',
    },
    {
      key: FROZEN_FIELD,
      header: 'Frozen fleet',
      kind: 'text',
      width: 260,
      help: 'Written when the player is first paired: the fleet as recorded, so a later change on the Fleets tab is reported.',
    },
  ],
  resultColumns: [
    {
      key: 'aFleet',
      header: 'Player fleet points',
      kind: 'number',
      width: 130,
      help: 'Fleet points the player scored this battle round.',
    },
    {
      key: 'bFleet',
      header: 'Opponent fleet points',
      kind: 'number',
      width: 140,
      help: 'Fleet points the opponent scored this battle round.',
    },
    {
      key: 'ended',
      header: 'How it ended',
      kind: 'choice',
      choices: [ENDED.time, ENDED.elimination],
      width: 120,
      help: 'Time: the player with more fleet points wins. Elimination: choose the winner.',
    },
    {
      key: 'winner',
      header: 'Winner',
      kind: 'choice',
      choices: [WINNER.a, WINNER.b],
      width: 100,
      help: 'Required after an elimination or an equal-points timed battle; otherwise an override.',
    },
    {
      key: 'verified',
      header: 'Result verified',
      kind: 'checkbox',
      width: 110,
      help: 'Optional: the opponent initialled the result on the Fleet Build Sheet.',
    },
  ],
  checkResult,
  lateEntry: () => ({
    allowed: true,
    reason:
      'A late player joins the next battle round with 0 battle points; their fleet is frozen when they are first paired.',
  }),
  pairRound,
  standings,
  warnings,
  extraTabs: (ctx) => [fleetSheets(ctx)],
  inputTabs: [
    {
      role: 'fleets',
      title: 'Fleets',
      headers: FLEET_HEADERS,
      widths: [180, 70, 100, 100, 240, 80, 60],
      textColumns: [1, 2, 3, 4, 5, 6],
      validations: [{ col: 3, choices: [...CARD_TYPES] }],
      parse: (grid, ctx) =>
        parseFleets(grid, ctx, { limit: Number(optionValue(ctx.config, squadronPointsOpt)) }),
    },
  ],
  tools: { peakPerformance: peakTool },
  commands: { rollOff: rollOffCommand },
};
