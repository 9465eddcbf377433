// onOpen may run unauthorized: it builds the add-on menu and nothing else.
import { describe, expect, it } from 'vitest';
import { onOpen } from '../../src/server/main';
import { MENU_ITEMS } from '../../src/server/menu';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

describe('menu', () => {
  it('onOpen adds the add-on menu with every item, each naming its function', () => {
    const before = g.emu.saveWorkbook();
    onOpen();
    expect(g.emu.ui.menus).toEqual([
      {
        caption: null,
        addon: true,
        items: MENU_ITEMS.map(([caption, functionName]) => ({ caption, functionName })),
      },
    ]);
    expect(g.emu.saveWorkbook()).toEqual(before);
  });

  it('every item runs an entry point of main', async () => {
    const main = (await import('../../src/server/main')) as Record<string, unknown>;
    for (const [, fn] of MENU_ITEMS) expect(typeof main[fn], fn).toBe('function');
  });
});
