// docs/marketplace/ holds what the Marketplace listing needs; publishing itself needs a Google account.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const DIR = join(ROOT, 'docs/marketplace');
const read = (f: string) => readFileSync(join(DIR, f), 'utf8');

/** Width and height from a PNG's IHDR chunk (bytes 16..23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(join(DIR, file));
  expect(png.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii'), file).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('docs/marketplace (the listing)', () => {
  it('icons are PNG at 32×32 and 128×128 px, made from icon.svg', () => {
    expect(pngSize('icon-32.png')).toEqual({ width: 32, height: 32 });
    expect(pngSize('icon-128.png')).toEqual({ width: 128, height: 128 });
    expect(read('icon.svg')).toMatch(/^<svg /);
  });

  it('every screenshot the listing names is a 1280×800 PNG, one per format', () => {
    const listing = read('listing.md');
    const shots = [...new Set([...listing.matchAll(/`(screenshot-[\w-]+\.png)`/g)].map((m) => m[1]))];
    expect(shots.sort()).toEqual(
      ['arrow-target', 'attack-wing', 'full-thrust', 'sealed-deck'].map((f) => `screenshot-${f}.png`),
    );
    for (const s of shots) expect(pngSize(s), s).toEqual({ width: 1280, height: 800 });
  });

  it('the short description fits the Marketplace limit of 200 characters', () => {
    const short = read('listing.md').split('## Short description')[1].split('\n## ')[0];
    const text = short.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
    expect(text.length).toBeGreaterThan(50);
    expect(text.length).toBeLessThanOrEqual(200);
  });

  it('the scope justifications cover exactly the scopes of appsscript.json', () => {
    const scopes = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')).oauthScopes as string[];
    const justified = [...read('oauth-scopes.md').matchAll(/^\| `(https:\/\/[^`]+)` \|/gm)].map((m) => m[1]);
    expect(justified.sort()).toEqual([...scopes].sort());
  });

  it('the privacy policy is true of the code: no network access is asked for or used', () => {
    expect(read('privacy-policy.md')).toMatch(/sends\*\*? Nothing|sends nothing|Nothing\./i);
    const manifest = readFileSync(join(ROOT, 'appsscript.json'), 'utf8');
    expect(manifest).not.toContain('external_request');
    const code = readFileSync(join(ROOT, 'dist/Code.js'), 'utf8');
    expect(code).not.toMatch(/UrlFetchApp|MailApp|GmailApp|DriveApp/);
    const sidebar = readFileSync(join(ROOT, 'dist/Sidebar.html'), 'utf8');
    expect(sidebar).not.toMatch(/\bfetch\(|XMLHttpRequest|navigator\.sendBeacon|new WebSocket/);
  });
});
