// onOpen (main.ts) is buildMenu alone, since it may run unauthorized: the add-on menu and nothing else.
// main.ts is read, not imported: test/server/main.test.ts mocks run-action, and test:unit shares one module graph.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMenu, MENU_ITEMS } from '../../src/server/menu';
import { ADDON_NAME } from '../../src/shared/version';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

describe('menu', () => {
  it('onOpen adds the add-on menu with every item, each naming its function', () => {
    const before = g.emu.saveWorkbook();
    buildMenu();
    expect(g.emu.ui.menus).toEqual([
      {
        caption: null,
        addon: true,
        items: MENU_ITEMS.map(([caption, functionName]) => ({ caption, functionName })),
      },
    ]);
    expect(g.emu.saveWorkbook()).toEqual(before);
  });

  it('every item names an entry point of main', () => {
    const main = readFileSync(resolve(__dirname, '../../src/server/main.ts'), 'utf8');
    for (const [, fn] of MENU_ITEMS) expect(main, fn).toContain(`export function ${fn}(`);
  });

  it('"Avoid menu text that simply repeats the add-on\'s name" and "Begin each menu item with an action word": the first item is Open sidebar', () => {
    expect(MENU_ITEMS[0]).toEqual(['Open sidebar', 'showSidebar']);
    for (const [caption] of MENU_ITEMS) expect(caption).not.toContain(ADDON_NAME);
  });
});
