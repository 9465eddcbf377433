// createReportForm in the built bundle: one form with the report questions, its responses linked to a
// new tab of this spreadsheet, and a pre-filled template every table's link is made from without
// another Forms call. Without the Forms scope it refuses and says how to connect a form made by hand:
// this build's manifest does not ask for it (src/shared/scopes.ts), so the form is made only by a build
// that does, played here by the emulator's manifestScopes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callEntryPoint, createEmulator, loadBundle } from '../../local/emulator';
import { prefilledReportLink } from '../../src/engine/report-link';
import { FORMS_SCOPE, REQUIRED_SCOPES } from '../../src/shared/scopes';
import type { ActionResult } from '../../src/shared/types';
import { bundleCode, DIST, openArtifact } from '../support/artifact';
import { SEALED_OWN_QUESTIONS } from '../support/own-side';
import { setupSealed } from '../support/sealed';

describe('createReportForm', () => {
  it('in a build whose manifest asks for Forms: makes the form, links a responses tab that names it, and keeps a link template', () => {
    const a = openArtifact(undefined, undefined, [...REQUIRED_SCOPES, FORMS_SCOPE]);
    setupSealed(a, ['Ann', 'Bob', 'Cat', 'Dan']);
    a.emu.calls.reset();
    const result = a.call<ActionResult>('createReportForm', {});
    expect(result.ok, result.message).toBe(true);
    expect(a.emu.calls.byMethod()['FormApp.create']).toBe(1);
    const [form] = a.emu.forms;
    expect(form.title).toBe('Friday sealed: report a result');
    // The questions, in the reporter's own words, are the responses tab's headers after Forms' Timestamp.
    expect(form.items.map((i) => i.getTitle())).toEqual(SEALED_OWN_QUESTIONS);
    expect(form.items.slice(0, 3).every((i) => i.isRequired())).toBe(true);
    const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
    const tab = ss.getSheets().find((s) => s.getFormUrl());
    expect(tab?.getName()).toBe('Form Responses 1');
    expect(result.message).toContain(tab?.getFormUrl() ?? 'no url');
    expect(tab?.getRange(1, 1, 1, 4).getValues()[0]).toEqual(['Timestamp', 'Round', 'Table', 'Your name']);
    const props = a.emu.PropertiesService.getDocumentProperties();
    const template = props.getProperty('tourney-sheets.report-link-template') ?? '';
    expect(props.getProperty('tourney-sheets.report-form-url')).toBe(tab?.getFormUrl());
    const [round, table, name] = form.items.map((i) => i.getId());
    expect(prefilledReportLink(template, { round: 2, table: 4, name: 'Ann' })).toBe(
      `${tab?.getFormUrl()}?usp=pp_url&entry.${round}=2&entry.${table}=4&entry.${name}=Ann`,
    );
  });

  function withFormApp(formApp: unknown): ActionResult {
    const emu = createEmulator({ distDir: DIST });
    const ctx = loadBundle(bundleCode(), emu);
    callEntryPoint(ctx, 'setupEvent', [{ format: 'sealed-deck', name: 'Night', rounds: 3, seed: 's' }]);
    ctx.FormApp = formApp;
    const result = callEntryPoint(ctx, 'createReportForm', [{}]) as ActionResult;
    expect(
      emu.SpreadsheetApp.getActiveSpreadsheet()
        .getSheets()
        .some((s) => s.getFormUrl()),
    ).toBe(false);
    return result;
  }

  it('refuses, saying how to connect a form made by hand, when Forms is not authorized', () => {
    const unauthorized = {
      DestinationType: { SPREADSHEET: 'SPREADSHEET' },
      create() {
        throw new Error(
          'You do not have permission to call FormApp.create. Required permissions: https://www.googleapis.com/auth/forms',
        );
      },
    };
    for (const formApp of [unauthorized, undefined]) {
      const result = withFormApp(formApp);
      expect(result.ok).toBe(false);
      expect(result.message).toContain('Link to Sheets');
    }
  });

  it("this build's own manifest: the emulated FormApp refuses as Google does, and nothing is made or kept", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'appsscript.json'), 'utf8'));
    expect(manifest.oauthScopes).not.toContain(FORMS_SCOPE);
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob', 'Cat', 'Dan']);
    const result = a.call<ActionResult>('createReportForm', {});
    expect(result.ok).toBe(false);
    expect(result.message).toContain('Link to Sheets');
    expect(a.emu.forms).toHaveLength(0);
    const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
    expect(ss.getSheets().some((s) => s.getFormUrl())).toBe(false);
    expect(
      a.emu.PropertiesService.getDocumentProperties().getProperty('tourney-sheets.report-form-url'),
    ).toBe(null);
  });
});
