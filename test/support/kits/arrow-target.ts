// Arrow/target's test kit (test/support/kits/kit.ts says what each part is for).
import type { Kit } from './kit';
import { EIGHT, num } from './names';

export const arrowTargetKit: Kit = {
  id: 'arrow-target',
  demo: {
    setup: {
      format: 'arrow-target',
      name: 'Counter Night',
      date: '2026-12-05',
      seed: 'demo-arrows',
      startNumbers: 'as-listed',
      rounds: 7,
    },
    players: EIGHT.slice(0, 7).map((n) => [n]),
    result: (i, g) => [
      `${g.player.split(' ')[0]} aggro`,
      `${g.opponent.split(' ')[0]} control`,
      i % 2 ? 'Target' : 'Arrow',
      '',
    ],
    resultsEntered: 2,
  },
  walk: {
    options: { startNumbers: 'as-listed' },
    // Each player's target deck is the deck they played as arrow in the round before.
    result: async (read, round) => {
      const results = await read('Results');
      const lastArrow = new Map<string, string>();
      for (const r of results.slice(1)) if (Number(r[0]) < round && r[3] !== 'BYE') lastArrow.set(r[2], r[4]);
      return (i, g) => [
        `${g.player} r${round}`,
        lastArrow.get(g.opponent) ?? `${g.opponent} start`,
        i % 2 ? 'Target' : 'Arrow',
        '',
      ];
    },
  },
  driver: {
    id: 'arrow-target',
    // Rounds on the Event tab: the schedule's length, as the format asks (setup takes at most 100).
    options: (_rounds, n) => ({
      name: 'Bench arrows',
      rounds: Math.min(n % 2 ? n : n - 1, 100),
      seed: 'bench',
      startNumbers: 'as-listed',
    }),
    players: (names) => names.map((n) => [n]),
    // Honest decks: a target posts the deck it used as an arrow; the lower number wins.
    result: (row, round) => {
      const [arrow, target] = [String(row[2]), String(row[3])];
      return [`${arrow}-r${round}`, `${target}-deck`, num(arrow) < num(target) ? 'Arrow' : 'Target', ''];
    },
    rounds: (r, n) => Math.min(r, n % 2 ? n : n - 1),
    late: 'Late Comer',
  },
  setupCeiling: 290,
  event: {
    setup: { startNumbers: 'as-listed' },
    resultCells: (r, arrow, round) => [
      `${arrow}-r${round}`,
      `deck-${round}`,
      r.next() < 0.5 ? 'Arrow' : 'Target',
      '',
    ],
    typedRounds: false,
    roundsOption: true,
  },
  // Most games won; a five-round round robin.
  byRound: { primaryScore: 'Wins', players: 5 },
};
