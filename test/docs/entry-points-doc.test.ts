// The README's list of entry points is every export of src/server/main.ts (each a top-level function
// of dist/Code.js), no more and no fewer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const main = readFileSync(resolve(ROOT, 'src/server/main.ts'), 'utf8');

describe('README: entry points', () => {
  it('names every export of src/server/main.ts, and its count', () => {
    const exported = [...main.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).sort();
    const start = readme.indexOf('\nEntry points (');
    const end = readme.indexOf('\n\n', start + 1);
    const paragraph = start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
    const listed = [...paragraph.matchAll(/`(\w+)(?:\([^`]*\))?`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(exported);
    expect(paragraph).toContain(`the ${exported.length} top-level functions`);
  });
});
