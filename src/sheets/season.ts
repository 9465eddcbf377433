// The season tabs (docs/SEASON.md): what a closed event leaves in the spreadsheet (Season games, one row
// per game; Season events, one row per event), the organizer's rules (Season settings), and the two
// tabs computed from them (League, Ratings) with src/engine/season. Pure: works on the tabs as read.
import type { CellValue, Format, FormatContext, Match } from '../engine/format';
import { standingsOf } from '../engine/format';
import { sideResult } from '../engine/round-by-round';
import { eloSeason } from '../engine/season/elo';
import type { RatedEvent, Score, SeasonGame } from '../engine/season/games';
import { glicko2Season } from '../engine/season/glicko2';
import {
  DEFAULT_TIE_BREAKERS,
  eventPoints,
  type LeagueEvent,
  type LeagueOptions,
  type LeagueRow,
  type LeagueTieBreaker,
  leagueTable,
} from '../engine/season/league';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import { type Grid, isBlankRow, problem } from './grid';
import { formatTabRole, type TabLayout } from './layout';
import {
  DEFAULT_PRESET,
  isPresetLabel,
  LEAGUE_PRESETS,
  presetDefaultsText,
  presetNamed,
} from './league-presets';
import { MY_SEASON_HEADERS, MY_SEASON_WIDTHS } from './my-season';
import { cellText } from './text';

export const SEASON_ROLES = {
  games: formatTabRole('season-games'),
  events: formatTabRole('season-events'),
  settings: formatTabRole('season-settings'),
  league: formatTabRole('league'),
  ratings: formatTabRole('ratings'),
  mySeason: formatTabRole('my-season'),
} as const;

export const SEASON_TITLES: Record<string, string> = {
  [SEASON_ROLES.games]: 'Season games',
  [SEASON_ROLES.events]: 'Season events',
  [SEASON_ROLES.settings]: 'Season settings',
  [SEASON_ROLES.league]: 'League',
  [SEASON_ROLES.ratings]: 'Ratings',
  [SEASON_ROLES.mySeason]: 'My season',
};

export const SEASON_GAMES_HEADERS = [
  'Event',
  'Date',
  'Round',
  'Table',
  'Player',
  'Opponent',
  'Result',
  'Score',
];
export const SEASON_EVENTS_HEADERS = [
  'Event',
  'Date',
  'Format',
  'Players',
  'Games',
  'Closed (UTC)',
  'Next event started (UTC)',
  'Final standings',
  'Settings',
];
export const SEASON_SETTINGS_HEADERS = ['Setting', 'Value', 'Default', 'Source'];
export const RATINGS_HEADERS = ['Rank', 'Player', 'Rating', 'Change', 'Games'];
export const LEAGUE_FIXED_HEADERS = ['Rank', 'Player', 'League points', 'Events'];

/** Problem codes of closing an event, undoing it, and reading the season tabs. */
export const SEASON_CODES = {
  /** Close event before Standings says final: the event is not over. */
  notFinal: 'season-not-final',
  /** The event on the tabs is already in the season (its row on Season events waits for the next event). */
  alreadyClosed: 'season-already-closed',
  /** Season events already has an event of this name and date. */
  duplicate: 'season-event-duplicate',
  /** A Season settings value that cannot be read. */
  badSetting: 'season-setting-invalid',
  /** A Season games row (typed or edited) that is no game: a score other than 1, 0.5, 0 or blank, a player against themselves. */
  badGame: 'season-game-invalid',
  /** A Season events cell the add-on wrote (final standings) that no longer reads. */
  badEvent: 'season-event-invalid',
  /** Undo close with no event in the season. */
  nothingToUndo: 'season-nothing-to-undo',
  /** Undo close once the next event has paired its first round. */
  nextPaired: 'season-next-paired',
  /** A cell the close would write passes Sheets' 50,000 characters. */
  cellTooLong: 'season-cell-too-long',
  /** Start the next event while the event on the tabs is not in the season. */
  notClosed: 'season-event-not-closed',
  /** Start the next event while a report form is connected to this event. */
  formConnected: 'season-form-connected',
} as const;

