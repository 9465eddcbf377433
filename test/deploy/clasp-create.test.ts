// The README's deploy steps must work from a fresh clone up to the Google login. clasp
// 3.4.1's create-script answers "Project file already exists." whenever a .clasp.json with any
// scriptId is present, so none may be committed. This runs the README's own create-script command,
// offline, in a directory holding what a fresh clone has plus the built dist/, with an empty home
// (no clasp login): clasp must get as far as asking for credentials (test/support/clasp.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claspOffline, commandWords, inFreshClone, ROOT } from '../support/clasp';

/** The create-script command of the README's Deploying section, as its words. */
function readmeCreateCommand(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const deploying = readme.slice(readme.indexOf('## Deploying'));
  const m = /`npx clasp (create-script[^`]*)`/.exec(deploying);
  if (!m) throw new Error('README: no `npx clasp create-script ...` step under Deploying');
  return commandWords(m[1]);
}

describe('deploying from a fresh clone', () => {
  it('no .clasp.json is committed, and .gitignore keeps the one clasp writes out of commits', () => {
    expect(inFreshClone('.clasp.json')).toBe(false);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.clasp.json');
  });

  it("the README's create-script command gets as far as asking for credentials", () => {
    const args = readmeCreateCommand();
    expect(args.slice(0, 3)).toEqual(['create-script', '--type', 'sheets']);
    const output = claspOffline(args);
    expect(output).not.toContain('Project file already exists');
    expect(output).toContain('No credentials found.');
  }, 90000);

  it('the README says create-script pulls a blank Code.js and appsscript.json into dist/, and the push rebuilds first', () => {
    const deploying = readFileSync(join(ROOT, 'README.md'), 'utf8').split('## Deploying')[1];
    expect(deploying).toMatch(
      /pulls the new project's blank `Code\.js` and `appsscript\.json` into `dist\/`/,
    );
    expect(deploying).toMatch(/`npm run push` \(builds/);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.push).toBe(
      'npm run build && clasp push',
    );
  });
});
