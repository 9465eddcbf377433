// Fuzzed sheets for the arrow-target format through dist/Code.js (see fuzz-sheet.ts for what is typed and checked).
import { describe } from 'vitest';
import { fuzzTest } from './fuzz-sheet';

describe('arrow-target: garbage typed into every tab never corrupts the sheet', () => {
  fuzzTest(
    'arrow-target',
    'every entry point succeeds or reports problems at a tab and A1 cell, never throws, and a refusal leaves the workbook byte-for-byte unchanged',
  );
});
