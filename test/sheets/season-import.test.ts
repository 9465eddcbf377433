// Import into season (docs/SEASON.md, Import an event run elsewhere): the Import tab's reader (CSV rows and
// FIDE TRF16 lines, the add-on's own TRF export read back), the name matching, and the plan.
import { describe, expect, it } from 'vitest';
import { trfOf } from '../../src/engine/any-game/trf';
import type { CellValue } from '../../src/engine/format';
import { planUndoClose } from '../../src/sheets/actions/season';
import { planImportSeason } from '../../src/sheets/actions/season-import';
import type { Snapshot } from '../../src/sheets/grid';
import type { Write } from '../../src/sheets/patch';
import {
  SEASON_EVENTS_HEADERS,
  SEASON_GAMES_HEADERS,
  SEASON_ROLES,
  SEASON_TITLES,
  seasonLayouts,
} from '../../src/sheets/season';
import {
  IMPORT_CODES,
  IMPORT_HEADERS,
  IMPORT_ROLE,
  importTemplateRows,
  matchNames,
  nearName,
  readImport,
} from '../../src/sheets/season-import';
import { anyGameContext, cells, match } from '../engine/any-game/context';
import { NOW, planned, refused, writeTo } from '../support/plans';

/** A season tab's rows as the plan writes them: its bold header row, then its body. */
const seasonRows = (writes: readonly Write[], role: string) =>
  writes.flatMap((w) => (w.role === role && w.kind === 'rows' ? w.rows : []));

const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

/** The Import tab: its header block, the games' headers on row 4, then `rows`. */
function importTab(block: CellValue[], rows: CellValue[][]): CellValue[][] {
  const template = importTemplateRows();
  return [IMPORT_HEADERS.slice(), block, template[1], template[2], ...rows];
}

describe('reading the Import tab: CSV rows', () => {
  it('reads each game from its Player’s side, in every result notation, with byes and forfeits', () => {
    const read = readImport(
      importTab(
        ['Winter Rapid', '2026-01-10', 'Swiss'],
        [
          [1, 'Ann', 'Bob', '1-0'],
          [1, 'Cy', 'Dee', '½-½'],
          [1, 'Eve', '', 'bye'],
          [2, 'Bob', 'Cy', 'L'],
          [2, 'Ann', 'Eve', '0F-1F'],
          [2, 'Dee', '', 'BYE'],
          // A CSV pasted whole into column A, its header line with it.
          ['Round,Player,Opponent,Result', '', '', ''],
          ['3, Ann, Cy, 1/2-1/2', '', '', ''],
        ],
      ),
    );
    expect(read.problems).toEqual([]);
    expect(read.kind).toBe('csv');
    expect([read.name, read.date, read.format]).toEqual(['Winter Rapid', '2026-01-10', 'Swiss']);
    expect(read.games.map((g) => [g.round, g.player, g.opponent, g.result, g.score])).toEqual([
      [1, 'Ann', 'Bob', 'Won', 1],
      [1, 'Cy', 'Dee', 'Tied', 0.5],
      [1, 'Eve', '', 'bye', null],
      [2, 'Bob', 'Cy', 'Lost', 0],
      [2, 'Ann', 'Eve', 'Lost by forfeit', 0],
      [2, 'Dee', '', 'bye', null],
      [3, 'Ann', 'Cy', 'Tied', 0.5],
    ]);
    // Points: a win 1, a draw ½, a bye 1; equal points share a place.
    expect(read.players.map((p) => [p.name, p.points, p.rank])).toEqual([
      ['Cy', 2, 1],
      ['Eve', 2, 1],
      ['Ann', 1.5, 3],
      ['Dee', 1.5, 3],
      ['Bob', 0, 5],
    ]);
  });

  it('takes a game listed from both sides once, and refuses a player in two games of a round', () => {
    const read = readImport(
      importTab(
        ['Cup', '2026-01-10'],
        [
          [1, 'Ann', 'Bob', '1-0'],
          [1, 'bob', 'ANN', '0-1'],
          [1, 'Cy', 'Ann', '1-0'],
          [2, 'Cy', 'Dee', '1-0'],
          [2, 'Dee', 'Cy', '1-0'],
        ],
      ),
    );
    expect(read.problems.map((p) => [p.code, p.cell])).toEqual([
      [IMPORT_CODES.twice, 'C7'],
      [IMPORT_CODES.twice, 'B9'],
    ]);
    expect(read.problems[1].message).toContain('listed twice, with results that disagree');
    expect(read.games).toHaveLength(2);
  });

  it('names every problem at its cell with its own code', () => {
    const read = readImport(
      importTab(
        ['', '10 January'],
        [
          ['one', 'Ann', 'Bob', '1-0'],
          [1, '', 'Bob', '1-0'],
          [1, 'Ann', 'Bob', '2-0'],
          [2, 'Ann', '', '1-0'],
          [2, 'Cy', 'Dee', 'bye'],
          [3, 'Ann', 'ann', '1-0'],
          [4, 'BYE', 'Cy', '1-0'],
        ],
      ),
    );
    expect(read.problems.map((p) => [p.code, p.cell, p.tab, p.role])).toEqual([
      [IMPORT_CODES.badRound, 'A5', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.noPlayer, 'B6', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.badResult, 'D7', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.noPlayer, 'C8', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.badResult, 'D9', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.self, 'C10', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.noName, 'A2', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.badDate, 'B2', 'Import', IMPORT_ROLE],
      [IMPORT_CODES.badName, 'B11', 'Import', IMPORT_ROLE],
    ]);
    for (const p of read.problems) expect(p.fix).not.toBe('');
  });

  it('says an empty tab holds no game', () => {
    expect(codes(readImport(importTab(['Cup', '2026-01-10'], [])).problems)).toEqual([IMPORT_CODES.empty]);
  });
});

