// The organizer's queue (EventState.reports, docs/REPORTING.md): every report matched to the record of
// what was paired by round, table and the reporter's name, the latest report of each player per game,
// and each game's status. A report that may change no game is refused with the reason, never applied.
import type { CellValue } from '../../engine/format';
import { nameKey } from '../../engine/names';
import type { PlayerReport, RefusedReport, ReportedGame, ReportQueue } from '../../shared/types';
import { awaitsResult, type EventModel } from '../event-model';
import { wholeNumber } from '../parse-results';
import type { RecordEntry } from '../record';
import { cellText } from '../text';
import { type DecisionRow, decidedKeys, reportKey } from './decisions';
import { canonicalAnswer, fieldRefusal } from './fields';
import { formLinkOf } from './link-template';
import type { ReportOptions } from './options';
import type { RawReport } from './responses';

export const gameId = (round: number, table: number) => `r${round}t${table}`;

/** A game of the queue with what accepting it needs besides the contract's fields. */
export interface QueuedGame extends ReportedGame {
  /** The game's Results row. */
  resultsRow: number;
  /** Every report the game's latest ones replaced or repeated too: a decision on the game covers them. */
  covered: RawReport[];
}

export interface BuiltQueue {
  queue: ReportQueue;
  games: QueuedGame[];
}

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

function refusal(r: RawReport, reason: string): RefusedReport {
  return { row: r.row, at: r.at, reporter: r.reporter, round: r.round, table: r.table, reason };
}

export function buildQueue(
  model: EventModel,
  reports: readonly RawReport[],
  decisions: readonly DecisionRow[],
  options: Pick<ReportOptions, 'autoAccept' | 'acceptSingle'>,
  where: { tab: string; formUrl: string; linkTemplate?: string },
): BuiltQueue {
  const { format, ctx } = model;
  const decided = decidedKeys(decisions);
  const closed = closedRounds(model);
  const entries = new Map<string, RecordEntry>(
    model.record.entries.map((e) => [gameId(e.round, e.table), e]),
  );
  const refused: RefusedReport[] = [];
  const latest = new Map<string, Map<string, RawReport>>();
  const rowOf = new Map<string, number>();
  const all = new Map<string, RawReport[]>();
  for (const r of reports) {
    if (decided.has(reportKey(r.row, r.at))) continue;
    const round = wholeNumber(r.round);
    const table = wholeNumber(r.table);
    if (round === null || table === null) {
      refused.push(
        refusal(
          r,
          `"${round === null ? r.round : r.table}" is not a ${round === null ? 'round' : 'table'} number.`,
        ),
      );
      continue;
    }
    const e = entries.get(gameId(round, table));
    if (!e) {
      refused.push(refusal(r, `No game was paired at round ${round}, table ${table}.`));
      continue;
    }
    const key = nameKey(r.reporter);
    if (key !== nameKey(e.a) && (e.b === null || key !== nameKey(e.b))) {
      refused.push(
        refusal(
          r,
          `${r.reporter || 'The reporter'} is not at round ${round}, table ${table} (${e.a} v ${e.b ?? 'BYE'}).`,
        ),
      );
      continue;
    }
    if (e.b === null) {
      refused.push(
        refusal(r, `Round ${round}, table ${table} has no opponent: the organizer enters it on Results.`),
      );
      continue;
    }
    if (closed.has(round)) {
      refused.push(
        refusal(
          r,
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
        refusal(r, `Round ${round}, table ${table} has no row on Results to write the report to.`),
      );
      continue;
    }
    const why = fieldRefusal(format, ctx, match, r.values);
    if (why) {
      refused.push(refusal(r, why));
      continue;
    }
    const id = gameId(round, table);
    const byReporter = latest.get(id) ?? new Map<string, RawReport>();
    // Rows are in the order submitted: a later one replaces an earlier one of the same player.
    byReporter.set(key, r);
    latest.set(id, byReporter);
    rowOf.set(id, match.row);
    all.set(id, [...(all.get(id) ?? []), r]);
  }
  const games: QueuedGame[] = [];
  for (const [id, byReporter] of latest) {
    const e = entries.get(id) as RecordEntry & { b: string };
    const match = ctx.matches.find((m) => m.row === rowOf.get(id)) as (typeof ctx.matches)[number];
    const list = [...byReporter.values()].sort((x, y) => x.row - y.row);
    const playerReports: PlayerReport[] = list.map((r) => ({
      row: r.row,
      at: r.at,
      reporter: nameOfKey(e, nameKey(r.reporter)),
      values: canonical(model, r.values),
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
    if (differ.length)
      games.push({
        ...base,
        status: 'disputed',
        note: `The reports differ on ${differ.map((c) => `${c.header} (${x.reporter}: ${x.values[c.header] || 'blank'}, ${y.reporter}: ${y.values[c.header] || 'blank'})`).join('; ')}.`,
      });
    else games.push({ ...base, status: 'agreed', result: x.values });
  }
  games.sort((g, h) => g.round - h.round || Number(g.table) - Number(h.table));
  const count = (s: ReportedGame['status']) => games.filter((g) => g.status === s).length;
  return {
    games,
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
      },
      games: games.map(({ resultsRow: _, covered: __, ...g }) => g),
      refused,
    },
  };
}

function nameOfKey(e: RecordEntry, key: string): string {
  return nameKey(e.a) === key ? e.a : (e.b ?? e.a);
}

function canonical(model: EventModel, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of model.format.resultColumns) out[c.header] = canonicalAnswer(c, values[c.header] ?? '');
  return out;
}
