// Finds the event's tabs by role. Each tab carries developer metadata naming its role (so a rename
// changes nothing); a document property caches role -> sheet id so an action costs one getSheetById
// per tab instead of a metadata scan. A stale cache falls back to the metadata scan.
import { ROLE_KEY } from '../sheets/layout';
import { type DocProperties, docProperties } from './doc-properties';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const CACHE_PROPERTY = 'tourney-sheets.tab-ids';

export type TabIds = Record<string, number>;

function readCache(props: DocProperties): TabIds | null {
  const raw = props.get(CACHE_PROPERTY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TabIds;
  } catch (_) {
    return null;
  }
}

export function writeCache(ids: TabIds, props: DocProperties = docProperties()): void {
  props.set(CACHE_PROPERTY, JSON.stringify(ids));
}

/** A tab made after setup (an older event's record) joins the cache, so it is found by id from now on. */
export function cacheTab(role: string, id: number, props: DocProperties): void {
  writeCache({ ...(readCache(props) ?? {}), [role]: id }, props);
}

/** Tabs made together join the cache in one write of the property. */
export function cacheTabs(ids: TabIds, props: DocProperties): void {
  writeCache({ ...(readCache(props) ?? {}), ...ids }, props);
}

/**
 * Role -> sheet id from the tabs' metadata. A duplicated tab may carry its original's role (whether
 * Sheets copies developer metadata is unverified), so the first tab found for a role keeps it: the
 * original, whose metadata is older than its copy's.
 */
export function scanRoles(ss: Spreadsheet): TabIds {
  const ids: TabIds = {};
  for (const md of ss.createDeveloperMetadataFinder().withKey(ROLE_KEY).find()) {
    const role = md.getValue() ?? '';
    if (role in ids) continue;
    const sheet = md.getLocation().getSheet();
    if (sheet) ids[role] = sheet.getSheetId();
  }
  return ids;
}

export function findTabs(
  ss: Spreadsheet,
  roles: readonly string[],
  props: DocProperties = docProperties(),
): Record<string, Sheet | undefined> {
  let ids = readCache(props);
  const out: Record<string, Sheet | undefined> = {};
  const lookup = (cache: TabIds) => {
    let stale = false;
    for (const role of roles) {
      const id = cache[role];
      const sheet = id === undefined ? null : ss.getSheetById(id);
      if (sheet) out[role] = sheet;
      else if (id !== undefined) stale = true;
    }
    return stale;
  };
  if (!ids || lookup(ids)) {
    ids = scanRoles(ss);
    if (Object.keys(ids).length) writeCache(ids, props);
    for (const role of roles) out[role] = undefined;
    lookup(ids);
  }
  return out;
}
