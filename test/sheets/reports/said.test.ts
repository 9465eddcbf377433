// A report in its sender's words (src/sheets/reports/said.ts): the form's questions and choice words.
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../src/engine/formats/registry';
import { saidBy } from '../../../src/sheets/reports/said';

const sealed = getFormat('sealed-deck');
if (!sealed) throw new Error('no sealed deck');
const report = (values: Record<string, string>, ownSide: boolean) => ({
  row: 2,
  at: '2026-12-05T10:00:00.000Z',
  round: '1',
  table: '1',
  reporter: 'Ann',
  values,
  ...(ownSide ? { ownSide: true } : {}),
});
const answers = { 'Player points': '40', 'Opponent points': '100', 'How it ended': 'Win', Winner: 'Player' };

describe('a report in its sender\u2019s words', () => {
  it('a form in the reporter\u2019s own words: "Your points", and the seat choice back to "You"', () => {
    expect(saidBy(sealed, report(answers, true))).toBe(
      "Your points 40 \u00b7 Your opponent's points 100 \u00b7 How it ended Win \u00b7 Winner You",
    );
  });

  it('a form by seat: the Results headers and the answers as typed, a blank one named blank', () => {
    expect(saidBy(sealed, report({ ...answers, Winner: '' }, false))).toBe(
      'Player points 40 \u00b7 Opponent points 100 \u00b7 How it ended Win \u00b7 Winner blank',
    );
  });
});
