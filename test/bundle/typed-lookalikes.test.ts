// setValues parses strings as if typed, and besides formulas, numbers, booleans and
// ISO dates Sheets converts times, currency, "(5)", percentages, "1e5", month-name dates and the
// locale's forms. Whether a leading apostrophe written into a plain-text ('@') cell is kept is not
// documented. Player names shaped like all of these must come back unchanged on every tab, under every
// locale, conversion set and apostrophe behaviour the emulator can take.
import { describe, expect, it } from 'vitest';
import { combinations } from '../../local/emulator';
import type { ActionResult } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { readPairings } from '../support/pairings';
import { setupSealed, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const NAMES = [
  '10:30',
  '$5',
  '(5)',
  '50%',
  '1e5',
  'Mar 1 2016',
  '1,5',
  '1.3.2016',
  '1/3/2016',
  '13/1/2016',
  '007',
  '1,234',
  '5 €',
  '2pm',
];

const column = (rows: unknown[][], col: number) =>
  rows.map((r) => r[col]).filter((v) => v !== '' && v !== 'BYE');

describe('text that Sheets would convert stays text on every tab', () => {
  for (const platform of combinations(['locale', 'conversions', 'apostropheInTextCell'])) {
    const label = Object.values(platform).join(', ');
    it(`${label}: names survive Players, Results, Pairings, Standings and the Log`, () => {
      const a = openArtifact();
      a.emu.setPlatform(platform);
      setupSealed(a, NAMES);
      expect(column(a.values('Players').slice(1), 0)).toEqual(NAMES);
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      typeRound(a, 1, () => [100, 50, 'Win']);
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      // Undo moves round 2's rows, names included, to the Log.
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      const standings = a.call<ActionResult>('updateStandings');
      expect(standings.ok, JSON.stringify(standings.problems)).toBe(true);
      expect(standings.warnings.map((w) => w.message)).toEqual([]);
      const set = new Set(NAMES);
      const results = a.values('Results').slice(1);
      expect(new Set([...column(results, 2), ...column(results, 3)])).toEqual(set);
      expect(new Set(readPairings(a.values('Pairings')).byName.map((r) => r.player))).toEqual(set);
      expect(new Set(column(standingsOf(a).rows, 1))).toEqual(set);
      const logged = a
        .values('Log')
        .filter((r) => String(r[1]).endsWith('removed row'))
        .flatMap((r) => [r[7], r[8]]);
      expect(logged.length).toBeGreaterThan(0);
      for (const name of logged) if (name !== 'BYE') expect(set.has(String(name)), String(name)).toBe(true);
    });
  }
});
