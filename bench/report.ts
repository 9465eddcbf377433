// Renders the benchmark figures as Markdown tables for bench/RESULTS.md.

import { type ModelPoint, modelledSeconds } from '../src/shared/cost-model';
import type { EventMeasures, EventRun } from './any-game-pairing';
import type { EntryCalls } from './calls';
import { budgetAt, type CostFigures, type WorstFigures } from './cost';
import type { PairingOutcome } from './pairing';
import type { ReportsRow } from './reports';

export interface PairingRow {
  n: number;
  rounds: number;
  written: PairingOutcome;
  lookAhead: PairingOutcome;
  /** Exact blossom matchings the look-ahead ran for this round. */
  exact: number;
  peer: PairingOutcome | string;
}

export interface CallsRow {
  format: string;
  players: number;
  calls: EntryCalls[];
  note?: string;
}

const ms = (x: number) => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(1) : x.toFixed(0));
const ratio = (a: number, b: number) =>
  b === 0 ? (a === 0 ? '1' : '∞') : (a / b).toFixed(a / b < 10 ? 2 : 0);
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function pairingTable(rows: PairingRow[]): string {
  return table(
    [
      'players',
      'after rounds',
      'written ms',
      'look-ahead ms',
      'peer ms',
      'peer / look-ahead time',
      'rematches written / look-ahead / peer',
      'score gap written / look-ahead / peer',
      'look-ahead gap / peer gap',
      'exact matchings',
    ],
    rows.map((r) => {
      const p = typeof r.peer === 'string' ? null : r.peer;
      return [
        r.n,
        r.rounds,
        ms(r.written.ms),
        ms(r.lookAhead.ms),
        p ? ms(p.ms) : (r.peer as string),
        p ? ratio(p.ms, r.lookAhead.ms) : '—',
        `${r.written.rematches} / ${r.lookAhead.rematches} / ${p ? p.rematches : '—'}`,
        `${r.written.scoreGap} / ${r.lookAhead.scoreGap} / ${p ? p.scoreGap : '—'}`,
        p ? ratio(r.lookAhead.scoreGap, p.scoreGap) : '—',
        r.exact,
      ];
    }),
  );
}

/** One row per entry point: Spreadsheet calls (growth in brackets), Lock/Properties calls. */
export function callsTable(rows: CallsRow[]): string {
  const entries = [...new Set(rows.flatMap((r) => r.calls.map((c) => c.entry)))];
  const head = ['format', 'players', ...entries];
  const body = rows.map((r) => [
    r.format,
    r.note ? `${r.players} (${r.note})` : r.players,
    ...entries.map((e) => {
      const c = r.calls.find((x) => x.entry === e);
      if (!c) return '—';
      const own = `${c.spreadsheet - c.growth - c.widen}${c.growth ? ` (+${c.growth} growth)` : ''}${c.widen ? ` (+${c.widen} widen)` : ''}`;
      return `${own} / ${c.lockProperties}${c.ok ? '' : ' refused'}`;
    }),
  ]);
  return table(head, body);
}

export function sizeTable(f: {
  codeBytes: number;
  sidebarBytes: number;
  loadMs: number;
  coldMs: number;
}): string {
  return table(
    [
      'dist/Code.js',
      'dist/Sidebar.html',
      'load Code.js into a fresh vm: first time',
      'then (median of 20, compiled code cached by V8)',
    ],
    [[`${f.codeBytes} bytes`, `${f.sidebarBytes} bytes`, `${ms(f.coldMs)} ms`, `${ms(f.loadMs)} ms`]],
  );
}

/** Players' reports at size: one row per measured call, its calls (growth and widening apart) and time. */
export function reportsTable(rows: ReportsRow[]): string {
  return table(
    ['action', 'Spreadsheet calls', 'Lock / Properties calls', 'wall ms'],
    rows.map((r) => {
      const c = r.calls;
      const extra = `${c.growth ? ` (+${c.growth} growth)` : ''}${c.widen ? ` (+${c.widen} widen)` : ''}`;
      return [
        r.what,
        `${c.spreadsheet - c.growth - c.widen}${extra}`,
        c.lockProperties,
        `${ms(r.ms)}${r.runs > 1 ? ` (median of ${r.runs})` : ''}`,
      ];
    }),
  );
}

export interface AnyGameRow {
  n: number;
  rounds: number;
  note: string;
  /** The event pairSwissRound paired, with the peer pairing the same standings beside it. */
  ours: EventRun;
  /** The event the peer paired (with pairSwissRound beside it), or why it was not run. */
  peer: EventRun | string;
}

/**
 * The any-game Swiss pairing beside the peer, three rows per case: each engine over its own event, then
 * both pairing the standings of pairSwissRound's event, then both on the peer's. Cells are "ours / peer".
 */
