// The files' start order (test/support/sequencer.ts): long files first across projects, by this machine's
// timing where it has one, else by the measured list, else by size and folder.
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONG_FILES, LongestFirst } from './sequencer';

const ROOT = '/repo';
// Test files made up for these cases (no such files exist).
const BIG_UNIT = ['test', 'engine', 'big-unit.test.ts'].join('/');
const SMALL = ['test', 'bundle', 'small.test.ts'].join('/');

function spec(project: string, path: string): TestSpecification {
  return { project: { name: project }, moduleId: `${ROOT}/${path}` } as unknown as TestSpecification;
}

async function order(
  specs: TestSpecification[],
  timed: Record<string, number>,
  sizes: Record<string, number>,
): Promise<string[]> {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => (key in timed ? { duration: timed[key] } : undefined),
      getFileStats: (key: string) => (key in sizes ? { size: sizes[key] } : undefined),
    },
  } as unknown as Vitest;
  const sorted = await new LongestFirst(ctx).sort(specs);
  return sorted.map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`);
}

describe('LongestFirst', () => {
  it('with no timing (a fresh clone), starts the measured long files first, then by size weighed by folder', async () => {
    const specs = [
      spec('default', BIG_UNIT),
      spec('default', SMALL),
      spec('default', 'test/e2e/screenshots.test.ts'),
      spec('switches-flipped', 'test/bundle/reports.test.ts'),
    ];
    const sizes = {
      [`default:${BIG_UNIT}`]: 40_000,
      [`default:${SMALL}`]: 3_000,
      'default:test/e2e/screenshots.test.ts': 1_800,
      'switches-flipped:test/bundle/reports.test.ts': 8_000,
    };
    expect(LONG_FILES['test/e2e/screenshots.test.ts']).toBeGreaterThan(10);
    expect(await order(specs, {}, sizes)).toEqual([
      'default:test/e2e/screenshots.test.ts',
      // A project's files are not held back behind another project's.
      'switches-flipped:test/bundle/reports.test.ts',
      `default:${SMALL}`,
      // 40 kB of pure-function tests weigh less than 3 kB of whole events.
      `default:${BIG_UNIT}`,
    ]);
  });

  it("prefers this machine's own timing of a file to the list", async () => {
    const specs = [spec('default', 'test/e2e/screenshots.test.ts'), spec('default', SMALL)];
    expect(
      await order(specs, { 'default:test/e2e/screenshots.test.ts': 2_000, [`default:${SMALL}`]: 9_000 }, {}),
    ).toEqual([`default:${SMALL}`, 'default:test/e2e/screenshots.test.ts']);
  });
});
