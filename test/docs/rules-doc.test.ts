import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function testSources(dir = join(ROOT, 'test')): string {
  return readdirSync(dir)
    .map((f) => join(dir, f))
    .map((p) =>
      statSync(p).isDirectory() ? testSources(p) : p.endsWith('.ts') ? readFileSync(p, 'utf8') : '',
    )
    .join('\n');
}

describe('docs/RULES.md', () => {
  it('is the generated index of docs/rules/*.md', () => {
    const rules = readFileSync(join(ROOT, 'docs/RULES.md'), 'utf8');
    for (const f of readdirSync(join(ROOT, 'docs/rules'))) {
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
