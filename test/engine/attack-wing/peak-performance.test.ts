import { describe, expect, it } from 'vitest';
import { FLEET_HEADERS, FROZEN_FIELD } from '../../../src/engine/attack-wing/fleet';
import { peakPerformance } from '../../../src/engine/attack-wing/peak-performance';
import type { CellValue, FormatContext } from '../../../src/engine/format';
import { attackWing } from '../../../src/engine/formats/attack-wing';

function ctxWithFleets(rows: CellValue[][]): FormatContext {
  const c: FormatContext = {
    config: {
      format: 'attack-wing',
      name: 'OP',
      date: '',
      rounds: 3,
      seed: 's',
      options: { squadronPoints: 200 },
    },
    players: ['P1', 'P2'].map((name, i) => ({
      key: name.toLowerCase(),
      name,
      active: true,
      row: i + 2,
      listIndex: i,
      fields: { rollOff: '', [FROZEN_FIELD]: '' },
    })),
    matches: [],
    inputs: {},
  };
  const tab = attackWing.inputTabs?.[0];
  if (!tab) throw new Error('no Fleets tab');
  const parsed = tab.parse([FLEET_HEADERS, ...rows], c);
  expect(parsed.issues.filter((i) => i.severity === 'error')).toEqual([]);
  c.inputs = parsed.inputs;
  return c;
}

const tool = (c: FormatContext, args: unknown) =>
  attackWing.tools?.peakPerformance(c, args) as ReturnType<typeof peakPerformance>;

describe('Peak Performance calculator (SCORING THE BATTLE)', () => {
  it('Example 1: "a ship with a ship point total of 47 points ... Player 2 is awarded 47 Fleet Points"', () => {
    const c = ctxWithFleets([
      ['P1', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 28],
      ['', '', 'Captain', '', 'Jean-Luc Picard', 'FED', 5],
      ['', '', 'Upgrade', 'C', 'Data', 'FED', 5],
      ['', '', 'Upgrade', 'W', 'Photon Torpedoes', 'FED', 5],
      ['', '', 'Upgrade', 'E', 'Make It So', 'FED', 4],
    ]);
    const r = tool(c, { opponent: 'P1', destroyed: ['1'] });
    expect(r).toMatchObject({ ok: true, total: 47, shipPoints: 47, resourcePoints: 0, bonusPoints: 0 });
  });

  it('Example 2: the last ship without a Critical Hit Token scores its ship total plus 10 for Reinforcements Sideboard', () => {
    const c = ctxWithFleets([
      ['P1', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 28],
      ['', '', 'Captain', '', 'Jean-Luc Picard', 'FED', 5],
      ['', '2', 'Ship', '', 'U.S.S. Sutherland', 'FED', 22],
      ['', '', 'Captain', '', 'Federation Captain', 'FED', 0],
      ['', '3', 'Ship', '', 'U.S.S. Defiant', 'FED', 20],
      ['', '', 'Captain', '', 'Benjamin Sisko', 'FED', 4],
      ['', '', 'Upgrade', 'W', 'Quantum Torpedoes', 'FED', 6],
      ['P1', '', 'Resource', '', 'Reinforcements Sideboard', '', 10],
    ]);
    // Two ships already carry a token (destroyed earlier); the third is now destroyed.
    const r = tool(c, { opponent: 'P1', destroyed: ['1', '2', '3'] });
    if (!r.ok) throw new Error(r.message);
    expect(r.awards.map((a) => [a.ship, a.shipPoints, a.resourcePoints])).toEqual([
      ['1', 33, 0],
      ['2', 22, 0],
      ['3', 30, 10],
    ]);
    expect(r.awards[2].shipPoints + r.awards[2].resourcePoints).toBe(30 + 10);
    // No resource points until every ship card has a token; ship 1 twice still leaves ship 3 without one.
    const partial = tool(c, { opponent: 'P1', destroyed: ['1', '2', '1'] });
    expect(partial).toMatchObject({ ok: true, resourcePoints: 0, total: 33 + 22 + 33 });
  });

  it('"BONUS: Each player gains +5 Fleet Points for each Critical Hit Token on the opposing player\'s Ship Cards at the end of the game"', () => {
    const r = peakPerformance({
      ships: [{ label: 'A', total: 40 }],
      destroyed: ['A'],
      resourceSp: 0,
      criticalHitTokens: 3,
    });
    expect(r).toMatchObject({ ok: true, shipPoints: 40, bonusPoints: 15, total: 55 });
  });

  it('a fleet changed after it was frozen is reported with the totals', () => {
    const c = ctxWithFleets([
      ['P1', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 28],
      ['', '', 'Captain', '', 'Jean-Luc Picard', 'FED', 5],
    ]);
    c.players[0].fields[FROZEN_FIELD] = '1 ship, 2 cards, 30 SP #zzzz (round 1)';
    expect(tool(c, { opponent: 'P1', destroyed: ['1'] })).toMatchObject({
      ok: true,
      total: 33,
      warning: expect.stringContaining('changed after it was frozen'),
    });
  });

  it('explicit ship totals work without a Fleets tab; an unknown ship is refused', () => {
    const c = ctxWithFleets([]);
    expect(tool(c, { ships: [{ label: 'X', total: 47 }], destroyed: ['X'] })).toMatchObject({
      ok: true,
      total: 47,
    });
    expect(tool(c, { ships: [{ label: 'X', total: 47 }], destroyed: ['Y'] })).toMatchObject({ ok: false });
    expect(tool(c, { opponent: 'Nobody', destroyed: [] })).toMatchObject({ ok: false });
  });
});
