// src/server modules call the Apps Script services as globals, as Code.gs does. These helpers give each
// test a fresh emulator whose services sit on globalThis only while the test runs: test:unit shares one
// module graph across files (--no-isolate), so a global left behind would reach the next file.
import { afterEach, beforeEach } from 'vitest';
import { createEmulator, type Emulator, type EmulatorOptions, typeInto } from '../../local/emulator';
import { setupEventTabs } from '../../src/server/setup';
import type { ActionResult, SetupOptions } from '../../src/shared/types';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

// console stays node's: the emulator's would swallow what a failing test prints.
const NAMES = [
  'SpreadsheetApp',
  'HtmlService',
  'LockService',
  'PropertiesService',
  'Logger',
  'Session',
  'Utilities',
] as const;

const slots = globalThis as unknown as Record<string, unknown>;

/** Puts `emu`'s services on globalThis; the function returned puts back what was there. */
export function installGlobals(emu: Emulator): () => void {
  const saved = NAMES.map((n) => [n, Object.getOwnPropertyDescriptor(slots, n)] as const);
  const globals = emu.globals();
  for (const n of NAMES) slots[n] = globals[n];
  return () => {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(slots, n, d);
      else delete slots[n];
    }
  };
}

export interface ServerGlobals {
  /** This test's emulator. */
  readonly emu: Emulator;
  ss(): Spreadsheet;
  /** A tab's cell values as saved (trimmed grid). */
  values(tab: string): unknown[][];
  type(tab: string, a1: string, values: unknown[][]): void;
  /** Replaces this test's emulator (another zone, another document) until the test ends. */
  use(options: EmulatorOptions): Emulator;
}

/** A fresh emulator for every test of the calling file, its globals installed around each test. */
export function serverGlobals(options: EmulatorOptions = {}): ServerGlobals {
  let emu: Emulator | null = null;
  let restore: (() => void) | null = null;
  const current = () => {
    if (!emu) throw new Error('serverGlobals: used outside a test');
    return emu;
  };
  const use = (o: EmulatorOptions) => {
    restore?.();
    emu = createEmulator({ now: () => new Date('2026-12-05T10:00:00Z'), ...o });
    restore = installGlobals(emu);
    return emu;
  };
  beforeEach(() => {
    use(options);
  });
  afterEach(() => {
    restore?.();
    restore = null;
    emu = null;
  });
  return {
    get emu() {
      return current();
    },
    ss: () => current().SpreadsheetApp.getActiveSpreadsheet(),
    values: (tab) => (current().tabValues(tab) ?? []) as unknown[][],
    type: (tab, a1, values) => typeInto(current(), tab, a1, values),
    use,
  };
}

/** The sealed-deck event the bundle tests start from (test/support/sealed.ts), set up by src/server/setup.ts. */
export const SEALED: SetupOptions = {
  format: 'sealed-deck',
  name: 'Friday sealed',
  date: '2026-12-05',
  rounds: 3,
  seed: 'fixed-seed',
};

export function setUpSealed(g: ServerGlobals, players: string[] = []): ActionResult {
  const r = setupEventTabs(SEALED);
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.problems)}`);
  if (players.length)
    g.type(
      'Players',
      'A2',
      players.map((p) => [p]),
    );
  return r;
}
