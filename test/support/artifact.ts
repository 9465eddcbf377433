// Loads the built dist/Code.js (the file clasp pushes) into a fresh vm context whose only globals are
// the emulator, and drives it the way the menu and the sidebar do.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  callEntryPoint,
  createEmulator,
  type Emulator,
  loadBundle,
  typeInto,
  type WorkbookJson,
} from '../../local/emulator';
import type { EventState } from '../../src/shared/types';
import { expectPublicTruth } from './public-truth';

export const DIST = resolve(__dirname, '../../dist');

let cachedCode: string | null = null;
export function bundleCode(): string {
  if (cachedCode === null) cachedCode = readFileSync(resolve(DIST, 'Code.js'), 'utf8');
  return cachedCode;
}

export interface Artifact {
  emu: Emulator;
  call<T = unknown>(name: string, ...args: unknown[]): T;
  type(tab: string, a1: string, values: unknown[][]): void;
  /** A tab's cell values as saved in the workbook JSON (trimmed grid). */
  values(tab: string): unknown[][];
  save(): WorkbookJson;
  /** JSON.stringify(save()): what a refusal must leave byte for byte unchanged. */
  text(): string;
}

function artifactFor(emu: Emulator): Artifact {
  const ctx = loadBundle(bundleCode(), emu);
  const artifact: Artifact = {
    emu,
    call: <T>(name: string, ...args: unknown[]) => {
      const out = callEntryPoint(ctx, name, args) as T;
      // Every action of every bundle test: nothing still pending is shown as decided on a public tab.
      const state = (out as { state?: EventState } | null)?.state;
      if (state && typeof state === 'object') expectPublicTruth(artifact, state, `after ${name}`);
      return out;
    },
    type: (tab, a1, values) => typeInto(emu, tab, a1, values),
    values: (tab) => (emu.tabValues(tab) ?? []) as unknown[][],
    save: () => emu.saveWorkbook(),
    text: () => JSON.stringify(emu.saveWorkbook()),
  };
  return artifact;
}

export function openArtifact(workbook?: WorkbookJson, now?: () => Date): Artifact {
  return artifactFor(
    createEmulator({ workbook, distDir: DIST, now: now ?? (() => new Date('2026-12-05T10:00:00Z')) }),
  );
}

/** A second execution (another user, another click) over the same document. */
export function reopen(artifact: Artifact): Artifact {
  return artifactFor(artifact.emu.newExecution());
}
