// Deploys are gated and CI runs on every push: `npm run push` (and push:dev, push:prod) runs typecheck,
// lint and the unit tests before any clasp push; the dev and prod project files stay out of commits; the
// GitHub workflow runs .ci/run on every push and pull request, then coverage and the release zip; the
// licence package.json names is the LICENSE file's.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const scripts: Record<string, string> = pkg.scripts;

describe('gated deploys', () => {
  it('the gate is typecheck, lint and the unit tests, and every push runs it before building and pushing', () => {
    expect(scripts.gate).toBe('npm run typecheck && npm run lint && npm run test:unit');
    for (const [name, project] of [
      ['push', ''],
      ['push:dev', ' --project .clasp.dev.json'],
      ['push:prod', ' --project .clasp.prod.json'],
    ])
      expect(scripts[name], name).toBe(`npm run gate && npm run build && clasp${project} push`);
  });

  it("the dev and prod project files are ignored by git: a script id is one person's", () => {
    for (const file of ['.clasp.json', '.clasp.dev.json', '.clasp.prod.json'])
      expect(
        execFileSync('git', ['check-ignore', '--no-index', file], { cwd: ROOT, encoding: 'utf8' }).trim(),
        file,
      ).toBe(file);
    expect(readFileSync(join(ROOT, 'docs/INSTALL.md'), 'utf8')).toMatch(
      /npm run push:dev` and `npm run push:prod`/,
    );
  });

  it('CI runs .ci/run on every push and pull request, then the coverage and the release zip', () => {
    const ci = readFileSync(join(ROOT, '.github/workflows/ci.yml'), 'utf8');
    expect(ci).toMatch(/^on:\n {2}push:\n {2}pull_request:/m);
    const runs = [...ci.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]);
    expect(runs).toEqual(['.ci/run', 'npm run test:coverage', 'npm run package']);
    expect(scripts['test:coverage']).toMatch(/--coverage\.provider=v8/);
    expect(pkg.devDependencies['@vitest/coverage-v8']).toBe(pkg.devDependencies.vitest);
  });

  it('the licence is MIT, in LICENSE as package.json says', () => {
    expect(pkg.license).toBe('MIT');
    expect(existsSync(join(ROOT, 'LICENSE'))).toBe(true);
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
  });
});
