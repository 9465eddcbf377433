// The deploy steps (docs/INSTALL.md, Deploying to a real spreadsheet; the README's "With clasp" names the
// same command) must work from a fresh clone up to the Google login. clasp 3.4.1's create-script answers
// "Project file already exists." whenever a .clasp.json with any scriptId is present, so none may be
// committed. This runs the docs' own create-script command, offline, in a directory holding what a fresh
// clone has plus the built dist/, with an empty home (no clasp login): clasp must get as far as asking for
// credentials (test/support/clasp.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claspOffline, commandWords, inFreshClone, ROOT } from '../support/clasp';

/** The text of docs/INSTALL.md's Deploying section. */
function deploying(): string {
  const install = readFileSync(join(ROOT, 'docs/INSTALL.md'), 'utf8');
  const start = install.indexOf('\n## Deploying');
  if (start < 0) throw new Error('docs/INSTALL.md: no "## Deploying" section');
  return install.slice(start);
}

/** The create-script command of `text` (from `from` on), as its words. */
function createCommand(text: string, from: string, where: string): string[] {
  const at = text.indexOf(from);
  const m = at < 0 ? null : /`npx clasp (create-script[^`]*)`/.exec(text.slice(at));
  if (!m) throw new Error(`${where}: no \`npx clasp create-script ...\` step`);
  return commandWords(m[1]);
}

/** The create-script command of docs/INSTALL.md's Deploying section, as its words. */
function docsCreateCommand(): string[] {
  return createCommand(deploying(), '', 'docs/INSTALL.md, Deploying');
}

describe('deploying from a fresh clone', () => {
  it('no .clasp.json is committed, and .gitignore keeps the one clasp writes out of commits', () => {
    expect(inFreshClone('.clasp.json')).toBe(false);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.clasp.json');
  });

  it("the README's clasp install names the same create-script command as the docs' Deploying steps", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(createCommand(readme, '### 3. With clasp', 'README, With clasp')).toEqual(docsCreateCommand());
    expect(readme).toContain('(docs/INSTALL.md#deploying-to-a-real-spreadsheet)');
  });

  it("the docs' create-script command gets as far as asking for credentials", () => {
    const args = docsCreateCommand();
    expect(args.slice(0, 3)).toEqual(['create-script', '--type', 'sheets']);
    const output = claspOffline(args);
    expect(output).not.toContain('Project file already exists');
    expect(output).toContain('No credentials found.');
  }, 90000);

  it('the docs say create-script pulls a blank Code.js and appsscript.json into dist/, and the push rebuilds first', () => {
    expect(deploying()).toMatch(
      /pulls the new project's blank `Code\.js` and `appsscript\.json` into `dist\/`/,
    );
    expect(deploying()).toMatch(/`npm run push` \(builds/);
    // After the gate (test/deploy/gated-push.test.ts): the build, then the push.
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.push).toMatch(
      /&& npm run build && clasp push$/,
    );
  });
});