/** Round 1: A-B 1-0, C-D ½-½, E the bye; round 2: A-C 1F-0F, E-B 0F-0F, D the bye. */
function chessEvent() {
  const result = (r: string) => cells('', '', '', r);
  return anyGameContext(
    ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'],
    [
      match(1, 1, 'Ann', 'Bob', result('1-0')),
      match(1, 2, 'Cy', 'Dee', result('½-½')),
      match(1, 3, 'Eve', null),
      match(2, 1, 'Ann', 'Cy', result('1F-0F')),
      match(2, 2, 'Eve', 'Bob', result('0F-0F')),
      match(2, 3, 'Dee', null),
    ],
    { preset: 'chess' },
  );
}

describe('reading the Import tab: a FIDE TRF16 file', () => {
  it('reads back the TRF the add-on exports for a chess event: every game, bye and forfeit, the ranks', () => {
    const file = trfOf(chessEvent());
    if (!file.ok) throw new Error(file.reason);
    const lines = file.text.trimEnd().split('\n');
    // Pasted one line per row in column A, over the games' headers, the block left blank.
    const read = readImport([IMPORT_HEADERS.slice(), ['', '2026-01-10', '', ''], ...lines.map((l) => [l])]);
    expect(read.problems).toEqual([]);
    expect(read.kind).toBe('trf');
    // The name from 012 when the block has none (and the date from 042, which this event has not).
    expect(read.name).toBe('Club night');
    expect(read.games.map((g) => [g.round, g.player, g.opponent, g.result, g.score])).toEqual([
      [1, 'Ann', 'Bob', 'Won', 1],
      [1, 'Cy', 'Dee', 'Tied', 0.5],
      [1, 'Eve', '', 'bye', null],
      [2, 'Ann', 'Cy', 'Won by forfeit', 1],
      // A game without colours (a forfeit) is the lower start number's.
      [2, 'Bob', 'Eve', 'Double forfeit', null],
      [2, 'Dee', '', 'bye', null],
    ]);
    // The ranks the file gives (columns 86-89), as the export wrote them from the event's ranking.
    const ranks = new Map(
      lines.filter((l) => l.startsWith('001')).map((l) => [l.slice(14, 47).trim(), Number(l.slice(85, 89))]),
    );
    expect(new Map(read.players.map((p) => [p.name, p.rank]))).toEqual(ranks);
  });

  it('the block’s name and date win over the file’s', () => {
    const file = trfOf(chessEvent());
    if (!file.ok) throw new Error(file.reason);
    const lines = file.text.trimEnd().split('\n');
    const read = readImport([IMPORT_HEADERS.slice(), ['Cup', '2026-02-01'], ...lines.map((l) => [l])]);
    expect([read.name, read.date]).toEqual(['Cup', '2026-02-01']);
  });

  it('refuses lines that disagree, a start number no line has, and a line that does not read, at each line', () => {
    const file = trfOf(chessEvent());
    if (!file.ok) throw new Error(file.reason);
    const lines = file.text.trimEnd().split('\n');
    const lineOf = (start: number) =>
      lines.findIndex((l) => l.startsWith(`001 ${String(start).padStart(4)}`));
    const index = new Map([1, 3, 4].map((n) => [n, lineOf(n)]));
    const at = (start: number) => index.get(start) as number;
    const edit = (i: number, col: number, text: string) => {
      lines[i] = lines[i].slice(0, col) + text + lines[i].slice(col + text.length);
    };
    // Ann (start 1) says she lost round 1; Bob's line still says he lost it.
    edit(at(1), 98, '0');
    // Cy (3) names start 9 in round 2.
    edit(at(3), 101, '   9');
    // Dee (4): no start number.
    edit(at(4), 4, '    ');
    const grid = [IMPORT_HEADERS.slice(), ['Cup', '2026-02-01'], ...lines.map((l) => [l])];
    const read = readImport(grid);
    const row = (i: number) => `A${i + 3}`;
    // Dee's line unread, the games naming her name a start number no line has.
    const found = read.problems.map((p) => [p.code, p.cell]);
    expect(found).toContainEqual([IMPORT_CODES.trfLine, row(at(4))]);
    expect(found).toContainEqual([IMPORT_CODES.trfDisagree, row(at(1))]);
    expect(found).toContainEqual([IMPORT_CODES.trfUnknown, row(at(3))]);
    expect(new Set(found.map(([code]) => code)).size).toBe(3);
    expect(read.games.every((g) => g.round !== 1 || g.player !== 'Ann')).toBe(true);
  });
});