const seasonLayout = (role: string, headers: string[], widths: number[], owned: boolean): TabLayout => ({
  role: formatTabRole(role),
  title: SEASON_TITLES[role],
  headers,
  textColumns: [],
  widths,
  validations: [],
  owned,
  rowsAdded: true,
  tabColor: '#0b8043',
  frozenColumns: role === SEASON_ROLES.league || role === SEASON_ROLES.ratings ? 2 : undefined,
  wrapColumns: role === SEASON_ROLES.league || role === SEASON_ROLES.ratings ? [2] : undefined,
});

/**
 * The layouts of the season tabs. League and Ratings keep Rank and Player frozen and the names wrapping
 * at 130 px, as Standings does, so a 390 px phone shows a player's rank, name and points without panning.
 */
export function seasonLayouts(): Record<string, TabLayout> {
  return {
    [SEASON_ROLES.games]: seasonLayout(
      SEASON_ROLES.games,
      SEASON_GAMES_HEADERS,
      [160, 90, 60, 60, 160, 160, 200, 60],
      true,
    ),
    [SEASON_ROLES.events]: seasonLayout(
      SEASON_ROLES.events,
      SEASON_EVENTS_HEADERS,
      [160, 90, 100, 70, 70, 150, 150, 300, 300],
      true,
    ),
    [SEASON_ROLES.settings]: seasonLayout(
      SEASON_ROLES.settings,
      SEASON_SETTINGS_HEADERS,
      [200, 120, 300, 420],
      false,
    ),
    [SEASON_ROLES.league]: seasonLayout(SEASON_ROLES.league, LEAGUE_FIXED_HEADERS, [50, 130, 80, 60], true),
    [SEASON_ROLES.ratings]: seasonLayout(SEASON_ROLES.ratings, RATINGS_HEADERS, [50, 130, 70, 70, 60], true),
    // A player's season on a phone, as My games is their event: every column within 390 px.
    [SEASON_ROLES.mySeason]: {
      ...seasonLayout(SEASON_ROLES.mySeason, MY_SEASON_HEADERS, MY_SEASON_WIDTHS, true),
      wrapColumns: [1],
      wrapHeader: true,
      phoneColumns: true,
    },
  };
}

// ---- Season settings -------------------------------------------------------------------------------

export type RatingSystem = 'elo' | 'glicko2';

export interface SeasonSettings {
  league: LeagueOptions;
  /** League ranked by league points (then the tie-breakers), or by each player's season rating. */
  leagueOrder: 'points' | 'rating';
  rating: RatingSystem;
  /** 'fide' or one K for everyone. */
  k: 'fide' | number;
  initialRating: number;
  tau: number;
}

interface SettingSpec {
  label: string;
  /** None for a setting a League preset gives: the preset's value is its default. */
  default?: string;
  source: string;
}

