// Accepting and rejecting players' reports (docs/REPORTING.md), as pure plans: an accept writes exactly
// the game's result cells on Results (as typed), a row per report to the add-on's reports tab and a Log
// line naming the reports' timestamps, then standings as after any action. A dispute or a conflict is
// never written.
import type { Format } from '../../engine/format';
import { nameKey } from '../../engine/names';
import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
import { snapshotAfter } from '../after-writes';
import type { ColumnMap } from '../columns';
import { type EventModel, errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import type { CellsWrite, Write } from '../patch';
import { renderLog } from '../render';
import { type DecisionRow, decisionWrite, dismissedAs, reportAnswers } from '../reports/decisions';
import { cellValueOf } from '../reports/fields';
import { dropId, type QueuedGame } from '../reports/queue';
import { type ReadReports, readReports } from '../reports/read';
import type { RawReport } from '../reports/responses';
import { type Plan, refuse } from './plan';
import { planSetPlayerStatus } from './players';
import { planUpdateStandings } from './standings';

/** Codes of the reporting actions' own refusals. */
export const REPORT_ACTION_CODES = {
  reasonMissing: 'report-reason-missing',
  /** One player's version asked for what is not one disputed game with a report of that player. */
  versionRefused: 'report-version-refused',
  /** No report form is connected to the event. */
  notConnected: 'report-form-not-connected',
  /** A game asked to be accepted that cannot be (disputed, already accepted, unknown). */
  notAcceptable: 'report-not-acceptable',
} as const;

export const notConnected: Problem = {
  severity: 'error',
  code: REPORT_ACTION_CODES.notConnected,
  tab: '',
  cell: '',
  message: 'No report form is connected to this event.',
  fix: 'Connect the responses tab of the report form from the sidebar first.',
};

function reportsOf(snapshot: Snapshot): { model: EventModel; reports: ReadReports } | Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const reports = readReports(snapshot, read.model);
  if (!reports) return refuse([notConnected]);
  if (errorsOf(reports.options.problems).length) return refuse(reports.options.problems);
  return { model: read.model, reports };
}

const acceptable = (g: QueuedGame, single: boolean) =>
  g.status === 'agreed' || (single && g.status === 'waiting-for-opponent' && g.result !== undefined);

/**
 * The result cells of the accepted games: one write per run of neighbouring Results rows, so accepting
 * a whole round costs one call when its result columns sit side by side as setup put them.
 */
export function resultWrites(
  format: Format,
  cols: ColumnMap,
  games: readonly Pick<QueuedGame, 'resultsRow' | 'result'>[],
): CellsWrite[] {
  const at = format.resultColumns.map((_, i) => cols[RESULT_FIXED.length + i] || RESULT_FIXED.length + i + 1);
  const side = at.every((c, i) => i === 0 || c === at[i - 1] + 1);
  const cells = (g: Pick<QueuedGame, 'result'>) =>
    format.resultColumns.map((c) => cellValueOf(c, g.result?.[c.header] ?? ''));
  if (!side)
    return games.flatMap((g) =>
      cells(g).map((v, i) => ({
        kind: 'cells' as const,
        role: 'results',
        row: g.resultsRow,
        col: at[i],
        rows: [[v]],
      })),
    );
  const out: CellsWrite[] = [];
  for (const g of [...games].sort((x, y) => x.resultsRow - y.resultsRow)) {
    const last = out[out.length - 1];
    if (last && last.row + last.rows.length === g.resultsRow) last.rows.push(cells(g));
    else out.push({ kind: 'cells', role: 'results', row: g.resultsRow, col: at[0], rows: [cells(g)] });
  }
  return out;
}

const reportsNamed = (g: QueuedGame) =>
  g.reports.map((r) => `${r.reporter}'s of ${r.at} (row ${r.row})`).join(' and ');

