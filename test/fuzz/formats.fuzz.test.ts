// Fuzzed sheets for every registered format through dist/Code.js (see fuzz-sheet.ts for what is typed
// and checked; each format's events come from its test kit).
import { describe } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { fuzzTest } from './fuzz-sheet';

for (const { id } of allFormats())
  describe(`${id}: garbage typed into every tab never corrupts the sheet`, () => {
    fuzzTest(
      id,
      'every entry point succeeds or reports problems at a tab and A1 cell, never throws, and a refusal leaves the workbook byte-for-byte unchanged',
    );
  });
