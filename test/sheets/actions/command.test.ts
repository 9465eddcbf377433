// A format's own commands and calculators as pure plans (src/sheets/actions/command.ts).
import { describe, expect, it } from 'vitest';
import { planCommand, runTool } from '../../../src/sheets/actions/command';
import { derivedWrites } from '../../../src/sheets/actions/derived-writes';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, model, paired, resultRows, typed } from '../../support/snapshot';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];

describe('planCommand', () => {
  it('a name the format has no command for is refused, Object.prototype names too', () => {
    for (const bad of ['rollOf', 'constructor', '__proto__'])
      expect(refused(planCommand(eventSnapshot('attack-wing', FOUR), bad, {}, NOW))[0].message).toBe(
        `Star Trek: Attack Wing OP has no action called "${bad}".`,
      );
    expect(refused(planCommand(eventSnapshot('sealed-deck', FOUR), 'rollOff', {}, NOW))[0].message).toMatch(
      /has no action called "rollOff"\.$/,
    );
  });

  it("a recorded roll-off goes on the format's tab, and Standings are rewritten as the tab will read", () => {
    let s = paired(eventSnapshot('attack-wing', FOUR));
    const games = resultRows(s, 1).map((row) => ({ row, cells: s.tabs.results?.values[row - 1] ?? [] }));
    // Both players of the first column win 100 to 50: tied on battle and fleet points.
    for (const g of games) s = typed(s, 'results', g.row, 5, [[100, 50, 'Time']]);
    const [w1, w2] = games.map((g) => String(g.cells[2]));
    const rolls = [
      { player: w1, results: [3, 1] },
      { player: w2, results: '3, 5' },
    ];
    const plan = planned(planCommand(s, 'recordRollOff', { round: 1, rolls }, NOW));
    expect(writeTo(plan.writes, 'fleets', 'rows').rows.flat()).toContain(w2);
    const standings = writeTo(plan.writes, 'standings', 'rows').rows;
    const headers = standings[1];
    const [player, rolled] = ['Player', 'Roll-off'].map((h) => headers.indexOf(h));
    expect(standings.slice(2, 4).map((r) => [r[player], r[rolled]])).toEqual([
      [w2, '3, 5'],
      [w1, '3, 1'],
    ]);
    expect(writeTo(plan.writes, 'log', 'append').rows[0][1]).toBe('recordRollOff');
    // Standings as the next action will write them from the tab, roll-off and all.
    const next = derivedWrites(model(afterPlan(s, plan)));
    expect(writeTo(next, 'standings', 'rows').rows).toEqual(standings);
  });
});

describe('runTool', () => {
  it('an unknown calculator names the ones there are; a format without any says so', () => {
    const aw = runTool(eventSnapshot('attack-wing', FOUR), 'peak', {});
    expect(aw.ok).toBe(false);
    expect(aw.problems[0]).toMatchObject({
      tab: 'Event',
      message: 'Star Trek: Attack Wing OP has no calculator called "peak".',
      fix: 'Use one of: peakPerformance, rollOffTies.',
    });
    expect(runTool(eventSnapshot('sealed-deck', FOUR), 'peak', {}).problems[0].fix).toMatch(
      /has no calculators\.$/,
    );
    expect(runTool(eventSnapshot('attack-wing', FOUR), 'peakPerformance', { opponent: 'Ann' }).ok).toBe(true);
  });
});
