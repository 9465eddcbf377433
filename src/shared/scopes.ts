// The OAuth scopes of appsscript.json, for the server (which checks them) and the sidebar (which offers
// only what this build can do). test/server/authorization.test.ts keeps them equal to the manifest.

/** Scopes every action needs. */
export const REQUIRED_SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets.currentonly',
  'https://www.googleapis.com/auth/script.container.ui',
] as const;

/**
 * Scopes the manifest also asks for that one feature alone uses, and whose absence refuses only that
 * feature. None today: the Forms scope would make the add-on a new verification and ask every user to
 * consent again (docs/marketplace/oauth-scopes.md, "Create the report form in one click").
 */
export const OPTIONAL_SCOPES: readonly string[] = [];

/** Google's scope for FormApp, which Create a report form needs. */
export const FORMS_SCOPE = 'https://www.googleapis.com/auth/forms';

/** Whether this build can make the report form itself; without it the sidebar offers the steps by hand. */
export const CAN_CREATE_REPORT_FORM = OPTIONAL_SCOPES.includes(FORMS_SCOPE);
