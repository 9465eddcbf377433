// The failures Google gives a sidebar in a browser signed in to several accounts are recognised (each
// text organizers report), and nothing else is taken for one.
import { describe, expect, it } from 'vitest';
import { SEVERAL_ACCOUNTS_ERROR } from '../../local/playground/several-accounts';
import { isSeveralAccounts, SEVERAL_ACCOUNTS_HELP } from '../../src/sidebar/call-failure';
import { errorText, failedText } from '../../src/sidebar/server';

describe('a sidebar call Google refused to run', () => {
  it('recognises each reported text of the several-accounts failure', () => {
    for (const text of [
      SEVERAL_ACCOUNTS_ERROR,
      'ScriptError: Authorization is required to perform that action.',
      'ScriptError: Exception: Action not allowed',
      'Error: PERMISSION_DENIED',
    ])
      expect(isSeveralAccounts(text), text).toBe(true);
  });

  it('leaves every other failure as it was', () => {
    for (const text of [
      'Another Tourney Desk action is running on this spreadsheet. Wait a moment and try again.',
      'Exception: Service Spreadsheets timed out while accessing document with id abc.',
      'NetworkError: Connection failure due to HTTP 500',
    ]) {
      expect(isSeveralAccounts(text), text).toBe(false);
      expect(errorText(new Error(text))).toBe(text);
      expect(failedText('Could not read the event', new Error(text))).toBe(
        `Could not read the event: ${text}`,
      );
    }
  });

  it('says what to do, with what Google said, in place of "Could not read the event"', () => {
    const shown = failedText('Could not read the event', new Error(SEVERAL_ACCOUNTS_ERROR));
    expect(shown).toBe(`${SEVERAL_ACCOUNTS_HELP} (Google said: ${SEVERAL_ACCOUNTS_ERROR})`);
  });
});
