// An event set up before the record existed gets its tab from the first action writing the record:
// hidden and warning-protected (the organizer never types there), found by role from then on, and the
// organizer left on the tab they were looking at.
import { describe, expect, it } from 'vitest';
import { docProperties } from '../../src/server/doc-properties';
import { createRecordTab } from '../../src/server/record-tab';
import { findTabs, scanRoles } from '../../src/server/tabs';
import { RECORD_TAB_HEADERS, RECORD_TAB_TITLE } from '../../src/sheets/layout';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

describe('createRecordTab', () => {
  it('makes the record tab hidden, protected warning-only, with its headers, and keeps the active tab', () => {
    const active = g.ss().getActiveSheet().getName();
    const sheet = createRecordTab(g.ss(), docProperties());
    expect(sheet.getName()).toBe(RECORD_TAB_TITLE);
    expect(sheet.isSheetHidden()).toBe(true);
    const protections = sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET);
    expect(protections).toHaveLength(1);
    expect(protections[0].isWarningOnly()).toBe(true);
    expect(g.values(RECORD_TAB_TITLE)[0]).toEqual(RECORD_TAB_HEADERS);
    expect(g.ss().getActiveSheet().getName()).toBe(active);
    expect(scanRoles(g.ss()).record).toBe(sheet.getSheetId());
  });

  it('takes a free name when one is taken (ignoring case), and joins the tab-id cache', () => {
    g.ss().insertSheet(RECORD_TAB_TITLE.toUpperCase());
    const props = docProperties();
    const sheet = createRecordTab(g.ss(), props);
    expect(sheet.getName()).toBe(`${RECORD_TAB_TITLE} 2`);
    expect(JSON.parse(props.get('tourney-sheets.tab-ids') ?? '{}').record).toBe(sheet.getSheetId());
    expect(findTabs(g.ss(), ['record'], props).record?.getSheetId()).toBe(sheet.getSheetId());
  });
});