function decisions(
  games: readonly QueuedGame[],
  decision: DecisionRow['decision'],
  reason: string,
): DecisionRow[] {
  return games.flatMap((g) => g.covered.map((r) => decisionOn(r, g.id, decision, reason)));
}

/** A decision on one report, named by what the report says (reportAnswers), on the game or request `game`. */
function decisionOn(
  r: RawReport,
  game: string,
  decision: DecisionRow['decision'],
  reason: string,
): DecisionRow {
  return { game, row: r.row, at: r.at, reporter: r.reporter, decision, reason, answers: reportAnswers(r) };
}

/**
 * The accept's own writes: Results cells, decisions and Log. `ids` unset: every agreed game. Unknown or
 * unacceptable ids are problems, and nothing is written.
 */
export function acceptWrites(
  model: EventModel,
  reports: ReadReports,
  ids: readonly string[] | undefined,
  nowIso: string,
  /** One player's version of one disputed game: that player's report is written. */
  version?: string,
): { ok: true; writes: Write[]; games: QueuedGame[] } | { ok: false; problems: Problem[] } {
  const single = reports.options.acceptSingle;
  const byId = new Map(reports.games.map((g) => [g.id, g]));
  const problems: Problem[] = [];
  const chosen: QueuedGame[] = [];
  if (version !== undefined) {
    const g = ids?.length === 1 ? byId.get(String(ids[0])) : undefined;
    const mine = g?.reports.find((r) => nameKey(r.reporter) === nameKey(version));
    if (g && g.status === 'disputed' && mine)
      chosen.push({ ...g, result: mine.values, chosenVersion: mine.reporter });
    else
      problems.push({
        ...notConnected,
        tab: reports.queue.tab,
        code: REPORT_ACTION_CODES.versionRefused,
        message: !g
          ? `One player's version is accepted for one reported game: "${(ids ?? []).join(', ')}" is not one waiting in the queue.`
          : g.status !== 'disputed'
            ? `Round ${g.round}, table ${g.table} is ${g.status}: only a disputed game takes one player's version.`
            : `${version} sent no report for round ${g.round}, table ${g.table}.`,
        fix: 'Refresh the sidebar: the queue may have changed.',
      });
  }
  for (const id of version !== undefined
    ? []
    : (ids ?? reports.games.filter((g) => g.status === 'agreed').map((g) => g.id))) {
    const g = byId.get(String(id));
    if (g && acceptable(g, single)) chosen.push(g);
    else
      problems.push({
        severity: 'error',
        code: REPORT_ACTION_CODES.notAcceptable,
        tab: reports.queue.tab,
        cell: '',
        message: g
          ? `Round ${g.round}, table ${g.table} cannot be accepted: it is ${g.status}${g.note ? ` (${g.note})` : ''}.`
          : `No reported game "${id}" is waiting in the queue.`,
        fix: g
          ? 'Type the result on Results yourself, or reject the reports with a reason.'
          : 'Refresh the sidebar: the queue may have changed.',
      });
  }
  if (problems.length) return { ok: false, problems };
  if (!chosen.length) return { ok: true, writes: [], games: [] };
  const log = renderLog(
    chosen.map((g) => ({
      action: 'Accept reports',
      round: g.round,
      seed: '',
      details: `Round ${g.round}, table ${g.table} (${g.players.join(' v ')}): wrote ${Object.entries(
        g.result ?? {},
      )
        .map(([h, v]) => `${h} ${v}`)
        .join(', ')} from ${g.chosenVersion ? `${g.chosenVersion}'s version, of ` : ''}${reportsNamed(g)}.`,
    })),
    nowIso,
  );
  return {
    ok: true,
    games: chosen,
    writes: [
      ...resultWrites(model.format, model.columns.results, chosen),
      decisionWrite(decisions(chosen, 'accepted', ''), nowIso),
      log,
    ],
  };
}

