// The scope check asks Google about exactly the manifest's scopes, and its message names what to tick.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingScopesMessage, REQUIRED_SCOPES } from '../../src/server/authorization';

const ROOT = resolve(__dirname, '../..');

describe('src/server/authorization.ts', () => {
  it("checks exactly appsscript.json's scopes", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8'));
    expect([...REQUIRED_SCOPES].sort()).toEqual([...manifest.oauthScopes].sort());
  });

  it('says which permission is missing, how to grant it, and that nothing changed', () => {
    const m = missingScopesMessage([REQUIRED_SCOPES[0]], 'https://example.test/authorize');
    expect(m).toContain('about this spreadsheet');
    expect(m).not.toContain('prompts and sidebars');
    expect(m).toContain('Extensions > Tourney Sheets > Open Tourney Sheets');
    expect(m).toContain('https://example.test/authorize');
    expect(m).toContain('Nothing was changed.');
    expect(missingScopesMessage([...REQUIRED_SCOPES], null)).toMatch(/spreadsheet .* and .*sidebars/);
  });
});
