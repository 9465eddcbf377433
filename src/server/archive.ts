// Start the next event's archive: each of the closed event's tabs copied, renamed with the event's name
// and date, and hidden, before the action resets the tabs themselves. The copies lose the role the
// add-on finds tabs by, so the next event's actions never read them. In phases, as the action frame
// works (docs/ARCHITECTURE.md, Cost): every name read, then the copies made, then one metadata search
// and its removals, so the archive costs two commits whatever the number of tabs.
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
  const plan: { sheet: Sheet; name: string }[] = [];
  for (const role of roles) {
    const sheet = sheets[role];
    if (!sheet) continue;
    const own = sheet.getName();
    let name = archiveName(event.event, event.date, own);
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = archiveName(event.event, event.date, `${own} ${n}`);
    taken.add(name.toLowerCase());
    plan.push({ sheet, name });
  }
  const copies = plan.map(({ sheet, name }) => sheet.copyTo(ss).setName(name).hideSheet());
  // Whether Sheets copies developer metadata is unverified (docs/PLATFORM.md): a copied role is removed.
  const ids = new Set(copies.map((c) => c.getSheetId()));
  const copied = ss
    .createDeveloperMetadataFinder()
    .withKey(ROLE_KEY)
    .find()
    .filter((md) => ids.has(md.getLocation().getSheet()?.getSheetId() ?? -1));
  for (const md of copied) md.remove();
  return plan.map((p) => p.name);
}