/** Every row of the Season settings block, in order, with its default and where the default comes from. */
export const SEASON_SETTINGS: readonly SettingSpec[] = [
  {
    label: 'League preset',
    default: DEFAULT_PRESET.name,
    source:
      'Store league (attendance plus wins), OP series (points by place, best 4 events) or Chess ladder (rating order; 1 a win, ½ a draw, FIDE Laws of Chess, Article 11): a league setting left blank takes the preset’s value',
  },
  {
    label: 'Points for attending',
    source: 'The organizer’s (no rule text governs a club league)',
  },
  {
    label: 'Points per match win',
    source: 'The organizer’s; 3 as football and most card games count a win',
  },
  { label: 'Points per match draw', source: 'The organizer’s; 1 as football counts a draw' },
  { label: 'Points per match loss', source: 'The organizer’s' },
  {
    label: 'Points by final place',
    source: 'The organizer’s: first place’s points, then second’s, … (e.g. 10, 8, 6); blank: none',
  },
  {
    label: 'Best N events',
    source: 'The organizer’s: only a player’s N best events count; blank: every event',
  },
  { label: 'Minimum events', source: 'The organizer’s: events a player needs to be ranked' },
  {
    label: 'Tie-breakers',
    source:
      'The organizer’s: after league points, in order, any of events played, match wins, points per event; the name only orders players who share a rank',
  },
  {
    label: 'League order',
    source: 'League points (then the tie-breakers), or rating: League ranked by each player’s season rating',
  },
  {
    label: 'Rating',
    default: 'FIDE Elo',
    source:
      'FIDE Elo (FIDE Rating Regulations 2024, 8.3) or Glicko-2 (Glickman, Example of the Glicko-2 system)',
  },
  {
    label: 'Elo K',
    default: 'FIDE',
    source:
      'FIDE Rating Regulations 2024, 8.3.3: 40 until 30 games, then 20, 10 from 2400; or one whole K for everyone',
  },
  {
    label: 'Initial rating',
    default: '1500',
    source: 'Glickman, Example of the Glicko-2 system, Step 1 (1500); the same for Elo newcomers',
  },
  {
    label: 'Glicko-2 τ',
    default: '0.5',
    source: 'Glickman, Example of the Glicko-2 system: τ between 0.3 and 1.2; the example uses 0.5',
  },
];

/** The block a new Season settings tab holds: each setting at its default. */
export function defaultSettingsRows(): CellValue[][] {
  // A setting the preset gives is left blank, so a preset changed later changes it too.
  return SEASON_SETTINGS.map((s) =>
    isPresetLabel(s.label)
      ? [s.label, '', presetDefaultsText(s.label), s.source]
      : [s.label, s.default ?? '', s.default ?? '', s.source],
  );
}

/** The Value column's dropdowns, one entry per setting row: the preset, the League order and the Rating. */
export function settingsChoices(): (readonly string[] | null)[] {
  const choices: Record<string, readonly string[]> = {
    'League preset': LEAGUE_PRESETS.map((p) => p.name),
    'League order': ['league points', 'rating'],
    Rating: ['FIDE Elo', 'Glicko-2'],
  };
  return SEASON_SETTINGS.map((s) => choices[s.label] ?? null);
}

const TITLE = (role: string) => SEASON_TITLES[role];

/**
 * The settings as the block reads, each found by its label in column A (rows may be moved); a row not
 * there, or a blank value, takes its default. A value that does not read is a problem at its cell.
 */
