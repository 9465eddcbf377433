// The season fuzzer's steps and checks (season.fuzz.test.ts runs them): any-game events played to
// their final standings, Close event, Undo close, Start the next event and Import into season through
// dist/Code.js, with the hand edits an organizer makes to the season tabs between them. After every
// action: a refusal changes nothing and names a code for each problem; a success loses nothing typed
// without a Log copy, and League, Ratings and My season equal the oracles (test/oracle/season.oracle.ts) on what
// Season games, Season events and the Season settings typed then hold, a League preset typed with the
// league settings cleared reading as docs/SEASON.md states it (League by rating ranked in the order of
// the Ratings tab, itself held to the oracles). While the event is closed into the season, a result
// corrected by hand and then Update standings, a status change, a rename or Pair is refused, writing
// nothing (docs/SEASON.md, A closed event does not change). A closed event's row holds the
// name, date and places the tabs showed; an import's games and places are the rows typed, scored as
// docs/SEASON.md says; Start the next event's archive holds what Results, Event and Players held.
import fc from 'fast-check';
import { expect } from 'vitest';
import { handEdits } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState } from '../../src/shared/types';
import {
  type OracleEntry,
  type OracleGame,
  oracleElo,
  oracleGlicko2,
  oracleLeague,
} from '../oracle/season.oracle';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, startEvent, typeResults } from '../support/events';
import { expectNothingLost, OUTPUT_TABS } from '../support/nothing-lost';

