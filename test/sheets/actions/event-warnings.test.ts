// The format's notes on the event, each at the Event cell it is about (src/sheets/actions/event-warnings.ts).
import { describe, expect, it } from 'vitest';
import { eventWarnings, settingCellOf } from '../../../src/sheets/actions/event-warnings';
import { eventSnapshot, model, paired, withoutRows } from '../../support/snapshot';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

describe('eventWarnings', () => {
  it("each of the format's notes is a warning at the setting it names, or at no cell", () => {
    const m = model(eventSnapshot('sealed-deck', FIVE, { rounds: 2, gameMinutes: 30 }));
    const rows = m.settingCells;
    const cellOfLabel = (label: string) => rows.find((r) => r.label === label)?.cell;
    expect(
      eventWarnings(m, 'Event').map((w) => [w.severity, w.tab, w.cell, w.message.split(':')[0]]),
    ).toEqual([
      ['warning', 'Event', '', 'Sanctioning'],
      ['warning', 'Event', cellOfLabel('Rounds'), 'Sanctioning'],
      ['warning', 'Event', cellOfLabel('Minutes per game'), 'Minutes per game'],
    ]);
    // The action's own notes follow the format's.
    expect(eventWarnings(m, 'Event', ['Rounds: a note of the action.']).at(-1)?.cell).toBe(
      cellOfLabel('Rounds'),
    );
  });

  it("with a paired game missing from Results the format's notes wait: the missing row's error says what to do", () => {
    const s = paired(eventSnapshot('sealed-deck', FIVE));
    expect(eventWarnings(model(s), 'Event')).toHaveLength(1);
    expect(eventWarnings(model(withoutRows(s, 'results', [2])), 'Event')).toEqual([]);
  });
});

describe('settingCellOf', () => {
  it('the longest label named as a whole word wins; a label inside a word is no match', () => {
    const m = model(eventSnapshot('sealed-deck', FIVE));
    const cell = (label: string) => m.settingCells.find((r) => r.label === label)?.cell;
    expect(settingCellOf(m, 'Rounds is 2.')).toBe(cell('Rounds'));
    expect(settingCellOf(m, 'Minutes per game is short; Rounds too.')).toBe(cell('Minutes per game'));
    expect(settingCellOf(m, 'Event name and Seed are blank.')).toBe(cell('Event name'));
    expect(settingCellOf(m, 'The Roundsman said so.')).toBe('');
    expect(settingCellOf(m, 'A rematch at table 2.')).toBe('');
  });
});
