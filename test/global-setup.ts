// vitest globalSetup: the bundle, e2e and other artifact tests read dist/ as it is, so a filtered run
// after an edit would test the old build. dist/ is rebuilt once when any of its three files is missing
// or older than the newest of src/, scripts/build.mjs, appsscript.json and package.json; when it is fresh this costs a walk of
// src/ (a few milliseconds). `npm test` builds first, so there it never builds.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json'];
const INPUTS = ['src', 'scripts/build.mjs', 'appsscript.json', 'package.json'];

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file shows only as its folder's mtime
  for (const e of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, e)));
  return newest;
}

function oldestOutput(root: string): number {
  let oldest = Number.POSITIVE_INFINITY;
  for (const f of OUTPUTS) {
    try {
      oldest = Math.min(oldest, statSync(join(root, f)).mtimeMs);
    } catch {
      return Number.NEGATIVE_INFINITY; // missing
    }
  }
  return oldest;
}

/** True when dist/ is missing a file or is older than what it is built from. */
export function distIsStale(root = ROOT): boolean {
  const newestInput = Math.max(...INPUTS.map((p) => newestMtime(join(root, p))));
  return oldestOutput(root) < newestInput;
}

// Each project runs its globalSetup; the first to get here builds and the others wait for it.
const KEY = '__tourneyFreshDist';
type Holder = { [KEY]?: Promise<void> };

export default function setup(): Promise<void> {
  const holder = globalThis as Holder;
  holder[KEY] ??= Promise.resolve().then(() => {
    if (!distIsStale()) return;
    console.log('dist/ is older than src/: building it first (npm run build)');
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  });
  return holder[KEY];
}
