// npm run package: the paste install. Writes release/tourney-sheets-<version>.zip holding exactly what an
// organizer pastes into Extensions > Apps Script — Code.gs (the bundle), Sidebar.html, appsscript.json —
// and INSTALL.txt. Run after npm run build. The zip is deterministic (fixed entry dates) so the same
// build gives the same bytes. The zip is committed (README, Installing): test/scripts/release-zip.test.ts
// checks the committed one equals a fresh package of the build. `--out <dir>` writes elsewhere (the tests
// do, so they never touch the committed zip).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const outAt = process.argv.indexOf('--out');
const OUT_DIR = outAt > 0 ? process.argv[outAt + 1] : 'release';
// The Apps Script editor names a script file "Code.gs"; the content is the same JavaScript as dist/Code.js.
const FILES = [
  ['Code.gs', 'dist/Code.js'],
  ['Sidebar.html', 'dist/Sidebar.html'],
  ['appsscript.json', 'dist/appsscript.json'],
  ['INSTALL.txt', 'release/INSTALL.txt'],
];
// Zip dates cannot precede 1980; a fixed date keeps the archive byte-identical across builds.
const FIXED_MTIME = new Date('2026-01-01T00:00:00Z');

const entries = {};
for (const [name, source] of FILES) {
  let bytes;
  try {
    bytes = readFileSync(source);
  } catch {
    throw new Error(`${source} is missing: run npm run build first`);
  }
  const text = name === 'INSTALL.txt' ? bytes.toString('utf8').replaceAll('{{VERSION}}', pkg.version) : null;
  entries[name] = [
    text === null ? new Uint8Array(bytes) : new TextEncoder().encode(text),
    { mtime: FIXED_MTIME },
  ];
}
mkdirSync(OUT_DIR, { recursive: true });
const out = join(OUT_DIR, `tourney-sheets-${pkg.version}.zip`);
writeFileSync(out, zipSync(entries, { level: 9 }));
console.log(`wrote ${out} (${FILES.map(([n]) => n).join(', ')})`);
