// The download: release/tourney-sheets-<version>.zip is committed, so an organizer who downloads the
// repository (or a release's source archive) has the paste install without running anything (README and
// docs/INSTALL.md, Installing it in Google Sheets). It must be exactly what npm run package makes from this build: after
// any change to src/, release/INSTALL.txt or package.json's version, run `npm run package` and commit
// the zip with the change.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inFreshClone } from '../support/clasp';

const ROOT = resolve(__dirname, '../..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const NAME = `tourney-sheets-${VERSION}.zip`;

describe('the committed download (release/)', () => {
  it("release/ holds one zip, the current version's, and git tracks it", () => {
    expect(readdirSync(join(ROOT, 'release')).filter((f) => f.endsWith('.zip'))).toEqual([NAME]);
    expect(inFreshClone(`release/${NAME}`), 'release/*.zip must not be ignored: commit it').toBe(true);
  });

  it('equals a fresh npm run package of this build, byte for byte (else run npm run package and commit it)', () => {
    const out = mkdtempSync(join(tmpdir(), 'tourney-release-'));
    execFileSync(process.execPath, ['scripts/package.mjs', '--out', out], { cwd: ROOT, stdio: 'pipe' });
    const fresh = readFileSync(join(out, NAME));
    expect(readFileSync(join(ROOT, 'release', NAME)).equals(fresh)).toBe(true);
  });

  it("the README and docs/INSTALL.md link to it, and every zip they or the other docs name is this version's", () => {
    const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    expect(read('README.md')).toContain(`(release/${NAME})`);
    expect(read('docs/INSTALL.md')).toContain(`(../release/${NAME})`);
    const docs = readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`);
    for (const path of ['README.md', ...docs]) {
      const named = [...read(path).matchAll(/release\/tourney-sheets-([\w.-]+)\.zip/g)].map((m) => m[1]);
      for (const version of named) expect(version, path).toBe(VERSION);
    }
  });
});