/** Accept, then standings and the derived tabs rewritten from Results as accepted. */
export function planAcceptReports(
  snapshot: Snapshot,
  ids: readonly string[] | undefined,
  nowIso: string,
  version?: string,
): Plan {
  const read = reportsOf(snapshot);
  if ('ok' in read) return read;
  const own = acceptWrites(read.model, read.reports, ids, nowIso, version);
  if (!own.ok) return refuse(own.problems);
  const then = planUpdateStandings(snapshotAfter(snapshot, own.writes), nowIso);
  const n = own.games.length;
  const message = n
    ? `Accepted ${n === 1 ? 'one reported game' : `${n} reported games`}.`
    : 'No agreed reports to accept.';
  // An event with errors elsewhere has no standings to write; the accepted results still go on Results.
  if (!then.ok) return { ok: true, writes: own.writes, message, warnings: then.warnings };
  return { ok: true, writes: [...own.writes, ...then.writes], message, warnings: then.warnings };
}

export function planRejectReport(snapshot: Snapshot, id: string, reason: string, nowIso: string): Plan {
  const read = reportsOf(snapshot);
  if ('ok' in read) return read;
  const g = read.reports.games.find((x) => x.id === id);
  const drop = read.reports.queue.drops.find((d) => d.id === id);
  const why = reason.trim();
  const problems: Problem[] = [];
  if (!g && !drop)
    problems.push({
      ...notConnected,
      message: `No reported game "${id}" is waiting in the queue.`,
      fix: 'Refresh the sidebar: the queue may have changed.',
    });
  if (!why)
    problems.push({
      ...notConnected,
      message: 'A rejection needs a reason: the players are told why.',
      fix: 'Type the reason, then reject again.',
    });
  if (problems.length) return refuse(problems);
  if (drop) {
    const log = renderLog(
      [
        {
          action: 'Reject drop request',
          round: read.model.round,
          seed: '',
          details: `${drop.player} asked to drop (${drop.at}, row ${drop.row}); not dropped: ${why}`,
        },
      ],
      nowIso,
    );
    const rows = dropDecisions(read.reports.dropReports.get(id) ?? [], 'drop-rejected', why);
    return {
      ok: true,
      writes: [decisionWrite(rows, nowIso), log],
      message: `Rejected ${drop.player}'s request to drop.`,
      warnings: [],
    };
  }
  if (!g) return refuse(problems);
  const log = renderLog(
    [
      {
        action: 'Reject reports',
        round: g.round,
        seed: '',
        details: `Round ${g.round}, table ${g.table} (${g.players.join(' v ')}): rejected ${reportsNamed(g)}: ${why}`,
      },
    ],
    nowIso,
  );
  return {
    ok: true,
    writes: [decisionWrite(decisions([g], 'rejected', why), nowIso), log],
    message: `Rejected the reports of round ${g.round}, table ${g.table}.`,
    warnings: [],
  };
}

function dropDecisions(
  reports: readonly RawReport[],
  decision: DecisionRow['decision'],
  reason: string,
): DecisionRow[] {
  return reports.map((r) => decisionOn(r, dropId(r), decision, reason));
}

/**
 * A player's request to drop, accepted: the player is dropped exactly as the sidebar's Drop does it
 * (planSetPlayerStatus: Players' Status, the Log, the tabs that follow), and every request of theirs
 * still waiting is decided with it.
 */
export function planAcceptDrop(snapshot: Snapshot, id: string, nowIso: string): Plan {
  const read = reportsOf(snapshot);
  if ('ok' in read) return read;
  const drop = read.reports.queue.drops.find((d) => d.id === id);
  if (!drop)
    return refuse([
      {
        ...notConnected,
        message: `No drop request "${id}" is waiting in the queue.`,
        fix: 'Refresh the sidebar: the queue may have changed.',
      },
    ]);
  const dropped = planSetPlayerStatus(
    snapshot,
    drop.player,
    'dropped',
    nowIso,
    `Asked to drop by the report form (${drop.at}, row ${drop.row}).`,
  );
  if (!dropped.ok) return dropped;
  const rows = dropDecisions(read.reports.dropReports.get(id) ?? [], 'drop-accepted', '');
  return {
    ...dropped,
    writes: [decisionWrite(rows, nowIso), ...dropped.writes],
    message: `${dropped.message} At their request, sent ${drop.at}.`,
  };
}

