// A result told from the other seat (src/engine/mirror.ts): the seat columns swap, the seat choices swap,
// the rest reads the same; twice is the result itself; a format without seats has no mirror.
import { describe, expect, it } from 'vitest';
import { allFormats, getFormat } from '../../src/engine/formats/registry';
import { mirrored } from '../../src/engine/mirror';

const columns = (id: string) => getFormat(id as never)?.resultColumns ?? [];

describe('mirrored', () => {
  it('sealed deck: the points swap, Winner swaps, How it ended stays', () => {
    expect(
      mirrored(columns('sealed-deck'), {
        'Player points': '40',
        'Opponent points': '100',
        'How it ended': 'Win',
        Winner: 'Opponent',
      }),
    ).toEqual({ 'Player points': '100', 'Opponent points': '40', 'How it ended': 'Win', Winner: 'Player' });
  });

  it('any game: games swap, drawn games stay, the Result swaps; chess notation names colours, not seats, and stays', () => {
    const m = (result: string) =>
      mirrored(columns('any-game'), {
        'Player games': '2',
        'Opponent games': '1',
        'Drawn games': '1',
        Result: result,
      });
    expect(m('Player won')).toEqual({
      'Player games': '1',
      'Opponent games': '2',
      'Drawn games': '1',
      Result: 'Opponent won',
    });
    expect(m('1-0')?.Result).toBe('1-0');
    expect(m('½-½')?.Result).toBe('½-½');
    expect(m('Intentional draw')?.Result).toBe('Intentional draw');
  });

  it('full thrust: every Player column takes its Opponent column, and the tie-breaker battle swaps', () => {
    const cols = columns('full-thrust');
    const values = Object.fromEntries(cols.map((c, i) => [c.header, String(i)]));
    const m = mirrored(cols, { ...values, 'Tie-breaker battle': 'Player' });
    expect([m?.['Player OPT'], m?.['Opponent OPT']]).toEqual([values['Opponent OPT'], values['Player OPT']]);
    expect([m?.['Player lost'], m?.['Opponent lost']]).toEqual([
      values['Opponent lost'],
      values['Player lost'],
    ]);
    expect(m?.['Tie-breaker battle']).toBe('Opponent');
  });

  it('arrow/target names decks, not seats: no mirror', () => {
    expect(mirrored(columns('arrow-target'), { Winner: 'Arrow' })).toBeNull();
  });

  for (const format of allFormats())
    it(`mirrored twice is the result itself (${format.id})`, () => {
      const values = Object.fromEntries(
        format.resultColumns.map((c, i) => [c.header, c.choices?.[i % c.choices.length] ?? String(i * 7)]),
      );
      const once = mirrored(format.resultColumns, values);
      if (once === null) return expect(format.resultColumns.some((c) => c.mirror)).toBe(false);
      expect(mirrored(format.resultColumns, once)).toEqual(values);
    });
});
