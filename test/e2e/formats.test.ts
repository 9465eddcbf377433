// Every registered format but sealed deck (test/e2e/sealed-deck.test.ts walks it) has a whole-event
// walk through the browser: its result flow and demo in format-walk.ts, and its own test file.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../local/playground/demo';
import { allFormats } from '../../src/engine/formats/registry';
import { FLOWS } from './format-walk';

const others = allFormats()
  .map((f) => f.id)
  .filter((id) => id !== 'sealed-deck');

describe('every registered format has a browser flow', () => {
  it('lists a flow, a demo and a walk file for each format', () => {
    for (const id of others) {
      expect(FLOWS[id], `a whole-event flow for ${id}`).toBeDefined();
      expect(DEMOS[id], `a playground demo for ${id}`).toBeDefined();
      expect(existsSync(resolve(__dirname, `formats-${id}.test.ts`)), `test/e2e/formats-${id}.test.ts`).toBe(
        true,
      );
    }
  });
});
