// Every citation in the repository points at something in the repository. Code comments, docs and
// tests cite files by their paths (docs/ARCHITECTURE.md, docs/rules/DECISIONS.md, docs/PLATFORM.md, a
// module, a test): each must exist. Documents kept outside the repository are never cited, nor are
// issue numbers: a comment says what a change was for, not which ticket asked for it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SCANNED = [
  'src',
  'test',
  'local',
  'scripts',
  'bench',
  'docs',
  'release',
  '.ci',
  'README.md',
  'vitest.config.ts',
];
const TEXT = /\.(ts|mjs|js|md|txt|json|ya?ml|html|css|sh)$/;
/** This file names the forbidden forms to test its own matchers. */
const SELF = 'test/docs/citations.test.ts';

function walk(p: string): string[] {
  const abs = join(ROOT, p);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isDirectory()) {
    // Fixtures are workbooks and recorded sheets: data, not citations.
    return readdirSync(abs).flatMap((f) =>
      f === 'node_modules' || f === 'fixtures' ? [] : walk(join(p, f)),
    );
  }
  return TEXT.test(p) || p.startsWith('.ci/') ? [p] : [];
}

/** A repository path as written: docs/…, src/…, test/…, release/…, scripts/…, bench/…, local/…. */
const PATH = /(?<![\w./@-])((?:docs|src|test|release|scripts|bench|local)\/[\w./<>*${}-]*[\w>}*])/g;

/**
 * The repository paths `text` cites that do not exist under `root`. A pattern is not a citation of one
 * file: a glob (`docs/rules/*.md`), a placeholder (`src/engine/<id>/`, `${name}`, `FORMAT-sidebar.png`).
 */
function missingPaths(text: string, root: string): string[] {
  const missing: string[] = [];
  for (const m of text.matchAll(PATH)) {
    const p = m[1].replace(/\.$/, '');
    if (/[<>*${}]/.test(p) || /\/[A-Z]+[-./]|\/[A-Z]+$/.test(p)) continue;
    if (!existsSync(join(root, p))) missing.push(p);
  }
  return missing;
}

/**
 * Documents outside the repository: the original brief, its rule clarifications, its references, and the
 * rule texts by their file names there (the repository cites docs/rules/<format>.md instead).
 */
const OUTSIDE = /DESIGN ?§|DESIGN\.md|CLARIFICATIONS|reference\/|toolchain\.md|(?<![\w/])rules\/[\w-]+\.txt/g;
/** An issue number of this project: "issue 12", "Issue #12", "issues 11 and 12", "(#12)", "PR #12". */
const ISSUE = /\bissues? ?#?\d+|\((?:#\d+)(?:, ?#\d+)*\)|\b(?:PR|pull request) ?#\d+/gi;

function forbidden(text: string): string[] {
  return [...text.matchAll(OUTSIDE), ...text.matchAll(ISSUE)].map((m) => m[0]);
}

/** Paths a file names on purpose although they do not exist. */
const ALLOWED: Record<string, string[]> = {
  // The deliberately missing module rules-doc.test.ts feeds its own check.
  'test/docs/rules-doc.test.ts': ['src/nowhere.ts'],
};

function files(): string[] {
  return SCANNED.flatMap(walk).filter((f) => f !== SELF);
}

describe('citations', () => {
  it('every repository path cited in code, docs and tests exists', () => {
    const problems = files().flatMap((f) => {
      const allowed = ALLOWED[f] ?? [];
      return missingPaths(readFileSync(join(ROOT, f), 'utf8'), ROOT)
        .filter((p) => !allowed.includes(p))
        .map((p) => `${f}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('nothing cites a document outside the repository, or an issue number', () => {
    const problems = files().flatMap((f) =>
      forbidden(readFileSync(join(ROOT, f), 'utf8')).map((hit) => `${f}: ${hit}`),
    );
    expect(problems).toEqual([]);
  });

  it('the checks themselves catch what they are for', () => {
    expect(missingPaths('see docs/NOWHERE-ELSE.md and src/engine/nowhere.ts.', ROOT)).toEqual([
      'src/engine/nowhere.ts',
    ]);
    expect(missingPaths('see docs/nowhere.md, `test/bundle/gone.test.ts`', ROOT)).toEqual([
      'docs/nowhere.md',
      'test/bundle/gone.test.ts',
    ]);
    // Paths that exist, globs and placeholders pass.
    expect(
      missingPaths(
        'docs/ARCHITECTURE.md, docs/rules/DECISIONS.md, src/engine/formats/<id>.ts, docs/rules/*.md, ' +
          '`release/tourney-sheets-<version>.zip`, docs/images/FORMAT-sidebar.png, ../../src/shared/types',
        ROOT,
      ),
    ).toEqual([]);
    expect(
      forbidden(
        'as DESIGN §4 says; rules/CLARIFICATIONS.md; reference/toolchain.md; rules/full-thrust-admirals.txt',
      ),
    ).toEqual(['DESIGN §', 'CLARIFICATIONS', 'reference/', 'toolchain.md', 'rules/full-thrust-admirals.txt']);
    expect(forbidden('docs/rules/full-thrust.md')).toEqual([]);
    expect(forbidden('fixed in issue 12 A5; Issue #14; see (#7); PR #3')).toEqual([
      'issue 12',
      'Issue #14',
      '(#7)',
      'PR #3',
    ]);
    // A player's number or a seat is not an issue number.
    expect(forbidden("#1 sits out; Arrow #2 · counter Eve's deck; the issue tracker")).toEqual([]);
  });

  it('scans the files it should', () => {
    const scanned = files();
    expect(scanned).toContain('docs/ARCHITECTURE.md');
    expect(scanned).toContain('docs/rules/DECISIONS.md');
    expect(scanned).toContain('src/server/run-action.ts');
    expect(scanned).toContain('README.md');
    expect(scanned.length).toBeGreaterThan(300);
  });
});
