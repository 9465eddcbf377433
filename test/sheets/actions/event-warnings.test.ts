// The format's notes on the event, each at the Event cell of the setting it is about, and the action's
// own warnings at no cell, all with their codes (src/sheets/actions/event-warnings.ts).
import { describe, expect, it } from 'vitest';
import { PAIRING_CODES } from '../../../src/engine/format';
import { SEALED_DECK_NOTE_CODES } from '../../../src/engine/sealed-deck/warnings';
import { eventWarnings, settingCell } from '../../../src/sheets/actions/event-warnings';
import { eventSnapshot, model, paired, withoutRows } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('eventWarnings', () => {
  it("each of the format's notes is a warning with its code at the setting it is about, or at no cell", () => {
    const m = model(eventSnapshot('sealed-deck', FIVE, { rounds: 2, gameMinutes: 30 }));
    const rows = m.settingCells;
    const cellOfLabel = (label: string) => rows.find((r) => r.label === label)?.cell;
    expect(eventWarnings(m, 'Event').map((w) => [w.severity, w.tab, w.cell, w.code])).toEqual([
      ['warning', 'Event', '', SEALED_DECK_NOTE_CODES.fewPlayers],
      ['warning', 'Event', cellOfLabel('Rounds'), SEALED_DECK_NOTE_CODES.fewRounds],
      ['warning', 'Event', cellOfLabel('Minutes per game'), SEALED_DECK_NOTE_CODES.shortGames],
    ]);
    // The action's own notes follow the format's, with their codes, at no cell whatever they say.
    const own = { code: PAIRING_CODES.rematch, message: 'Rounds: Bye and Seed met before.' };
    expect(eventWarnings(m, 'Event', [own]).at(-1)).toMatchObject({ code: own.code, cell: '' });
  });

  it("with a paired game missing from Results the format's notes wait: the missing row's error says what to do", () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    expect(eventWarnings(model(s), 'Event')).toHaveLength(1);
    expect(eventWarnings(model(withoutRows(s, 'results', [2])), 'Event')).toEqual([]);
  });
});

describe('settingCell', () => {
  it('the value cell of the setting with that label, in any case; none for no label or one the tab lacks', () => {
    const m = model(eventSnapshot('sealed-deck', FIVE));
    const cell = (label: string) => m.settingCells.find((r) => r.label === label)?.cell;
    expect(cell('Rounds')).toBeTruthy();
    expect(settingCell(m, 'Rounds')).toBe(cell('Rounds'));
    expect(settingCell(m, 'minutes per game')).toBe(cell('Minutes per game'));
    expect(settingCell(m, undefined)).toBe('');
    expect(settingCell(m, 'Roundsman')).toBe('');
  });
});
