// Ratings in an any-game chess event, through the built add-on (dist/Code.js) as an organizer drives it:
// the Rating column typed on Players, round 1 paired by rating, ARO and TPR on Standings, the TRF.
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import type { ExportTables } from '../../src/sheets/export';
import { setupAnyGame, typeMatches } from '../support/any-game';
import { type Artifact, openArtifact } from '../support/artifact';
import { standingsOf } from '../support/standings';
import { readTrf } from '../support/trf-reader';

const NAMES = ['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08'];
/** Ratings in reverse of the Players order, P01 unrated: rating order P08, P07 … P02, then P01. */
const RATING: Record<string, number | ''> = {
  P01: '',
  P02: 1500,
  P03: 1600,
  P04: 1700,
  P05: 1800,
  P06: 1900,
  P07: 2000,
  P08: 2100,
};
const rated = (name: string) => (RATING[name] === '' ? -1 : Number(RATING[name]));

function chessWithRatings(): Artifact {
  const a = openArtifact();
  setupAnyGame(a, NAMES, { preset: 'chess' });
  // The organizer's own header in the first free column of Players (Name, Status, Fixed table).
  a.type('Players', 'D1', [['Rating'], ...NAMES.map((n) => [RATING[n]])]);
  const rowOf = (label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
  a.type('Event', `B${rowOf('Tie-breaker 1')}`, [['ARO']]);
  a.type('Event', `B${rowOf('Tie-breaker 2')}`, [['TPR']]);
  a.type('Event', `B${rowOf('Tie-breaker 3')}`, [['None']]);
  return a;
}

const games = (a: Artifact, round: number) =>
  a
    .values('Results')
    .filter((r, i) => i > 0 && r[0] === round)
    .map((r) => [String(r[2]), String(r[3])].sort().join('-'));

describe('any game, chess club with ratings, through dist/Code.js', () => {
  it('a rating that is not a whole number from 0 to 3500 stops pairing with the problem at its cell', () => {
    const a = chessWithRatings();
    a.type('Players', 'D4', [['21000']]);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        tab: 'Players',
        cell: 'D4',
        message: '21000 is not a whole number from 0 to 3500 (Rating of P03).',
      }),
    );
    expect(a.values('Results')).toHaveLength(1);
  });

  it('"round 1 pairs the top half by rating against the bottom half"; ARO and TPR rank on Standings; the TRF carries the ratings', () => {
    const a = chessWithRatings();
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    // By rating: P08 P07 P06 P05 | P04 P03 P02 P01 (unrated last): 1 v 5, 2 v 6, 3 v 7, 4 v 8.
    expect(games(a, 1)).toEqual(['P04-P08', 'P03-P07', 'P02-P06', 'P01-P05']);
    // The higher-rated wins every game.
    const result = (x: string, y: string) =>
      (rated(x) > rated(y) ? ['', '', '', 'Player won'] : ['', '', '', 'Opponent won']) as [
        unknown,
        unknown,
        unknown,
        unknown,
      ];
    typeMatches(a, 1, result);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    // Winners P08, P07, P06, P05 are level on 1 point, ARO and TPR differ: ARO first (P08 met P04, 1700).
    // P08 ARO 1700, P07 1600, P06 1500, P05 met only the unrated P01 (ARO 0).
    expect(games(a, 2).slice(0, 2)).toEqual(['P07-P08', 'P05-P06']);
    typeMatches(a, 2, result);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const s = standingsOf(a);
    const col = (h: string) => s.headers.indexOf(h);
    expect(col('ARO')).toBeGreaterThan(0);
    expect(col('TPR')).toBeGreaterThan(col('ARO'));
    const row = (name: string) => s.rows.find((r) => r[1] === name) ?? [];
    // P08: beat P04 (1700) and P07 (2000): ARO 1850, 100% → dp 800, TPR 2650.
    expect([row('P08')[col('ARO')], row('P08')[col('TPR')]]).toEqual([1850, 2650]);
    // P01, unrated, has an ARO of its own: it lost to P05 (1800), then to P02 (1500) among the losers
    // ordered by ARO (P04 2100, P03 2000, P02 1900, P01 1800): (1800 + 1500) / 2 = 1650, 0% → 850.
    expect(games(a, 2).slice(2)).toEqual(['P03-P04', 'P01-P02']);
    expect([row('P01')[col('ARO')], row('P01')[col('TPR')]]).toEqual([1650, 850]);
    // The FIDE TRF: each rating at 49-52, the starting ranks by rating, P01 (unrated) last and blank.
    const file = a.call<ExportTables>('getExportTables').files.trf;
    if (!file?.ok) throw new Error(JSON.stringify(file));
    const trf = readTrf(file.text);
    expect(trf.players.map((p) => [p.start, p.name, p.rating])).toEqual([
      [1, 'P08', '2100'],
      [2, 'P07', '2000'],
      [3, 'P06', '1900'],
      [4, 'P05', '1800'],
      [5, 'P04', '1700'],
      [6, 'P03', '1600'],
      [7, 'P02', '1500'],
      [8, 'P01', ''],
    ]);
  });
});