export function readSeasonSettings(grid: Grid | undefined): {
  settings: SeasonSettings;
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const tab = TITLE(SEASON_ROLES.settings);
  const found = new Map<string, { value: string; cell: string }>();
  (grid ?? []).forEach((row, i) => {
    const label = cellText(row[0]).trim().toLowerCase();
    if (label) found.set(label, { value: cellText(row[1]).trim(), cell: a1(i + 1, 2) });
  });
  const presetAt = found.get('league preset');
  const named = presetAt?.value ? presetNamed(presetAt.value) : DEFAULT_PRESET;
  const preset = named ?? DEFAULT_PRESET;
  const value = (label: string) => {
    const spec = SEASON_SETTINGS.find((s) => s.label === label) as SettingSpec;
    const at = found.get(label.toLowerCase());
    const fallback = isPresetLabel(label) ? preset.values[label] : (spec.default ?? '');
    return { value: at?.value || fallback, cell: at?.cell ?? '' };
  };
  const bad = (cell: string, label: string, what: string) =>
    problems.push(
      problem(
        SEASON_CODES.badSetting,
        'error',
        tab,
        cell,
        `${label} must be ${what}.`,
        `Type ${what} in ${tab} ${cell}, or clear it for the default.`,
      ),
    );
  const num = (label: string, min: number, whole: boolean): number => {
    const { value: v, cell } = value(label);
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n))) {
      const from = Number.isFinite(min) ? ` from ${min}` : '';
      bad(cell, label, whole ? `a whole number${from}` : `a number${from}`);
      return Number.isFinite(min) ? min : 0;
    }
    return n;
  };
  if (!named)
    bad(
      presetAt?.cell ?? '',
      'League preset',
      LEAGUE_PRESETS.map((p) => `"${p.name}"`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1'),
    );
  const attend = num('Points for attending', Number.NEGATIVE_INFINITY, false);
  const win = num('Points per match win', Number.NEGATIVE_INFINITY, false);
  const draw = num('Points per match draw', Number.NEGATIVE_INFINITY, false);
  const loss = num('Points per match loss', Number.NEGATIVE_INFINITY, false);
  const placeCell = value('Points by final place');
  const byPlace = placeCell.value ? placeCell.value.split(/[,;]/).map((x) => Number(x.trim())) : [];
  if (byPlace.some((n) => !Number.isFinite(n)))
    bad(placeCell.cell, 'Points by final place', 'numbers separated by commas');
  const bestCell = value('Best N events');
  const best = bestCell.value ? num('Best N events', 1, true) : undefined;
  const minEvents = num('Minimum events', 0, true);
  const tieCell = value('Tie-breakers');
  const tieBreakers = readTieBreakers(tieCell.value);
  if (!tieBreakers)
    bad(tieCell.cell, 'Tie-breakers', 'a list of: events played, match wins, points per event');
  const orderCell = value('League order');
  const orderText = orderCell.value.toLowerCase();
  const leagueOrder = orderText === 'rating' ? 'rating' : orderText === 'league points' ? 'points' : null;
  if (!leagueOrder) bad(orderCell.cell, 'League order', '"league points" or "rating"');
  const ratingCell = value('Rating');
  const ratingText = ratingCell.value.toLowerCase().replace(/[\s-]/g, '');
  const rating: RatingSystem | null = ratingText.includes('glicko')
    ? 'glicko2'
    : ratingText.includes('elo')
      ? 'elo'
      : null;
  if (!rating) bad(ratingCell.cell, 'Rating', '"FIDE Elo" or "Glicko-2"');
  const kCell = value('Elo K');
  const k: 'fide' | number = kCell.value.toLowerCase() === 'fide' ? 'fide' : num('Elo K', 1, true);
  const initialRating = num('Initial rating', 0, true);
  const tauCell = value('Glicko-2 τ');
  const tau = Number(tauCell.value);
  if (!(tau > 0)) bad(tauCell.cell, 'Glicko-2 τ', 'a number above 0');
  return {
    settings: {
      league: {
        points: { attend, win, draw, loss, byPlace: byPlace.filter(Number.isFinite) },
        ...(best === undefined ? {} : { best }),
        minEvents,
        tieBreakers: tieBreakers ?? DEFAULT_TIE_BREAKERS,
      },
      leagueOrder: leagueOrder ?? 'points',
      rating: rating ?? 'elo',
      k,
      initialRating,
      tau: tau > 0 ? tau : 0.5,
    },
    problems,
  };
}

const TIE_BREAKER_WORDS: Record<string, LeagueTieBreaker> = {
  'events played': 'events',
  'match wins': 'wins',
  'points per event': 'perEvent',
};

/** "events played, match wins" as the engine's tie-breakers; "none" for none; null when a word does not read. */
function readTieBreakers(text: string): LeagueTieBreaker[] | null {
  const words = text
    .split(/[,;]/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  const out = words.map((w) => TIE_BREAKER_WORDS[w]);
  return out.every(Boolean) && new Set(out).size === out.length ? out : null;
}

// ---- Season games and events -----------------------------------------------------------------------

export interface SeasonGameRow {
  /** 1-based row on Season games. */
  row: number;
  event: string;
  date: string;
  player: string;
  /** Blank for a bye. */
  opponent: string;
  score: Score | null;
}

export interface FinalPlace {
  rank: number | null;
  player: string;
  stage: string;
}

export interface SeasonEventRow {
  row: number;
  event: string;
  date: string;
  /** Season events' Format: the format's title, or "Imported" for an event played elsewhere. */
  format: string;
  nextStarted: string;
  standings: FinalPlace[];
}

/** Dates read back from a sheet may be Date objects; the season keys events by the text it wrote. */
function dateText(v: CellValue | undefined): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cellText(v).trim();
}

