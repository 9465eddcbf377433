// The formats and dropdowns of rows the add-on adds follow an input tab's headers to where the
// organizer moved them; owned tabs and the Event tab keep their layouts.
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../src/engine/formats/registry';
import type { Grid, Snapshot } from '../../src/sheets/grid';
import { baseLayouts, playersLayout } from '../../src/sheets/layout';
import { layoutsFor, movedLayout } from '../../src/sheets/placed-layouts';
import { planSetup } from '../../src/sheets/setup';

function sealedSnapshot(players: Grid): Snapshot {
  const planned = planSetup({ format: 'sealed-deck', name: 'Layouts' }, 'seed');
  if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
  return {
    tabs: {
      event: { name: 'Event', values: planned.plan.eventRows as Grid },
      players: { name: 'Players', values: players },
    },
  };
}

describe('layouts placed where the headers are now', () => {
  it("a column the organizer inserted before Players' own moves its text format and Status dropdown right", () => {
    const format = getFormat('sealed-deck');
    if (!format) throw new Error('no sealed-deck');
    const base = playersLayout(format);
    const placed = layoutsFor(sealedSnapshot([['Notes', ...base.headers]])).players;
    expect(placed.textColumns).toEqual(base.textColumns.map((c) => c + 1));
    expect(placed.validations.map((v) => v.col)).toEqual(base.validations.map((v) => v.col + 1));
    expect(placed.headers).toEqual(base.headers);
  });

  it('headers where setup put them leave every layout as the format has it', () => {
    const format = getFormat('sealed-deck');
    if (!format) throw new Error('no sealed-deck');
    const placed = layoutsFor(sealedSnapshot([playersLayout(format).headers]));
    expect(Object.values(placed)).toEqual(baseLayouts(format));
  });

  it("the Result dropdown of rows added later offers the choices of the event's preset, read from the Event tab", () => {
    const resultChoices = (preset: string) => {
      const planned = planSetup({ format: 'any-game', name: 'Club', preset }, 'seed');
      if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
      const setupChoices = planned.plan.layouts
        .find((l) => l.role === 'results')
        ?.validations.at(-1)?.choices;
      const event = { name: 'Event', values: planned.plan.eventRows as Grid };
      const later = layoutsFor({ tabs: { event } }).results.validations.at(-1)?.choices;
      expect(later, preset).toEqual(setupChoices);
      return later;
    };
    expect(resultChoices('magic')).toEqual(['Player won', 'Opponent won', 'Draw', 'Intentional draw']);
    expect(resultChoices('pokemon')).toContain('Double loss');
    expect(resultChoices('pokemon')).not.toContain('1-0');
    expect(resultChoices('chess')).toEqual(expect.arrayContaining(['1-0', '0-1', '½-½']));
  });

  it('no format on the Event tab: no layouts', () => {
    expect(layoutsFor({ tabs: {} })).toEqual({});
  });

  it('a column not found (0) stays where the layout has it', () => {
    const layout = { ...playersLayout(getFormat('sealed-deck') as never), textColumns: [1, 3] };
    expect(movedLayout(layout, [4, 0, 0]).textColumns).toEqual([4, 3]);
  });
});
