// docs/marketplace/ holds what the Marketplace listing needs; publishing itself needs a Google account.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { ADDON_NAME } from '../../src/shared/version';

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

  it('the application card banner is a 220×140 PNG made from banner.svg, and the listing names it', () => {
    expect(pngSize('banner-220x140.png')).toEqual({ width: 220, height: 140 });
    expect(read('banner.svg')).toMatch(/^<svg [^>]*width="220" height="140"/);
    expect(read('listing.md')).toMatch(
      /\| Application card banner \| `banner-220x140\.png` \| 220 × 140 px \|/,
    );
  });

  it("the listing's links are package.json's homepage, bugs and repository, on one owner (OWNER until npm run set-owner)", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const links = read('listing.md').split('## Links')[1].split('\n## ')[0];
    const url = (label: string) => new RegExp(`^- ${label}[^:]*: (https://\\S+)$`, 'm').exec(links)?.[1];
    expect(url('Homepage')).toBe(pkg.homepage);
    expect(url('Report an issue')).toBe(pkg.bugs.url);
    expect(pkg.repository.url).toBe(`git+${url('Source')}.git`);
    for (const page of ['terms-of-service', 'privacy-policy', 'support'])
      expect(links).toContain(`${pkg.homepage}${page}.html`);
    const owners = new Set([...links.matchAll(/https:\/\/(?:github\.com\/)?([\w-]+)/g)].map((m) => m[1]));
    expect([...owners]).toEqual([/^https:\/\/([\w-]+)\.github\.io\//.exec(pkg.homepage)?.[1]]);
  });

  it('the pages workflow publishes exactly the pages the listing links, from this folder', () => {
    const workflow = readFileSync(join(ROOT, '.github/workflows/pages.yml'), 'utf8');
    const published = /for f in ([^;]+); do/.exec(workflow)?.[1].split(/\s+/) ?? [];
    for (const page of ['index.md', 'privacy-policy.md', 'terms-of-service.md', 'support.md']) {
      expect(published).toContain(page);
      expect(read(page).length, page).toBeGreaterThan(100);
    }
    expect(read('index.md')).toContain('privacy-policy.html');
  });

  it("the listing's scopes are exactly appsscript.json's", () => {
    const scopes = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')).oauthScopes as string[];
    const section = read('listing.md').split('## OAuth scopes')[1];
    const listed = [...section.matchAll(/^- `(https:\/\/[^`]+)`$/gm)].map((m) => m[1]);
    expect(listed).toEqual(scopes);
  });

  it("the name follows Google's rule: no Google product name in it, and is the one the add-on shows (ADDON_NAME)", () => {
    const name = read('listing.md').split('## Application name')[1].trim().split('\n')[0];
    expect(name).toBe(ADDON_NAME);
    expect(name).not.toMatch(/Google|Gmail|Sheets|Docs|Drive|Workspace|add-on/i);
    expect(name.length).toBeLessThanOrEqual(15);
  });

  it('each screenshot is labelled as the local preview, in the picture and in its caption', () => {
    const script = readFileSync(join(ROOT, 'scripts/marketplace-screenshots.mjs'), 'utf8');
    const label = /const LABEL = '([^']+)'/.exec(script)?.[1];
    expect(label).toMatch(/^Local preview .*not Google Sheets$/);
    const listing = read('listing.md');
    expect(listing).toContain(`"${label}"`);
    for (const m of listing.matchAll(/^\| `(screenshot-[\w-]+\.png)` \| (.+) \|$/gm))
      expect(m[2], m[1]).toMatch(/^Local preview: /);
  });

  it('every screenshot the listing names is a 1280×800 PNG, one per format', () => {
    const listing = read('listing.md');
    const shots = [...new Set([...listing.matchAll(/`(screenshot-[\w-]+\.png)`/g)].map((m) => m[1]))];
    expect(shots.sort()).toEqual(
      allFormats()
        .map((f) => `screenshot-${f.id}.png`)
        .sort(),
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
