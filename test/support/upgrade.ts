// Events set up and played for a round with 0.2.0 (test/fixtures/v0.2.0, written from that release's
// dist/Code.js by scripts/upgrade-fixtures.ts), for the tests of an add-on that updates mid-event.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { WorkbookJson } from '../../local/emulator';

export function oldEvent(format: string): WorkbookJson {
  const file = resolve(__dirname, `../fixtures/v0.2.0/${format}.workbook.json.gz`);
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as WorkbookJson;
}
