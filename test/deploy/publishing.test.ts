// docs/marketplace/publishing.md takes a maintainer from a clean clone to a submitted listing; up to the
// login it runs offline. This runs the page's own commands that far: the build steps come before the
// login, every clasp command it names exists in the repository's clasp, and its create-script makes a
// standalone project (an editor add-on is published from one) and gets as far as asking for credentials
// in a fresh clone with nobody logged in (test/support/clasp.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claspOffline, commandWords, ROOT } from '../support/clasp';

const PAGE = readFileSync(join(ROOT, 'docs/marketplace/publishing.md'), 'utf8');
/** Every command line of the page's sh blocks, comments dropped, in order. */
const COMMANDS = [...PAGE.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((m) => m[1].split('\n'))
  .map((l) => l.replace(/\s+#.*$/, '').trim())
  .filter(Boolean);
const CLASP_COMMANDS = join(ROOT, 'node_modules/@google/clasp/build/src/commands');

describe('docs/marketplace/publishing.md', () => {
  it('builds first (npm ci, npm run build), then logs in', () => {
    const at = (c: string) => COMMANDS.findIndex((l) => l.includes(c));
    expect(at('npm ci')).toBeGreaterThanOrEqual(0);
    expect(at('npm ci')).toBeLessThan(at('npm run build'));
    expect(at('npm run build')).toBeLessThan(at('npx clasp login'));
    expect(at('npx clasp login')).toBeLessThan(at('npx clasp create-script'));
  });

  it('every clasp command it names is one of clasp 3.4.1', () => {
    const named = [...PAGE.matchAll(/npx clasp ([a-z-]+)/g)].map((m) => m[1]);
    expect(named).toContain('create-version');
    for (const c of new Set(named)) expect(existsSync(join(CLASP_COMMANDS, `${c}.js`)), c).toBe(true);
  });

  it('its create-script makes a standalone project into dist/ and gets as far as asking for credentials', () => {
    const line = COMMANDS.find((l) => l.startsWith('npx clasp create-script'));
    if (!line) throw new Error('publishing.md: no `npx clasp create-script` command');
    const args = commandWords(line).slice(2);
    expect(args.slice(0, 3)).toEqual(['create-script', '--type', 'standalone']);
    expect(args.join(' ')).toContain('--rootDir dist');
    const output = claspOffline(args);
    expect(output).not.toContain('Project file already exists');
    expect(output).not.toContain('Invalid script type');
    expect(output).toContain('No credentials found.');
  }, 90000);

  it('says the pull writes blank files into dist/ and pushes with npm run push, which rebuilds', () => {
    expect(PAGE).toMatch(/blank `Code\.js` and `appsscript\.json` into `dist\/`/);
    expect(COMMANDS.indexOf('npm run push')).toBeGreaterThan(
      COMMANDS.findIndex((l) => l.startsWith('npx clasp create-script')),
    );
  });

  it('tests it as an editor add-on on a chosen spreadsheet, and covers the Cloud project, consent screen, brand verification and listing', () => {
    for (const s of [
      'Test deployments',
      'Editor Add-on',
      'Test document',
      'standard Cloud project',
      'OAuth consent screen',
      'Brand verification',
      'authorized domain',
      'Marketplace SDK',
      'Store Listing',
      'banner-220x140.png',
    ])
      expect(PAGE, s).toContain(s);
  });
});