describe('matching names to the season’s players', () => {
  const read = (names: [string, string][], newPlayers = '') =>
    readImport(
      importTab(
        ['Cup', '2026-01-10', '', newPlayers],
        names.map(([a, b], i) => [i + 1, a, b, '1-0']),
      ),
    );

  it('takes the season’s spelling for a name equal but for case and accents, as Players compares them', () => {
    const r = read([['josé garcía', 'ANNA SMITH']]);
    const m = matchNames(r, ['Jose Garcia', 'Anna Smith']);
    expect(m.problems).toEqual([]);
    expect([...m.spelling.values()]).toEqual(['Jose Garcia', 'Anna Smith']);
  });

  it('asks about a near match, at the name’s first cell, until the name is typed the season’s way or listed as new', () => {
    const r = read([
      ['Ana Smith', 'Bob Jones'],
      ['Bob Jones', 'Ana Smith'],
    ]);
    const m = matchNames(r, ['Anna Smith', 'Robert Jones']);
    expect(m.problems.map((p) => [p.code, p.cell])).toEqual([[IMPORT_CODES.near, 'B5']]);
    expect(m.problems[0].message).toContain('Did you mean "Anna Smith"?');
    const confirmed = matchNames(read([['Ana Smith', 'Bob Jones']], 'ana smith'), ['Anna Smith']);
    expect(confirmed.problems).toEqual([]);
    expect(confirmed.spelling.get('ana smith')).toBe('Ana Smith');
  });

  it('in a TRF: "Surname, Given" is the season’s "Given Surname"; a near name is answered in column B beside its line', () => {
    const file = trfOf(chessEvent());
    if (!file.ok) throw new Error(file.reason);
    const lines = file.text.trimEnd().split('\n');
    const grid: CellValue[][] = [IMPORT_HEADERS.slice(), ['Cup', '2026-02-01'], ...lines.map((l) => [l])];
    const row = grid.findIndex((r) => String(r[0]).startsWith('001    2')) + 1;
    const season = ['Ann', 'Bobb', 'Cy', 'Dee', 'Eve'];
    const asked = matchNames(readImport(grid), season);
    expect(asked.problems.map((p) => [p.code, p.cell])).toEqual([[IMPORT_CODES.near, `B${row}`]]);
    grid[row - 1] = [grid[row - 1][0], 'Bobb'];
    const answered = readImport(grid);
    expect(matchNames(answered, season).problems).toEqual([]);
    expect(answered.games[0]).toMatchObject({ player: 'Ann', opponent: 'Bobb', score: 1 });
    grid[row - 1] = [grid[row - 1][0], 'Smith, Bob'];
    const surnameFirst = matchNames(readImport(grid), ['Bob Smith']);
    expect(surnameFirst.problems).toEqual([]);
    expect(surnameFirst.spelling.get('smith, bob')).toBe('Bob Smith');
  });

  it('calls near: one or two edits in a long name, initials, surname first; never names with numbers', () => {
    expect(nearName('Jon Smith', 'John Smith')).toBe(true);
    expect(nearName('Jon Smyth', 'John Smith')).toBe(true);
    expect(nearName('J. Smith', 'John Smith')).toBe(true);
    expect(nearName('Smith, John', 'John Smith')).toBe(true);
    expect(nearName('Bob', 'Rob')).toBe(false);
    expect(nearName('Table 12', 'Table 13')).toBe(false);
    expect(nearName('Maria Lopez', 'Mario Perez')).toBe(false);
  });
});