/** Ten names far apart: an import asks about a name only where a step means it to (a near newcomer). */
export const POOL = ['Anna', 'Boris', 'Chen', 'Dario', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ivan', 'Jules'];
const SEASON_OUTPUTS = [...OUTPUT_TABS, 'League', 'Ratings', 'My season'];

// ------------------------------------------------------------------ settings

/** The Season settings as the fuzzer types them; blank text is the default. */
export interface Settings {
  attend: number;
  win: number;
  draw: number;
  loss: number;
  byPlace: number[];
  best: number | undefined;
  minEvents: number;
  /** As typed; blank is the default, events played then match wins. */
  tieBreakers: string;
  /** League ranked by league points, or by the rating the Ratings tab shows. */
  order: 'points' | 'rating';
  rating: 'elo' | 'glicko2';
  k: 'fide' | number;
  initial: number;
  tau: number;
}

type PresetName = 'Store league' | 'OP series' | 'Chess ladder';
type LeagueSettings = Omit<Settings, 'rating' | 'k' | 'initial' | 'tau'>;

/** The League presets as docs/SEASON.md states them: what every league setting left blank reads as. */
const PRESETS: Record<PresetName, LeagueSettings> = {
  'Store league': {
    attend: 1,
    win: 3,
    draw: 1,
    loss: 0,
    byPlace: [],
    best: undefined,
    minEvents: 0,
    tieBreakers: 'events played, match wins',
    order: 'points',
  },
  'OP series': {
    attend: 1,
    win: 0,
    draw: 0,
    loss: 0,
    byPlace: [10, 8, 6, 5, 4, 3, 2, 1],
    best: 4,
    minEvents: 0,
    tieBreakers: 'points per event, events played',
    order: 'points',
  },
  'Chess ladder': {
    attend: 0,
    win: 1,
    draw: 0.5,
    loss: 0,
    byPlace: [],
    best: undefined,
    minEvents: 0,
    tieBreakers: 'match wins',
    order: 'rating',
  },
};

/** Every setting at its default: the store league's, the season's first preset, and the ratings'. */
export const DEFAULT_SETTINGS: Settings = {
  ...PRESETS['Store league'],
  // Blank, as a new block leaves it: the default tie-breakers.
  tieBreakers: '',
  rating: 'elo',
  k: 'fide',
  initial: 1500,
  tau: 0.5,
};

export const settingsArb: fc.Arbitrary<Settings> = fc.record({
  attend: fc.integer({ min: 0, max: 3 }),
  win: fc.integer({ min: 0, max: 4 }),
  draw: fc.integer({ min: 0, max: 2 }),
  loss: fc.integer({ min: 0, max: 1 }),
  byPlace: fc.constantFrom([], [10, 6, 3], [5, 3], [8]),
  best: fc.constantFrom(undefined, 1, 2, 3),
  minEvents: fc.integer({ min: 0, max: 2 }),
  tieBreakers: fc.constantFrom(
    '',
    'events played, match wins',
    'match wins',
    'points per event, events played',
    'Match wins; points per event; events played',
    'none',
  ),
  order: fc.constantFrom('points' as const, 'rating' as const),
  rating: fc.constantFrom('elo' as const, 'glicko2' as const),
  k: fc.oneof(fc.constant('fide' as const), fc.integer({ min: 10, max: 40 })),
  initial: fc.integer({ min: 1000, max: 2000 }),
  tau: fc.integer({ min: 3, max: 12 }).map((x) => x / 10),
});

/** Each setting's label on the tab and its value as typed. */
const SETTING_TEXT: { label: string; text: (s: Settings) => string }[] = [
  { label: 'Points for attending', text: (s) => String(s.attend) },
  { label: 'Points per match win', text: (s) => String(s.win) },
  { label: 'Points per match draw', text: (s) => String(s.draw) },
  { label: 'Points per match loss', text: (s) => String(s.loss) },
  { label: 'Points by final place', text: (s) => s.byPlace.join(', ') },
  { label: 'Best N events', text: (s) => (s.best === undefined ? '' : String(s.best)) },
  { label: 'Minimum events', text: (s) => String(s.minEvents) },
  { label: 'Tie-breakers', text: (s) => s.tieBreakers },
  { label: 'League order', text: (s) => (s.order === 'rating' ? 'rating' : 'league points') },
  { label: 'Rating', text: (s) => (s.rating === 'elo' ? 'FIDE Elo' : 'Glicko-2') },
  { label: 'Elo K', text: (s) => (s.k === 'fide' ? 'FIDE' : String(s.k)) },
  { label: 'Initial rating', text: (s) => String(s.initial) },
  { label: 'Glicko-2 τ', text: (s) => String(s.tau) },
];
const FIELDS: (keyof Settings)[] = [
  'attend',
  'win',
  'draw',
  'loss',
  'byPlace',
  'best',
  'minEvents',
  'tieBreakers',
  'order',
  'rating',
  'k',
  'initial',
  'tau',
];

/** Values none of the settings reads, one per setting (Best N from 1, Minimum events from 0). */
const INVALID = [
  'abc',
  'three',
  'x',
  '1.5.2',
  '10, six',
  '0',
  '-1',
  'match wins, match wins',
  'by wins',
  'Chess rating',
  'abc',
  'high',
  'abc',
];

// ------------------------------------------------------------------ steps

export type Step =
  | {
      kind: 'play';
      players: number[];
      seed: number;
      close: boolean;
      drop: boolean;
      /** Played under the name and date of the season's first event: Close event refuses it until renamed. */
      reuse: boolean;
    }
  | { kind: 'close' | 'undo' | 'next' }
  | {
      kind: 'import';
      players: number[];
      rounds: number;
      results: number[];
      /** The first player typed as the season spells them, in lower case or in capitals. */
      variant: number;
      /** None; "Guest n" listed under New players; a name near a season player's, listed or not. */
      newcomer: number;
      /** One game listed again from the Opponent's side, its result agreeing: taken once. */
      mirror: boolean;
      /** First typed under the name and date of an event the season holds: refused until renamed. */
      reuse: boolean;
    }
  | { kind: 'score'; pick: number; to: number }
  | { kind: 'delete-game'; pick: number }
  | { kind: 'sort'; tab: 'Season games' | 'Season settings'; col: number; ascending: boolean }
  | { kind: 'bad-score'; pick: number; value: 'x' | 2; probe: number }
  | { kind: 'edit-output'; tab: 'League' | 'Ratings'; row: number; col: number }
  | { kind: 'setting'; which: number; to: Settings }
  /** While the event is closed into the season: a result corrected by hand, then an action that would change the event. */
  | { kind: 'change-closed'; which: number }
  /** A League preset typed, and every league setting cleared so that the preset gives it. */
  | { kind: 'preset'; name: PresetName }
  | { kind: 'bad-setting'; which: number; probe: number };

const small = fc.nat({ max: 60 });
const players = fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { minLength: 4, maxLength: 8 });

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      players,
      seed: fc.nat(),
      // Mostly closed at once, so a short sequence still builds a season of several events.
      close: fc.nat({ max: 3 }).map((x) => x > 0),
      // A player dropped after round 1: Standings may leave them unranked, with no place's points.
      drop: fc.nat({ max: 3 }).map((x) => x === 0),
      reuse: fc.nat({ max: 7 }).map((x) => x === 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('next' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      players: fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { minLength: 2, maxLength: 6 }),
      rounds: fc.integer({ min: 1, max: 2 }),
      results: fc.array(fc.nat({ max: 99 }), { minLength: 8, maxLength: 8 }),
      variant: fc.nat({ max: 2 }),
      newcomer: fc.nat({ max: 3 }),
      mirror: fc.boolean(),
      reuse: fc.nat({ max: 5 }).map((x) => x === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('score' as const), pick: small, to: fc.nat({ max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-game' as const), pick: small }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sort' as const),
      // Season settings sorted too: each setting is found by its label, wherever its row is.
      tab: fc.constantFrom('Season games' as const, 'Season settings' as const),
      col: fc.integer({ min: 1, max: 8 }),
      ascending: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad-score' as const),
      pick: small,
      value: fc.constantFrom('x' as const, 2 as const),
      probe: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit-output' as const),
      tab: fc.constantFrom('League' as const, 'Ratings' as const),
      row: small,
      col: small,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('setting' as const),
      which: fc.nat({ max: FIELDS.length - 1 }),
      to: settingsArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('change-closed' as const), which: fc.nat({ max: 3 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('preset' as const),
      name: fc.constantFrom<PresetName>('Store league', 'OP series', 'Chess ladder'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad-setting' as const),
      which: fc.nat({ max: FIELDS.length - 1 }),
      probe: fc.nat({ max: 2 }),
    }),
  },
);

export interface SeasonCase {
  /** The spreadsheet's time zone (File > Settings): a typed date is midnight there; blank, the emulator's. */
  zone: string;
  settings: Settings;
  steps: Step[];
}

export const seasonCase: fc.Arbitrary<SeasonCase> = fc.record({
  zone: fc.constantFrom('', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Auckland', 'America/Los_Angeles'),
  settings: settingsArb,
  steps: fc.array(stepArb, { minLength: 4, maxLength: 10 }),
});

// ------------------------------------------------------------------ the run

interface Run {
  a: Artifact;
  /** The event on the tabs: none set up yet, reset by Start the next event, or played to its final standings. */
  tabs: 'none' | 'fresh' | 'final';
  /** The settings the Season settings tab holds (the organizer's, once typed). */
  settings: Settings;
  /** The case's settings, typed once the tab exists. */
  wanted: Settings;
  typed: boolean;
  events: number;
  imports: number;
  /** The name and date typed for the event on the tabs. */
  current: { name: string; date: string } | null;
  where: string;
}

const exists = (a: Artifact, tab: string) => a.emu.store.sheets.some((s) => s.name === tab);
const state = (a: Artifact) => a.call<EventState>('getEventState');

function settingRow(a: Artifact, label: string): number {
  return a.values('Season settings').findIndex((r) => r[0] === label) + 1;
}

function typeSetting(run: Run, i: number, s: Settings): void {
  const row = settingRow(run.a, SETTING_TEXT[i].label);
  if (!row) throw new Error(`${run.where}: no ${SETTING_TEXT[i].label} row on Season settings`);
  run.a.type('Season settings', `B${row}`, [[SETTING_TEXT[i].text(s)]]);
  run.settings = { ...run.settings, [FIELDS[i]]: s[FIELDS[i]] } as Settings;
}

/** The case's settings, typed by hand the first time the Season settings tab is there. */
function typeWantedSettings(run: Run): void {
  if (run.typed || !exists(run.a, 'Season settings')) return;
  run.typed = true;
  for (let i = 0; i < SETTING_TEXT.length; i++) typeSetting(run, i, run.wanted);
}

/** An any-game Swiss of two rounds among `names`, played to its published final standings. */
function playEvent(run: Run, names: string[], seed: number, drop: boolean): void {
  const { a } = run;
  run.events++;
  const name = `Club Night ${run.events}`;
  const date = `2026-10-${String(10 + run.events).padStart(2, '0')}`;
  if (run.tabs === 'none') startEvent(a, 'any-game', names, { name, date, rounds: 2 });
  else {
    // The next event: renamed and redated on the Event tab, its players typed over the last one's.
    const row = (label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
    a.type('Event', `B${row('Event name')}`, [[name]]);
    a.type('Event', `B${row('Date')}`, [[date]]);
    handEdits.clearContents(handEdits.tabNamed(a.emu.store, 'Players'), 2);
    a.type(
      'Players',
      'A2',
      names.map((n) => [n]),
    );
  }
  run.current = { name, date };
  const r = seededRandom(`season-fuzz:${seed}`);
  for (let round = 1; ; round++) {
    checked(run, 'pairNextRound', () => pairOk(a));
    typeResults(a, 'any-game', round, r);
    const standings = checked(run, 'updateStandings', () => a.call<ActionResult>('updateStandings'));
    expect(standings.ok, `${run.where}: updateStandings ${JSON.stringify(standings.problems)}`).toBe(true);
    if (round === 1 && drop) {
      const dropped = checked(run, 'setPlayerStatus', () =>
        a.call<ActionResult>('setPlayerStatus', { name: names[names.length - 1], status: 'dropped' }),
      );
      expect(dropped.ok, `${run.where}: setPlayerStatus ${JSON.stringify(dropped.problems)}`).toBe(true);
    }
    if (round >= state(a).rounds) break;
  }
  expect(state(a).nextAction, run.where).toBe('finished');
  run.tabs = 'final';
}

/** The season's first event, as Season events names it. */
function firstSeasonEvent(a: Artifact): { name: string; date: string } | null {
  if (!exists(a, 'Season events')) return null;
  const first = a.values('Season events')[1];
  return first && String(first[0]) ? { name: String(first[0]), date: dateText(first[1]) } : null;
}

/** The event on the tabs renamed and redated by hand, and its final standings published again under that name. */
function renameEvent(run: Run, to: { name: string; date: string }): void {
  const { a } = run;
  const row = (label: string) => a.values('Event').findIndex((r) => r[0] === label) + 1;
  a.type('Event', `B${row('Event name')}`, [[to.name]]);
  a.type('Event', `B${row('Date')}`, [[to.date]]);
  run.current = to;
  const published = checked(run, 'updateStandings', () => a.call<ActionResult>('updateStandings'));
  expect(published.ok, `${run.where}: updateStandings ${JSON.stringify(published.problems)}`).toBe(true);
}

/** The rows of an event run elsewhere, typed on the Import tab: each player once a round, the odd one out a bye. */
function importRows(s: Extract<Step, { kind: 'import' }>, names: string[]) {
  const results = ['1-0', '0-1', '½-½', 'W', 'L', 'D', '1F-0F', '0F-1F', '0F-0F', 'win', 'loss', 'draw'];
  const rows: string[][] = [];
  let k = 0;
  for (let round = 1; round <= s.rounds; round++) {
    const order = [...names];
    // A rotation per round, so the rounds pair differently.
    for (let i = 0; i < round - 1; i++) order.push(order.shift() as string);
    for (let i = 0; i + 1 < order.length; i += 2)
      rows.push([
        String(round),
        order[i],
        order[i + 1],
        results[s.results[k++ % s.results.length] % results.length],
      ]);
    if (order.length % 2) rows.push([String(round), order[order.length - 1], '', 'bye']);
  }
  return { names, rows };
}

/** Each result as the Opponent's side reads it. */
const MIRROR: Record<string, string> = {
  '1-0': '0-1',
  '0-1': '1-0',
  '½-½': '½-½',
  W: 'L',
  L: 'W',
  D: 'D',
  '1F-0F': '0F-1F',
  '0F-1F': '1F-0F',
  '0F-0F': '0F-0F',
  win: 'loss',
  loss: 'win',
  draw: 'draw',
};

/** What the import's rows score: the Player's, then the Opponent's points (the chess count; a bye 1). */
function importPoints(result: string): [number, number] {
  switch (result) {
    case '1-0':
    case 'W':
    case 'win':
    case '1F-0F':
    case 'bye':
      return [1, 0];
    case '0-1':
    case 'L':
    case 'loss':
    case '0F-1F':
      return [0, 1];
    case '0F-0F':
      return [0, 0];
    default:
      return [0.5, 0.5];
  }
}

/** The Season games score the Player takes for an imported result (blank: a bye or a double forfeit). */
function importScore(result: string): number | '' {
  if (result === 'bye' || result === '0F-0F') return '';
  return importPoints(result)[0];
}

/** The fold Players compares names by (case, accents and spaces ignored), for the import's expectations. */
const fold = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toLowerCase();

/** Every name the season knows: Season games' players and opponents, each event's final places, League's. */
function seasonNames(a: Artifact): string[] {
  const names: string[] = [];
  if (exists(a, 'Season games'))
    for (const g of a.values('Season games').slice(1)) names.push(String(g[4]).trim(), String(g[5]).trim());
  if (exists(a, 'Season events'))
    for (const e of a.values('Season events').slice(1))
      for (const [, p] of JSON.parse(String(e[7]) || '[]') as [unknown, string][]) names.push(String(p));
  if (exists(a, 'League')) for (const l of a.values('League').slice(1)) names.push(String(l[1]).trim());
  return names.filter(Boolean);
}

function doImport(run: Run, s: Extract<Step, { kind: 'import' }>): void {
  const { a } = run;
  if (!exists(a, 'Import')) {
    const made = checked(run, 'makeImportTab', () => a.call<ActionResult>('importIntoSeason'));
    expect(made.ok, `${run.where}: ${JSON.stringify(made.problems)}`).toBe(true);
    if (!exists(a, 'Import'))
      throw new Error(`${run.where}: the first Import into season made no Import tab`);
  }
  run.imports++;
  const name = `Rapid ${run.imports}`;
  const date = `2026-09-${String(10 + run.imports).padStart(2, '0')}`;
  const known = seasonNames(a);
  const typed = s.players.map((i) => POOL[i]);
  // A season player typed in another case is the season's player, spelt the season's way.
  if (s.variant && known.includes(typed[0]))
    typed[0] = s.variant === 1 ? typed[0].toLowerCase() : typed[0].toUpperCase();
  const newPlayers: string[] = [];
  if (s.newcomer === 1) typed.push(`Guest ${run.imports}`);
  if (s.newcomer >= 2) {
    // One letter more than a pool name this import does not list: near it, so a question unless listed.
    const base = POOL.find((n, i) => !s.players.includes(i) && (n.length + run.imports) % 2 === 0) ?? 'Jules';
    typed.push(`${base}${base.slice(-1)}`);
  }
  if (s.newcomer === 1 || s.newcomer === 2) newPlayers.push(typed[typed.length - 1]);
  const { rows } = importRows(s, typed);
  const game = rows.find((x) => x[2] !== '');
  const mirrored = s.mirror && game ? [[game[0], game[2], game[1], MIRROR[game[3]]]] : [];
  const first = s.reuse ? firstSeasonEvent(a) : null;
  a.type('Import', 'A2', [[first?.name ?? name, first?.date ?? date, 'Rapid', newPlayers.join(', ')]]);
  a.type('Import', 'A5', [...rows, ...mirrored]);
  if (first) {
    const dup = checked(run, 'importIntoSeason', () => a.call<ActionResult>('importIntoSeason'));
    // Every problem at once: any near name's question, then the event the season holds.
    const codes = dup.problems.map((p) => p.code);
    expect(dup.ok, `${run.where}: imported under the name and date of ${first.name}`).toBe(false);
    expect(codes, `${run.where}: imported under the name and date of ${first.name}`).toEqual([
      ...codes.filter((c) => c === 'import-name-near'),
      'import-event-duplicate',
    ]);
    a.type('Import', 'A2', [[name, date]]);
  }
  const gamesBefore = exists(a, 'Season games') ? a.values('Season games').length : 1;
  let r = checked(run, 'importIntoSeason', () => a.call<ActionResult>('importIntoSeason'));
  if (!r.ok) {
    // Only a name near a season player's is asked about here; the organizer lists it as new and imports again.
    expect(
      r.problems.map((p) => p.code),
      `${run.where}: the import's problems ${JSON.stringify(r.problems)}`,
    ).toEqual(r.problems.map(() => 'import-name-near'));
    const import_ = a.values('Import');
    for (const p of r.problems) {
      const m = /^([A-Z])(\d+)$/.exec(p.cell) as RegExpExecArray;
      newPlayers.push(String(import_[Number(m[2]) - 1][m[1].charCodeAt(0) - 65]));
    }
    a.type('Import', 'D2', [[newPlayers.join(', ')]]);
    r = checked(run, 'importIntoSeason', () => a.call<ActionResult>('importIntoSeason'));
    expect(r.ok, `${run.where}: the import with its new players listed: ${JSON.stringify(r.problems)}`).toBe(
      true,
    );
  }
  const seasonSpelling = new Map<string, string>();
  for (const n of known) if (!seasonSpelling.has(fold(n))) seasonSpelling.set(fold(n), n);
  const spelt = (n: string) => (n ? (seasonSpelling.get(fold(n)) ?? n) : n);
  const names = [...new Set(typed.map(spelt))];
  const expectedRows = rows.map(([round, p, o, result]) => [round, spelt(p), spelt(o), result]);
  // The import's own rows, as docs/SEASON.md says it writes them: each game once, the Player's score.
  const added = a.values('Season games').slice(gamesBefore);
  expect(
    added.map((g) => [g[0], dateText(g[1]), Number(g[2]), g[4], g[5], g[7]]),
    `${run.where}: the imported games`,
  ).toEqual(expectedRows.map((x) => [name, date, Number(x[0]), x[1], x[2], importScore(x[3])]));
  // Its final standings: by points (a win 1, a draw ½, a bye 1), equal points sharing a place.
  const points = new Map(names.map((n) => [n, 0]));
  for (const [, p, o, result] of expectedRows) {
    const [x, y] = importPoints(result);
    points.set(p, (points.get(p) ?? 0) + x);
    if (o) points.set(o, (points.get(o) ?? 0) + y);
  }
  const expected = names
    .map((n) => [1 + names.filter((m) => (points.get(m) ?? 0) > (points.get(n) ?? 0)).length, n])
    .sort((x, y) => (x[0] as number) - (y[0] as number) || String(x[1]).localeCompare(String(y[1])));
  const row = a.values('Season events').find((e) => e[0] === name) as unknown[];
  // Its event row: Format "Imported", the players and the Season games rows counted (byes too, as Close counts them).
  expect(row.slice(2, 5), `${run.where}: the imported event's row`).toEqual([
    'Imported',
    names.length,
    added.length,
  ]);
  const shown = (JSON.parse(String(row[7])) as [number, string][]).map(([rank, player]) => [rank, player]);
  expect(
    [...shown].sort(
      (x, y) => (x[0] as number) - (y[0] as number) || String(x[1]).localeCompare(String(y[1])),
    ),
    `${run.where}: the imported final standings`,
  ).toEqual(expected);
  expectOracles(run, 'importIntoSeason');
}

// ------------------------------------------------------------------ checks

/** What the runs did, printed at the end: a fuzzer whose actions are all refused checks little. */
export const STATS: Record<string, number> = {};
const count = (what: string) => {
  STATS[what] = (STATS[what] ?? 0) + 1;
};

const dateText = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim();

const trim = (row: unknown[]) => {
  const out = [...row];
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
};

/**
 * Runs an action: a refusal changes nothing and gives each problem a code; a success loses nothing
 * typed (outside the tabs it rewrites) without a Log copy.
 */
function checked(
  run: Run,
  what: string,
  call: () => ActionResult,
  extraOutputs: string[] = [],
): ActionResult {
  const before = run.a.snapshot();
  const values = run.a.allValues();
  let r: ActionResult;
  try {
    r = call();
  } catch (e) {
    throw new Error(`${run.where}: ${what} threw: ${(e as Error).stack ?? String(e)}`);
  }
  count(`${what.split(' ')[0]} ${r.ok ? 'ok' : `refused (${r.problems.map((p) => p.code).join(', ')})`}`);
  if (!r.ok) {
    expectUnchanged(run.a, before, `${run.where}: ${what} refused (${r.message})`);
    expect(r.problems.length, `${run.where}: ${what} refused with no problem`).toBeGreaterThan(0);
    for (const p of r.problems) expect(p.code, `${run.where}: ${what}: ${JSON.stringify(p)}`).toBeTruthy();
  } else expectNothingLost(values, run.a, [...SEASON_OUTPUTS, ...extraOutputs]);
  return r;
}

/**
 * Start the next event empties Results and the record, gives the Event tab a new seed and date and sets
 * every player active: what they held is in the archive's copies (seasonAction compares them).
 */
const NEXT_EVENT_OUTPUTS = ['Results', 'Tourney Sheets record', 'Event', 'Players'];

/** A season action: checked, then on success League and Ratings against the oracles. */
function seasonAction(run: Run, name: 'closeEvent' | 'undoCloseEvent' | 'startNextEvent'): ActionResult {
  const closed = name === 'startNextEvent' ? lastClosed(run.a) : null;
  const standings = name === 'closeEvent' ? finalStandings(run.a) : null;
  const old = closed
    ? { results: run.a.values('Results'), event: run.a.values('Event'), players: run.a.values('Players') }
    : null;
  const r = checked(
    run,
    name,
    () => run.a.call<ActionResult>(name),
    name === 'startNextEvent' ? NEXT_EVENT_OUTPUTS : [],
  );
  if (!r.ok) return r;
  if (name === 'startNextEvent') {
    run.tabs = 'fresh';
    if (closed && old) {
      expect(run.a.values(`${closed} · Results`), `${run.where}: the archived Results`).toEqual(old.results);
      expect(run.a.values(`${closed} · Event`), `${run.where}: the archived Event`).toEqual(old.event);
      expect(run.a.values(`${closed} · Players`), `${run.where}: the archived Players`).toEqual(old.players);
    }
  } else expectOracles(run, name);
  if (name === 'closeEvent' && run.current) {
    // The event's row: its name and date as typed on the Event tab, its places as Standings shows them.
    const rows = run.a.values('Season events').filter((e) => trim(e).length);
    const row = rows[rows.length - 1];
    expect([row[0], dateText(row[1])], `${run.where}: the closed event's row`).toEqual([
      run.current.name,
      run.current.date,
    ]);
    const places = (JSON.parse(String(row[7])) as [number | null, string, string][]).map(([rank, p]) => [
      rank,
      p,
    ]);
    expect(places, `${run.where}: the closed event's final standings`).toEqual(standings);
  }
  return r;
}

/** Standings' rank and player under its title and header rows, as a player reads them (no rank: null). */
function finalStandings(a: Artifact): unknown[][] {
  if (!exists(a, 'Standings')) return [];
  return a
    .values('Standings')
    .slice(2)
    .filter((r) => r[1])
    .map((r) => [Number(r[0]) || null, String(r[1])]);
}

/** The season's last event closed here (not imported), as the archive names it. */
function lastClosed(a: Artifact): string | null {
  if (!exists(a, 'Season events')) return null;
  const rows = a
    .values('Season events')
    .slice(1)
    .filter((e) => e[2] !== 'Imported' && e[0] !== '');
  const last = rows[rows.length - 1];
  return last ? `${last[0]}${dateText(last[1]) ? ` ${dateText(last[1])}` : ''}` : null;
}

/** The tie-breakers as docs/SEASON.md reads them: the words in order, "none" for none, blank the default. */
function tieBreakersOf(text: string): ('events' | 'wins' | 'perEvent')[] {
  if (!text.trim()) return ['events', 'wins'];
  if (text.trim().toLowerCase() === 'none') return [];
  const words = { 'events played': 'events', 'match wins': 'wins', 'points per event': 'perEvent' } as const;
  return text.split(/[,;]/).map((w) => words[w.trim().toLowerCase() as keyof typeof words]);
}

/**
 * My season as docs/SEASON.md describes it: each player who was in an event, under a row with their name,
 * one row per event they were in (the event and date, their place, the league points it gave them, their
 * rating after it, blank before their first rated game), then "Rating" and their ratings in turn from the
 * initial one. Compared player by player (the tab's order is the Players fold's, not checked here).
 */
function expectMySeason(
  a: Artifact,
  where: string,
  labels: string[],
  entries: OracleEntry[][],
  points: (e: OracleEntry) => number,
  ratingsAfter: Map<string, number>[],
  initial: number,
  tolerance: number,
): void {
  const body = a
    .values('My season')
    .slice(1)
    .map(trim)
    .filter((r) => r.length);
  const shown = new Map<string, unknown[][]>();
  for (let i = 0; i < body.length; ) {
    const name = String(body[i][0]);
    const end = body.findIndex((r, j) => j > i && String(r[0]).startsWith('Rating '));
    expect(end, `${where}: My season, ${name}'s rating line`).toBeGreaterThan(i);
    shown.set(name, body.slice(i + 1, end + 1));
    i = end + 1;
  }
  const players = [...new Set(entries.flatMap((ev) => ev.map((e) => e.player)))];
  expect([...shown.keys()].sort(), `${where}: My season's players`).toEqual([...players].sort());
  const close = (got: unknown, want: number) => Math.abs(Number(got) - want) <= tolerance;
  for (const player of players) {
    const rows = shown.get(player) ?? [];
    const line = [initial];
    const expected: unknown[][] = [];
    entries.forEach((ev, i) => {
      const mine = ev.find((e) => e.player === player);
      if (!mine) return;
      const rating = ratingsAfter[i]?.get(player);
      if (rating !== undefined) line.push(rating);
      expected.push([labels[i], Number.isFinite(mine.place) ? mine.place : '', points(mine), rating ?? '']);
    });
    const got = rows.slice(0, -1);
    expect(got.length, `${where}: My season, ${player}'s events`).toBe(expected.length);
    got.forEach((r, j) => {
      const want = expected[j];
      expect(trim(r.slice(0, 3)), `${where}: My season, ${player}, ${String(want[0])}`).toEqual(
        trim(want.slice(0, 3)),
      );
      if (want[3] === '')
        expect(r[3] ?? '', `${where}: My season, ${player}'s rating before a game`).toBe('');
      else
        expect(
          close(r[3], Number(want[3])),
          `${where}: My season, ${player}: ${String(r[3])} vs ${String(want[3])}`,
        ).toBe(true);
    });
    const text = String(rows[rows.length - 1]?.[0] ?? '');
    const shownLine = text
      .replace(/^Rating /, '')
      .split(' → ')
      .map(Number);
    expect(shownLine.length, `${where}: ${player}'s rating line "${text}"`).toBe(line.length);
    for (const [j, x] of shownLine.entries())
      expect(close(x, line[j]), `${where}: ${player}'s rating line "${text}"`).toBe(true);
  }
}

/** League and Ratings, as the tabs show them, equal the oracles on Season games, Season events and the settings. */
function expectOracles(run: Run, what: string): void {
  const { a } = run;
  const where = `${run.where}: after ${what}`;
  count(`oracles (${run.settings.rating}, League by ${run.settings.order})`);
  const s = run.settings;
  const events = a
    .values('Season events')
    .slice(1)
    .filter((e) => trim(e).length);
  const games = a
    .values('Season games')
    .slice(1)
    .filter((g) => trim(g).length);
  const gamesOf = (e: unknown[]) =>
    games.filter((g) => String(g[0]).trim() === String(e[0]).trim() && dateText(g[1]) === dateText(e[1]));
  const rated: OracleGame[][] = events.map((e) =>
    gamesOf(e)
      .filter((g) => String(g[5]).trim() !== '' && g[7] !== '')
      .map((g) => ({ player: String(g[4]).trim(), opponent: String(g[5]).trim(), score: Number(g[7]) })),
  );
  // Each event's entries: its final standings' players, their place and their record from its scored games.
  const entries: OracleEntry[][] = events.map((e, i) => {
    const places = JSON.parse(String(e[7]) || '[]') as [number | null, string, string][];
    const seen = new Set<string>();
    const out: OracleEntry[] = [];
    for (const [rank, player] of places) {
      if (!player || seen.has(player)) continue;
      seen.add(player);
      const mine = rated[i].flatMap((g) =>
        g.player === player ? [g.score] : g.opponent === player ? [1 - g.score] : [],
      );
      out.push({
        player,
        place: typeof rank === 'number' ? rank : Number.POSITIVE_INFINITY,
        wins: mine.filter((x) => x === 1).length,
        draws: mine.filter((x) => x === 0.5).length,
        losses: mine.filter((x) => x === 0).length,
      });
    }
    return out;
  });
  const league = oracleLeague(entries, {
    attend: s.attend,
    win: s.win,
    draw: s.draw,
    loss: s.loss,
    byPlace: s.byPlace,
    best: s.best,
    minEvents: s.minEvents,
    tieBreakers: tieBreakersOf(s.tieBreakers),
  });
  const eventPoints = (e: OracleEntry) =>
    s.attend +
    e.wins * s.win +
    e.draws * s.draw +
    e.losses * s.loss +
    (e.place <= s.byPlace.length ? s.byPlace[e.place - 1] : 0);
  const header = (e: unknown[]) =>
    dateText(e[1]) ? `${String(e[0]).trim()} ${dateText(e[1])}` : String(e[0]).trim();
  const expectedLeague = [
    ['Rank', 'Player', 'League points', 'Events', ...events.map(header)],
    ...league.map((l) =>
      trim([
        l.rank ?? '',
        l.player,
        l.points,
        l.events,
        ...entries.map((ev) => {
          const mine = ev.find((x) => x.player === l.player);
          return mine ? eventPoints(mine) : '';
        }),
      ]),
    ),
  ];
  if (s.order === 'rating') {
    // By the rating the Ratings tab shows (itself held to the oracles below); the initial rating where it
    // shows none; equal ratings share a rank, the name orders them; the unranked stay after the ranked.
    const shown = new Map(
      a
        .values('Ratings')
        .slice(1)
        .map((r) => [String(r[1]), Number(r[2])]),
    );
    const ratingOf = (row: unknown[]) => shown.get(String(row[1])) ?? s.initial;
    const rows = expectedLeague.slice(1);
    const ranked = rows
      .filter((r) => r[0] !== '')
      .sort((x, y) => ratingOf(y) - ratingOf(x) || (String(x[1]) < String(y[1]) ? -1 : 1));
    ranked.forEach((r, i) => {
      r[0] = i > 0 && ratingOf(ranked[i - 1]) === ratingOf(r) ? ranked[i - 1][0] : i + 1;
    });
    expectedLeague.splice(1, rows.length, ...ranked, ...rows.filter((r) => r[0] === ''));
  }
  expect(a.values('League').map(trim), `${where}: League`).toEqual(expectedLeague);

  const ratings = a.values('Ratings').map(trim);
  // Each event's ratings after it, by player, whole as shown: exact for Elo, within a point for Glicko-2.
  const ratingsAfter: Map<string, number>[] =
    s.rating === 'elo'
      ? oracleElo(rated, { k: s.k, initialRating: s.initial, known: {} }).map(
          (ev) => new Map(ev.map((r) => [r.player, r.rating])),
        )
      : oracleGlicko2(rated, s.tau, { rating: s.initial, rd: 350, volatility: 0.06 }, {}).map(
          (ev) => new Map(Object.entries(ev).map(([p, r]) => [p, Math.round(r.rating)])),
        );
  expectMySeason(
    a,
    where,
    events.map(header),
    entries,
    eventPoints,
    ratingsAfter,
    s.initial,
    s.rating === 'elo' ? 0 : 1,
  );
  if (s.rating === 'elo') {
    const out = oracleElo(rated, { k: s.k, initialRating: s.initial, known: {} });
    const last = out[out.length - 1] ?? [];
    const sorted = [...last].sort((x, y) => y.rating - x.rating || (x.player < y.player ? -1 : 1));
    const rows = sorted.map((r) => [0, r.player, r.rating, r.change, r.games]);
    rows.forEach((r, i) => {
      r[0] = i > 0 && rows[i - 1][2] === r[2] ? rows[i - 1][0] : i + 1;
    });
    expect(ratings, `${where}: Ratings (FIDE Elo)`).toEqual([
      ['Rank', 'Player', 'Rating', 'Change', 'Games'],
      ...rows,
    ]);
    return;
  }
  const initial = { rating: s.initial, rd: 350, volatility: 0.06 };
  const after = oracleGlicko2(rated, s.tau, initial, {});
  const last = after[after.length - 1] ?? {};
  const prev = after[after.length - 2] ?? {};
  const played = new Map<string, number>();
  for (const g of rated.flat())
    for (const p of [g.player, g.opponent]) played.set(p, (played.get(p) ?? 0) + 1);
  const names = Object.keys(last);
  if (!names.length) {
    expect(ratings, `${where}: Ratings with no rated game`).toEqual([
      ['Rank', 'Player', 'Rating', 'Change', 'Games'],
    ]);
    return;
  }
  expect(ratings[0], `${where}: Ratings headers`).toEqual([
    'Rank',
    'Player',
    'Rating',
    'Change',
    'Games',
    'RD',
  ]);
  const body = ratings.slice(1);
  expect(body.map((r) => r[1]).sort(), `${where}: the players Ratings lists`).toEqual([...names].sort());
  // Within a point of the glicko2 package (it stops Step 5 at another ε); the change is two rounded ratings apart.
  for (const r of body) {
    const name = String(r[1]);
    const want = last[name];
    const before = Math.round(prev[name]?.rating ?? s.initial);
    const near = (got: unknown, x: number, by: number) => Math.abs(Number(got) - x) <= by;
    expect(
      near(r[2], Math.round(want.rating), 1),
      `${where}: ${name}'s rating ${r[2]} vs ${want.rating}`,
    ).toBe(true);
    expect(near(r[3], Math.round(want.rating) - before, 2), `${where}: ${name}'s change ${r[3]}`).toBe(true);
    expect(r[4], `${where}: ${name}'s games`).toBe(played.get(name) ?? 0);
    expect(near(r[5], Math.round(want.rd), 1), `${where}: ${name}'s RD ${r[5]} vs ${want.rd}`).toBe(true);
  }
  // Best first as shown, equal ratings sharing a rank.
  body.forEach((r, i) => {
    if (i === 0) {
      expect(r[0], `${where}: Ratings rank`).toBe(1);
      return;
    }
    const p = body[i - 1];
    expect(
      Number(p[2]) > Number(r[2]) || (p[2] === r[2] && String(p[1]) < String(r[1])),
      `${where}: Ratings order`,
    ).toBe(true);
    expect(r[0], `${where}: Ratings rank`).toBe(p[2] === r[2] ? p[0] : i + 1);
  });
}

// ------------------------------------------------------------------ hand edits and probes

/** A random season action that must be refused while a season cell does not read. */
function probe(run: Run, which: number, code: string, tab: string, cell: string): void {
  const name = (['undoCloseEvent', 'closeEvent', 'startNextEvent'] as const)[which % 3];
  const r = checked(
    run,
    `${name} with ${tab} ${cell} unreadable`,
    () => run.a.call<ActionResult>(name),
    name === 'startNextEvent' ? NEXT_EVENT_OUTPUTS : [],
  );
  expect(r.ok, `${run.where}: ${name} went ahead with ${tab} ${cell} unreadable`).toBe(false);
  // Undo close reads the season before anything else: the problem is the cell's.
  if (name === 'undoCloseEvent')
    expect(
      r.problems.map((p) => [p.code, p.tab, p.cell]),
      `${run.where}: the problems of ${name}`,
    ).toContainEqual([code, tab, cell]);
}

function gameRows(a: Artifact): number {
  return exists(a, 'Season games') ? a.values('Season games').length - 1 : 0;
}

function step(run: Run, s: Step): void {
  const { a } = run;
  switch (s.kind) {
    case 'play': {
      if (run.tabs === 'final') {
        // The event on the tabs is over: the next one starts once it is in the season.
        const r = seasonAction(run, 'startNextEvent');
        if (!r.ok) return;
      }
      playEvent(
        run,
        s.players.map((i) => POOL[i]),
        s.seed,
        s.drop,
      );
      const first = s.reuse ? firstSeasonEvent(a) : null;
      if (first && run.current) {
        const own = run.current;
        renameEvent(run, first);
        const again = seasonAction(run, 'closeEvent');
        expect(again.ok, `${run.where}: closed under the name and date of ${first.name}`).toBe(false);
        renameEvent(run, own);
      }
      if (s.close) seasonAction(run, 'closeEvent');
      return;
    }
    case 'close':
      seasonAction(run, 'closeEvent');
      return;
    case 'undo':
      seasonAction(run, 'undoCloseEvent');
      return;
    case 'next':
      seasonAction(run, 'startNextEvent');
      return;
    case 'import':
      // The sidebar offers Import into season once an event is set up (a blank spreadsheet shows the
      // setup wizard), and the import logs what the tab held, to a Log only setup makes.
      if (run.tabs !== 'none') doImport(run, s);
      return;
    case 'score': {
      const n = gameRows(a);
      if (!n) return;
      const row = 2 + (s.pick % n);
      // A corrected result: its words and its score, as My games words it (the score is what counts).
      a.type('Season games', `G${row}`, [
        [['Won', 'Tied', 'Lost', 'not played'][s.to], [1, 0.5, 0, ''][s.to]],
      ]);
      return;
    }
    case 'delete-game': {
      const n = gameRows(a);
      if (!n) return;
      handEdits.deleteRows(handEdits.tabNamed(a.emu.store, 'Season games'), 2 + (s.pick % n), 1);
      return;
    }
    case 'sort': {
      if (!exists(a, s.tab)) return;
      const width = s.tab === 'Season games' ? 8 : 2;
      handEdits.sortRows(handEdits.tabNamed(a.emu.store, s.tab), 2, 1 + ((s.col - 1) % width), s.ascending);
      return;
    }
    case 'bad-score': {
      const n = gameRows(a);
      if (!n) return;
      const row = 2 + (s.pick % n);
      const was = a.values('Season games')[row - 1][7];
      a.type('Season games', `H${row}`, [[s.value]]);
      probe(run, s.probe, 'season-game-invalid', 'Season games', `H${row}`);
      a.type('Season games', `H${row}`, [[was]]);
      return;
    }
    case 'edit-output': {
      if (!exists(a, s.tab)) return;
      const grid = a.values(s.tab);
      if (grid.length < 2) return;
      const row = 2 + (s.row % (grid.length - 1));
      const col = 1 + (s.col % grid[0].length);
      a.type(s.tab, `${String.fromCharCode(64 + col)}${row}`, [[`typed ${s.row}`]]);
      return;
    }
    case 'setting':
      if (run.typed) typeSetting(run, s.which, s.to);
      return;
    case 'change-closed': {
      if (!state(a).season?.closed) return;
      const first = a.values('Results')[1];
      if (!first || first[3] === 'BYE') return;
      // The first game's winner flipped by hand, as an organizer correcting a slip after the close.
      a.type('Results', 'E2', [[first[5], first[4]]]);
      const player = String(first[2]);
      const [name, args] = (
        [
          ['updateStandings', undefined],
          ['setPlayerStatus', { name: player, status: 'dropped' }],
          ['renamePlayer', { from: player, to: `${player} Jr` }],
          ['pairNextRound', {}],
        ] as const
      )[s.which % 4];
      const r = checked(run, `${name} while closed`, () => a.call<ActionResult>(name, args));
      expect(
        r.problems.map((p) => p.code),
        `${run.where}: ${name} while the event is closed into the season`,
      ).toEqual(['season-event-closed']);
      a.type('Results', 'E2', [[first[4], first[5]]]);
      return;
    }
    case 'preset': {
      if (!run.typed) return;
      a.type('Season settings', `B${settingRow(a, 'League preset')}`, [[s.name]]);
      for (const label of Object.keys(PRESETS['Store league']).map(
        (f) => SETTING_TEXT[FIELDS.indexOf(f as keyof Settings)].label,
      ))
        a.type('Season settings', `B${settingRow(a, label)}`, [['']]);
      run.settings = { ...run.settings, ...PRESETS[s.name] };
      return;
    }
    case 'bad-setting': {
      if (!run.typed) return;
      const row = settingRow(a, SETTING_TEXT[s.which].label);
      const was = a.values('Season settings')[row - 1][1];
      a.type('Season settings', `B${row}`, [[INVALID[s.which]]]);
      probe(run, s.probe, 'season-setting-invalid', 'Season settings', `B${row}`);
      a.type('Season settings', `B${row}`, [[was]]);
      return;
    }
  }
}

/** One random season; returns how many steps ran. */
export function runSeasonCase(c: SeasonCase): number {
  const run: Run = {
    a: openArtifact(),
    tabs: 'none',
    settings: DEFAULT_SETTINGS,
    wanted: c.settings,
    typed: false,
    events: 0,
    imports: 0,
    current: null,
    where: '',
  };
  if (c.zone) run.a.emu.SpreadsheetApp.getActiveSpreadsheet().setSpreadsheetTimeZone(c.zone);
  c.steps.forEach((s, i) => {
    run.where = `step ${i} ${JSON.stringify(s)}`;
    step(run, s);
    typeWantedSettings(run);
  });
  return c.steps.length;
}
