// Pairing the next round: checks that it may be paired, asks the format for the round, writes it.
import { type FixedTableIssue, pairWithFixedTables } from '../../engine/fixed-tables';
import type { Match, RoundPlan } from '../../engine/format';
import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
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
import { playerFieldWrites } from './command';
import { derivedWrites } from './derived-writes';
import { eventWarnings } from './event-warnings';
import { refusedLateEntries } from './late-entries';
import { missingResults } from './missing-results';
import { type Plan, refuse } from './plan';
import { plannedEntries, recordWrite } from './record-write';
import { roundLimit } from './round-limit';
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
    cells: { ...blank },
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

/** Each fixed table the new round could not honour, as a warning at that player's Fixed table cell. */
function fixedTableWarnings(model: EventModel, issues: FixedTableIssue[], tab: string): Problem[] {
  const col = fixedTableColumn(model.format);
  const rowOf = new Map(model.ctx.players.map((p) => [p.key, p.row]));
  return issues.map((i) => ({
    severity: 'warning',
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
}

export function planPair(snapshot: Snapshot, options: PairOptions, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const resultsTab = tabName(snapshot, 'results', 'Results');
  const eventTab = tabName(snapshot, 'event', 'Event');
  if (errorsOf(model.problems).length) return refuse(model.problems);
  const next = model.round + 1;
  const limit = roundLimit(model);
  // 0 rounds: the players decide and too few are in yet; the player check below says so.
  if (limit.rounds > 0 && next > limit.rounds) {
    // A tie still waiting for its tie-breaker battle (a tied final) is said too: it is what is left to do.
    return refuse([
      ...model.pairBlockers,
      {
        severity: 'error',
        tab: eventTab,
        cell: '',
        message: limit.rounds === 1 ? 'The only round is paired.' : `All ${limit.rounds} rounds are paired.`,
        fix: limit.fix,
      },
    ]);
  }
  const missing = missingResults(model, model.round, resultsTab);
  if (missing.length && !options.force) return refuse([...missing, ...model.problems]);
  const few = tooFewPlayers(snapshot, model.ctx.players.filter((p) => p.active).length, 'to pair a round');
  if (few.length) return refuse(few);
  const late = refusedLateEntries(model, tabName(snapshot, 'players', 'Players'));
  if (late.length) return refuse(late);
  // A tie that decides who advances and waits for its tie-breaker battle holds the round, even when forced.
  if (model.pairBlockers.length) return refuse([...model.pairBlockers, ...model.problems]);
  // The format pairs the round; fixed tables only renumber its tables (src/engine/fixed-tables.ts).
  const { plan, issues } = pairWithFixedTables(model.format, model.ctx, next);
  // A round without a single game is never what the organizer meant (a forced pairing over missing
  // results can leave a cut with nobody in it): nothing is written.
  if (!plan.tables.length)
    return refuse([
      {
        severity: 'error',
        tab: resultsTab,
        cell: '',
        message: `Round ${next} would have no games.${plan.warnings.length ? ` ${plan.warnings.join(' ')}` : ''}`,
        fix: 'Type the missing results of the earlier rounds, then pair again.',
      },
      ...missing,
    ]);
  const fixedWarnings = fixedTableWarnings(model, issues, tabName(snapshot, 'players', 'Players'));
  const after = withPlannedByes(model, plan);
  const log: LogLine[] = [
    {
      action: 'Pair round',
      round: next,
      seed: model.ctx.config.seed,
      details: [...plan.log, ...plan.warnings, ...fixedWarnings.map((w) => w.message)].join(' '),
    },
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
    recordWrite(snapshot, model, model.record.entries, plannedEntries(model, plan)),
    renderPairings(pairingsFromPlan(model, plan)),
    ...derivedWrites(after, { pairings: false }),
    ...playerFieldWrites(snapshot, model, plan.playerFields ?? []),
    renderLog(log, nowIso),
  ];
  const warnings = [...eventWarnings(model, eventTab, plan.warnings), ...fixedWarnings];
  return {
    ok: true,
    writes,
    message: `Round ${next} paired: ${plural(plan.tables.filter((t) => t.b !== null).length, 'table')}.`,
    warnings,
  };
}