// ---- The plan ----------------------------------------------------------------------------------------

/** A season of one event (Autumn Open: Ann beat Bob, Cy drew Dee) closed from the tabs, and an Import tab. */
function season(importValues: CellValue[][]): Snapshot {
  const tabs: Snapshot['tabs'] = {};
  for (const layout of Object.values(seasonLayouts()))
    tabs[layout.role] = { name: SEASON_TITLES[layout.role], values: [layout.headers.slice()] };
  const games = tabs[SEASON_ROLES.games];
  const events = tabs[SEASON_ROLES.events];
  if (!games || !events) throw new Error('no season tabs');
  games.values.push(
    ['Autumn Open', '2026-11-01', 1, 1, 'Ann', 'Bob', 'Won', 1],
    ['Autumn Open', '2026-11-01', 1, 2, 'Cy', 'Dee', 'Tied', 0.5],
  );
  events.values.push([
    'Autumn Open',
    '2026-11-01',
    'Sealed deck',
    4,
    2,
    '2026-11-01 20:00:00',
    '',
    JSON.stringify([
      [1, 'Ann', ''],
      [2, 'Cy', ''],
      [2, 'Dee', ''],
      [4, 'Bob', ''],
    ]),
    '{}',
  ]);
  tabs[IMPORT_ROLE] = { name: 'Import', values: importValues };
  return { tabs };
}

