// Events set up and played for a round with 0.2.0 (test/fixtures/v0.2.0, written from that release's
// dist/Code.js by scripts/upgrade-fixtures.ts), for the tests of an add-on that updates mid-event.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { WorkbookJson } from '../../local/emulator';
import type { FormatId } from '../../src/shared/types';

/** The formats 0.2.0 had, each with its fixture: a format added since has no event from that release. */
export const FORMATS_0_2_0: FormatId[] = ['sealed-deck', 'attack-wing', 'arrow-target', 'full-thrust'];

const FIXTURES = resolve(__dirname, '../fixtures/v0.2.0');

export function oldEvent(format: string): WorkbookJson {
  const file = resolve(FIXTURES, `${format}.workbook.json.gz`);
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as WorkbookJson;
}
