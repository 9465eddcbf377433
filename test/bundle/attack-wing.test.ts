import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { attackWingFleet, setupFormat } from '../support/events';
import { typePlayers, typeRound } from '../support/sealed';
import { standingsOf } from '../support/standings';

const SEVEN = ['Picard', 'Riker', 'Data', 'Worf', 'Troi', 'Crusher', 'La Forge'];

function setup(a: Artifact, names: string[], options: Record<string, unknown> = {}): void {
  setupFormat(a, 'attack-wing', { name: 'Peak Performance', seed: 'aw-fixed', ...options });
  typePlayers(a, names);
}

function typeFleets(a: Artifact, names: string[]): void {
  a.type(
    'Fleets',
    'A2',
    names.flatMap((n, i) => attackWingFleet(n, i)),
  );
}

/** Types fleet points and "Time" for every battle of the round; fp(player) gives a player's fleet points. */
function typeBattles(a: Artifact, round: number, fp: (name: string) => number): void {
  typeRound(a, round, (p, o) => [fp(p), fp(o), 'Time']);
}

const col = (rows: unknown[][], header: string) => (rows[0] as unknown[]).indexOf(header);

describe('a 7-player, 3-round Attack Wing event through dist/Code.js', () => {
  it('random round 1, byes where the rules say, bye fleet points = rounded-up average, 2/1/2 battle points, ranks with titles', () => {
    const a = openArtifact();
    setup(a, SEVEN);
    typeFleets(a, SEVEN);
    const byes: string[] = [];
    for (let round = 1; round <= 3; round++) {
      let expectedBye: string | null = null;
      if (round > 1) {
        // "the player with the least amount of Battle Points ... who has not received a Bye" (fleet points next).
        const { headers, rows } = standingsOf(a);
        const st = [headers, ...rows];
        const body = rows.slice().reverse();
        expectedBye = String(
          body.find((r) => !byes.includes(String(r[col(st, 'Player')])))?.[col(st, 'Player')],
        );
      }
      const paired = a.call<ActionResult>('pairNextRound');
      expect(paired.ok, JSON.stringify(paired.problems)).toBe(true);
      const rows = a.values('Results').filter((r) => r[0] === round);
      expect(rows).toHaveLength(4);
      const seen = rows.flatMap((r) => [r[2], r[3]]).filter((n) => n !== 'BYE');
      expect(new Set(seen).size).toBe(7);
      const bye = String((rows.find((r) => r[3] === 'BYE') as unknown[])[2]);
      if (expectedBye) expect(bye).toBe(expectedBye);
      byes.push(bye);
      if (round === 1) {
        // Fleets freeze when round 1 is paired.
        const players = a.values('Players');
        expect(players[0]).toEqual(['Name', 'Status', 'Frozen fleet', 'Fixed table']);
        for (const p of players.slice(1))
          expect(String(p[2])).toMatch(/^2 ships, 5 cards, 58 SP #[0-9a-z]+ \(round 1\)$/);
        // The six others score 120, 75, 43, 0, 88, 31 in table order.
        const scores = [120, 75, 43, 0, 88, 31];
        const order = rows.filter((r) => r[3] !== 'BYE').flatMap((r) => [String(r[2]), String(r[3])]);
        typeBattles(a, 1, (n) => scores[order.indexOf(n)]);
      } else {
        typeBattles(a, round, (n) => 20 + SEVEN.indexOf(n) * 13 + round * 7);
      }
      const updated = a.call<ActionResult>('updateStandings');
      expect(updated.ok, JSON.stringify(updated.problems)).toBe(true);
      if (round === 1) {
        const { headers, rows } = standingsOf(a);
        const st = [headers, ...rows];
        const byeRow = rows.find((r) => r[col(st, 'Player')] === bye) as unknown[];
        expect(byeRow[col(st, 'Fleet points')]).toBe(60);
        expect(byeRow[col(st, 'Battle points')]).toBe(2);
        expect(byeRow[col(st, 'W-L-B')]).toBe('0-0-1');
      }
    }
    // Nobody gets a second bye while another player has none.
    expect(new Set(byes).size).toBe(3);
    const st = standingsOf(a);
    expect(st.headers).toEqual([
      'Rank',
      'Title',
      'Player',
      'Battle points',
      'Fleet points',
      'W-L-B',
      'Roll-off',
      'Tie',
      'Status',
    ]);
    const body = st.rows;
    expect(body).toHaveLength(7);
    // 9 battles (2 + 1 battle points each) and 3 byes (2 each).
    expect(body.reduce((s, r) => s + Number(r[3]), 0)).toBe(9 * 3 + 3 * 2);
    for (let i = 1; i < body.length; i++) {
      const [p, q] = [body[i - 1], body[i]];
      expect(Number(p[3]) > Number(q[3]) || (p[3] === q[3] && Number(p[4]) >= Number(q[4]))).toBe(true);
    }
    expect(body.map((r) => r[1])).toEqual([
      'Admiral',
      'Vice Admiral',
      'Rear Admiral',
      'Commodore',
      'Captain',
      'Commander',
      'Lieutenant Commander',
    ]);
    // The printable Fleet Build Sheets: every player's fleet and three rounds with a cumulative total.
    const sheets = a.values('Fleet Build Sheets');
    for (const name of SEVEN) {
      const start = sheets.findIndex((r) => r[0] === name && r[1] === 'FLEET BUILD SHEET');
      expect(start).toBeGreaterThan(0);
      const header = sheets.findIndex((r, i) => i > start && r[1] === 'Battle round');
      const roundsRows = sheets.slice(header + 1, header + 4);
      expect(roundsRows.map((r) => r[1])).toEqual([1, 2, 3]);
      const total = (body.find((r) => r[2] === name) as unknown[])[4];
      expect(roundsRows[2][6]).toBe(total);
      expect(sheets.slice(start, header).some((r) => r[2] === `U.S.S. Ship ${SEVEN.indexOf(name)}`)).toBe(
        true,
      );
    }
    expect(a.call<EventState>('getEventState').nextAction).toBe('finished');
  });

  it('a fleet edited after round 1 is reported with its cell', () => {
    const a = openArtifact();
    setup(a, SEVEN.slice(0, 4));
    typeFleets(a, SEVEN.slice(0, 4));
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    // Data's fleet starts on row 12: swap the torpedoes for something dearer.
    a.type('Fleets', 'E14', [['Quantum Torpedoes']]);
    const r = a.call<ActionResult>('updateStandings');
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([
      expect.objectContaining({
        tab: 'Fleets',
        cell: 'A12',
        message: expect.stringContaining("Data's fleet changed"),
      }),
    ]);
    expect(a.values('Fleet Build Sheets').some((row) => row[0] === '' && row[1] === 'CHANGED')).toBe(true);
  });

  it('fleet checks block pairing, each with its cell: over the limit, two captains, two resources, unknown faction', () => {
    const a = openArtifact();
    setup(a, ['Ann', 'Bob', 'Cy', 'Dee'], { squadronPoints: 60 });
    a.type('Fleets', 'A2', [
      ['Ann', '1', 'Ship', '', 'Enterprise', 'FED', 50],
      ['', '', 'Captain', '', 'Picard', 'FED', 5],
      ['', '', 'Upgrade', 'C', 'Worf', 'KLI', 5],
      ['Bob', '1', 'Ship', '', "Negh'Var", 'KLI', 30],
      ['', '', 'Captain', '', 'Martok', 'KLI', 4],
      ['', '', 'Captain', '', 'Gowron', 'KLI', 4],
      ['Cy', '1', 'Ship', '', 'Valdore', 'ROM', 30],
      ['', '', 'Captain', '', 'Tomalak', 'ROM', 3],
      ['Cy', '', 'Resource', '', 'Fleet Captain', '', 5],
      ['Cy', '', 'Resource', '', 'Sideboard', '', 10],
      ['Dee', '1', 'Ship', '', "Jem'Hadar", 'DMN', 20],
      ['', '', 'Captain', '', 'Weyoun', 'DOM', 2],
    ]);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    const cells = r.problems.map((p) => `${p.tab}!${p.cell}`);
    // Unknown faction (DMN), Ann over the limit, Bob's second captain, Cy's second resource.
    expect(cells).toEqual(['Fleets!F12', 'Fleets!G2', 'Fleets!C7', 'Fleets!C11']);
    expect(r.problems.find((p) => p.cell === 'G2')?.message).toContain(
      '61 SP (60 printed + 1 faction penalty), over the 60 SP limit',
    );
    expect(r.warnings.map((w) => `${w.cell}: ${w.message}`)).toContain(
      'F4: +1 SP: Worf (KLI) is on a FED ship.',
    );
    expect(a.values('Results')).toHaveLength(1);
  });

  it('roll-off: flagged, rolled with the seed on request, recorded in the roll-offs table on the Fleets tab and logged; Peak Performance from the Fleets tab', () => {
    const a = openArtifact();
    setup(a, ['Ann', 'Bob', 'Cy', 'Dee']);
    typeFleets(a, ['Ann', 'Bob', 'Cy', 'Dee']);
    a.call('pairNextRound');
    // Every table 100 to 50: the two winners are level on battle and fleet points, and so are the losers.
    a.values('Results').forEach((_r, i) => {
      if (i > 0) a.type('Results', `E${i + 1}`, [[100, 50, 'Time']]);
    });
    a.call('updateStandings');
    let st = standingsOf(a).rows;
    expect(st.map((r) => r[7])).toEqual([
      'Roll-off needed',
      'Roll-off needed',
      'Roll-off needed',
      'Roll-off needed',
    ]);
    const rolled = a.call<ActionResult>('runFormatCommand', { name: 'rollOff' });
    expect(rolled.ok, JSON.stringify(rolled.problems)).toBe(true);
    // The roll-offs table beside the fleets on the Fleets tab (columns I to L).
    const rows = a.values('Fleets').map((r) => r.slice(8, 12));
    expect(rows[0]).toEqual(['Roll-off round', 'Tied players', 'Tied player', 'Roll-off results']);
    expect(rows.slice(1, 5).every((r) => r[0] === 1)).toBe(true);
    expect(rows.slice(5).every((r) => r.every((v) => v === ''))).toBe(true);
    for (const r of rows.slice(1, 5)) expect(String(r[3])).toMatch(/^[0-5](, [0-5])*$/);
    // The command rewrote the Standings itself.
    st = standingsOf(a).rows;
    expect(st.map((r) => r[7])).toEqual([
      'Roll-off decided',
      'Roll-off decided',
      'Roll-off decided',
      'Roll-off decided',
    ]);
    expect(st.map((r) => r[0])).toEqual([1, 2, 3, 4]);
    const log = a.values('Log').filter((r) => r[1] === 'rollOff');
    expect(log).toHaveLength(2);
    expect(String(log[0][4])).toContain('5 attack dice each');
    const peak = a.call<{ ok: boolean; value: { ok: boolean; total: number } }>(
      'runFormatTool',
      'peakPerformance',
      { opponent: 'Bob', destroyed: ['1', '2'], criticalHitTokens: 2 },
    );
    expect(peak.value).toMatchObject({ ok: true, shipPoints: 38 + 20, bonusPoints: 10, total: 68 });
  });
});
