import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createEmulator, loadBundle } from '../../local/emulator';
import { MENU_ITEMS } from '../../src/server/menu';
import { ADDON_NAME } from '../../src/shared/version';
import { bundleCode, DIST } from '../support/artifact';

/** Every google.script.run name the sidebar source calls (call('x'), act('x'), run.x()). */
function sidebarCalls(): string[] {
  const dir = resolve(__dirname, '../../src/sidebar');
  const src = readdirSync(dir)
    // The compile-time checks call entry points that must NOT exist (src/sidebar/server-calls.typetest.ts).
    .filter((f) => f.endsWith('.ts') && !f.includes('.typetest.'))
    .map((f) => readFileSync(resolve(dir, f), 'utf8'))
    .join('\n');
  const names = new Set<string>();
  for (const m of src.matchAll(/\b(?:call|act)(?:<[^>]*>)?\(\s*'(\w+)'/g)) names.add(m[1]);
  for (const m of src.matchAll(/google\.script\.run(?:\.with\w+\([^)]*\))*\.(\w+)\(/g))
    if (!m[1].startsWith('with')) names.add(m[1]);
  return [...names];
}

describe('dist/Code.js in a fresh vm context whose only globals are the emulator', () => {
  it('has no module syntax and exposes every menu and sidebar function at top level', () => {
    const code = bundleCode();
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).not.toMatch(/\brequire\s*\(/);
    const emu = createEmulator({ distDir: DIST });
    const ctx = loadBundle(code, emu) as Record<string, unknown>;
    const names = [
      ...MENU_ITEMS.map(([, fn]) => fn),
      ...sidebarCalls(),
      'onOpen',
      'onInstall',
      'setupEvent',
      'pairNextRound',
      'updateStandings',
      'getEventState',
      'undoLastRound',
      'setPlayerStatus',
    ];
    expect(sidebarCalls().length).toBeGreaterThan(5);
    for (const name of names) expect(typeof ctx[name], name).toBe('function');
    expect(typeof ctx.require).toBe('undefined');
    expect(typeof ctx.process).toBe('undefined');
  });

  it('loading the file makes no service call', () => {
    const emu = createEmulator({ distDir: DIST });
    loadBundle(bundleCode(), emu);
    expect(emu.calls.total()).toBe(0);
  });

  it('onOpen builds the add-on menu even when every other service call would throw (AuthMode.NONE)', () => {
    const emu = createEmulator({ distDir: DIST });
    const refuse = (service: string) =>
      new Proxy(
        {},
        {
          get: (_t, prop) =>
            prop === 'getUi' && service === 'SpreadsheetApp'
              ? () => emu.SpreadsheetApp.getUi()
              : () => {
                  throw new Error(`${service}.${String(prop)} needs authorization`);
                },
        },
      );
    const ctx = vm.createContext({
      SpreadsheetApp: refuse('SpreadsheetApp'),
      PropertiesService: refuse('PropertiesService'),
      LockService: refuse('LockService'),
      HtmlService: refuse('HtmlService'),
    });
    vm.runInContext(bundleCode(), ctx, { filename: 'Code.gs' });
    (ctx as { onOpen: (e: unknown) => void }).onOpen({ authMode: 'NONE' });
    expect(emu.ui.menus).toHaveLength(1);
    expect(emu.ui.menus[0].items.map((i) => ('functionName' in i ? i.functionName : ''))).toEqual(
      MENU_ITEMS.map(([, fn]) => fn),
    );
  });

  it('onInstall builds the same menu; showSidebar serves dist/Sidebar.html titled Tourney Desk', () => {
    const emu = createEmulator({ distDir: DIST });
    const ctx = loadBundle(bundleCode(), emu) as Record<string, (...a: unknown[]) => unknown>;
    ctx.onInstall({});
    expect(emu.ui.menus[0].items.map((i) => ('caption' in i ? i.caption : ''))).toEqual(
      MENU_ITEMS.map(([c]) => c),
    );
    ctx.showSidebar();
    expect(emu.ui.sidebar?.title).toBe(ADDON_NAME);
    expect(emu.ui.sidebar?.content).toBe(readFileSync(resolve(DIST, 'Sidebar.html'), 'utf8'));
    // Sidebar.html is plain HTML (no templating), so its <title> is typed there and must agree.
    expect(emu.ui.sidebar?.content).toContain(`<title>${ADDON_NAME}</title>`);
  });

  it('the manifest keeps exactly the two scopes', () => {
    const manifest = JSON.parse(readFileSync(resolve(DIST, 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });
});
