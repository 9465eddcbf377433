// How much work a 2,000-player Swiss round asks of the matching, under every preset: counted, not
// timed, so the test says the same on any machine. The event is the bench's (bench/any-game-presets.ts):
// round 1 the seeded draw, seeded results, rounds 2 and 3 paired by the format's pairRound. Before the
// greedy start and typed arrays of src/engine/blossom.ts, each of these rounds was about 1,000 blossom
// stages and 16 to 22 million edge scans (about a second in Node with the bundle's rewrite of the
// library, several without it); now at most about a hundred stages and under two million scans.
import { describe, expect, it } from 'vitest';
import { PRESET_PLAYERS, runPresetEvent } from '../../../bench/any-game-presets';
import { PRESETS } from '../../../src/engine/any-game/presets';
import { PAIRING_CODES } from '../../../src/engine/format';

describe('any-game Swiss at 2,000 players: the matching work of a round, every preset', () => {
  for (const preset of PRESETS) {
    it(`${preset.id}: rounds 2 and 3 each run one matching over the 32-place window, a few stages after the greedy start, every player seated once, no rematch`, () => {
      const rounds = runPresetEvent(preset.id, PRESET_PLAYERS, 3);
      expect(rounds.map((r) => r.round)).toEqual([2, 3]);
      for (const { round, work, plan } of rounds) {
        const at = `${preset.id}, round ${round}`;
        expect(work.calls, at).toBe(1);
        // Pairs within 32 standings places: 32 per player but the last 32.
        expect(work.edges, at).toBe(32 * PRESET_PLAYERS - (32 * 33) / 2);
        // Chess's due colours make the greedy start leave more pairs to the stages (920 of 1,000 and 81
        // stages in round 3, measured), still a fraction of the 1,000 stages of a cold start.
        expect(work.greedyPairs, at).toBeGreaterThanOrEqual(900);
        expect(work.stages, at).toBeLessThanOrEqual(100);
        expect(work.edgeScans, at).toBeLessThan(2_000_000);
        const seated = plan.tables.flatMap((t) => [t.a, t.b]);
        expect(new Set(seated).size, at).toBe(PRESET_PLAYERS);
        expect(
          plan.tables.filter((t) => t.b === null),
          at,
        ).toEqual([]);
        expect(
          plan.tables.filter((t) => /Rematch/.test(t.note)),
          at,
        ).toEqual([]);
        // The weights stay exact integers: chess's floater tiers per point group take only the width the
        // other tiers leave, so the field leaves out no more than the standings neighbours.
        const leftOut = plan.warnings.filter((w) => w.code === PAIRING_CODES.preferenceLeftOut);
        expect(
          leftOut.map((w) => w.message),
          at,
        ).toEqual(
          leftOut.length ? ['A field this large left out one pairing preference: standings neighbours.'] : [],
        );
      }
    });
  }
});