export const eventKey = (event: string, date: string) => `${event}\u0000${date}`;

export function readSeasonGames(grid: Grid | undefined): { games: SeasonGameRow[]; problems: Problem[] } {
  const games: SeasonGameRow[] = [];
  const problems: Problem[] = [];
  const tab = TITLE(SEASON_ROLES.games);
  (grid ?? []).forEach((row, i) => {
    if (i === 0 || isBlankRow(row)) return;
    const n = i + 1;
    const player = cellText(row[4]).trim();
    const opponent = cellText(row[5]).trim();
    const raw = row[7];
    const text = cellText(raw).trim();
    const score = text === '' ? null : Number(text);
    if (score !== null && score !== 1 && score !== 0.5 && score !== 0) {
      problems.push(
        problem(
          SEASON_CODES.badGame,
          'error',
          tab,
          a1(n, 8),
          `A game's score is 1, 0.5, 0 or blank, not "${text}".`,
          'Type the score the Player scored, or clear it for a game that is not rated.',
        ),
      );
      return;
    }
    if (player && player.toLowerCase() === opponent.toLowerCase()) {
      problems.push(
        problem(
          SEASON_CODES.badGame,
          'error',
          tab,
          a1(n, 6),
          `${player} cannot play themselves.`,
          'Type the opponent this game had.',
        ),
      );
      return;
    }
    games.push({ row: n, event: cellText(row[0]).trim(), date: dateText(row[1]), player, opponent, score });
  });
  return { games, problems };
}

export function readSeasonEvents(grid: Grid | undefined): { events: SeasonEventRow[]; problems: Problem[] } {
  const events: SeasonEventRow[] = [];
  const problems: Problem[] = [];
  const tab = TITLE(SEASON_ROLES.events);
  (grid ?? []).forEach((row, i) => {
    if (i === 0 || isBlankRow(row)) return;
    const n = i + 1;
    let standings: FinalPlace[] = [];
    const json = cellText(row[7]).trim();
    if (json) {
      try {
        const parsed = JSON.parse(json) as unknown;
        if (!Array.isArray(parsed)) throw new Error('not a list');
        standings = parsed.map((x) => {
          const [rank, player, stage] = x as [unknown, unknown, unknown];
          return {
            rank: typeof rank === 'number' ? rank : null,
            player: String(player ?? ''),
            stage: String(stage ?? ''),
          };
        });
      } catch (_e) {
        problems.push(
          problem(
            SEASON_CODES.badEvent,
            'error',
            tab,
            a1(n, 8),
            'The final standings the add-on wrote here no longer read.',
            'Put back the cell as it was (Edit > Undo, or File > Version history).',
          ),
        );
      }
    }
    events.push({
      row: n,
      event: cellText(row[0]).trim(),
      date: dateText(row[1]),
      format: cellText(row[2]).trim(),
      nextStarted: cellText(row[6]).trim(),
      standings,
    });
  });
  return { events, problems };
}

// ---- A closing event's rows ------------------------------------------------------------------------

/** The score of a game from its first player's side, as the format decides it: null for a bye or a game no result names a winner of. */
export function scoreOf(format: Format, ctx: FormatContext, m: Match): Score | null {
  if (m.b === null) return null;
  const first = sideResult(format, ctx, m, 'a', true).split(' · ')[0];
  return first === 'Won' ? 1 : first === 'Lost' ? 0 : first === 'Tied' ? 0.5 : null;
}

