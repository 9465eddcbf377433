/// <reference lib="dom" />
// The playground page in the browser: draws the workbook as an editable grid, sends each edit to
// POST /api/cell (typed as a person would), and keeps the grid and the sidebar in step. Everything
// from the workbook is inserted as text (input values, textContent), never as HTML.
import { loadWorkbook } from './grid';
import { installGridEditing } from './grid-editing';
import { setupStartOver } from './start-over';

installGridEditing();

// The sidebar tells the page after each server call; a selectCell moves the grid to that cell.
window.addEventListener('message', (e) => {
  if (e.origin !== location.origin || !e.data || e.data.type !== 'playground:called') return;
  void loadWorkbook(e.data.name === 'selectCell');
});

void setupStartOver();
void loadWorkbook(true);
