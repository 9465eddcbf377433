// The emulator's minimal FormApp: a form's responses tab follows its questions, and a second form gets
// a tab of its own. Like Apps Script, it refuses unless the manifest asks for the Forms scope and the
// user ticked it.
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../local/emulator';
import { FORMS_SCOPE } from '../../../local/emulator/manifest';

const WITH_FORMS = { manifestScopes: [FORMS_SCOPE] };

describe('FormApp', () => {
  it('setDestination adds a first tab that names the form; later questions extend its header', () => {
    const emu = createEmulator(WITH_FORMS);
    const ss = emu.SpreadsheetApp.getActiveSpreadsheet();
    const form = emu.FormApp.create('Night');
    form.addTextItem().setTitle('Round');
    form.setDestination(emu.FormApp.DestinationType.SPREADSHEET, ss.getId());
    form.addListItem().setTitle('Winner').setChoiceValues(['Player', 'Opponent']);
    const tab = ss.getSheets()[0];
    expect(tab.getName()).toBe('Form Responses 1');
    expect(tab.getFormUrl()).toBe(form.getPublishedUrl());
    expect(tab.getRange(1, 1, 1, 3).getValues()[0]).toEqual(['Timestamp', 'Round', 'Winner']);
    const other = emu.FormApp.create('Other');
    other.setDestination(emu.FormApp.DestinationType.SPREADSHEET, ss.getId());
    expect(ss.getSheets().map((s) => s.getName())).toEqual([
      'Form Responses 2',
      'Form Responses 1',
      'Sheet1',
    ]);
    expect(ss.getSheetByName('Sheet1')?.getFormUrl()).toBe(null);
    expect(emu.calls.byMethod()['FormApp.create']).toBe(2);
  });

  it('a pre-filled response becomes a link with each answer URL-encoded', () => {
    const emu = createEmulator(WITH_FORMS);
    const form = emu.FormApp.create('Night');
    const name = form.addTextItem().setTitle('Your name');
    const url = form.createResponse().withItemResponse(name.createResponse('Zoë A')).toPrefilledUrl();
    expect(url).toBe(`${form.getPublishedUrl()}?usp=pp_url&entry.${name.getId()}=Zo%C3%AB%20A`);
  });

  it('refuses as Apps Script does when the manifest lacks the Forms scope or the user did not tick it', () => {
    const refusal = `You do not have permission to call FormApp.create. Required permissions: ${FORMS_SCOPE}`;
    const bare = createEmulator({
      manifestScopes: ['https://www.googleapis.com/auth/spreadsheets.currentonly'],
    });
    expect(() => bare.FormApp.create('Night')).toThrow(refusal);
    const unticked = createEmulator(WITH_FORMS);
    unticked.withholdScopes([FORMS_SCOPE]);
    expect(() => unticked.FormApp.create('Night')).toThrow(refusal);
    expect(bare.forms.length + unticked.forms.length).toBe(0);
    expect(
      bare.SpreadsheetApp.getActiveSpreadsheet()
        .getSheets()
        .map((s) => s.getName()),
    ).toEqual(['Sheet1']);
  });
});
