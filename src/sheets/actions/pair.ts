// Pairing the next round: checks that it may be paired, asks the format for the round, writes it.
import { type FixedTableIssue, withFixedTables } from '../../engine/fixed-tables';
import { type Match, PAIRING_CODES, playerNames, type RoundPlan } from '../../engine/format';
import { plural } from '../../shared/plural';
import type { PreviewTable, Problem, RoundPreview, Swap } from '../../shared/types';
import { cellOf } from '../columns';
import { awaitsResult, type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { fixedTableColumn } from '../layout';
import type { Write } from '../patch';
import {
  type LogLine,
  pairingsFromPlan,
  renderLog,
  renderNewResults,
  renderPairings,
  renderStaleStatuses,
} from '../render';
import { FIXED_TABLE_CODES } from '../shared-fixed-tables';
import { playerFieldWrites } from './command';
import { derivedWrites } from './derived-writes';
import { eventWarnings } from './event-warnings';
import { refusedLateEntries } from './late-entries';
import { missingResults } from './missing-results';
import { type Plan, refuse } from './plan';
import { plannedEntries, recordWrite } from './record-write';
import { roundLimit } from './round-limit';
import { applySwaps, type Swapped } from './swaps';
import { tabName } from './tab-name';
import { tooFewPlayers } from './too-few-players';

function withPlannedByes(model: EventModel, plan: RoundPlan): EventModel {
  const firstRow = model.resultsLastRow + 1;
  const blank = Object.fromEntries(model.format.resultColumns.map((c) => [c.key, '']));
  const added: Match[] = plan.tables.map((t, i) => ({
    round: plan.round,
    table: t.table,
    row: firstRow + i,
    a: t.a,
    b: t.b,
    cells: { ...blank, ...t.cells },
    ...(t.pairedAt === undefined ? {} : { pairedAt: t.pairedAt }),
  }));
  // Every new row, as the next action will read it (result cells blank): byes count at once, and tabs
  // derived from the whole round (a schedule read back from round 1, a bracket) see all of it.
  return {
    ...model,
    ctx: { ...model.ctx, matches: [...model.ctx.matches, ...added] },
    complete: new Set([...model.complete, ...added.filter((m) => !awaitsResult(model, m))]),
  };
}

/** The codes of pairing's own refusals (the sheet's problems and the swaps' have theirs). */
export const PAIR_CODES = {
  /** Every round of the event is paired: there is no next round. */
  allRoundsPaired: 'all-rounds-paired',
  /** The round would have no games (a forced pairing that leaves a cut empty). */
  noGames: 'round-without-games',
} as const;

/** Each fixed table the new round could not honour, as a warning at that player's Fixed table cell. */
function fixedTableWarnings(model: EventModel, issues: FixedTableIssue[], tab: string): Problem[] {
  const col = fixedTableColumn(model.format);
  const rowOf = new Map(model.ctx.players.map((p) => [p.key, p.row]));
  return issues.map((i) => ({
    severity: 'warning',
    code: FIXED_TABLE_CODES.notHonoured,
    tab,
    cell: cellOf(model.columns.players, rowOf.get(i.player) ?? 1, col),
    role: 'players',
    message: i.message,
    fix: i.fix,
  }));
}

export interface PairOptions {
  /** The organizer confirmed pairing although some results of the last round are missing. */
  force?: boolean;
  /** Players exchanged between tables in the previewed round (src/sheets/actions/swaps.ts). */
  swaps?: readonly Swap[];
}

type Refused = Extract<Plan, { ok: false }>;

/** The next round as the format pairs it (with the swaps), before anything is planned to be written. */
interface Paired {
  model: EventModel;
  next: number;
  plan: RoundPlan;
  missing: Problem[];
  fixedWarnings: Problem[];
  swapped: Swapped & { ok: true };
}

function pairNext(
  snapshot: Snapshot,
  options: PairOptions,
): { ok: false; refused: Refused } | ({ ok: true } & Paired) {
  const no = (problems: Problem[]) => ({ ok: false as const, refused: refuse(problems) as Refused });
  const read = readEvent(snapshot);
  if (!read.ok) return no(read.problems);
  const model = read.model;
  const resultsTab = tabName(snapshot, 'results', 'Results');
  const eventTab = tabName(snapshot, 'event', 'Event');
  if (errorsOf(model.problems).length) return no(model.problems);
  const next = model.round + 1;
  const limit = roundLimit(model);
  // 0 rounds: the players decide and too few are in yet; the player check below says so.
  if (limit.rounds > 0 && next > limit.rounds) {
    // A tie still waiting for its tie-breaker battle (a tied final) is said too: it is what is left to do.
    return no([
      ...model.pairBlockers,
      {
        severity: 'error',
        code: PAIR_CODES.allRoundsPaired,
        tab: eventTab,
        cell: '',
        message: limit.rounds === 1 ? 'The only round is paired.' : `All ${limit.rounds} rounds are paired.`,
        fix: limit.fix,
      },
    ]);
  }
  const missing = missingResults(model, model.round, resultsTab);
  if (missing.length && !options.force) return no([...missing, ...model.problems]);
  const few = tooFewPlayers(snapshot, model.ctx.players.filter((p) => p.active).length, 'to pair a round');
  if (few.length) return no(few);
  const playersTab = tabName(snapshot, 'players', 'Players');
  const late = refusedLateEntries(model, playersTab);
  if (late.length) return no(late);
  // A tie that decides who advances and waits for its tie-breaker battle holds the round, even when forced.
  if (model.pairBlockers.length) return no([...model.pairBlockers, ...model.problems]);
  // The format pairs the round, the organizer's swaps exchange players in it, and only then do fixed
  // tables renumber its tables (src/engine/fixed-tables.ts).
  const formatPlan = model.format.pairRound(model.ctx, next);
  const swaps = options.swaps ?? [];
  const refusedBy = swaps.length ? (model.format.swapsRefused?.(model.ctx, next) ?? null) : null;
  const swapped = applySwaps(model.ctx, next, formatPlan.tables, swaps, refusedBy);
  if (!swapped.ok)
    return no(
      swapped.problems.map((p) => ({
        severity: 'error',
        code: p.code,
        tab: resultsTab,
        cell: '',
        message: p.message,
        fix: p.fix,
      })),
    );
  const { plan, issues } = withFixedTables(model.format, model.ctx, next, {
    ...formatPlan,
    tables: swapped.tables,
    // A rematch the format flagged no longer holds once a swap parts its two players.
    warnings: [
      ...formatPlan.warnings.filter((w) => {
        const players = w.code === PAIRING_CODES.rematch ? w.players : undefined;
        return !players || !swapped.parted.some((p) => samePair(p, players));
      }),
      ...swapped.warnings,
    ],
  });
  // A round without a single game is never what the organizer meant (a forced pairing over missing
  // results can leave a cut with nobody in it): nothing is written.
  if (!plan.tables.length)
    return no([
      {
        severity: 'error',
        code: PAIR_CODES.noGames,
        tab: resultsTab,
        cell: '',
        message: `Round ${next} would have no games.${plan.warnings.length ? ` ${plan.warnings.map((w) => w.message).join(' ')}` : ''}`,
        fix: 'Type the missing results of the earlier rounds, then pair again.',
      },
      ...missing,
    ]);
  const fixedWarnings = fixedTableWarnings(
    model,
    swapIssues(model, next, formatPlan, swaps, issues),
    playersTab,
  );
  return { ok: true, model, next, plan, missing, fixedWarnings, swapped };
}

/** Fixed tables a swap stopped the round from honouring say so; the others read as without swaps. */
function swapIssues(
  model: EventModel,
  round: number,
  formatPlan: RoundPlan,
  swaps: readonly Swap[],
  issues: FixedTableIssue[],
): FixedTableIssue[] {
  if (!swaps.length) return issues;
  const before = new Set(
    withFixedTables(model.format, model.ctx, round, formatPlan).issues.map((i) => i.message),
  );
  return issues.map((i) => (before.has(i.message) ? i : { ...i, message: `After a swap: ${i.message}` }));
}

export function planPair(snapshot: Snapshot, options: PairOptions, nowIso: string): Plan {
  const paired = pairNext(snapshot, options);
  if (!paired.ok) return paired.refused;
  const { model, next, plan, missing, fixedWarnings, swapped } = paired;
  const after = withPlannedByes(model, plan);
  const log: LogLine[] = [
    {
      action: 'Pair round',
      round: next,
      seed: model.ctx.config.seed,
      details: [
        ...plan.log,
        ...plan.warnings.map((w) => w.message),
        ...fixedWarnings.map((w) => w.message),
      ].join(' '),
    },
    ...swapped.log.map((details) => ({ action: 'Swap players', round: next, seed: '', details })),
  ];
  if (missing.length)
    log.push({
      action: 'Paired with results missing',
      round: next,
      seed: '',
      details: missing.map((m) => m.cell).join(', '),
    });
  const statuses = renderStaleStatuses(model, snapshot.tabs.results?.values ?? []);
  const writes: Write[] = [
    ...(statuses ? [statuses] : []),
    renderNewResults(model, plan),
    recordWrite(snapshot, model, model.record.entries, plannedEntries(model, plan, nowIso)),
    renderPairings(pairingsFromPlan(model, plan)),
    ...derivedWrites(after, { pairings: false }),
    ...playerFieldWrites(snapshot, model, plan.playerFields ?? []),
    renderLog(log, nowIso),
  ];
  return {
    ok: true,
    writes,
    message: `Round ${next} paired: ${plural(plan.tables.filter((t) => t.b !== null).length, 'table')}.`,
    warnings: pairWarnings(snapshot, paired),
  };
}

function pairWarnings(snapshot: Snapshot, paired: Paired): Problem[] {
  const eventTab = tabName(snapshot, 'event', 'Event');
  return [...eventWarnings(paired.model, eventTab, paired.plan.warnings), ...paired.fixedWarnings];
}

/**
 * The round planPair would write, with the swaps, as the preview shows it: every table by name with the
 * reasons the pairing gives for it. Nothing is written; a refusal is planPair's own.
 */
export function previewPair(
  snapshot: Snapshot,
  options: PairOptions,
):
  | { ok: true; preview: Omit<RoundPreview, 'ok' | 'message' | 'problems' | 'seen'> }
  | { ok: false; refused: Refused } {
  const paired = pairNext(snapshot, options);
  if (!paired.ok) return paired;
  const { model, next, plan, swapped } = paired;
  const names = playerNames(model.ctx);
  const byKey = new Map(model.ctx.players.map((p) => [p.key, p]));
  const tables: PreviewTable[] = plan.tables.map((t) => {
    const keys = t.b === null ? [t.a] : [t.a, t.b];
    const fixed = keys.map((k) => byKey.get(k)).find((p) => p?.fixedTable === t.table);
    const swapReasons = [...new Set(keys.map((k) => swapped.moved.get(k)).filter((r) => r !== undefined))];
    return {
      table: t.table,
      a: names.get(t.a) ?? t.a,
      b: t.b === null ? null : (names.get(t.b) ?? t.b),
      note: t.note,
      reasons: [
        ...(t.note ? [t.note] : []),
        ...(fixed
          ? [
              `Fixed table of ${fixed.name}${t.pairedAt === undefined ? '' : ` (paired at table ${t.pairedAt})`}`,
            ]
          : []),
        ...swapReasons.map((r) => `Swapped: ${r}`),
      ],
    };
  });
  return {
    ok: true,
    preview: {
      round: next,
      tables,
      log: [...plan.log, ...swapped.log],
      warnings: pairWarnings(snapshot, paired),
    },
  };
}

/** Two players' game, either way round. */
function samePair(p: readonly [string, string], q: readonly [string, string]): boolean {
  return (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);
}
