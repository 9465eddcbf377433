// Start the next event's archive: each of the closed event's tabs copied, renamed with the event's name
// and date, and hidden, before the action resets the tabs themselves. The copies lose the role the
// add-on finds tabs by, so the next event's actions never read them.
import { archiveName } from '../sheets/actions';
import { ROLE_KEY } from '../sheets/layout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Copies each tab of `roles` found, as a hidden tab named after the event; returns the names given. */
export function archiveTabs(
  ss: Spreadsheet,
  sheets: Record<string, Sheet | undefined>,
  roles: readonly string[],
  event: { event: string; date: string },
): string[] {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  const names: string[] = [];
  for (const role of roles) {
    const sheet = sheets[role];
    if (!sheet) continue;
    const base = archiveName(event.event, event.date, sheet.getName());
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = archiveName(event.event, event.date, `${sheet.getName()} ${n}`);
    taken.add(name.toLowerCase());
    const copy = sheet.copyTo(ss).setName(name);
    // Whether Sheets copies developer metadata is unverified (docs/PLATFORM.md): a copied role is removed.
    for (const md of copy.getDeveloperMetadata()) if (md.getKey() === ROLE_KEY) md.remove();
    copy.hideSheet();
    names.push(name);
  }
  return names;
}
