// npm run set-owner: the repository's owner goes into every public link at once, so the listing, the
// pages and package.json never disagree once the repository is published.
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentOwner, OWNER_FILES, setOwner, validOwner } from '../../scripts/set-owner.mjs';

const ROOT = resolve(__dirname, '../..');

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'owner-'));
  for (const f of OWNER_FILES) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(ROOT, f), join(dir, f));
  }
  return dir;
}

describe('npm run set-owner', () => {
  it('replaces the placeholder owner in package.json, the pages workflow and every Marketplace page', () => {
    const dir = copy();
    expect(currentOwner(dir)).toBe('OWNER');
    const changed = setOwner(dir, 'chess-club-42');
    expect(changed.sort()).toEqual([...OWNER_FILES].sort());
    for (const f of OWNER_FILES) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/OWNER\.github\.io|github\.com\/OWNER\//);
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(pkg.homepage).toBe('https://chess-club-42.github.io/tourney-sheets/');
    expect(pkg.bugs.url).toBe('https://github.com/chess-club-42/tourney-sheets/issues');
    expect(pkg.repository.url).toBe('git+https://github.com/chess-club-42/tourney-sheets.git');
    expect(readFileSync(join(dir, 'docs/marketplace/listing.md'), 'utf8')).toContain(
      '- Privacy policy: https://chess-club-42.github.io/tourney-sheets/privacy-policy.html',
    );
    // Run again with another name: it replaces the owner it finds, not only the placeholder.
    setOwner(dir, 'another');
    expect(currentOwner(dir)).toBe('another');
  });

  it('refuses a name GitHub would not allow, and changes nothing', () => {
    const dir = copy();
    for (const bad of ['', '-lead', 'trail-', 'two--hyphens', 'has space', 'x'.repeat(40), 'a/b'])
      expect(() => setOwner(dir, bad), bad).toThrow(/not a GitHub account name/);
    expect(validOwner('a')).toBe(true);
    expect(currentOwner(dir)).toBe('OWNER');
  });
});
