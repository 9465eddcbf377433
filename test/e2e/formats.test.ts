// Every registered format has a whole-event walk through the browser: its kit's flow, run by one of the
// shard files (formats-walk-<n>.test.ts), or a file of its own its kit names (sealed deck's).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../local/playground/demo';
import { allFormats } from '../../src/engine/formats/registry';
import { kitOf } from '../support/kits';
import { FLOWS, WALK_FILES, walkShard } from './format-walk';

const ROOT = resolve(__dirname, '../..');

describe('every registered format has a browser flow', () => {
  it('lists a flow and a demo for each format, and a walk file runs it (or the file its kit names)', () => {
    const walked = Array.from({ length: WALK_FILES }, (_, i) => {
      expect(existsSync(resolve(__dirname, `formats-walk-${i + 1}.test.ts`)), `formats-walk-${i + 1}`).toBe(
        true,
      );
      return walkShard(i);
    }).flat();
    for (const { id } of allFormats()) {
      expect(DEMOS[id], `a playground demo for ${id}`).toBeDefined();
      const walk = kitOf(id).walk;
      if ('elsewhere' in walk) {
        expect(existsSync(resolve(ROOT, walk.elsewhere)), walk.elsewhere).toBe(true);
        continue;
      }
      expect(FLOWS[id], `a whole-event flow for ${id}`).toBe(walk);
      expect(
        walked.filter((w) => w === id),
        `${id} walked by exactly one shard`,
      ).toHaveLength(1);
    }
  });
});
