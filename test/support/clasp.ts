// Running the repository's own clasp (node_modules/@google/clasp) as a maintainer on a fresh clone
// would, but offline: a scratch directory holding what a fresh clone has plus the built dist/, and an
// empty home (no ~/.clasprc.json, no clasp login), so clasp stops before any request to Google.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const CLASP = join(ROOT, 'node_modules/@google/clasp/build/src/index.js');

/** Whether a fresh clone has this file: tracked by git (or, outside a git checkout, present). */
export function inFreshClone(path: string): boolean {
  try {
    return execFileSync('git', ['ls-files', '--', path], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  } catch (_e) {
    return existsSync(join(ROOT, path));
  }
}

/** A command's words as a README or doc writes them: "quoted words" stay one. */
export function commandWords(command: string): string[] {
  return (command.match(/"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/^"|"$/g, ''));
}

/** Runs `clasp <args>` in a fresh clone with dist/ built and nobody logged in; stdout and stderr. */
export function claspOffline(args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
  const home = join(dir, 'home');
  const repo = join(dir, 'repo');
  mkdirSync(home);
  mkdirSync(join(repo, 'dist'), { recursive: true });
  for (const f of readdirSync(join(ROOT, 'dist'))) copyFileSync(join(ROOT, 'dist', f), join(repo, 'dist', f));
  for (const f of ['.clasp.json', '.claspignore'])
    if (inFreshClone(f)) copyFileSync(join(ROOT, f), join(repo, f));
  const run = spawnSync(process.execPath, [CLASP, ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', HOME: home, USERPROFILE: home },
    encoding: 'utf8',
    timeout: 60000,
  });
  return `${run.stdout}${run.stderr}`;
}
