// Granular consent through dist/Code.js: Google's consent screen has a checkbox per scope, so an
// organizer may allow one of the two and not the other. Every entry point but onOpen/onInstall then
// stops before its first Spreadsheet call with a message saying what to tick (src/server/authorization.ts);
// with both granted, the check costs one ScriptApp call, counted apart from the Spreadsheet calls
// (emu.scriptCalls), so test/bundle/service-calls.test.ts and service-call-budget.test.ts are unchanged.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { expectUnchanged, openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

const SHEETS = 'https://www.googleapis.com/auth/spreadsheets.currentonly';
const UI = 'https://www.googleapis.com/auth/script.container.ui';

describe('a partial grant (one consent checkbox left unticked)', () => {
  it('with both granted, each entry point asks once, and no ScriptApp call is in the Spreadsheet counts', () => {
    const a = openArtifact();
    a.call('showSidebar');
    expect(a.emu.ui.sidebar).toBeTruthy();
    expect(a.emu.scriptCalls.byMethod()).toEqual({
      'AuthorizationInfo.getAuthorizationStatus': 1,
      'ScriptApp.getAuthorizationInfo': 1,
    });
    expect(Object.keys(a.emu.calls.byMethod()).filter((k) => /ScriptApp|Authorization/.test(k))).toEqual([]);
  });

  it('without the spreadsheet scope, pairing stops before any Spreadsheet call, says what to tick, and changes nothing', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee']);
    const before = a.snapshot();
    a.emu.withholdScopes([SHEETS]);
    a.emu.calls.reset();
    expect(() => a.call<ActionResult>('pairNextRound')).toThrow(
      /has not allowed the one about this spreadsheet .*tick every box.*Nothing was changed\./,
    );
    expect(a.emu.calls.total()).toBe(0);
    expectUnchanged(a, before);
    expect(() => a.call('getEventState')).toThrow(/about this spreadsheet/);
  });

  it('without the sidebar scope, the sidebar is not opened and the message names that permission', () => {
    const a = openArtifact();
    a.emu.withholdScopes([UI]);
    expect(() => a.call('showSidebar')).toThrow(/the one about prompts and sidebars/);
    expect(a.emu.ui.sidebar).toBeFalsy();
    expect(a.emu.calls.total()).toBe(0);
  });

  it('onOpen still builds the menu (it needs neither scope), so the organizer can try again', () => {
    const a = openArtifact();
    a.emu.withholdScopes([SHEETS, UI]);
    a.call('onOpen', {});
    expect(a.emu.ui.menus.length).toBeGreaterThan(0);
    expect(a.emu.scriptCalls.total()).toBe(0);
  });

  it('granting the missing scope later (ticking it the next time) lets the same call run', () => {
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Cy', 'Dee']);
    a.emu.withholdScopes([SHEETS]);
    expect(() => a.call('pairNextRound')).toThrow(/about this spreadsheet/);
    a.emu.withholdScopes([]);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
  });
});
