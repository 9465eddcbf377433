// Fuzzed sheets for the any-game format through dist/Code.js (see fuzz-sheet.ts for what is typed and checked).
import { describe } from 'vitest';
import { fuzzTest } from './fuzz-sheet';

describe('any-game: garbage typed into every tab never corrupts the sheet', () => {
  fuzzTest(
    'any-game',
    'every entry point succeeds or reports problems at a tab and A1 cell, never throws, and a refusal leaves the workbook byte-for-byte unchanged',
  );
});