/**
 * Queue hygiene: every refused report and every report of a game whose result is already on Results,
 * set aside at once with one reason, on the reports tab (decision "dismissed") and in one Log line. They
 * leave the queue for good; a player who sends again comes back in it. Agreed, waiting and disputed
 * games are the organizer's to accept or reject one by one, and stay.
 */
export function planDismissReports(snapshot: Snapshot, reason: string, nowIso: string): Plan {
  const read = reportsOf(snapshot);
  if ('ok' in read) return read;
  const why = reason.trim();
  if (!why)
    return refuse([
      {
        ...notConnected,
        code: REPORT_ACTION_CODES.reasonMissing,
        message: 'Dismissing needs a reason: it is kept on the reports tab and in the Log.',
        fix: 'Type the reason, then dismiss again.',
      },
    ]);
  const { refusedReports } = read.reports;
  const conflicts = read.reports.games.filter((g) => g.status === 'conflict');
  if (!refusedReports.length && !conflicts.length)
    return {
      ok: true,
      writes: [],
      message: 'Nothing to dismiss: no refused report and no conflict.',
      warnings: [],
    };
  const rows: DecisionRow[] = [
    ...refusedReports.map(({ report: r, part }) =>
      decisionOn(r, part === 'drop' ? dropId(r) : `r${r.round}t${r.table}`, dismissedAs(part), why),
    ),
    ...decisions(conflicts, 'dismissed', why),
  ];
  const what = [
    refusedReports.length ? plural(refusedReports.length, 'refused report') : '',
    conflicts.length
      ? `the reports of ${plural(conflicts.length, 'game')} already on Results (${conflicts.map((g) => `round ${g.round}, table ${g.table}`).join('; ')})`
      : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const log = renderLog(
    [{ action: 'Dismiss reports', round: read.model.round, seed: '', details: `Dismissed ${what}: ${why}` }],
    nowIso,
  );
  return {
    ok: true,
    writes: [decisionWrite(rows, nowIso), log],
    message: `Dismissed ${plural(rows.length, 'report')}.`,
    warnings: [],
  };
}

/** The tabs as an action will plan from them: with agreed reports accepted first when autoAccepting would. */
export function acceptedView(snapshot: Snapshot, nowIso: string): Snapshot {
  const read = snapshot.form ? reportsOf(snapshot) : null;
  if (!read || 'ok' in read || !read.reports.options.autoAccept) return snapshot;
  const own = acceptWrites(read.model, read.reports, undefined, nowIso);
  return own.ok && own.writes.length ? snapshotAfter(snapshot, own.writes) : snapshot;
}

/**
 * With "Accept agreed reports automatically" on, an action first accepts every agreed game and then
 * plans from Results as accepted; both are written together or not at all.
 */
export function autoAccepting(plan: (snapshot: Snapshot, nowIso: string) => Plan) {
  return (snapshot: Snapshot, nowIso: string): Plan => {
    const read = snapshot.form ? reportsOf(snapshot) : null;
    if (!read || 'ok' in read || !read.reports.options.autoAccept) return plan(snapshot, nowIso);
    const own = acceptWrites(read.model, read.reports, undefined, nowIso);
    if (!own.ok || !own.writes.length) return plan(snapshot, nowIso);
    const then = plan(snapshotAfter(snapshot, own.writes), nowIso);
    if (!then.ok) return then;
    return {
      ...then,
      writes: [...own.writes, ...then.writes],
      message: `${then.message} Accepted ${plural(own.games.length, 'agreed game')} from reports first.`,
    };
  };
}
