import { ADDON_NAME } from '../shared/version';

// What the sidebar says when Google could not run a call at all. Signed in to several Google accounts,
// the sidebar's calls fail (Google's troubleshooting page: multi-login "isn't supported for Apps
// Script, add-ons, or web apps"), while the Extensions menu, which Sheets runs itself, still works.
// Google documents no error text for it; these are the texts organizers are reported to see.
const SEVERAL_ACCOUNTS = [
  /PERMISSION_DENIED/i,
  /Authori[sz]ation is required to perform th(at|is) action/i,
  /Exception: Action not allowed/i,
];

/** Whether a failed call's message is the one Google gives a browser signed in to several accounts. */
export function isSeveralAccounts(message: string): boolean {
  return SEVERAL_ACCOUNTS.some((re) => re.test(message));
}

/** What to do instead, for an organizer in the middle of an event. */
export const SEVERAL_ACCOUNTS_HELP =
  `Google could not run ${ADDON_NAME} from this sidebar: this happens when the browser is signed in to several Google accounts, which Google does not support for add-ons. ` +
  `Use the Extensions > ${ADDON_NAME} menu instead (Pair next round, Update standings, Undo last round, Check event), ` +
  'or open this spreadsheet in a window signed in to one account only (a private or incognito window, or sign out of the other accounts), then open the sidebar again.';
