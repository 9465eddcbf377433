// scripts/build.mjs builds into a sibling folder and renames each file into dist/: tests reading dist/
// while a build runs (a globalSetup rebuild, or this file beside the bundle suites) never find it missing.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FILES = ['Code.js', 'Sidebar.html', 'appsscript.json'];

function build(): { done: Promise<{ code: number | null; out: string }>; running: () => boolean } {
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let running = true;
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  const done = new Promise<{ code: number | null; out: string }>((ok) =>
    child.on('close', (code) => {
      running = false;
      ok({ code, out });
    }),
  );
  return { done, running: () => running };
}

describe('scripts/build.mjs', () => {
  it('dist/Code.js is there, whole, all through a build', async () => {
    const before = readFileSync(join(ROOT, 'dist/Code.js'), 'utf8');
    const run = build();
    let reads = 0;
    const failures: string[] = [];
    while (run.running()) {
      try {
        const now = readFileSync(join(ROOT, 'dist/Code.js'), 'utf8');
        if (now !== before) failures.push(`read ${reads}: ${now.length} characters, not ${before.length}`);
      } catch (e) {
        failures.push(`read ${reads}: ${(e as Error).message}`);
      }
      reads++;
      await new Promise((ok) => setImmediate(ok));
    }
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    expect(failures.slice(0, 5), `${failures.length} of ${reads} reads failed`).toEqual([]);
    expect(reads).toBeGreaterThan(10);
  });

  it('leaves exactly the three files in dist/ and no temporary folder, and logs their sizes in bytes', async () => {
    const { code, out } = await build().done;
    expect(code, out).toBe(0);
    expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual([...FILES].sort());
    expect(readdirSync(ROOT).filter((f) => f.startsWith('dist') && f !== 'dist')).toEqual([]);
    // The figures are bytes, not characters (the sidebar holds non-ASCII text, so the two differ).
    const sizes = Object.fromEntries(
      [...out.matchAll(/dist\/(Code\.js|Sidebar\.html) \((\d+) bytes/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(sizes).toEqual({
      'Code.js': statSync(join(ROOT, 'dist/Code.js')).size,
      'Sidebar.html': statSync(join(ROOT, 'dist/Sidebar.html')).size,
    });
  });
});