/** The event's games as Season games rows, in round and table order. */
export function seasonGameRows(
  format: Format,
  ctx: FormatContext,
  event: string,
  date: string,
): CellValue[][] {
  // Matches hold each player's key (compared folded); the season keeps the name as Players spells it.
  const names = new Map(ctx.players.map((p) => [p.key, p.name]));
  const name = (key: string) => names.get(key) ?? key;
  return [...ctx.matches]
    .sort((x, y) => x.round - y.round || x.table - y.table)
    .map((m) => {
      const score = scoreOf(format, ctx, m);
      const result = m.b === null ? 'bye' : sideResult(format, ctx, m, 'a', true);
      return [event, date, m.round, m.table, name(m.a), m.b === null ? '' : name(m.b), result, score ?? ''];
    });
}

/** Each player's final rank and stage, as Standings ranks them. */
export function finalPlaces(format: Format, ctx: FormatContext): FinalPlace[] {
  const table = standingsOf(format, ctx);
  const col = (h: string) => table.headers.indexOf(h);
  const rank = col('Rank');
  const player = col('Player') >= 0 ? col('Player') : 1;
  const stage = col('Stage');
  return table.rows.map((r) => {
    const n = Number(cellText(r[Math.max(rank, 0)]).replace(/[^0-9.]/g, ''));
    return {
      rank: Number.isFinite(n) && n > 0 ? n : null,
      player: cellText(r[player]).trim(),
      stage: stage >= 0 ? cellText(r[stage]).trim() : '',
    };
  });
}

// ---- League and Ratings ----------------------------------------------------------------------------

export interface SeasonView {
  events: readonly SeasonEventRow[];
  games: readonly SeasonGameRow[];
}

/** Each event's games, in Season events' order; a game whose event is not on Season events is not counted. */
function gamesByEvent(view: SeasonView): SeasonGameRow[][] {
  const at = new Map(view.events.map((e, i) => [eventKey(e.event, e.date), i]));
  const out: SeasonGameRow[][] = view.events.map(() => []);
  for (const g of view.games) {
    const i = at.get(eventKey(g.event, g.date));
    if (i !== undefined) out[i].push(g);
  }
  return out;
}

/** The league's input: each event's players with their final place and match wins, draws and losses. */
export function leagueEvents(view: SeasonView): LeagueEvent[] {
  const games = gamesByEvent(view);
  return view.events.map((e, i) => {
    const tally = new Map<string, { wins: number; draws: number; losses: number }>();
    const add = (p: string, s: number) => {
      const t = tally.get(p) ?? { wins: 0, draws: 0, losses: 0 };
      if (s === 1) t.wins++;
      else if (s === 0) t.losses++;
      else t.draws++;
      tally.set(p, t);
    };
    for (const g of games[i]) {
      if (g.score === null || !g.opponent) continue;
      add(g.player, g.score);
      add(g.opponent, 1 - g.score);
    }
    const seen = new Set<string>();
    const entries = [];
    for (const f of e.standings) {
      if (!f.player || seen.has(f.player)) continue;
      seen.add(f.player);
      const t = tally.get(f.player) ?? { wins: 0, draws: 0, losses: 0 };
      // An unranked player (no rank on Standings) takes no place's points.
      entries.push({ player: f.player, place: f.rank ?? Number.MAX_SAFE_INTEGER, ...t });
    }
    return entries;
  });
}

/** The rated games of each event: both players named and a score. */
export function ratedEvents(view: SeasonView): RatedEvent[] {
  return gamesByEvent(view).map((gs) =>
    gs
      .filter((g) => g.score !== null && g.opponent && g.player)
      .map((g): SeasonGame => ({ player: g.player, opponent: g.opponent, score: g.score as Score })),
  );
}

const eventHeader = (e: SeasonEventRow) => (e.date ? `${e.event} ${e.date}` : e.event);

/**
 * The League tab: rank, player, league points, events played, then each event's points (blank: absent).
 * `ratings`: the Ratings tab's rows where the caller has them, so League by rating does not rate again.
 */
