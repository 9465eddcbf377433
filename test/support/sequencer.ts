// The order the test files start in. The run is bound by CPU on two workers, so it ends when the last
// long file ends: every long file must start early, whichever project it belongs to. vitest's own order
// runs the projects one after the other, and on a machine with no timing cache from an earlier run (CI, a
// fresh clone) it starts the largest files first; the screenshot check and the format walks are small
// files that take 10 to 40 s, so they started last and ran alone at the end.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take 7 s or more of a full run on a quiet 2-core machine (seconds, measured with vitest's
 * JSON report): the estimate where this machine has no timing of its own. Being out of date costs only
 * some seconds at the end of the run.
 */
export const LONG_FILES: Record<string, number> = {
  'test/bundle/service-call-budget.test.ts': 44,
  'test/bundle/service-call-budget-any-game.test.ts': 25,
  // The walk shards: the sum of their formats' walks, each measured when it had a file of its own.
  'test/e2e/formats-walk-2.test.ts': 25,
  'test/bundle/platform-switches.test.ts': 21,
  'test/e2e/screenshots.test.ts': 20,
  // Every format's fuzzed sheets, about 5 s each.
  'test/fuzz/formats.fuzz.test.ts': 20,
  'test/e2e/phone-view.test.ts': 19,
  'test/e2e/formats-walk-1.test.ts': 15,
  'test/e2e/sealed-deck.test.ts': 14,
  'test/e2e/report-links.test.ts': 13,
  'test/e2e/sidebar-features.test.ts': 10,
  'test/bundle/concurrency.test.ts': 10,
  'test/e2e/click-count.test.ts': 9,
  'test/bundle/preview-publish.test.ts': 9,
  'test/bundle/full-thrust.test.ts': 9,
  'test/bundle/service-calls.test.ts': 9,
  'test/bundle/long-names.test.ts': 8,
  'test/bundle/fixed-tables.test.ts': 7,
};

/** Seconds per kilobyte of test file, by folder, for a file with no timing: whole events vs pure functions. */
const PER_KB: Record<string, number> = { e2e: 1, bundle: 1, fuzz: 1, oracle: 1, property: 0.5 };

/** Longest first, across projects: this machine's last timing of the file, else the estimate above. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const expected = new Map<TestSpecification, number>();
    for (const spec of files) {
      const path = relative(root, spec.moduleId);
      const key = `${spec.project.name}:${path}`;
      const timed = this.ctx.cache.getFileTestResults(key)?.duration;
      const size = this.ctx.cache.getFileStats(key)?.size ?? 0;
      const folder = path.split('/')[1] ?? '';
      expected.set(spec, timed ?? (LONG_FILES[path] ?? ((PER_KB[folder] ?? 0.05) * size) / 1024) * 1000);
    }
    return [...files].sort((a, b) => (expected.get(b) ?? 0) - (expected.get(a) ?? 0));
  }
}
