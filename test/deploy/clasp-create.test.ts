// The README's deploy steps must work from a fresh clone up to the Google login. clasp
// 3.4.1's create-script answers "Project file already exists." whenever a .clasp.json with any
// scriptId is present, so none may be committed. This runs the README's own create-script command,
// offline, in a directory holding what a fresh clone has plus the built dist/, with an empty home
// (no clasp login): clasp must get as far as asking for credentials.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const CLASP = join(ROOT, 'node_modules/@google/clasp/build/src/index.js');

/** Whether a fresh clone has this file: tracked by git (or, outside a git checkout, present). */
function inFreshClone(path: string): boolean {
  try {
    return execFileSync('git', ['ls-files', '--', path], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  } catch (_e) {
    return existsSync(join(ROOT, path));
  }
}

/** The create-script command of the README's Deploying section, as its words. */
function readmeCreateCommand(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const deploying = readme.slice(readme.indexOf('## Deploying'));
  const m = /`npx clasp (create-script[^`]*)`/.exec(deploying);
  if (!m) throw new Error('README: no `npx clasp create-script ...` step under Deploying');
  return (m[1].match(/"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/^"|"$/g, ''));
}

describe('deploying from a fresh clone', () => {
  it('no .clasp.json is committed, and .gitignore keeps the one clasp writes out of commits', () => {
    expect(inFreshClone('.clasp.json')).toBe(false);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.clasp.json');
  });

  it("the README's create-script command gets as far as asking for credentials", () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
    const home = join(dir, 'home');
    const repo = join(dir, 'repo');
    mkdirSync(home);
    mkdirSync(join(repo, 'dist'), { recursive: true });
    for (const f of readdirSync(join(ROOT, 'dist')))
      copyFileSync(join(ROOT, 'dist', f), join(repo, 'dist', f));
    for (const f of ['.clasp.json', '.claspignore'])
      if (inFreshClone(f)) copyFileSync(join(ROOT, f), join(repo, f));
    const args = readmeCreateCommand();
    expect(args.slice(0, 3)).toEqual(['create-script', '--type', 'sheets']);
    // An empty home: no ~/.clasprc.json, so clasp stops before any request to Google.
    const run = spawnSync(process.execPath, [CLASP, ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: home, USERPROFILE: home },
      encoding: 'utf8',
      timeout: 60000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toContain('Project file already exists');
    expect(output).toContain('No credentials found.');
  }, 90000);
});
