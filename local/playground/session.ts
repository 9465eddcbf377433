// One long-lived emulated spreadsheet with the real dist/Code.js loaded once: every sidebar call and
// every grid edit goes through here, and the workbook is written to its JSON file shortly after.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type vm from 'node:vm';
import {
  callEntryPoint,
  createEmulator,
  type Emulator,
  loadBundle,
  typeInto,
  type WorkbookJson,
} from '../emulator';

export interface Session {
  emu: Emulator;
  call(name: string, args: unknown[]): unknown;
  type(tab: string, a1: string, values: unknown[][]): void;
  /** A change made from outside the add-on (a form's submission): run, then saved like an edit. */
  edit<T>(change: () => T): T;
  /** Writes the workbook now (a pending delayed write is folded in). */
  save(): void;
  /** Writes the workbook now if a change is still waiting for its delayed write; else the file has it. */
  flush(): void;
  readonly workbookPath: string;
}

/** How long a change may wait before the workbook file has it (a stop or a reset writes it at once). */
export const SAVE_DELAY_MS = 1000;

export function openSession(
  workbookPath: string,
  distDir = resolve('dist'),
  fresh = false,
  now?: () => Date,
  saveDelayMs = SAVE_DELAY_MS,
): Session {
  const code = readFileSync(resolve(distDir, 'Code.js'), 'utf8');
  const path = resolve(workbookPath);
  const workbook =
    !fresh && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as WorkbookJson) : undefined;
  const emu = createEmulator({ workbook, distDir, ...(now ? { now } : {}) });
  if (!workbook) emu.store.name = 'Tourney Desk playground';
  const ctx: vm.Context = loadBundle(code, emu);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (pending) clearTimeout(pending);
    pending = undefined;
    // Write then rename, so a crash mid-write never leaves half a workbook behind.
    const tmp = `${path}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(emu.saveWorkbook())}\n`);
    renameSync(tmp, path);
  };
  // Typing a column of results is one edit per cell, and writing the whole workbook after each was most
  // of the playground's time: edits close together share one write, at most saveDelayMs later.
  const saveSoon = () => {
    if (pending) return;
    pending = setTimeout(save, saveDelayMs);
    pending.unref?.();
  };
  const edit = <T>(change: () => T): T => {
    try {
      return change();
    } finally {
      saveSoon();
    }
  };
  return {
    emu,
    workbookPath: path,
    call: (name, args) => edit(() => callEntryPoint(ctx, name, args)),
    type: (tab, a1, values) => edit(() => typeInto(emu, tab, a1, values)),
    edit,
    save,
    flush: () => {
      if (pending) save();
    },
  };
}
