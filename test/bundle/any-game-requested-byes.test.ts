// Requested byes in an any-game chess event, through the built add-on (dist/Code.js) as an organizer
// drives it: "Requested byes" allowed on the Event tab, the Bye request column typed on Players, the
// pairing that leaves the player out and writes the bye, its points on Standings, H and Z in the TRF,
// and every refusal at its cell, by code, with nothing written.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import type { ExportTables } from '../../src/sheets/export';
import { setupAnyGame, typeMatches } from '../support/any-game';
import { type Artifact, openArtifact } from '../support/artifact';
import { standingsOf } from '../support/standings';
import { readTrf } from '../support/trf-reader';

const NAMES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];

const rowOf = (a: Artifact, label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;

/** A chess event of eight, requested byes as `allowed` says, with the organizer's Bye request column (D). */
function chess(allowed: boolean): Artifact {
  const a = openArtifact();
  // Allowed at setup, so the Results dropdowns offer the requested byes from the first row.
  setupAnyGame(a, NAMES, { preset: 'chess', ...(allowed ? { requestedByes: 'allowed' } : {}) });
  expect(a.values('Event')[rowOf(a, 'Requested byes') - 1][1]).toBe(allowed ? 'Allowed' : 'Not allowed');
  a.type('Players', 'D1', [['Bye request']]);
  return a;
}

const resultsOf = (a: Artifact, round: number) =>
  a.values('Results').filter((r, i) => i > 0 && r[0] === round);

const codes = (r: ActionResult) => (r.problems ?? []).map((p) => [p.tab, p.cell, p.code]);

describe('any game, chess with requested byes, through dist/Code.js', () => {
  it('a half-point bye asked for: the player sits the round out, the bye row says so, the request is cleared; ½ on Standings, H in the TRF; paired again next round', () => {
    const a = chess(true);
    a.type('Players', 'D3', [['Half-point bye']]);
    const r1 = a.call<ActionResult>('pairNextRound');
    expect(r1.ok, JSON.stringify(r1.problems)).toBe(true);
    const rows = resultsOf(a, 1);
    const p2 = rows.filter((r) => r[2] === 'P2' || r[3] === 'P2');
    expect(p2.map((r) => [r[2], r[3], r[7]])).toEqual([['P2', 'BYE', 'Half-point bye']]);
    // Seven left: three games and the pairing-allocated bye, its Result blank.
    expect(rows.filter((r) => r[3] !== 'BYE')).toHaveLength(3);
    expect(rows.filter((r) => r[3] === 'BYE' && r[2] !== 'P2').map((r) => r[7])).toEqual(['']);
    expect(a.values('Players')[2][3]).toBe('');
    typeMatches(a, 1, () => ['', '', '', '1-0']);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const st = standingsOf(a);
    const points = st.headers.indexOf('Points');
    expect(st.rows.find((r) => r[1] === 'P2')?.[points]).toBe(0.5);
    const file = a.call<ExportTables>('getExportTables').files.trf;
    if (!file?.ok) throw new Error(JSON.stringify(file));
    const trf = readTrf(file.text);
    expect(
      trf.players.find((p) => p.name === 'P2')?.rounds.map((x) => `${x.opponent} ${x.colour} ${x.result}`),
    ).toEqual(['0 - H']);
    // The request was for round 1 only: round 2 pairs P2 at a board.
    const r2 = a.call<ActionResult>('pairNextRound');
    expect(r2.ok, JSON.stringify(r2.problems)).toBe(true);
    expect(resultsOf(a, 2).some((r) => (r[2] === 'P2' || r[3] === 'P2') && r[3] !== 'BYE')).toBe(true);
  });

  it('a request where the Event tab does not allow requested byes: pairing refused at the cell, nothing written', () => {
    const a = chess(false);
    a.type('Players', 'D4', [['Zero-point bye']]);
    const before = a.values('Results');
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(codes(r)).toContainEqual(['Players', 'D4', 'any-game-bye-request-not-allowed']);
    expect(a.values('Results')).toEqual(before);
    expect(a.values('Players')[3][3]).toBe('Zero-point bye');
  });

  it('a request for a dropped player: refused at the cell, nothing written', () => {
    const a = chess(true);
    a.type('Players', 'B5', [['dropped']]);
    a.type('Players', 'D5', [['Half-point bye']]);
    const before = a.values('Results');
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(codes(r)).toContainEqual(['Players', 'D5', 'any-game-bye-request-dropped']);
    expect(a.values('Results')).toEqual(before);
  });

  it('a requested bye typed on a game already paired: an error at its Result, and the next round waits', () => {
    const a = chess(true);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    typeMatches(a, 1, () => ['', '', '', '1-0']);
    const game = a.values('Results').findIndex((r, i) => i > 0 && r[3] !== 'BYE') + 1;
    a.type('Results', `H${game}`, [['Half-point bye']]);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(codes(r)).toContainEqual(['Results', `H${game}`, 'any-game-requested-bye-on-game']);
    expect(resultsOf(a, 2)).toEqual([]);
  });
});
