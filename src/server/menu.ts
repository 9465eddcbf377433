// onOpen may run before the user has authorized the add-on (AuthMode.NONE): it builds the menu and
// touches nothing else, so the menu always appears.
export const MENU_ITEMS: [caption: string, fn: string][] = [
  ['Open Tourney Sheets', 'showSidebar'],
  ['Pair next round', 'menuPairNextRound'],
  ['Update standings', 'menuUpdateStandings'],
  ['Undo last round', 'menuUndoLastRound'],
  ['Check event', 'menuCheckEvent'],
  ['Hall screen', 'showHallScreen'],
];

export function buildMenu(): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const [caption, fn] of MENU_ITEMS) menu.addItem(caption, fn);
  menu.addToUi();
}
