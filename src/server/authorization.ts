// Granular consent: Google's consent screen has a checkbox for each scope, so the add-on can run with
// only some of its two scopes granted. Google's AuthorizationInfo reference: "Some script executions can
// start without a user's consent to all required scopes used by the script. The information in this
// object lets you control access to sections of code that require certain scopes and request
// authorization of those scopes for subsequent executions" (Google's Apps Script reference at
// https://developers.google.com/apps-script, Script > Class AuthorizationInfo; named rather than linked,
// as test/docs/citations.test.ts keeps that path form). So every entry point but onOpen/onInstall (which
// only build the menu) asks first, with one ScriptApp call, and stops with a message that says what to
// tick, before any Spreadsheet call: nothing is half done.

import { REQUIRED_SCOPES } from '../shared/scopes';
import { ADDON_NAME } from '../shared/version';
import { OPEN_SIDEBAR } from './menu';

export { REQUIRED_SCOPES };

/** What each scope lets the add-on do, in the organizer's words (not Google's consent text). */
const WHAT_FOR: Record<(typeof REQUIRED_SCOPES)[number], string> = {
  'https://www.googleapis.com/auth/spreadsheets.currentonly':
    'the one about this spreadsheet (to read your players and results and write pairings and standings)',
  'https://www.googleapis.com/auth/script.container.ui':
    'the one about prompts and sidebars (to show the sidebar and its dialogs)',
};

/** The two-argument getAuthorizationInfo and getAuthorizedScopes, newer than @types/google-apps-script. */
interface GrantInfo {
  getAuthorizationStatus(): GoogleAppsScript.Script.AuthorizationStatus;
  getAuthorizationUrl(): string | null;
  getAuthorizedScopes(): string[] | null;
}
interface ScriptAppWithScopes {
  AuthMode: typeof GoogleAppsScript.Script.AuthMode;
  AuthorizationStatus: typeof GoogleAppsScript.Script.AuthorizationStatus;
  getAuthorizationInfo(authMode: GoogleAppsScript.Script.AuthMode, scopes: string[]): GrantInfo;
}

/** Thrown before any work when a scope was left unticked; its message is the organizer's. */
export class MissingScopesError extends Error {}

/** The message for an organizer who left `missing` unticked; `url` re-opens Google's consent screen. */
export function missingScopesMessage(missing: readonly string[], url: string | null): string {
  const which = missing.map((s) => WHAT_FOR[s as (typeof REQUIRED_SCOPES)[number]] ?? s).join(' and ');
  return (
    `${ADDON_NAME} needs both permissions it asks for, and this Google account has not allowed ${which}. ` +
    `Choose Extensions > ${ADDON_NAME} > ${OPEN_SIDEBAR} again and tick every box on Google's screen` +
    (url ? `, or open ${url}` : '') +
    '. Nothing was changed.'
  );
}

/** Throws MissingScopesError unless this user granted every scope of the manifest. */
export function requireGrantedScopes(): void {
  const app = ScriptApp as unknown as ScriptAppWithScopes;
  let info: GrantInfo;
  let required: boolean;
  try {
    info = app.getAuthorizationInfo(app.AuthMode.FULL, [...REQUIRED_SCOPES]);
    required = info.getAuthorizationStatus() === app.AuthorizationStatus.REQUIRED;
  } catch (_) {
    // Whether asking needs a permission of its own is checked only in a real spreadsheet (README): if
    // the question itself fails, the action goes on, and a scope really missing fails with Google's
    // own message, as it would without this check.
    return;
  }
  if (!required) return;
  const granted = info.getAuthorizedScopes() ?? [];
  const missing = REQUIRED_SCOPES.filter((s) => !granted.includes(s));
  throw new MissingScopesError(missingScopesMessage(missing, info.getAuthorizationUrl()));
}
