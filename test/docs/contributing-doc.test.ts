// CONTRIBUTING.md's commands are the project's own: the fuzz run it asks for before resolving an issue
// uses the script and variables the suites read, and the nightly workflow it names runs 600 runs on a
// new seed that it prints.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const contributing = read('CONTRIBUTING.md');
const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

describe('CONTRIBUTING.md', () => {
  it('asks for FUZZ_RUNS=200 npm run test:fuzz before resolving an issue that touches an action', () => {
    expect(contributing).toContain('FUZZ_RUNS=200 npm run test:fuzz');
    expect(scripts['test:fuzz']).toMatch(/vitest run test\/fuzz test\/property test\/oracle/);
    expect(read('test/property/arbitraries.ts')).toContain('process.env.FUZZ_RUNS');
  });

  it('names a nightly workflow that runs the fuzz suites at 600 runs on a random seed and prints it', () => {
    expect(contributing).toContain('.github/workflows/fuzz-nightly.yml');
    const workflow = read('.github/workflows/fuzz-nightly.yml');
    expect(workflow).toMatch(/schedule:\s*\n\s*- cron:/);
    expect(workflow).toMatch(/FUZZ_RUNS: '600'/);
    expect(workflow).toMatch(/FUZZ_SEED: \$\{\{ steps\.seed\.outputs\.seed \}\}/);
    expect(workflow).toContain('npm run test:fuzz');
    expect(workflow).toMatch(/echo "replay with FUZZ_SEED=/);
  });

  it('names only scripts and files that exist', () => {
    for (const [, name] of contributing.matchAll(/npm run ([\w:-]+)/g))
      expect(scripts, name).toHaveProperty(name);
    for (const [, path] of contributing.matchAll(/`((?:docs|test|\.github)\/[\w./*-]+)`/g))
      if (!path.includes('*')) expect(existsSync(resolve(root, path)), path).toBe(true);
  });
});
