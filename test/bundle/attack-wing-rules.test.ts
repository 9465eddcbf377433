// Attack Wing rule fixes through dist/Code.js: a bye counts once its round is played, the fleet sign-off
// checkbox, and the Peak Performance calculator's Critical Hit Token count.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { attackWingFleet, setupFormat } from '../support/events';
import { typePlayers } from '../support/sealed';
import { standingsOf } from '../support/standings';

const FIVE = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

function start(names: string[], fleets = false): Artifact {
  const a = openArtifact();
  setupFormat(a, 'attack-wing', { name: 'Rules', seed: 'aw-rules' });
  typePlayers(a, names);
  if (fleets)
    a.type(
      'Fleets',
      'A2',
      names.flatMap((n, i) => attackWingFleet(n, i)),
    );
  return a;
}

/** Types every battle of `round` at time with distinct fleet points (the first-listed player scores more). */
function play(a: Artifact, round: number): void {
  a.values('Results').forEach((r, i) => {
    if (i === 0 || r[0] !== round || r[3] === 'BYE') return;
    a.type('Results', `E${i + 1}`, [[60 + i * 7, 20 + i * 3, 'Time']]);
  });
}

const col = (rows: unknown[][], header: string) => (rows[0] as unknown[]).indexOf(header);
const row = (a: Artifact, name: string) => {
  const { headers, rows } = standingsOf(a);
  const st = [headers, ...rows];
  const r = rows.find((x) => x[col(st, 'Player')] === name) as unknown[];
  return { bp: r[col(st, 'Battle points')], fp: r[col(st, 'Fleet points')], wlb: r[col(st, 'W-L-B')] };
};

describe('Attack Wing: "At the end of every Battle Round, players receive BATTLE POINTS" (dist/Code.js)', () => {
  it('a bye of a round that is only paired counts nothing; it counts 2 battle points and the average once the round is played', () => {
    const a = start(FIVE);
    for (const round of [1, 2]) {
      expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
      play(a, round);
    }
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const before = Object.fromEntries(FIVE.map((n) => [n, row(a, n)]));
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const results = a.values('Results');
    const bye = String((results.find((r) => r[0] === 3 && r[3] === 'BYE') as unknown[])[2]);
    // Paired, not played: the Standings are those after round 2 for everyone, the bye player included.
    for (const n of FIVE) expect(row(a, n), n).toEqual(before[n]);
    for (const n of FIVE) expect(Number(row(a, n).bp)).toBeLessThanOrEqual(4);
    const sheet = a.values('Fleet Build Sheets');
    const start3 = sheet.findIndex((r) => r[0] === bye && r[1] === 'FLEET BUILD SHEET');
    const line = sheet.slice(start3).find((r) => r[1] === 3) as unknown[];
    expect(line.slice(2, 5)).toEqual(['BYE', '', '']);
    // One battle of round 3 in: still not complete, the bye still counts nothing.
    const firstBattle = results.findIndex((r) => r[0] === 3 && r[3] !== 'BYE');
    a.type('Results', `E${firstBattle + 1}`, [[90, 10, 'Time']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    expect(row(a, bye)).toEqual(before[bye]);
    // Every battle in: the bye scores 2 battle points and the rounded-up average of the round's fleet points.
    play(a, 3);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const scores = a
      .values('Results')
      .filter((r) => r[0] === 3 && r[3] !== 'BYE')
      .flatMap((r) => [Number(r[4]), Number(r[5])]);
    const average = Math.ceil(scores.reduce((s, x) => s + x, 0) / scores.length);
    const [w, l, b] = String(before[bye].wlb).split('-').map(Number);
    expect(row(a, bye)).toEqual({
      bp: Number(before[bye].bp) + 2,
      fp: Number(before[bye].fp) + average,
      wlb: `${w}-${l}-${b + 1}`,
    });
  });
});

describe('Attack Wing sign-offs: "At the start of every Battle Round players must verify their opponent\'s Fleet build and sign off on it"', () => {
  it('Results has a "Fleet verified" checkbox beside "Result verified", and the Fleet Build Sheets show both sign-offs', () => {
    const a = start(FIVE.slice(0, 4), true);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const results = a.values('Results');
    const header = results[0] as unknown[];
    const fleetCol = header.indexOf('Fleet verified');
    expect(fleetCol).toBeGreaterThan(0);
    expect(header[fleetCol + 1]).toBe('Result verified');
    // A checkbox (TRUE/FALSE dropdown), optional: ticking one box changes nothing else.
    const letter = String.fromCharCode(65 + fleetCol);
    const sheet = a.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Results');
    const rule = sheet?.getRange(`${letter}2`).getDataValidation();
    expect(rule?.getCriteriaValues()[0]).toEqual(['TRUE', 'FALSE']);
    const [p, o] = [String(results[1][2]), String(results[1][3])];
    a.type('Results', 'E2', [[80, 40, 'Time', '', true, '']]);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const sheets = a.values('Fleet Build Sheets');
    expect(sheets[0]).toContain('Fleet verified');
    for (const name of [p, o]) {
      const top = sheets.findIndex((r) => r[0] === name && r[1] === 'FLEET BUILD SHEET');
      const head = sheets.findIndex((r, i) => i > top && r[1] === 'Battle round');
      expect(sheets[head].slice(7)).toEqual([
        "Opponent's initials (verify build)",
        "Opponent's initials (verify results)",
      ]);
      expect(sheets[head + 1].slice(7)).toEqual(['Verified', '']);
    }
  });
});

describe('Peak Performance calculator: "Place a Critical Hit Token on the ship\'s Ship Card" at every destruction', () => {
  const ships = [
    { label: 'A', total: 40 },
    { label: 'B', total: 30 },
  ];
  const tool = (a: Artifact, criticalHitTokens: unknown) =>
    a.call<{ ok: boolean; value: { ok: boolean; message?: string; total?: number; bonusPoints?: number } }>(
      'runFormatTool',
      'peakPerformance',
      { ships, destroyed: ['A', 'B', 'A'], criticalHitTokens },
    ).value;

  it('refuses fewer Critical Hit Tokens at the end than ships destroyed, with the reason; blank during the battle', () => {
    const a = start(FIVE.slice(0, 2));
    const fewer = tool(a, 2);
    expect(fewer).toEqual({
      ok: false,
      message:
        '2 Critical Hit Tokens at the end, but 3 ships would have been destroyed: each places a Critical Hit Token on its Ship Card and none is removed, so there are at least 3. Count the tokens again (at least 3), or leave the count blank during the battle.',
    });
    // "+5 Fleet Points for each Critical Hit Token ... at the end of the game".
    expect(tool(a, 3)).toMatchObject({ ok: true, bonusPoints: 15, total: 40 + 30 + 40 + 15 });
    expect(tool(a, '')).toMatchObject({ ok: true, bonusPoints: 0, total: 110 });
  });
});