export function leagueRows(
  view: SeasonView,
  settings: SeasonSettings,
  ratings?: { rows: CellValue[][] },
): { headers: string[]; rows: CellValue[][] } {
  const events = leagueEvents(view);
  const byPoints = leagueTable(events, settings.league);
  const table =
    settings.leagueOrder === 'rating'
      ? byRating(byPoints, ratings ?? ratingRows(view, settings), settings.initialRating)
      : byPoints;
  const perEvent = events.map(
    (ev) => new Map(ev.map((entry) => [entry.player, eventPoints(entry, settings.league.points)])),
  );
  return {
    headers: [...LEAGUE_FIXED_HEADERS, ...view.events.map(eventHeader)],
    rows: table.map((r) => [
      r.rank ?? '',
      r.player,
      r.points,
      r.events,
      ...perEvent.map((m) => m.get(r.player) ?? ''),
    ]),
  };
}

/**
 * The league rows ranked by season rating, as the Ratings tab's rows show it (a player with no rated game
 * at the initial rating): players under the minimum of events stay unranked after the ranked; equal
 * ratings share a rank, and the name orders them.
 */
function byRating(
  rows: readonly LeagueRow[],
  ratings: { rows: CellValue[][] },
  initial: number,
): LeagueRow[] {
  const rating = new Map(ratings.rows.map((r) => [String(r[1]), Number(r[2])]));
  const of = (p: string) => rating.get(p) ?? initial;
  const byName = (x: LeagueRow, y: LeagueRow) => (x.player < y.player ? -1 : x.player > y.player ? 1 : 0);
  const ranked = rows
    .filter((r) => r.rank !== null)
    .sort((x, y) => of(y.player) - of(x.player) || byName(x, y));
  const out: LeagueRow[] = [];
  ranked.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, rank: prev && of(prev.player) === of(r.player) ? prev.rank : i + 1 });
  });
  return [...out, ...rows.filter((r) => r.rank === null)];
}

/** Ratings are shown to whole points (Elo's are whole; Glicko-2's rounded). */
const whole = (x: number) => Math.round(x);

/**
 * The Ratings tab: every player rated so far, best first, with their rating after the last event, its
 * change in that event and the games rated; Glicko-2 adds the RD. Equal ratings share a rank.
 */
export function ratingRows(
  view: SeasonView,
  settings: SeasonSettings,
): { headers: string[]; rows: CellValue[][] } {
  const rated = ratedEvents(view);
  if (!rated.length) return { headers: RATINGS_HEADERS, rows: [] };
  type Line = { player: string; rating: number; change: number; games: number; rd?: number };
  let lines: Line[];
  if (settings.rating === 'elo') {
    const after = eloSeason(rated, { k: settings.k, initialRating: settings.initialRating });
    lines = (after[after.length - 1] ?? []).map((r) => ({
      player: r.player,
      rating: r.rating,
      change: r.change,
      games: r.games,
    }));
  } else {
    const after = glicko2Season(rated, { tau: settings.tau, initial: { rating: settings.initialRating } });
    const games = new Map<string, number>();
    for (const ev of after) for (const r of ev) games.set(r.player, (games.get(r.player) ?? 0) + r.played);
    const last = after[after.length - 1] ?? [];
    const before = new Map((after[after.length - 2] ?? []).map((r) => [r.player, r.rating]));
    lines = last.map((r) => ({
      player: r.player,
      rating: whole(r.rating),
      change: whole(r.rating) - whole(before.get(r.player) ?? settings.initialRating),
      games: games.get(r.player) ?? 0,
      rd: whole(r.rd),
    }));
  }
  lines.sort((x, y) => y.rating - x.rating || (x.player < y.player ? -1 : x.player > y.player ? 1 : 0));
  const headers = settings.rating === 'elo' ? RATINGS_HEADERS : [...RATINGS_HEADERS, 'RD'];
  const rows: CellValue[][] = [];
  lines.forEach((l, i) => {
    const rank = i > 0 && lines[i - 1].rating === l.rating ? (rows[i - 1][0] as number) : i + 1;
    rows.push([rank, l.player, l.rating, l.change, l.games, ...(l.rd === undefined ? [] : [l.rd])]);
  });
  return { headers, rows };
}
