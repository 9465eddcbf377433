// "A module's own unit test sits at its path" (docs/DEVELOPING.md, the layout table): every test under
// the unit-test folders is named after the src/ module it tests (test/engine/any-game/trf.test.ts for
// src/engine/any-game/trf.ts; a `.property` suite counts as its module's), or is one of the few listed
// below that test behaviour across modules, each with why. A test that loses its module fails here.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const UNIT = ['test/engine', 'test/sheets', 'test/server', 'test/shared', 'test/sidebar'];

/** Unit tests that test behaviour across modules, not one module: where each belongs instead. */
const ACROSS_MODULES: Record<string, string> = {
  'test/engine/look-ahead-rematch-free.test.ts':
    'the look-ahead pairing (matching.ts) over the pile walk of swiss.ts',
  'test/engine/formats/drops-in-playoffs.test.ts': "regressions of every format's playoff with a drop",
  'test/engine/any-game/pairing-work.test.ts':
    "the matching's work in the presets bench's 2,000-player rounds",
  'test/engine/any-game/bench-pairing-measures.test.ts': 'what the any-game pairing bench counts',
  'test/sheets/wizard-tabs.test.ts': "the setup wizard's words against every format's tab layouts",
  'test/sheets/setup-plan.test.ts': 'setup as a plan, from the layouts to the refusals',
  'test/sheets/report-link.test.ts': "each table's report link from the form's template and the format",
  'test/sheets/reports/bound-reports.test.ts':
    'a report bound to its pairing, across the queue and decisions',
  'test/shared/problem-codes.test.ts': "every problem's code, from the sheets, the actions and the formats",
};

function testsUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...testsUnder(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const moduleOf = (test: string) => `src/${relative('test', test).replace(/(\.property)?\.test\.ts$/, '.ts')}`;

describe('the unit tests mirror src/', () => {
  it('every unit test names the module it tests at its path, or is listed as testing across modules', () => {
    const tests = UNIT.flatMap(testsUnder);
    expect(tests.length).toBeGreaterThan(100);
    const astray = tests.filter((t) => !existsSync(join(ROOT, moduleOf(t))) && !(t in ACROSS_MODULES));
    expect(astray).toEqual([]);
  });

  it('every test listed as across modules exists and indeed names no single module', () => {
    for (const t of Object.keys(ACROSS_MODULES)) {
      expect(existsSync(join(ROOT, t)), t).toBe(true);
      expect(existsSync(join(ROOT, moduleOf(t))), `${t} mirrors ${moduleOf(t)}: drop it from the list`).toBe(
        false,
      );
    }
  });
});
