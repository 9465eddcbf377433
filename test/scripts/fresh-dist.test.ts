// test/global-setup.ts rebuilds dist/ before a run when it is older than what it is built from.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { distIsStale } from '../global-setup';

const INPUTS = [
  'src/server/main.ts',
  'src/sidebar/sidebar.css',
  'scripts/build.mjs',
  'appsscript.json',
  'package.json',
];
const OUTPUTS = ['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json'];

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A checkout whose inputs were written at second `inputs` and its dist/ files at second `outputs`. */
function checkout(inputs: number, outputs: number): string {
  root = mkdtempSync(join(tmpdir(), 'tourney-fresh-dist-'));
  for (const f of [...INPUTS, ...OUTPUTS]) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), '');
  }
  for (const f of INPUTS) touch(f, inputs);
  for (const d of ['src', 'src/server', 'src/sidebar', 'scripts']) touch(d, inputs);
  for (const f of OUTPUTS) touch(f, outputs);
  return root;
}

function touch(path: string, second: number): void {
  utimesSync(join(root, path), second, second);
}

describe('dist/ freshness before a test run', () => {
  it('is fresh when every dist/ file is newer than every input', () => {
    expect(distIsStale(checkout(1000, 2000))).toBe(false);
  });

  it('is stale when a file under src/, or build.mjs, appsscript.json or package.json, is newer', () => {
    for (const f of INPUTS) {
      checkout(1000, 2000);
      touch(f, 3000);
      expect(distIsStale(root), f).toBe(true);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is stale when a file was deleted from src/ since (its folder is newer), or a dist/ file is missing', () => {
    checkout(1000, 2000);
    touch('src/server', 3000);
    expect(distIsStale(root)).toBe(true);
    rmSync(root, { recursive: true, force: true });
    for (const f of OUTPUTS) {
      checkout(1000, 2000);
      rmSync(join(root, f));
      expect(distIsStale(root), f).toBe(true);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is stale when one dist/ file is older than an input even if the others are newer', () => {
    checkout(1000, 2000);
    touch('dist/Sidebar.html', 500);
    expect(distIsStale(root)).toBe(true);
  });
});