export function anyGamePairingTable(rows: AnyGameRow[]): string {
  const time = (m: EventMeasures) => `${ms(m.medianMs)} (${ms(m.maxMs)})`;
  const cells = (o: EventMeasures | undefined, p: EventMeasures | undefined | string): string[] => {
    const pm = typeof p === 'string' || p === undefined ? null : p;
    const both = (f: (m: EventMeasures) => string | number) => `${o ? f(o) : '—'} / ${pm ? f(pm) : '—'}`;
    return [
      o && typeof p === 'string' ? `${time(o)} / ${p}` : both(time),
      both((m) => m.rematches),
      both((m) => m.groupGap),
      both((m) => m.squaredGap),
      both((m) => m.crossGroup),
      both((m) => m.maxGap),
      both((m) => m.bothByes),
      both((m) => m.secondByes),
      both((m) => m.extraByes),
    ];
  };
  return table(
    [
      'players',
      'rounds',
      'standings',
      'ms per round: median (slowest)',
      'rematches',
      'group gaps',
      'squared group gaps',
      'tables across groups',
      'largest gap',
      'both had a bye',
      'second byes',
      'extra byes',
    ],
    rows.flatMap((r) => {
      const head = [r.n, `${r.rounds} (${r.note})`];
      const peer = typeof r.peer === 'string' ? null : r.peer;
      return [
        [...head, 'each its own event', ...cells(r.ours.played, peer ? peer.played : (r.peer as string))],
        ...(r.ours.shadow
          ? [[...head, "pairSwissRound's event", ...cells(r.ours.played, r.ours.shadow)]]
          : []),
        ...(peer ? [[...head, "the peer's event", ...cells(peer.shadow, peer.played)]] : []),
      ];
    }),
  );
}

/**
 * What each entry point costs at one size (bench/cost.ts): calls, commits, cells written and modelled
 * seconds, this build's beside the build measured before (bench/cost-before.json), with the cells the
 * action changed and the budget they set (2 × changed + slack).
 */
export function costTable(
  rows: CostFigures[],
  before: CostFigures[],
  budget: { slack: number; seconds?: number },
): string {
  const was = (r: CostFigures) =>
    // A refusal is compared only with a refusal (a late entry was measured refused before it was accepted).
    before.find(
      (b) => b.format === r.format && b.players === r.players && b.entry === r.entry && b.ok === r.ok,
    );
  const arrow = (b: number | string | undefined, a: number | string) =>
    b === undefined || b === a ? `${a}` : `${b} → ${a}`;
  const secs = (r: CostFigures, point: ModelPoint) =>
    modelledSeconds({ calls: r.reads + r.writes, commits: r.commits, cells: r.cells }, point);
  return table(
    [
      'format',
      'players',
      'entry point',
      'Spreadsheet calls (growth, widen)',
      'commits',
      'cells written',
      'cells changed',
      'cells budget',
      'rows + / −',
      'modelled s (mid)',
      'modelled s low–high',
    ],
    rows.map((r) => {
      const b = was(r);
      const calls = (x: CostFigures) =>
        `${x.calls - x.growth - x.widen}${x.growth || x.widen ? ` (${x.growth}, ${x.widen})` : ''}`;
      const cellsBudget = 2 * r.changed + budget.slack;
      const mid = secs(r, 'mid');
      const slow = budget.seconds !== undefined && r.entry !== 'setupEvent' && mid > budget.seconds;
      return [
        r.format,
        r.players,
        `${r.entry}${r.ok ? '' : ' (refused)'}`,
        arrow(b && calls(b), calls(r)),
        arrow(b?.commits, r.commits),
        arrow(b?.cells, r.cells),
        r.changed,
        r.entry === 'setupEvent' ? '—' : `${cellsBudget}${r.cells > cellsBudget ? ' (over)' : ''}`,
        `${r.rowsInserted} / ${r.rowsDeleted}`,
        `${arrow(b && secs(b, 'mid').toFixed(2), mid.toFixed(2))}${slow ? ' (over)' : ''}`,
        `${secs(r, 'low').toFixed(2)}–${secs(r, 'high').toFixed(2)}`,
      ];
    }),
  );
}

/** Each event's worst action (bench/cost.ts, worstOf) against the budgets at its size. */
export function worstTable(rows: WorstFigures[]): string {
  return table(
    ['format', 'players', 'cells written / budget', 'at', 'slowest modelled s (mid)', 'at'],
    rows.map((r) => {
      const { seconds } = budgetAt(r.players);
      const slow = seconds !== undefined && r.seconds > seconds;
      return [
        r.format,
        r.players,
        `${r.ratio.toFixed(2)}${r.ratio > 1 ? ' (over)' : ''}`,
        r.ratioAt,
        `${r.seconds.toFixed(2)}${slow ? ' (over)' : ''}`,
        r.secondsAt,
      ];
    }),
  );
}
