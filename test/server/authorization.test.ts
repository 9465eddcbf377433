// The scope check asks Google about exactly the manifest's scopes, and its message names what to tick.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MissingScopesError,
  missingScopesMessage,
  REQUIRED_SCOPES,
  requireGrantedScopes,
} from '../../src/server/authorization';
import { CAN_CREATE_REPORT_FORM, FORMS_SCOPE, OPTIONAL_SCOPES } from '../../src/shared/scopes';

const ROOT = resolve(__dirname, '../..');

describe('src/server/authorization.ts', () => {
  it("checks exactly appsscript.json's scopes", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8'));
    expect([...REQUIRED_SCOPES, ...OPTIONAL_SCOPES].sort()).toEqual([...manifest.oauthScopes].sort());
    // The sidebar offers Create a report form exactly when the manifest asks for Forms.
    expect(CAN_CREATE_REPORT_FORM).toBe(manifest.oauthScopes.includes(FORMS_SCOPE));
  });

  it('says which permission is missing, how to grant it, and that nothing changed', () => {
    const m = missingScopesMessage([REQUIRED_SCOPES[0]], 'https://example.test/authorize');
    expect(m).toContain('about this spreadsheet');
    expect(m).not.toContain('prompts and sidebars');
    expect(m).toContain('Extensions > Tourney Desk > Open sidebar');
    expect(m).toContain('https://example.test/authorize');
    expect(m).toContain('Nothing was changed.');
    expect(missingScopesMessage([...REQUIRED_SCOPES], null)).toMatch(/spreadsheet .* and .*sidebars/);
  });

  describe('requireGrantedScopes', () => {
    afterEach(() => vi.unstubAllGlobals());
    const scriptApp = (getAuthorizationInfo: () => unknown) =>
      vi.stubGlobal('ScriptApp', {
        AuthMode: { FULL: 'FULL' },
        AuthorizationStatus: { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' },
        getAuthorizationInfo,
      });
    const info = (status: string, granted: string[]) => () => ({
      getAuthorizationStatus: () => status,
      getAuthorizationUrl: () => 'https://example.test/authorize',
      getAuthorizedScopes: () => granted,
    });

    it('passes when every scope is granted', () => {
      scriptApp(info('NOT_REQUIRED', [...REQUIRED_SCOPES]));
      expect(() => requireGrantedScopes()).not.toThrow();
    });

    it('stops, naming the unticked scope, when one was left out', () => {
      scriptApp(info('REQUIRED', [REQUIRED_SCOPES[1]]));
      expect(() => requireGrantedScopes()).toThrow(MissingScopesError);
      expect(() => requireGrantedScopes()).toThrow(/about this spreadsheet/);
    });

    it('lets the action go on when asking Google itself fails (never blocks on the check alone)', () => {
      scriptApp(() => {
        throw new Error('You do not have permission to call ScriptApp.getAuthorizationInfo');
      });
      expect(() => requireGrantedScopes()).not.toThrow();
    });
  });
});
