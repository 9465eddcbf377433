// "What the add-on guarantees" (docs/ORGANIZER.md) points every promise at a test: each cited file exists and each cited
// test name (up to an ellipsis or a %s placeholder) is in that file, so the section cannot drift.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const organizer = readFileSync(resolve(ROOT, 'docs/ORGANIZER.md'), 'utf8');
const start = organizer.indexOf('\n## What the add-on guarantees');
const next = organizer.indexOf('\n## ', start + 1);
const doc = start < 0 ? '' : organizer.slice(start, next < 0 ? undefined : next);

interface Citation {
  file: string;
  names: string[];
}

function citations(): Citation[] {
  const out: Citation[] = [];
  for (const line of doc.split('\n').filter((l) => l.startsWith('|'))) {
    const parts = line.split(/`(test\/[^`]+\.ts)`/);
    for (let i = 1; i < parts.length; i += 2) {
      const names = [...parts[i + 1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"'));
      out.push({ file: parts[i], names });
    }
  }
  return out;
}

function expandBraces(file: string): string[] {
  const m = /\{([^}]+)\}/.exec(file);
  if (!m) return [file];
  return m[1].split(',').map((alt) => file.replace(m[0], alt));
}

describe('docs/ORGANIZER.md: What the add-on guarantees', () => {
  it('cites at least one test for every guarantee row, and every cited file and test name exists', () => {
    expect(start).toBeGreaterThan(0);
    const rows = doc.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Guarantee'));
    for (const row of rows) expect(row, row).toMatch(/`test\/|property tests|fuzz tests/);
    const cited = citations();
    expect(cited.length).toBeGreaterThan(20);
    for (const c of cited) {
      for (const file of expandBraces(c.file)) {
        expect(existsSync(resolve(ROOT, file)), file).toBe(true);
        const text = readFileSync(resolve(ROOT, file), 'utf8').replace(/\\(['"])/g, '$1');
        for (const name of c.names) {
          // A name with … (cut short) or %s (a test.each title's placeholder) is checked part by part:
          // every literal piece between them must be in the file; any other name whole.
          const pieces = name
            .split(/…|%s/)
            .map((p) => p.trim())
            .filter(Boolean);
          expect(pieces.length, `${file}: a cited name`).toBeGreaterThan(0);
          for (const piece of pieces) expect(text.includes(piece), `${file}: "${piece}"`).toBe(true);
        }
      }
    }
  });
});
