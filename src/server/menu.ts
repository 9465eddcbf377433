// onOpen may run before the user has authorized the add-on (AuthMode.NONE): it builds the menu and
// touches nothing else, so the menu always appears.
// Google's style guide (https://cloud.google.com/apps-script/add-ons/guides/workspace-style, said of card
// actions' menus; applied here to the Extensions menu, which already shows the add-on's name above its
// items): "Avoid menu text that simply repeats the add-on's name" and "Begin each menu item with an
// action word".
export const OPEN_SIDEBAR = 'Open sidebar';

export const MENU_ITEMS: [caption: string, fn: string][] = [
  [OPEN_SIDEBAR, 'showSidebar'],
  ['Pair next round', 'menuPairNextRound'],
  ['Update standings', 'menuUpdateStandings'],
  ['Undo last round', 'menuUndoLastRound'],
  ['Check event', 'menuCheckEvent'],
  ['Hall screen', 'showHallScreen'],
  ['Self-test', 'runSelfTest'],
];

export function buildMenu(): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const [caption, fn] of MENU_ITEMS) menu.addItem(caption, fn);
  menu.addToUi();
}
