// The README is the page a newcomer reads first, so it stays short and true: under 200 lines and 15 KB,
// a table of contents that matches its headings, the Node version package.json requires, the test command
// CI runs, and the house rule's "Checked only in a real spreadsheet" list, item for item with the full
// steps in docs/REAL-SPREADSHEET.md. Every relative link of the README and of docs/*.md reaches a file
// (and a heading, when it names one), and every doc is linked from the README.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const readme = read('README.md');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const DOCS = readdirSync(resolve(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

/** Markdown without its fenced code blocks. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** The text of a `## ` section (its heading line included), up to the next `## ` heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings, a repeated one numbered -1, -2 as GitHub does. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const s = slug(m[1]);
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    out.add(n ? `${s}-${n}` : s);
  }
  return out;
}

/** Every link target of a markdown file: [text](target), ![alt](target), <img src="target">. */
function links(text: string): string[] {
  const body = prose(text).replace(/`[^`\n]*`/g, '');
  return [
    ...[...body.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]),
    ...[...body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]),
  ];
}

/** The relative links of `path` that reach no file, or no heading of the markdown file they name. */
function brokenLinks(path: string, text = read(path)): string[] {
  const broken: string[] = [];
  for (const link of links(text)) {
    if (/^[a-z][\w+.-]*:/i.test(link)) continue; // https:, mailto:
    const [file, anchor] = link.split('#');
    const target = file ? resolve(ROOT, dirname(path), decodeURI(file)) : resolve(ROOT, path);
    if (!existsSync(target)) broken.push(`${path}: ${link} (no such file)`);
    else if (
      anchor !== undefined &&
      target.endsWith('.md') &&
      !anchors(readFileSync(target, 'utf8')).has(anchor)
    )
      broken.push(`${path}: ${link} (no such heading)`);
  }
  return broken;
}

/** The numbers of a numbered list's items, and the ones marked *(self-test...)*. */
function items(text: string): { numbers: number[]; selfTest: number[] } {
  const parts = text.split(/^(\d+)\. /m);
  const numbers: number[] = [];
  const selfTest: number[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const n = Number(parts[i]);
    numbers.push(n);
    if (parts[i + 1].includes('*(self-test')) selfTest.push(n);
  }
  return { numbers, selfTest };
}

describe('README.md', () => {
  it('is under 200 lines and 15 KB', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThan(15 * 1024);
  });

  it('has a table of contents whose links are its headings, every ## heading listed', () => {
    const toc = section(readme, 'Contents');
    expect(toc, 'a "## Contents" section').not.toBe('');
    const entries = [...toc.matchAll(/^\s*- \[([^\]]+)\]\(#([^)]+)\)$/gm)].map((m) => ({
      text: m[1],
      anchor: m[2],
    }));
    const headings = [...prose(readme).matchAll(/^## (.+)$/gm)]
      .map((m) => m[1])
      .filter((h) => h !== 'Contents');
    expect(entries.length).toBeGreaterThan(3);
    for (const e of entries) expect(slug(e.text), e.text).toBe(e.anchor);
    expect(entries.map((e) => e.text)).toEqual(expect.arrayContaining(headings));
    const own = anchors(readme);
    for (const e of entries) expect(own.has(e.anchor), e.anchor).toBe(true);
  });

  it("states the Node version package.json's engines requires, and says truly whether there is an .nvmrc", () => {
    const prerequisites = section(readme, 'Prerequisites');
    expect(pkg.engines.node).toMatch(/^>=\s*\d+\.\d+/);
    expect(prerequisites).toContain(`Node.js \`${pkg.engines.node}\``);
    if (prerequisites.includes('no `.nvmrc`')) expect(existsSync(resolve(ROOT, '.nvmrc'))).toBe(false);
    else expect(prerequisites).toContain(read('.nvmrc').trim());
  });

  it('gives the two commands of a fresh machine, the test command being the one .ci/run runs', () => {
    const commands = section(readme, 'Two commands on a fresh machine');
    const block = /```sh\n([\s\S]*?)```/.exec(commands)?.[1] ?? '';
    const lines = block.split('\n').map((l) => l.replace(/#.*$/, '').trim());
    expect(lines.filter(Boolean)).toEqual(['npm ci && npm start', 'npm test']);
    expect(read('.ci/run')).toMatch(/^npm test\b/m);
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(pkg.scripts).toHaveProperty('test');
    expect(pkg.scripts).toHaveProperty('start');
  });

  it('keeps "Checked only in a real spreadsheet", every item of docs/REAL-SPREADSHEET.md in the same order', () => {
    const list = section(readme, 'Checked only in a real spreadsheet');
    expect(list, 'the house rule keeps this section in the README').not.toBe('');
    const short = items(list);
    const full = items(read('docs/REAL-SPREADSHEET.md'));
    expect(short.numbers.length).toBeGreaterThanOrEqual(30);
    expect(short.numbers).toEqual(short.numbers.map((_, i) => i + 1));
    expect(short.numbers).toEqual(full.numbers);
    expect(short.selfTest).toEqual(full.selfTest);
    expect(list).toContain('Self-test');
    expect(list).toContain('(docs/REAL-SPREADSHEET.md)');
  });

  it('links every doc under docs/', () => {
    const linked = new Set(links(readme).map((l) => l.split('#')[0]));
    for (const doc of DOCS) expect(linked.has(doc), doc).toBe(true);
  });
});

describe('relative links', () => {
  it('every relative link in README.md and docs/*.md reaches a file, and a heading when it names one', () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(['docs/ORGANIZER.md', 'docs/INSTALL.md', 'docs/PLAYGROUND.md']),
    );
    expect(['README.md', ...DOCS].flatMap((path) => brokenLinks(path))).toEqual([]);
  });

  it('the check catches a missing file, a missing heading and a path written from the wrong folder', () => {
    expect(slug("Full Thrust Admiral's tournament")).toBe('full-thrust-admirals-tournament');
    expect(slug('Arrow / target round robin')).toBe('arrow--target-round-robin');
    expect(slug('`npm run sim`: run the add-on headless')).toBe('npm-run-sim-run-the-add-on-headless');
    expect(anchors('## Running it\n\n## Running it\n')).toEqual(new Set(['running-it', 'running-it-1']));
    expect(links('[a](docs/X.md) ![b](images/y.png) `[c](z.md)` <img src="w.png" width="1">')).toEqual([
      'docs/X.md',
      'images/y.png',
      'w.png',
    ]);
    // From docs/, the README's own path to src/ is wrong and ../src/ is right; an anchor must be a heading.
    const text =
      '[a](src/server/main.ts) [b](../src/server/main.ts) [c](INSTALL.md#no-such-step) ' +
      '[d](INSTALL.md#deploying-to-a-real-spreadsheet) [e](#nowhere) [f](https://example.com/x.md)';
    expect(brokenLinks('docs/NEW.md', text)).toEqual([
      'docs/NEW.md: src/server/main.ts (no such file)',
      'docs/NEW.md: INSTALL.md#no-such-step (no such heading)',
      'docs/NEW.md: #nowhere (no such file)',
    ]);
  });
});

describe('claims moved from the README into docs/', () => {
  it("the browser tests' click count in docs/PLAYGROUND.md is the one test/e2e/click-count.test.ts asserts", () => {
    expect(read('docs/PLAYGROUND.md').replace(/\s+/g, ' ')).toContain(
      'no more clicks than results typed plus two per round',
    );
    expect(read('test/e2e/click-count.test.ts')).toContain(
      "'16 players, 4 rounds: clicks <= results typed + 2 per round'",
    );
  });
});
