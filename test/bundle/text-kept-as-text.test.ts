import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { readPairings } from '../support/pairings';
import { setupSealed, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const TRICKY = ['=1+1', '+44 7700', '-', '@home', '<b>x</b>', '007', 'TRUE', '2026-12-05'];

describe('text a person typed is written back as text', () => {
  it('player names that look like formulas, numbers, dates or markup survive a round trip unchanged', () => {
    const a = openArtifact();
    setupSealed(a, []);
    // Typed into the Players name column, which setup formats as plain text, so they arrive as text.
    a.type(
      'Players',
      'A2',
      TRICKY.map((n) => [n]),
    );
    expect(
      a
        .values('Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(TRICKY);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    typeRound(a, 1, () => [100, 50, 'Win']);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const results = a.values('Results').slice(1);
    const resultNames = results.flatMap((r) => [r[2], r[3]]).filter((n) => n !== 'BYE');
    expect(new Set(resultNames)).toEqual(new Set(TRICKY));
    // The find-your-name list, below the tables: every seated player by name.
    const pairings = readPairings(a.values('Pairings')).byName.map((r) => r.player);
    expect(new Set(pairings)).toEqual(new Set(TRICKY));
    expect(new Set(standingsOf(a).rows.map((r) => r[1]))).toEqual(new Set(TRICKY));
    // No cell of any add-on tab became a formula.
    for (const tab of Object.values(a.save().tabs)) {
      for (const row of tab.values)
        for (const v of row) expect(typeof v === 'object' && v !== null && 'formula' in v).toBe(false);
    }
    // The sidebar receives the names as plain strings.
    const state = a.call<EventState>('getEventState');
    expect(TRICKY).toEqual(expect.arrayContaining(state.leaders.map((l) => l.name)));
  });
});
