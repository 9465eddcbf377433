// Loads the built dist/Code.js (the file clasp pushes) into a fresh vm context whose only globals are
// the emulator, and drives it the way the menu and the sidebar do.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import {
  type CellJson,
  callEntryPoint,
  createEmulator,
  type Emulator,
  loadBundle,
  snapshotChange,
  type TabJson,
  typeInto,
  type WorkbookJson,
  type WorkbookSnapshot,
} from '../../local/emulator';
import type { ActionResult, EventState, Problem } from '../../src/shared/types';
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
  /** One tab as save() gives it, without the other tabs (throws when there is none). */
  tab(name: string): TabJson;
  /** Every tab's values as save() gives them, without the rest of the workbook (a fraction of its cost). */
  allValues(): WorkbookValues;
  /** The whole workbook, to compare before and after with expectUnchanged (local/emulator/workbook-snapshot.ts). */
  snapshot(): WorkbookSnapshot;
}

/** The part of WorkbookJson that holds what was typed and written: each tab's values. */
export interface WorkbookValues {
  tabs: Record<string, { values: CellJson[][] }>;
}

/** The workbook saves to the same JSON as when `before` was taken; the failure names the first change. */
export function expectUnchanged(a: Artifact, before: WorkbookSnapshot, what = 'the workbook'): void {
  const change = snapshotChange(before, a.snapshot());
  expect(change, `${what}: ${change}`).toBeNull();
}

/**
 * What an action that wrote nothing reported (Check event's list and its state's, a refusal's state),
 * for the public-truth check; undefined for an action that wrote.
 */
export function readOnlyReport(name: string, out: unknown, state: EventState): Problem[] | undefined {
  const result = out as Partial<ActionResult> | null;
  if (name !== 'checkEvent' && result?.ok !== false) return undefined;
  return [...(result?.problems ?? []), ...state.problems];
}

function artifactFor(emu: Emulator, code = bundleCode()): Artifact {
  const ctx = loadBundle(code, emu);
  const artifact: Artifact = {
    emu,
    call: <T>(name: string, ...args: unknown[]) => {
      const out = callEntryPoint(ctx, name, args) as T;
      // Every action of every bundle test: nothing still pending is shown as decided on a public tab.
      const state = (out as { state?: EventState } | null)?.state;
      if (state && typeof state === 'object')
        expectPublicTruth(artifact, state, `after ${name}`, { readOnly: readOnlyReport(name, out, state) });
      return out;
    },
    type: (tab, a1, values) => typeInto(emu, tab, a1, values),
    values: (tab) => (emu.tabValues(tab) ?? []) as unknown[][],
    save: () => emu.saveWorkbook(),
    snapshot: () => emu.snapshot(),
    tab: (name) => {
      const tab = emu.tabJson(name);
      if (!tab) throw new Error(`no ${name} tab`);
      return tab;
    },
    allValues: () => {
      const tabs: WorkbookValues['tabs'] = {};
      for (const { name } of emu.store.sheets) tabs[name] = { values: emu.tabValues(name) ?? [] };
      return { tabs };
    },
  };
  return artifact;
}

export function openArtifact(
  workbook?: WorkbookJson,
  now?: () => Date,
  /** The manifest's scopes in place of dist/appsscript.json's: a build that asks for more. */
  manifestScopes?: string[],
  /** A build in place of dist/Code.js (one whose registry holds a test's own format). */
  code?: string,
): Artifact {
  return artifactFor(
    createEmulator({
      workbook,
      distDir: DIST,
      now: now ?? (() => new Date('2026-12-05T10:00:00Z')),
      ...(manifestScopes ? { manifestScopes } : {}),
    }),
    code,
  );
}

/** A second execution (another user, another click) over the same document. */
export function reopen(artifact: Artifact): Artifact {
  return artifactFor(artifact.emu.newExecution());
}
