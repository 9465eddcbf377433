// One entry point of the built add-on, run headless against a workbook file: the scriptable way to
// drive Tourney Sheets, and how a problem sheet sent by an organizer is replayed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { callEntryPoint, createEmulator, loadBundle, type WorkbookJson } from '../emulator';

export interface SimResult {
  value: unknown;
  calls: number;
  callsByService: Record<string, number>;
}

export function runSim(
  workbookPath: string,
  entryPoint: string,
  args: unknown[],
  distDir = resolve('dist'),
): SimResult {
  const workbook = existsSync(workbookPath)
    ? (JSON.parse(readFileSync(workbookPath, 'utf8')) as WorkbookJson)
    : undefined;
  const emu = createEmulator({ workbook, distDir });
  const ctx = loadBundle(readFileSync(resolve(distDir, 'Code.js'), 'utf8'), emu);
  emu.calls.reset();
  const value = callEntryPoint(ctx, entryPoint, args);
  const result = { value, calls: emu.calls.total(), callsByService: emu.calls.byService() };
  writeFileSync(workbookPath, `${JSON.stringify(emu.saveWorkbook(), null, 1)}\n`);
  return result;
}
