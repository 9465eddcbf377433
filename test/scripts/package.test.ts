// npm run package: the paste install's zip holds exactly what Apps Script needs, and those files run as
// the emulator runs dist/: Code.gs as the one classic script, Sidebar.html served by name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { callEntryPoint, createEmulator, loadBundle } from '../../local/emulator';
import { MENU_ITEMS } from '../../src/server/menu';
import { ADDON_NAME } from '../../src/shared/version';
import { DIST } from '../support/artifact';

const ROOT = resolve(__dirname, '../..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

let files: Record<string, Uint8Array>;
beforeAll(() => {
  // Into a scratch folder: the committed zip is test/scripts/release-zip.test.ts's to check.
  const out = mkdtempSync(join(tmpdir(), 'tourney-package-'));
  execFileSync(process.execPath, ['scripts/package.mjs', '--out', out], { cwd: ROOT, stdio: 'pipe' });
  files = unzipSync(new Uint8Array(readFileSync(join(out, `tourney-sheets-${VERSION}.zip`))));
});

describe('npm run package (the paste install)', () => {
  it('writes release/tourney-sheets-<version>.zip with exactly Code.gs, Sidebar.html, appsscript.json and INSTALL.txt', () => {
    expect(Object.keys(files).sort()).toEqual(['Code.gs', 'INSTALL.txt', 'Sidebar.html', 'appsscript.json']);
  });

  it('the manifest is byte-identical to dist/appsscript.json and Code.gs to dist/Code.js', () => {
    expect(Buffer.from(files['appsscript.json']).equals(readFileSync(join(DIST, 'appsscript.json')))).toBe(
      true,
    );
    expect(Buffer.from(files['Code.gs']).equals(readFileSync(join(DIST, 'Code.js')))).toBe(true);
  });

  it('Code.gs and Sidebar.html from the zip load as the emulator loads dist/: the menu is built and the sidebar served', () => {
    const unpacked = mkdtempSync(join(tmpdir(), 'tourney-paste-'));
    writeFileSync(join(unpacked, 'Sidebar.html'), files['Sidebar.html']);
    const emu = createEmulator({ distDir: unpacked });
    const ctx = loadBundle(text(files['Code.gs']), emu);
    callEntryPoint(ctx, 'onOpen', [{}]);
    expect(emu.ui.menus.at(-1)?.items.map((i) => ('caption' in i ? i.caption : '-'))).toEqual(
      MENU_ITEMS.map(([c]) => c),
    );
    callEntryPoint(ctx, 'showSidebar');
    expect(emu.ui.sidebar?.content).toBe(text(files['Sidebar.html']));
    expect(emu.ui.sidebar?.content).toContain('<script>');
  });

  it('INSTALL.txt names the version, every file to paste, the two scopes the manifest asks for and what Google shows', () => {
    const install = text(files['INSTALL.txt']);
    expect(install).toContain(`Tourney Desk ${VERSION}`);
    expect(install).not.toContain('{{VERSION}}');
    for (const f of ['Code.gs', 'Sidebar', 'appsscript.json', 'Extensions > Apps Script'])
      expect(install).toContain(f);
    const scopes = JSON.parse(text(files['appsscript.json'])).oauthScopes as string[];
    expect(scopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
    for (const scope of scopes) expect(install).toContain(scope.split('/auth/')[1]);
    expect(install).toMatch(/checkbox for each/);
    expect(install).toMatch(/Go to Tourney Desk \(unsafe\)/);
    // Google's screens and the Extensions menu take the project's name, so it must be the add-on's own.
    expect(install).toContain(`name it ${ADDON_NAME}`);
    expect(install).toContain(`Extensions > ${ADDON_NAME}`);
    expect(install).toContain(`Go to ${ADDON_NAME} (unsafe)`);
    expect(install).toMatch(/plain-text editor/);
    expect(install).toMatch(/several Google accounts/);
    expect(install).toMatch(/administrator may block/);
  });

  it('is deterministic: packaging the same build twice gives the same bytes', () => {
    const zips = [1, 2].map(() => {
      const out = mkdtempSync(join(tmpdir(), 'tourney-package-'));
      execFileSync(process.execPath, ['scripts/package.mjs', '--out', out], { cwd: ROOT, stdio: 'pipe' });
      return readFileSync(join(out, `tourney-sheets-${VERSION}.zip`));
    });
    expect(zips[1].equals(zips[0])).toBe(true);
  });
});
