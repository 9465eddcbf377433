// Events set up and played for a round with 0.2.0 (test/fixtures/v0.2.0, written from that release's
// dist/Code.js by scripts/upgrade-fixtures.ts), for the tests of an add-on that updates mid-event.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { WorkbookJson } from '../../local/emulator';

const FIXTURES = resolve(__dirname, '../fixtures/v0.2.0');

/** The formats 0.2.0 ran, one fixture each: a format registered later has no event set up with 0.2.0. */
export const V020_FORMATS: string[] = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.workbook.json.gz'))
  .map((f) => f.replace('.workbook.json.gz', ''))
  .sort();

export function oldEvent(format: string): WorkbookJson {
  const file = resolve(FIXTURES, `${format}.workbook.json.gz`);
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as WorkbookJson;
}
