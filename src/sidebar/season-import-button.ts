// Import into season (docs/SEASON.md): an event played elsewhere, pasted on the Import tab, added to the
// season. The first click makes the tab and says what to paste; the server refuses, with each problem at
// its cell, until the tab reads.
import { button } from './dom';
import type { Actions } from './ui-state';

export function importButton(actions: Actions): HTMLButtonElement {
  return button('import-season', 'Import into season', () => void actions.act('importIntoSeason'));
}
