/// <reference lib="dom" />
// The playground page in the browser: draws the workbook as an editable grid, sends each edit to
// POST /api/cell (typed as a person would), and keeps the grid and the sidebar in step. Everything
// from the workbook is inserted as text (input values, textContent), never as HTML.
import { loadWorkbook } from './grid';
import { installGridEditing } from './grid-editing';
import { setupLinkForm } from './link-form';
import { setupStartOver } from './start-over';

installGridEditing();

/** The entry points that show a dialog of the sidebar's page (the hall screen, the report codes). */
const DIALOGS = ['showHallScreen', 'showReportCodes'];

// The sidebar tells the page after each server call; a selectCell moves the grid to that cell.
window.addEventListener('message', (e) => {
  if (e.origin !== location.origin || !e.data || e.data.type !== 'playground:called') return;
  if (DIALOGS.includes(e.data.name)) openDialog();
  void loadWorkbook(e.data.name === 'selectCell');
});

// A dialog the add-on shows (the hall screen, the report codes) covers the page, as Google's modeless dialog would;
// google.script.host.close() inside it (Esc) closes it.
function openDialog(): void {
  document.getElementById('dialog')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'dialog';
  frame.title = 'Dialog shown by the add-on';
  frame.src = '/dialog';
  frame.style.cssText =
    'position:fixed;inset:24px;width:calc(100% - 48px);height:calc(100% - 48px);border:0;z-index:50;box-shadow:0 4px 24px rgba(0,0,0,.5)';
  document.body.append(frame);
  frame.addEventListener('load', () => frame.contentWindow?.focus());
}
window.addEventListener('message', (e) => {
  if (e.origin === location.origin && e.data?.type === 'playground:close-dialog')
    document.getElementById('dialog')?.remove();
});

void setupStartOver();
setupLinkForm();
void loadWorkbook(true);
