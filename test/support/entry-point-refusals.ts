// Refusals through the built dist/Code.js, shared by the adversarial-name suites
// (test/bundle/adversarial-names.test.ts, test/bundle/long-names.test.ts): every entry point answers a
// sheet it must refuse without throwing, writes nothing, and names real cells.
import { expect } from 'vitest';
import type { ActionResult, Problem } from '../../src/shared/types';
import { type Artifact, expectUnchanged } from './artifact';

/**
 * The entry points of dist/Code.js the menu or the sidebar calls, with arguments a sidebar would send,
 * that must write nothing on a sheet with errors (setPlayerStatus and addPlayer are called after them).
 */
export const ENTRY_POINTS: [string, ...unknown[]][] = [
  ['onOpen'],
  ['showSidebar'],
  ['getEventState'],
  ['checkEvent'],
  ['getExportTables'],
  ['getAddonInfo'],
  ['pairNextRound', { force: true }],
  ['rePairRound'],
  ['undoLastRound'],
  ['updateStandings'],
  ['runFormatCommand', { name: 'rollOff', args: {} }],
  ['runFormatTool', 'peakPerformance', {}],
  ['seatPlayers'],
  ['closeEvent'],
  ['undoCloseEvent'],
  ['startNextEvent'],
  ['menuPairNextRound'],
  ['menuUpdateStandings'],
  ['menuCheckEvent'],
  ['menuUndoLastRound'],
];

/** Problems name a tab of the workbook and, when they name a cell, one inside that tab's data. */
export function expectRealCells(a: Artifact, problems: Problem[]): void {
  const tabs = a.emu.store.sheets.map((s) => s.name);
  // Each tab's rows read once, however many of its cells the problems name (sixty names refused at once).
  const rows = new Map<string, number>();
  const rowsOf = (tab: string) => {
    let n = rows.get(tab);
    if (n === undefined) {
      n = a.emu.tabValues(tab)?.length ?? 0;
      rows.set(tab, n);
    }
    return n;
  };
  for (const p of problems) {
    expect(tabs, p.message).toContain(p.tab);
    if (!p.cell) continue;
    const m = /^([A-Z]+)(\d+)$/.exec(p.cell);
    expect(m, p.cell).not.toBeNull();
    expect(Number(m?.[2])).toBeLessThanOrEqual(Math.max(rowsOf(p.tab), 1));
  }
}

/**
 * Calls every entry point on a sheet the add-on must refuse: none throws, none changes the workbook,
 * and the answer of each action lists the problems with real cells. Returns pairNextRound's answer.
 */
export function everyEntryPointRefuses(a: Artifact): ActionResult {
  const before = a.snapshot();
  let paired: ActionResult | null = null;
  for (const [name, ...args] of ENTRY_POINTS) {
    let result: unknown;
    expect(() => {
      result = a.call(name, ...args);
    }, name).not.toThrow();
    expectUnchanged(a, before, name);
    const r = result as Partial<ActionResult> | undefined;
    if (r && Array.isArray(r.problems)) expectRealCells(a, r.problems as Problem[]);
    if (name === 'pairNextRound') paired = result as ActionResult;
  }
  if (!paired) throw new Error('pairNextRound was not called');
  expect((paired as ActionResult).ok).toBe(false);
  // Dropping or adding another player touches only that row and the Log; the refused rows stay as typed.
  const players = JSON.stringify(a.values('Players').slice(1));
  for (const [name, ...args] of [
    ['setPlayerStatus', { name: 'Nobody', status: 'dropped' }],
    ['addPlayer', { name: 'Zed' }],
  ] as [string, ...unknown[]][]) {
    expect(() => a.call(name, ...args), name).not.toThrow();
  }
  expect(JSON.stringify(a.values('Players').slice(1, JSON.parse(players).length + 1))).toBe(players);
  return paired;
}

export function problemAt(r: ActionResult, cell: string): Problem | undefined {
  return r.problems.find((p) => p.tab === 'Players' && p.cell === cell);
}

/** Every cell of the workbook with its tab, row and column. */
export const allCells = (a: Artifact) =>
  Object.entries(a.save().tabs).flatMap(([tab, t]) =>
    t.values.flatMap((row, i) => row.map((v, j) => ({ tab, row: i + 1, col: j + 1, v }))),
  );
