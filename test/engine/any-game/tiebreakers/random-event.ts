// A fast-check arbitrary of small random events for the tie-breaker properties: rounds of random
// pairings among up to 9 players, with byes, draws, double losses, forfeits and game counts.
import fc from 'fast-check';
import type { RoundEntry, TiebreakEvent } from '../../../../src/engine/any-game/tiebreakers';
import { MAGIC_POINTS } from '../../../../src/engine/any-game/tiebreakers';

const RESULTS = ['win', 'draw', 'loss', 'double-loss'] as const;
const MIRROR = { win: 'loss', draw: 'draw', loss: 'win', 'double-loss': 'double-loss' } as const;

export function randomEvent(): fc.Arbitrary<TiebreakEvent> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: 9 }),
      rounds: fc.array(fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
    })
    .map(({ n, rounds }) => {
      const ids = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const out = rounds.map((r) => {
        const order = [...ids].sort((a, b) => (r[ids.indexOf(a)] ?? 0) - (r[ids.indexOf(b)] ?? 0));
        const round: Record<string, RoundEntry> = {};
        for (let i = 0; i + 1 < order.length; i += 2) {
          const pick = r[i] ?? 0;
          const result = RESULTS[pick % 4];
          const won = result === 'win' ? 2 : pick % 2;
          const lost = result === 'loss' ? 2 : (pick >> 1) % 2;
          if (pick % 11 === 0) {
            round[order[i]] = { kind: 'forfeit', opponent: order[i + 1], result: 'win' };
            round[order[i + 1]] = { kind: 'forfeit', opponent: order[i], result: 'loss' };
            continue;
          }
          round[order[i]] = {
            kind: 'game',
            opponent: order[i + 1],
            result,
            games: { won, lost, drawn: pick % 3 === 0 ? 1 : 0 },
          };
          round[order[i + 1]] = {
            kind: 'game',
            opponent: order[i],
            result: MIRROR[result],
            games: { won: lost, lost: won, drawn: pick % 3 === 0 ? 1 : 0 },
          };
        }
        if (order.length % 2 === 1) round[order[order.length - 1]] = { kind: 'bye' };
        return round;
      });
      return { players: ids.map((id) => ({ id })), rounds: out, points: MAGIC_POINTS, seed: 'prop' };
    });
}
