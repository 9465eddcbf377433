import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleProblems } from '../../scripts/rules-modules.mjs';

const ROOT = resolve(__dirname, '../..');
/** The rule tables; docs/rules/DECISIONS.md is prose, not a table, and not part of docs/RULES.md. */
const ruleFiles = (): string[] => readdirSync(join(ROOT, 'docs/rules')).filter((f) => f !== 'DECISIONS.md');

function testSources(dir = join(ROOT, 'test')): string {
  return readdirSync(dir)
    .map((f) => join(dir, f))
    .map((p) =>
      statSync(p).isDirectory() ? testSources(p) : p.endsWith('.ts') ? readFileSync(p, 'utf8') : '',
    )
    .join('\n');
}

describe('docs/RULES.md', () => {
  it('every rule row names in its Module cell the files that implement it, and they exist', () => {
    const files = ruleFiles();
    const problems = files.flatMap((f) =>
      moduleProblems(f, readFileSync(join(ROOT, 'docs/rules', f), 'utf8'), ROOT),
    );
    expect(problems).toEqual([]);
    // Every table of every file is in the 4-column form: no rule without the module that implements it.
    for (const f of files) {
      const text = readFileSync(join(ROOT, 'docs/rules', f), 'utf8');
      const headers = text.split('\n').filter((l) => l.startsWith('| Rule |'));
      expect(headers.length, f).toBeGreaterThan(0);
      for (const h of headers) expect(h, f).toBe('| Rule | Source | Module | Tests |');
    }
    // The check itself catches a missing module.
    expect(
      moduleProblems(
        'x.md',
        '| Rule | Source | Module | Tests |\n|---|---|---|---|\n| r | s | `src/nowhere.ts` | `t` |',
        ROOT,
      ),
    ).toEqual(['x.md: src/nowhere.ts does not exist']);
  });

  it('links only files that exist', () => {
    const rules = readFileSync(join(ROOT, 'docs/RULES.md'), 'utf8');
    const linked = [...rules.matchAll(/\b((?:docs|src|test|scripts)\/[\w./-]+\.(?:md|ts|mjs))\b/g)].map(
      (m) => m[1],
    );
    expect(linked.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('is the generated index of docs/rules/*.md', () => {
    const rules = readFileSync(join(ROOT, 'docs/RULES.md'), 'utf8');
    for (const f of ruleFiles()) {
      expect(rules, f).toContain(readFileSync(join(ROOT, 'docs/rules', f), 'utf8').trim());
    }
  });

  it('names only tests that exist', () => {
    const sources = testSources();
    const rules = readFileSync(join(ROOT, 'docs/RULES.md'), 'utf8');
    const rows = rules
      .split('\n')
      .filter((l) => l.startsWith('|') && !l.startsWith('|---') && !l.startsWith('| Rule'));
    expect(rows.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const row of rows) {
      const cells = row.split(' | ');
      const testsCell = cells[cells.length - 1];
      // Tests are cited as `name` or as File › "name" (quotes inside escaped); a trailing … cites a prefix.
      const names = [
        ...[...testsCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
        ...[...testsCell.matchAll(/›\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"')),
      ];
      expect(names.length, row).toBeGreaterThan(0);
      for (const name of names) {
        const prefix = name.endsWith('…');
        const text = prefix ? name.slice(0, -1).trimEnd() : name;
        const quoted = [`'${text.replace(/'/g, "\\'")}`, `"${text}`, `\`${text}`].map((q) =>
          prefix ? q : `${q}${q[0]}`,
        );
        if (!quoted.some((q) => sources.includes(q))) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });
});