describe('planImportSeason', () => {
  it('makes the Import tab, its block and the games’ headers, when there is none', () => {
    const s = season([]);
    delete s.tabs[IMPORT_ROLE];
    const plan = planned(planImportSeason(s, NOW));
    expect(plan.writes.map((w) => w.role)).toEqual([IMPORT_ROLE]);
    expect(writeTo(plan.writes, IMPORT_ROLE, 'rows').rows[2]).toEqual([
      'Round',
      'Player',
      'Opponent',
      'Result',
    ]);
  });

  it('appends the games and one Imported event row, rewrites League and Ratings, logs the tab and empties it', () => {
    const tab = importTab(
      ['Winter Rapid', '2026-01-10', 'Rapid'],
      [
        [1, 'ann', 'Cy', '0-1'],
        [1, 'Dee', 'Zoe', 'D'],
      ],
    );
    const plan = planned(planImportSeason(season(tab), NOW));
    expect(writeTo(plan.writes, SEASON_ROLES.games, 'append').rows).toEqual([
      ['Winter Rapid', '2026-01-10', 1, '', 'Ann', 'Cy', 'Lost', 0],
      ['Winter Rapid', '2026-01-10', 1, '', 'Dee', 'Zoe', 'Tied', 0.5],
    ]);
    const [row] = writeTo(plan.writes, SEASON_ROLES.events, 'append').rows;
    expect(row.slice(0, 7)).toEqual([
      'Winter Rapid',
      '2026-01-10',
      'Imported',
      4,
      2,
      '2026-12-05 10:00:00',
      '',
    ]);
    expect(row).toHaveLength(SEASON_EVENTS_HEADERS.length);
    expect(JSON.parse(String(row[7]))).toEqual([
      [1, 'Cy', ''],
      [2, 'Dee', ''],
      [2, 'Zoe', ''],
      [4, 'Ann', ''],
    ]);
    expect(JSON.parse(String(row[8]))).toEqual({ imported: 'csv', format: 'Rapid', rounds: 1 });
    const league = seasonRows(plan.writes, SEASON_ROLES.league);
    expect(league[0]).toEqual([
      'Rank',
      'Player',
      'League points',
      'Events',
      'Autumn Open 2026-11-01',
      'Winter Rapid 2026-01-10',
    ]);
    expect(league.find((r) => r[1] === 'Cy')?.slice(2, 4)).toEqual([6, 2]);
    const ratings = seasonRows(plan.writes, SEASON_ROLES.ratings);
    expect(ratings.find((r) => r[1] === 'Zoe')?.[4]).toBe(1);
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual([
      'Import into season: pasted row',
      'Import into season: pasted row',
      'Import into season: pasted row',
      'Import into season',
    ]);
    expect(log[1].slice(4, 9)).toEqual(['Import row 5', 1, 'ann', 'Cy', '0-1']);
    const cleared = writeTo(plan.writes, IMPORT_ROLE, 'rows');
    expect([cleared.startRow, cleared.clearTo, cleared.rows]).toEqual([2, -1, importTemplateRows()]);
    expect(SEASON_GAMES_HEADERS).toHaveLength(8);
  });

  it('into a spreadsheet with no season yet: the season’s tabs written from their headers, the settings at their defaults', () => {
    const tab = importTab(['Winter Rapid', '2026-01-10'], [[1, 'Ann', 'Cy', '1-0']]);
    const plan = planned(planImportSeason({ tabs: { [IMPORT_ROLE]: { name: 'Import', values: tab } } }, NOW));
    expect(writeTo(plan.writes, SEASON_ROLES.settings, 'rows').rows[0].slice(0, 2)).toEqual([
      'League preset',
      'Store league',
    ]);
    expect(writeTo(plan.writes, SEASON_ROLES.events, 'append').rows).toHaveLength(1);
    expect(seasonRows(plan.writes, SEASON_ROLES.league).map((r) => r[1])).toEqual(['Player', 'Ann', 'Cy']);
  });

  it('refuses, writing nothing, a near name, bad rows, and an event the season holds', () => {
    const near = importTab(['Winter Rapid', '2026-01-10'], [[1, 'Annn', 'Cy', '1-0']]);
    expect(codes(refused(planImportSeason(season(near), NOW)))).toEqual([IMPORT_CODES.near]);
    const bad = importTab(['Winter Rapid', '2026-01-10'], [[1, 'Ann', 'Cy', '3-0']]);
    expect(refused(planImportSeason(season(bad), NOW)).map((p) => [p.code, p.cell])).toEqual([
      [IMPORT_CODES.badResult, 'D5'],
    ]);
    const again = importTab(['Autumn Open', '2026-11-01'], [[1, 'Ann', 'Cy', '1-0']]);
    expect(codes(refused(planImportSeason(season(again), NOW)))).toEqual([IMPORT_CODES.duplicate]);
    // Both at once: the near name's question and the event the season holds, answered together.
    const both = importTab(['Autumn Open', '2026-11-01'], [[1, 'Annn', 'Cy', '1-0']]);
    expect(codes(refused(planImportSeason(season(both), NOW)))).toEqual([
      IMPORT_CODES.near,
      IMPORT_CODES.duplicate,
    ]);
  });

  it('Undo close takes an import out again, whatever event the tabs hold', () => {
    const tab = importTab(['Winter Rapid', '2026-01-10'], [[1, 'Ann', 'Cy', '1-0']]);
    const s = season(tab);
    const plan = planned(planImportSeason(s, NOW));
    const events = s.tabs[SEASON_ROLES.events]?.values as CellValue[][];
    const games = s.tabs[SEASON_ROLES.games]?.values as CellValue[][];
    events.push(...writeTo(plan.writes, SEASON_ROLES.events, 'append').rows);
    games.push(...writeTo(plan.writes, SEASON_ROLES.games, 'append').rows);
    const undo = planned(planUndoClose(s, NOW));
    expect(writeTo(undo.writes, SEASON_ROLES.events, 'delete-rows').rows).toEqual([3]);
    expect(writeTo(undo.writes, SEASON_ROLES.games, 'delete-rows').rows).toEqual([4]);
  });
});
