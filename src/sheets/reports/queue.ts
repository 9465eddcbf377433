// The organizer's queue (EventState.reports, docs/REPORTING.md): every report matched to the record of
// what was paired by round, table and the reporter's name, and to the pairing it was sent for (its
// Timestamp against when its round was paired), the latest report of each player per game, and each
// game's status. A report that may change no game is refused with the reason, never applied.
import type { CellValue } from '../../engine/format';
import { mirrored } from '../../engine/mirror';
import { nameKey } from '../../engine/names';
import type {
  DropRequest,
  PlayerReport,
  RefusedReport,
  RefusedReportCode,
  ReportedGame,
  ReportQueue,
} from '../../shared/types';
import { awaitsResult, type EventModel } from '../event-model';
import { roundNumber, wholeNumber } from '../parse-results';
import { type RecordEntry, roundsPairedOn } from '../record';
import { cellText } from '../text';
import { type DecisionRow, decidedTest, type ReportPart } from './decisions';
import { canonicalAnswer, fieldRefusal } from './fields';
import { formLinkOf } from './link-template';
import type { ReportOptions } from './options';
import { hasResult, type RawReport } from './responses';
import { saidBy } from './said';

export const gameId = (round: number, table: number) => `r${round}t${table}`;

/** A game of the queue with what accepting it needs besides the contract's fields. */
export interface QueuedGame extends ReportedGame {
  /** The game's Results row. */
  resultsRow: number;
  /** Every report the game's latest ones replaced or repeated too: a decision on the game covers them. */
  covered: RawReport[];
  /** The player whose version of a disputed game is accepted, when the organizer chose one. */
  chosenVersion?: string;
}

export interface BuiltQueue {
  queue: ReportQueue;
  games: QueuedGame[];
  /**
   * The reports of queue.refused, in the same order, whole, with the part refused (a result, or a drop
   * request): a dismissal names each by what it says.
   */
  refusedReports: { report: RawReport; part: ReportPart }[];
  /** Every undecided drop request of each player in queue.drops, by DropRequest.id: Accept decides them all. */
  dropReports: Map<string, RawReport[]>;
}

/** A drop request's id: its player and its Timestamp, which no edit of the responses tab moves. */
export const dropId = (r: Pick<RawReport, 'at' | 'reporter'>) => `drop:${r.at}|${nameKey(r.reporter)}`;

const isTyped = (v: CellValue | undefined) => v !== undefined && v !== false && cellText(v).trim() !== '';

/**
 * Rounds whose every game has its result, before the round being played: closed, so a report for one is
 * late. The current round stays open even when complete, so the last reports before pairing still count.
 */
export function closedRounds(model: EventModel): Set<number> {
  const open = new Set<number>();
  for (const m of model.ctx.matches) if (awaitsResult(model, m) && !model.complete.has(m)) open.add(m.round);
  const out = new Set<number>();
  for (let r = 1; r < model.round; r++) if (!open.has(r)) out.add(r);
  return out;
}

function refusalOf(r: RawReport, code: RefusedReportCode, reason: string): RefusedReport {
  return { row: r.row, at: r.at, reporter: r.reporter, round: r.round, table: r.table, code, reason };
}

const wholeSeconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Whether a report was sent before its round was paired as it stands: for a pairing since undone or
 * re-paired, or for a round not paired yet. Forms keeps whole seconds, so a report of the very second
 * the round was paired counts: no player reads a pairing and reports within it.
 */
function sentBefore(at: string, pairedOn: number): boolean | 'no-time' {
  const t = Date.parse(at);
  if (!Number.isFinite(t)) return 'no-time';
  return wholeSeconds(t) < wholeSeconds(pairedOn);
}

