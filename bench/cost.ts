// What every entry point costs in a real spreadsheet (docs/PLATFORM.md, Cost model): Spreadsheet calls,
// commits, cells written against the cells it changed, rows inserted and deleted, and the seconds the
// model gives them, for every format at 20, 200 and 2,000 players, each action measured at the last
// round of a 10-round event (bench/calls.ts runs it). `--before DIR` measures another build (a checkout
// of an earlier commit, built) and keeps its figures in bench/cost-before.json, which the table sets
// beside this build's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { modelledSeconds } from '../src/shared/cost-model';
import { DRIVERS, type EntryCalls, lastOfEach, modelledCost, runEvent } from './calls';

export const COST_SIZES = [20, 200, 2000];

/** Cells an action may write beyond twice the cells it changed: at 20 and 200 players, and at 2,000. */
export const CELL_SLACK = { small: 200, large: 2000 };

/** Modelled seconds (docs/PLATFORM.md, Cost model, mid-range) an action may take at 20 players, and at 2,000. */
export const SECONDS = { small: 2, large: 20 };

/** The budgets at a size of bench/RESULTS.md's cost tables: 200 players has the cell slack of 20 and no time set. */
export function budgetAt(players: number): { slack: number; seconds?: number } {
  if (players >= 2000) return { slack: CELL_SLACK.large, seconds: SECONDS.large };
  return players >= 200 ? { slack: CELL_SLACK.small } : { slack: CELL_SLACK.small, seconds: SECONDS.small };
}

/** Cells an action wrote against its budget, 2 × (cells changed) + slack: 1 or less is within it. */
export function cellRatio(c: EntryCalls, slack: number): number {
  return c.cost.cells / (2 * c.changed + slack);
}
export const BEFORE_FILE = 'bench/cost-before.json';

export interface CostFigures {
  format: string;
  players: number;
  entry: string;
  ok: boolean;
  /** Spreadsheet calls, growth and widening included. */
  calls: number;
  growth: number;
  widen: number;
  reads: number;
  writes: number;
  commits: number;
  cells: number;
  changed: number;
  rowsInserted: number;
  rowsDeleted: number;
}

export function figures(format: string, players: number, c: EntryCalls): CostFigures {
  return {
    format,
    players,
    entry: c.entry,
    ok: c.ok,
    calls: c.spreadsheet,
    growth: c.growth,
    widen: c.widen,
    reads: c.cost.reads,
    writes: c.cost.writes,
    commits: c.cost.commits,
    cells: c.cost.cells,
    changed: c.changed,
    rowsInserted: c.cost.rowsInserted,
    rowsDeleted: c.cost.rowsDeleted,
  };
}

/** Arrow/target at 2,000 players writes a 2-million-row Schedule on every action: minutes in the emulator. */
const playersOf = (id: string, n: number) => (id === 'arrow-target' ? n + 1 : n);

/** An event's worst action against the budgets: cells written over 2 × changed + slack, and modelled seconds. */
export interface WorstFigures {
  format: string;
  players: number;
  ratio: number;
  ratioAt: string;
  seconds: number;
  secondsAt: string;
}

/** The worst of every action of one event (setup aside, which has its own budget), not only each entry point's last. */
export function worstOf(format: string, players: number, measured: EntryCalls[]): WorstFigures {
  const { slack } = budgetAt(players);
  const out: WorstFigures = { format, players, ratio: 0, ratioAt: '', seconds: 0, secondsAt: '' };
  for (const c of measured) {
    if (c.entry === 'setupEvent') continue;
    const at = `${c.entry}, round ${c.round}`;
    const ratio = cellRatio(c, slack);
    const seconds = modelledSeconds(modelledCost(c));
    if (ratio > out.ratio) Object.assign(out, { ratio, ratioAt: at });
    if (seconds > out.seconds) Object.assign(out, { seconds, secondsAt: at });
  }
  return out;
}

/** The entry points only an event with a report form reaches. */
export const REPORT_ENTRIES = ['acceptReports', 'rejectReport'];

/**
 * One event's measures at `players`: the 10-round event without a form, and a 3-round event whose
 * results come from a report form (its acceptReports and rejectReport), each entry point at its last
 * measurement; `worst` gains the worst action of both.
 */
export function eventCosts(
  driver: (typeof DRIVERS)[number],
  players: number,
  worst: WorstFigures[],
): EntryCalls[] {
  const measured = runEvent(driver, players, 10);
  const reported = runEvent(driver, players, 3, true).filter((c) => REPORT_ENTRIES.includes(c.entry));
  worst.push(worstOf(driver.id, players, [...measured, ...reported]));
  return [...lastOfEach(measured), ...lastOfEach(reported)];
}

export function measureCosts(
  full: boolean,
  log: (line: string) => void = () => {},
  worst: WorstFigures[] = [],
): CostFigures[] {
  const out: CostFigures[] = [];
  for (const driver of DRIVERS)
    for (const n of COST_SIZES) {
      const players = playersOf(driver.id, n);
      if (driver.id === 'arrow-target' && n === 2000 && !full) continue;
      const started = Date.now();
      for (const c of eventCosts(driver, players, worst)) out.push(figures(driver.id, players, c));
      log(`${driver.id} at ${players} players: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  return out;
}

export function readBefore(): CostFigures[] {
  return existsSync(BEFORE_FILE) ? (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as CostFigures[]) : [];
}

// `npx tsx bench/cost.ts --before /path/to/old/checkout`
// measures that checkout's dist/ (BENCH_DIST set to it) and writes bench/cost-before.json.
if (process.argv[1]?.endsWith('cost.ts') && process.argv.includes('--before')) {
  const rows = measureCosts(process.env.BENCH_FULL === '1', (l) => console.log(l));
  writeFileSync(BEFORE_FILE, `${JSON.stringify(rows, null, 1)}\n`);
  console.log(`wrote ${BEFORE_FILE}: ${rows.length} rows`);
}
