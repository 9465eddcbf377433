// Attack Wing input through dist/Code.js: fleet points are whole numbers, and a fleet is recorded before
// round 1 ("At the start of a tournament, players must record their Fleets on a Fleet Build Sheet ...
// Players CANNOT change their fleets between Battle Rounds").
import { describe, expect, it } from 'vitest';
import { FLEET_CODES } from '../../src/engine/attack-wing/fleet-codes';
import type { ActionResult, Problem } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { attackWingFleet, setupFormat } from '../support/events';
import { typePlayers } from '../support/sealed';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];

function start(names: string[], withFleets: string[] = names): Artifact {
  const a = openArtifact();
  setupFormat(a, 'attack-wing', { name: 'Input', seed: 'aw-input' });
  typePlayers(a, names);
  const rows = withFleets.flatMap((n) => attackWingFleet(n, names.indexOf(n)));
  if (rows.length) a.type('Fleets', 'A2', rows);
  return a;
}

function pair(a: Artifact): ActionResult {
  const r = a.call<ActionResult>('pairNextRound');
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  return r;
}

/** The 1-based Results rows of `round`'s battles. */
function battles(a: Artifact, round: number): number[] {
  return a.values('Results').flatMap((r, i) => (i > 0 && r[0] === round && r[3] !== 'BYE' ? [i + 1] : []));
}

const noFleet = (w: Problem[]) => w.filter((p) => p.code === FLEET_CODES.noFleet);
const lateFleet = (w: Problem[]) => w.filter((p) => p.code === FLEET_CODES.recordedLate);

describe('Attack Wing: fleet points are whole numbers', () => {
  it('45.5 fleet points is an error at its Results cell, with the fix; Update standings and pairing write nothing', () => {
    const a = start(FOUR);
    pair(a);
    const [first, second] = battles(a, 1);
    a.type('Results', `E${first}`, [[45.5, 30, 'Time']]);
    a.type('Results', `E${second}`, [[50, '12.25', 'Time']]);
    const before = a.save();
    for (const action of ['updateStandings', 'pairNextRound']) {
      const r = a.call<ActionResult>(action);
      expect(r.ok, action).toBe(false);
      expect(
        r.problems.map((p) => [p.tab, p.cell, p.message]),
        action,
      ).toEqual([
        ['Results', `E${first}`, '"45.5" is not a whole number of fleet points.'],
        ['Results', `F${second}`, '"12.25" is not a whole number of fleet points.'],
      ]);
      expect(r.problems[0].fix).toMatch(/a whole number, 0 or more/);
      expect(a.save().tabs).toEqual(before.tabs);
    }
    // Whole numbers count.
    a.type('Results', `E${first}`, [[45]]);
    a.type('Results', `F${second}`, [[12]]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
  });
});

describe('Attack Wing: a fleet is recorded before round 1', () => {
  it('round-1 pairing warns about every player without a fleet, at the Fleets tab, even with no fleet typed at all', () => {
    const none = start(FOUR, []);
    const r = pair(none);
    expect(noFleet(r.warnings).map((p) => [p.tab, p.cell, p.message.split(' ')[0]])).toEqual(
      FOUR.map((n) => ['Fleets', 'A2', n]),
    );
    const some = start(FOUR, ['Ann', 'Cy']);
    const fleetRows = 2 * attackWingFleet('x', 0).length;
    expect(noFleet(pair(some).warnings).map((p) => [p.tab, p.cell, p.message.split(' ')[0]])).toEqual([
      ['Fleets', `A${fleetRows + 2}`, 'Bob'],
      ['Fleets', `A${fleetRows + 2}`, 'Dee'],
    ]);
  });

  it('a fleet first typed after round 1 is flagged at its Fleets row, at round 2 pairing and afterwards', () => {
    const a = start(FOUR, ['Ann', 'Bob', 'Cy']);
    pair(a);
    for (const row of battles(a, 1)) a.type('Results', `E${row}`, [[60, 20, 'Time']]);
    // Dee played round 1 without a fleet; hers is typed now, below the others.
    const deeRow = 3 * attackWingFleet('x', 0).length + 2;
    a.type('Fleets', `A${deeRow}`, attackWingFleet('Dee', 3));
    const round2 = pair(a);
    const flagged = lateFleet(round2.warnings);
    expect(flagged.map((p) => [p.tab, p.cell])).toEqual([['Fleets', `A${deeRow}`]]);
    expect(flagged[0].message).toBe(
      "Dee's fleet was first recorded after round 1 was paired, although Dee played round 1: it is frozen when the next round is paired, and nothing shows it is the fleet flown in round 1.",
    );
    // Frozen at round 2 by that pairing, it stays flagged, saying so.
    const players = a.values('Players');
    const frozenCol = (players[0] as unknown[]).indexOf('Frozen fleet');
    expect(String(players.find((r) => r[0] === 'Dee')?.[frozenCol])).toMatch(/\(round 2\)$/);
    const later = lateFleet(a.call<ActionResult>('updateStandings').warnings);
    expect(later.map((p) => [p.cell, p.message.includes('it was frozen at round 2')])).toEqual([
      [`A${deeRow}`, true],
    ]);
    // Players who had a fleet at round 1 are not flagged.
    expect(later.some((p) => /^(Ann|Bob|Cy)'s/.test(p.message))).toBe(false);
  });
});