export function buildQueue(
  model: EventModel,
  reports: readonly RawReport[],
  decisions: readonly DecisionRow[],
  options: Pick<ReportOptions, 'autoAccept' | 'acceptSingle'>,
  where: { tab: string; formUrl: string; linkTemplate?: string },
): BuiltQueue {
  const { format, ctx } = model;
  const decided = decidedTest(decisions);
  const dropDecided = decidedTest(decisions, 'drop');
  const closed = closedRounds(model);
  const pairedOn = roundsPairedOn(model.record.entries);
  const entries = new Map<string, RecordEntry>(
    model.record.entries.map((e) => [gameId(e.round, e.table), e]),
  );
  const refused: RefusedReport[] = [];
  const refusedReports: BuiltQueue['refusedReports'] = [];
  const refusal = (r: RawReport, code: RefusedReportCode, reason: string, part: ReportPart = 'result') => {
    refusedReports.push({ report: r, part });
    return refusalOf(r, code, reason);
  };
  const playerOf = new Map(ctx.players.map((p) => [nameKey(p.name), p]));
  const dropReports = new Map<string, RawReport[]>();
  const latestDrop = new Map<string, RawReport>();
  /** Each matched report's answers on the seats of the record: Player the first name at the table. */
  const seatValues = new Map<RawReport, Record<string, string>>();
  const latest = new Map<string, Map<string, RawReport>>();
  const rowOf = new Map<string, number>();
  const all = new Map<string, RawReport[]>();
  for (const r of inSentOrder(reports)) {
    if (r.drop && !dropDecided(r)) {
      const p = playerOf.get(nameKey(r.reporter));
      if (!p)
        refused.push(
          refusal(
            r,
            'drop-not-a-player',
            `${r.reporter || 'The sender'} asked to drop, and is not on Players.`,
            'drop',
          ),
        );
      // A player dropped already has nothing left to ask.
      else if (p.active) {
        const key = nameKey(p.name);
        latestDrop.set(key, r);
        dropReports.set(key, [...(dropReports.get(key) ?? []), r]);
      }
    }
    // A drop request alone has no result to match.
    if (r.drop && !hasResult(r)) continue;
    if (decided(r)) continue;
    const round = roundNumber(r.round);
    const table = wholeNumber(r.table);
    if (round === null || table === null) {
      refused.push(
        refusal(
          r,
          'not-a-number',
          `"${round === null ? r.round : r.table}" is not a ${round === null ? 'round' : 'table'} number.`,
        ),
      );
      continue;
    }
    // Before the table and the names: the seats of another pairing say nothing about this one.
    const since = pairedOn.get(round);
    const before = since === undefined ? false : sentBefore(r.at, since);
    if (before === 'no-time') {
      refused.push(
        refusal(
          r,
          'no-timestamp',
          `"${r.at}" is not a time, so which pairing of round ${round} this report answers is unknown.`,
        ),
      );
      continue;
    }
    if (before) {
      refused.push(
        refusal(
          r,
          'earlier-pairing',
          `Sent for an earlier pairing: round ${round} was paired as it stands after this report (undone and paired again, or not paired yet when it was sent). Ask the players at round ${round}, table ${table} to report again.`,
        ),
      );
      continue;
    }
    const e = entries.get(gameId(round, table));
    if (!e) {
      refused.push(refusal(r, 'no-game', `No game was paired at round ${round}, table ${table}.`));
      continue;
    }
    const key = nameKey(r.reporter);
    if (key !== nameKey(e.a) && (e.b === null || key !== nameKey(e.b))) {
      refused.push(
        refusal(
          r,
          'not-at-table',
          `${r.reporter || 'The reporter'} is not at round ${round}, table ${table} (${e.a} v ${e.b ?? 'BYE'}).`,
        ),
      );
      continue;
    }
    if (e.b === null) {
      refused.push(
        refusal(
          r,
          'no-opponent',
          `Round ${round}, table ${table} has no opponent: the organizer enters it on Results.`,
        ),
      );
      continue;
    }
    if (closed.has(round)) {
      refused.push(
        refusal(
          r,
          'closed',
          `Round ${round} is closed: every result of it is on Results and round ${model.round} is paired.`,
        ),
      );
      continue;
    }
    const match = ctx.matches.find(
      (m) => m.round === round && m.table === table && m.b !== null && new Set([m.a, m.b]).has(nameKey(e.a)),
    );
    if (!match) {
      refused.push(
        refusal(r, 'no-row', `Round ${round}, table ${table} has no row on Results to write the report to.`),
      );
      continue;
    }
    // A report in the reporter's own words from the second seat: its "you" is the Opponent.
    const seat =
      r.ownSide && e.b !== null && key === nameKey(e.b) && key !== nameKey(e.a)
        ? (mirrored(format.resultColumns, r.values) ?? r.values)
        : r.values;
    seatValues.set(r, seat);
    const why = fieldRefusal(format, ctx, match, seat);
    if (why) {
      refused.push(refusal(r, 'answers', why));
      continue;
    }
    const id = gameId(round, table);
    const byReporter = latest.get(id) ?? new Map<string, RawReport>();
    // In the order sent: a later one replaces an earlier one of the same player.
    byReporter.set(key, r);
    latest.set(id, byReporter);
    rowOf.set(id, match.row);
    all.set(id, [...(all.get(id) ?? []), r]);
  }
  const games: QueuedGame[] = [];
  for (const [id, byReporter] of latest) {
    const e = entries.get(id) as RecordEntry & { b: string };
    const match = ctx.matches.find((m) => m.row === rowOf.get(id)) as (typeof ctx.matches)[number];
    const list = inSentOrder([...byReporter.values()]);
    const playerReports: PlayerReport[] = list.map((r) => ({
      row: r.row,
      at: r.at,
      reporter: nameOfKey(e, nameKey(r.reporter)),
      values: canonical(model, seatValues.get(r) ?? r.values),
      said: saidBy(format, r),
    }));
    const base = {
      id,
      round: e.round,
      table: String(e.table),
      players: [e.a, e.b] as [string, string],
      reports: playerReports,
      resultsRow: match.row,
      covered: all.get(id) ?? [],
    };
    const typed = format.resultColumns.filter((c) => isTyped(match.cells[c.key]));
    if (typed.length) {
      games.push({
        ...base,
        status: 'conflict',
        note: `Results already has ${typed.map((c) => `${c.header} ${cellText(match.cells[c.key])}`).join(', ')} for this game; a report never overwrites it.`,
      });
      continue;
    }
    if (playerReports.length === 1) {
      games.push({
        ...base,
        status: 'waiting-for-opponent',
        ...(options.acceptSingle ? { result: playerReports[0].values } : {}),
      });
      continue;
    }
    const [x, y] = playerReports;
    const differ = format.resultColumns.filter((c) => x.values[c.header] !== y.values[c.header]);
    if (!differ.length) {
      games.push({ ...base, status: 'agreed', result: x.values });
      continue;
    }
    const note = `The reports differ on ${differ.map((c) => `${c.header} (${x.reporter}: ${x.values[c.header] || 'blank'}, ${y.reporter}: ${y.values[c.header] || 'blank'})`).join('; ')}.`;
    // Only a form by seat sets the trap; a form in the reporter's own words is put on seats above.
    const mirror = list.some((r) => r.ownSide) ? null : mirrored(format.resultColumns, x.values);
    const isMirror =
      mirror !== null && format.resultColumns.every((c) => mirror[c.header] === y.values[c.header]);
    games.push({
      ...base,
      status: 'disputed',
      note: isMirror
        ? `${note} One report is the other told from the other seat: "Player" is the first name at the table, ${e.a}, whoever reports. ${e.b} likely answered as Player; ${e.a}'s version is the game as the form means it.`
        : note,
      ...(isMirror ? { mirrored: true } : {}),
    });
  }
  games.sort((g, h) => g.round - h.round || Number(g.table) - Number(h.table));
  const drops: DropRequest[] = [];
  const dropsById = new Map<string, RawReport[]>();
  for (const [key, r] of latestDrop) {
    const id = dropId(r);
    dropsById.set(id, dropReports.get(key) ?? [r]);
    drops.push({
      id,
      row: r.row,
      at: r.at,
      player: playerOf.get(key)?.name ?? r.reporter,
      round: r.round,
      table: r.table,
    });
  }
  drops.sort((x, y) => sentAt(x) - sentAt(y));
  const count = (s: ReportedGame['status']) => games.filter((g) => g.status === s).length;
  return {
    games,
    refusedReports,
    dropReports: dropsById,
    queue: {
      tab: where.tab,
      formUrl: where.formUrl,
      linkTemplate: where.linkTemplate ?? null,
      formLink: formLinkOf(where.linkTemplate, where.formUrl),
      autoAccept: options.autoAccept,
      acceptSingle: options.acceptSingle,
      counts: {
        agreed: count('agreed'),
        waiting: count('waiting-for-opponent'),
        disputed: count('disputed'),
        conflicts: count('conflict'),
        refused: refused.length,
        drops: drops.length,
      },
      games: games.map(({ resultsRow: _, covered: __, ...g }) => g),
      refused,
      drops,
    },
  };
}

const sentAt = (r: Pick<RawReport, 'at'>) => {
  const t = Date.parse(r.at);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
};

/**
 * Reports in the order they were sent: by Timestamp, then row. A responses tab sorted by hand keeps
 * each player's latest report the latest; a row without a time sorts first.
 */
function inSentOrder(reports: readonly RawReport[]): RawReport[] {
  return [...reports].sort((x, y) => sentAt(x) - sentAt(y) || x.row - y.row);
}

function nameOfKey(e: RecordEntry, key: string): string {
  return nameKey(e.a) === key ? e.a : (e.b ?? e.a);
}

function canonical(model: EventModel, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of model.format.resultColumns) out[c.header] = canonicalAnswer(c, values[c.header] ?? '');
  return out;
}
