import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SelfTestResult } from '../../src/shared/types';
import { ADDON_VERSION } from '../../src/shared/version';
import { openArtifact } from '../support/artifact';
import { setupFormat } from '../support/events';

const ROOT = resolve(__dirname, '../..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;

describe('the version an organizer can see', () => {
  it('release/CHANGELOG.md has an entry for the version in package.json, newest first', () => {
    const log = readFileSync(join(ROOT, 'release/CHANGELOG.md'), 'utf8');
    const versions = [...log.matchAll(/^## (\d+\.\d+\.\d+)\s*$/gm)].map((m) => m[1]);
    expect(versions[0]).toBe(VERSION);
  });

  it('is stamped from package.json at build: getAddonInfo in dist/Code.js answers it', () => {
    expect(ADDON_VERSION).toBe(VERSION);
    const { call } = openArtifact();
    expect(call('getAddonInfo')).toEqual({ name: 'Tourney Desk', version: VERSION });
  });

  it('the Log says which version set the event up, and every Self-test says which version it checked', () => {
    const a = openArtifact();
    setupFormat(a, 'sealed-deck');
    const setupLine = a.values('Log').find((r) => r[1] === 'Set up event');
    expect(String(setupLine?.[4])).toContain(`Tourney Desk ${VERSION}.`);
    const result = a.call<SelfTestResult>('runSelfTest');
    expect(result.version).toBe(VERSION);
    const selfTestLine = a.values('Log').find((r) => r[1] === 'Self-test');
    expect(String(selfTestLine?.[4])).toMatch(
      new RegExp(`^Tourney Desk ${VERSION.replace(/\./g, '\\.')}\\. Self-test: `),
    );
    expect(a.emu.ui.dialogs.at(-1)?.content).toContain(`Tourney Desk ${VERSION}`);
  });
});
