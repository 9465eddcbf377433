// The list of entry points in docs/DEVELOPING.md (Project layout) is every export of src/server/main.ts
// (each a top-level function of dist/Code.js), no more and no fewer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const doc = readFileSync(resolve(ROOT, 'docs/DEVELOPING.md'), 'utf8');
const main = readFileSync(resolve(ROOT, 'src/server/main.ts'), 'utf8');

describe('docs/DEVELOPING.md: entry points', () => {
  it('names every export of src/server/main.ts, and its count', () => {
    const exported = [...main.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).sort();
    const start = doc.indexOf('\nEntry points (');
    const end = doc.indexOf('\n\n', start + 1);
    const paragraph = start < 0 ? '' : doc.slice(start, end < 0 ? undefined : end);
    const listed = [...paragraph.matchAll(/`(\w+)(?:\([^`]*\))?`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(exported);
    expect(paragraph).toContain(`the ${exported.length} top-level functions`);
  });
});
