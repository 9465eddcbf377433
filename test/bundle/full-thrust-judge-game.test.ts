// Full Thrust "Judge plays", through the built dist/Code.js: the judge's game is a scored game at its
// table (OPT, DPT, hull boxes), so every place that lists the round shows it as one, never as a bye.
import { describe, expect, it } from 'vitest';
import type { HallScreen } from '../../src/shared/types';
import { roundRows } from '../support/events';
import { isJudgeRow, judgeGameEvent, pairOk, setupFullThrust } from '../support/full-thrust';
import { readPairings } from '../support/pairings';

describe('Full Thrust: the game against a judge is a game, not a bye', () => {
  it('"one judge/volunteer will play a random player in the first game": Pairings, find-your-name and the hall screen show "P v Judge" at its table, and it has a match slip for the player\'s side; a sit-out stays a bye', () => {
    const a = judgeGameEvent();
    const judged = roundRows(a, 1).find((r) => isJudgeRow(a, r.values));
    expect(judged, 'a judge game in game 1 of 7 players').toBeDefined();
    const [table, player] = [judged?.values[1], String(judged?.values[2])];
    expect(table).toBe(4);

    const view = readPairings(a.values('Pairings'));
    expect(view.tables.find((r) => r.player === player)).toMatchObject({ table, opponent: 'Judge' });
    expect(view.byName.find((r) => r.player === player)).toEqual({
      table,
      player,
      opponent: 'Judge',
      note: '',
    });

    const hall = a.call<HallScreen>('getHallScreen');
    // Rounds is left blank (the players decide them): the hall still says "Round 1 of 4".
    expect([hall.round, hall.rounds]).toEqual([1, 4]);
    expect(hall.byes).toEqual([]);
    expect(hall.games).toContainEqual({ table, a: player, b: 'Judge' });
    expect(hall.games).toHaveLength(4);

    const slips = a.values('Slips');
    const top = slips.findIndex((r) => r[0] === `Round 1 · Table ${table}`);
    expect(top, 'a slip for the judge game').toBeGreaterThan(-1);
    expect(slips[top].slice(1, 3)).toEqual([player, 'Judge']);
    // The player's OPT, DPT and hull boxes are filled in; the judge's side is not recorded.
    const opt = slips.slice(top).find((r) => r[0] === 'OPT') as unknown[];
    expect(opt.slice(1, 3)).toEqual(['______________', '']);
    const signatures = slips.slice(top).find((r) => r[0] === 'Signatures') as unknown[];
    expect(signatures.slice(1, 3)).toEqual(['______________', '______________']);

    // The sit-out method has no game for its odd player: still a bye, with no table and no slip.
    const b = setupFullThrust(
      ['P1', 'P2', 'P3', 'P4', 'P5'].map((n) => [n, 1500] as [string, number]),
      { oddMethod: 'sit-out' },
      'sit-slip',
    );
    pairOk(b);
    const sitter = String(roundRows(b, 1).find((r) => r.values[3] === 'BYE')?.values[2]);
    expect(b.call<HallScreen>('getHallScreen').byes).toEqual([sitter]);
    expect(b.values('Slips').filter((r) => String(r[0]).startsWith('Round 1 · Table'))).toHaveLength(2);
    expect(readPairings(b.values('Pairings')).tables.find((r) => r.player === sitter)).toMatchObject({
      table: '',
      opponent: 'BYE',
    });
  });
});
