// The download: release/tourney-sheets-<version>.zip is committed, so an organizer who downloads the
// repository (or a release's source archive) has the paste install without running anything (README,
// Installing it in Google Sheets). It must be exactly what npm run package makes from this build: after
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

  it("the README links to it, and every zip it names is this version's", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`(release/${NAME})`);
    const linked = [...readme.matchAll(/release\/tourney-sheets-([\w.-]+)\.zip/g)].map((m) => m[1]);
    expect(new Set(linked)).toEqual(new Set([VERSION]));
  });
});
