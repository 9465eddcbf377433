// Workbooks of events set up and played for a round with an earlier release, for the upgrade tests
// (test/bundle/upgrade.test.ts): an organizer whose add-on updates mid-event continues with the new one.
// Run with the old release's bundle, built from its commit:
//   git worktree add /tmp/v020 4b66117 && (cd /tmp/v020 && npm ci && npm run build)
//   npx tsx scripts/upgrade-fixtures.ts /tmp/v020/dist 0.2.0
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { callEntryPoint, createEmulator, loadBundle, typeInto } from '../local/emulator';
import { seededRandom } from '../src/engine/random';
import type { Artifact } from '../test/support/artifact';
import { FORMATS, pairOk, startEvent, typeResults } from '../test/support/events';

const [distDir, version] = process.argv.slice(2);
if (!distDir || !version) throw new Error('usage: tsx scripts/upgrade-fixtures.ts <old dist dir> <version>');
const code = readFileSync(resolve(distDir, 'Code.js'), 'utf8');
const out = resolve('test/fixtures', `v${version}`);
mkdirSync(out, { recursive: true });
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'];
for (const format of FORMATS) {
  const emu = createEmulator({ distDir, now: () => new Date('2026-12-05T10:00:00Z') });
  const ctx = loadBundle(code, emu);
  const a: Artifact = {
    emu,
    call: <T>(name: string, ...args: unknown[]) => callEntryPoint(ctx, name, args) as T,
    type: (tab, a1, values) => typeInto(emu, tab, a1, values),
    values: (tab) => (emu.saveWorkbook().tabs[tab]?.values ?? []) as unknown[][],
    save: () => emu.saveWorkbook(),
  };
  startEvent(a, format, format === 'full-thrust' ? NAMES.slice(0, 8) : NAMES);
  pairOk(a);
  typeResults(a, format, 1, seededRandom(`upgrade:${format}`));
  a.call('updateStandings');
  // Gzipped: a workbook's per-cell formats run to a megabyte of JSON.
  const file = join(out, `${format}.workbook.json.gz`);
  writeFileSync(file, gzipSync(`${JSON.stringify(a.save())}\n`, { level: 9 }));
  console.log(`${file}: ${readFileSync(file).length} bytes`);
}
