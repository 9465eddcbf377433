// One long-lived emulated spreadsheet with the real dist/Code.js loaded once: every sidebar call and
// every grid edit goes through here, and the workbook is written to its JSON file after each.
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
  save(): void;
  readonly workbookPath: string;
}

export function openSession(
  workbookPath: string,
  distDir = resolve('dist'),
  fresh = false,
  now?: () => Date,
): Session {
  const code = readFileSync(resolve(distDir, 'Code.js'), 'utf8');
  const path = resolve(workbookPath);
  const workbook =
    !fresh && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as WorkbookJson) : undefined;
  const emu = createEmulator({ workbook, distDir, ...(now ? { now } : {}) });
  if (!workbook) emu.store.name = 'Tourney Sheets playground';
  const ctx: vm.Context = loadBundle(code, emu);
  const save = () => {
    // Write then rename, so a crash mid-write never leaves half a workbook behind.
    const tmp = `${path}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(emu.saveWorkbook())}\n`);
    renameSync(tmp, path);
  };
  return {
    emu,
    workbookPath: path,
    call(name, args) {
      try {
        return callEntryPoint(ctx, name, args);
      } finally {
        save();
      }
    },
    type(tab, a1, values) {
      try {
        typeInto(emu, tab, a1, values);
      } finally {
        save();
      }
    },
    save,
  };
}
