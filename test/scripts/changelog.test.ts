import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDON_VERSION } from '../../src/shared/version';
import { openArtifact } from '../support/artifact';

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
    expect(call('getAddonInfo')).toEqual({ name: 'Tourney Sheets', version: VERSION });
  });
});
