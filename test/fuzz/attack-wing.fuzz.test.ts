// Fuzzed sheets for the attack-wing format through dist/Code.js (see fuzz-sheet.ts for what is typed and checked).
import { describe } from 'vitest';
import { fuzzTest } from './fuzz-sheet';

describe('attack-wing: garbage typed into every tab never corrupts the sheet', () => {
  fuzzTest(
    'attack-wing',
    'every entry point succeeds or reports problems at a tab and A1 cell, never throws, and a refusal leaves the workbook byte-for-byte unchanged',
  );
});
