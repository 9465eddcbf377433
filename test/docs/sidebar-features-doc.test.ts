// The "Sidebar features" table (docs/PLAYGROUND.md): every button the sidebar can show is in it, every
// feature cites browser tests that exist and use its controls, and every sidebar action the README or the
// docs moved out of it name elsewhere (a bold name beside the word "sidebar") is one of its features. So a
// feature the docs promise cannot be missing from the sidebar or untested, and a button cannot be added
// without a row and a test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const playground = read('docs/PLAYGROUND.md');
const start = playground.indexOf('### Sidebar features');
const section = playground.slice(start, playground.indexOf('\n### ', start + 1));
/** Where the organizer and the developer read about the sidebar: the README and the docs it links for them. */
const ELSEWHERE = [
  'README.md',
  'docs/ORGANIZER.md',
  'docs/INSTALL.md',
  'docs/DEVELOPING.md',
  'docs/REAL-SPREADSHEET.md',
];

interface Row {
  feature: string;
  controls: string[];
  files: string[];
  names: string[];
  cells: string;
}

function rows(): Row[] {
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Sidebar feature'))
    .map((line) => {
      const cells = line.split(' | ');
      return {
        feature: cells[0].replace(/^\| /, '').trim(),
        controls: [...cells[1].matchAll(/`#([\w-]+)`/g)].map((m) => m[1]),
        files: [...line.matchAll(/`(test\/[^`]+\.ts)`/g)].map((m) => m[1]),
        names: [...cells[3].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]),
        cells: line,
      };
    });
}

/** The ids of every button the sidebar's code creates (a templated id counts by its fixed prefix). */
function sidebarButtonIds(): string[] {
  const dir = resolve(ROOT, 'src/sidebar');
  const ids = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts') && !x.includes('typetest'))) {
    const text = readFileSync(resolve(dir, f), 'utf8');
    for (const m of text.matchAll(/\bbutton\(\s*(['`])([^'`]*)\1?/g)) {
      const id = m[2].split('${')[0];
      if (id) ids.add(id);
    }
    for (const m of text.matchAll(/el\(\s*'button',\s*\{[^}]*\bid: '([\w-]+)'/g)) ids.add(m[1]);
  }
  return [...ids];
}

describe('docs/PLAYGROUND.md: Sidebar features', () => {
  it('every feature cites a browser test that exists and clicks or reads its controls', () => {
    expect(start).toBeGreaterThan(0);
    const all = rows();
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const row of all) {
      expect(
        row.files.some((f) => f.startsWith('test/e2e/') && f.endsWith('.test.ts')),
        row.feature,
      ).toBe(true);
      expect(row.controls.length, row.feature).toBeGreaterThan(0);
      const texts = row.files.map((f) => {
        expect(existsSync(resolve(ROOT, f)), f).toBe(true);
        return readFileSync(resolve(ROOT, f), 'utf8');
      });
      for (const name of row.names)
        expect(
          texts.some((t) => t.includes(`'${name}'`) || t.includes(`"${name}"`) || t.includes(`\`${name}\``)),
          `${row.feature}: no test named "${name}"`,
        ).toBe(true);
      for (const id of row.controls)
        expect(
          texts.some((t) => t.includes(`#${id}`)),
          `${row.feature}: the cited tests never use #${id}`,
        ).toBe(true);
    }
  });

  it('every button the sidebar can show is a control of some feature', () => {
    const cited = rows().flatMap((r) => r.controls);
    // "Try again" only appears when the server cannot be reached at all.
    const unlisted = sidebarButtonIds().filter((id) => id !== 'retry' && !cited.includes(id));
    expect(unlisted).toEqual([]);
    // The format's own buttons come from the server's panels: the command's name is their prefix.
    expect(cited).toEqual(expect.arrayContaining(['rollOff-', 'peak-calc', 'check-event']));
  });

  it('every sidebar action the README or the docs name elsewhere is a feature of the table', () => {
    const rest = [
      playground.slice(0, start) + playground.slice(start + section.length),
      ...ELSEWHERE.map(read),
    ].join('\n\n');
    const named = new Set<string>();
    // How the docs name what the sidebar does: "**Check event** (menu or sidebar)", "**Peak Performance
    // calculator** (sidebar)", "the sidebar's **Roll-off** section", the sidebar's "Share with players"
    // section, "press **Pair next round**".
    const text = rest.replace(/\n\s*/g, ' ');
    const patterns = [
      /\*\*([^*]+)\*\*\s*\([^)]*sidebar[^)]*\)/gi,
      /sidebar's\s+\*\*([^*]+)\*\*/gi,
      /sidebar's\s+"([^"]+)"/gi,
      /\bpress(?:es)?\s+\*\*([^*]+)\*\*/gi,
    ];
    // A menu path (**Extensions > Tourney Desk > Self-test**) names its last item.
    for (const p of patterns) for (const m of text.matchAll(p)) named.add(m[1].split(' > ').pop() ?? m[1]);
    expect([...named]).toEqual(
      expect.arrayContaining(['Check event', 'Roll-off', 'Peak Performance calculator', 'Pair next round']),
    );
    const table = rows().map((r) => r.cells.toLowerCase());
    for (const name of named)
      expect(
        table.some((r) => r.includes(name.toLowerCase())),
        `"${name}" is named as a sidebar action but is not in the Sidebar features table`,
      ).toBe(true);
  });
});
