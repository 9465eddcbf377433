import { CallCounter } from './call-counter';
import { exception } from './errors';
import type { Exec } from './exec';

/**
 * ScriptApp's granular-consent methods, as Google documents them (docs/PLATFORM.md, With a source):
 * the consent screen has a checkbox per scope, so an execution can start with only some of the
 * manifest's scopes granted. `getAuthorizationInfo(AuthMode.FULL, scopes)` says whether any of `scopes`
 * is still needed and which of them are granted; `requireScopes` ends the execution when one is not.
 * Which scopes the user left unticked is the test's choice (Emulator.withholdScopes): a user's choice,
 * not an unverified platform behaviour, so it is a control like lockHeldElsewhere, not a switch.
 * ScriptApp calls are counted on their own counter (Emulator.scriptCalls), never in `calls`, so the
 * Spreadsheet budgets of test/bundle/service-calls.test.ts and service-call-budget.test.ts are unchanged.
 */
export interface ScriptAppControl {
  app: GoogleAppsScript.Script.ScriptApp;
  calls: CallCounter;
  /** The scopes the user did not tick; empty (everything granted) by default. */
  withheld: Set<string>;
}

const AUTH_MODES = { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' };
const STATUS = { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' };

class EmuAuthorizationInfo {
  constructor(
    private asked: string[],
    private withheld: Set<string>,
  ) {}
  getAuthorizationStatus(): string {
    return this.asked.some((s) => this.withheld.has(s)) ? STATUS.REQUIRED : STATUS.NOT_REQUIRED;
  }
  getAuthorizationUrl(): string | null {
    return this.getAuthorizationStatus() === STATUS.REQUIRED
      ? 'https://script.google.com/macros/d/EMULATED/authorize'
      : null;
  }
  getAuthorizedScopes(): string[] {
    return this.asked.filter((s) => !this.withheld.has(s));
  }
}

export function newScriptApp(exec: Exec): ScriptAppControl {
  const calls = new CallCounter();
  const withheld = exec.withheldScopes;
  // A script with no list asks about the manifest's scopes.
  const asked = (scopes?: string[]) => (scopes ? [...scopes] : exec.manifestScopes());
  const app = {
    AuthMode: AUTH_MODES,
    AuthorizationStatus: STATUS,
    getAuthorizationInfo(_authMode: string, scopes?: string[]) {
      return calls.wrap(new EmuAuthorizationInfo(asked(scopes), withheld), 'AuthorizationInfo');
    },
    requireScopes(_authMode: string, scopes: string[]) {
      if (scopes.some((s) => withheld.has(s)))
        throw exception(exec.realm, 'Authorization is required to perform that action.');
    },
  };
  return {
    app: calls.wrap(app, 'ScriptApp') as unknown as GoogleAppsScript.Script.ScriptApp,
    calls,
    withheld,
  };
}
