// Reads a whole event from the tabs: the Event settings, the Players list and the Results rows, each
// parsed with cell-addressed problems. Every action starts here, so hand edits always count.
import {
  awaitsResultIn,
  type EventConfig,
  type Format,
  type FormatContext,
  type Match,
} from '../engine/format';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import { type ColumnMap, canonicalGrid, cellOf as cellAt, findColumns } from './columns';
import type { Grid, Snapshot } from './grid';
import {
  EVENT_HEADERS,
  optionalPlayerHeaders,
  playerColumnOf,
  playersLayout,
  playersReadHeaders,
  RESULT_FIXED,
  resultsLayout,
} from './layout';
import { checkPairedAs, PAIRED_AS_HEADER, pairedAsColumn as pairedAsColumnOf } from './paired-as';
import { EVENT_LABELS, parseEvent, settingsByLabel } from './parse-event';
import { parsePlayers } from './parse-players';
import { checkResults, parseResults } from './parse-results';
import { type PresetChange, presetProblem, readPresetChange } from './preset-change';
import { type MissingGame, RECONCILE_CODES, type Rename, reconcile, rowOfCell } from './reconcile';
import { type GameRecord, lastRecordedRound, parseRecord, recordFromPairedAs } from './record';
import { SEASON_ROLES } from './season';
import { seasonRatingsOn, withSeasonRatings } from './season-ratings';
import { cellText } from './text';

export interface EventModel {
  format: Format;
  ctx: FormatContext;
  /** The games whose every result cell is filled in and valid: a game not in it waits for its result. */
  complete: ReadonlySet<Match>;
  problems: Problem[];
  /** Errors that refuse pairing the next round and nothing else (a tie waiting for its battle). */
  pairBlockers: Problem[];
  /** Last round paired: on the record, or with rows on Results (0 before round 1). */
  round: number;
  /** What the add-on paired (src/sheets/record.ts), and the games of it Results has lost. */
  record: GameRecord;
  missingGames: MissingGame[];
  renames: Rename[];
  /**
   * Errors Undo last round goes ahead despite: they are about the round it removes or go away with it
   * (a missing row of that round, Rounds lowered below the rounds paired, a late entry with no round left).
   */
  undoable: Problem[];
  resultsLastRow: number;
  /** Each Event setting's label (as typed in column A) and the A1 cell of its value, for notes about it. */
  settingCells: { label: string; cell: string }[];
  /** Where each owned column of Players, Results and the format's input tabs is now (columns.ts). */
  columns: Record<string, ColumnMap>;
}

/** Problem codes of the event as read (besides the parsers' and the record's own). */
export const EVENT_CODES = {
  /** "Rounds" on the Event tab was lowered below the rounds the add-on already paired. */
  roundsLowered: 'rounds-lowered',
  /** A tab the event needs (Event, Players, Results, a format's input tab) cannot be found. */
  tabMissing: 'tab-missing',
  /** A Results row for a round past the event's last round, typed or pasted (pairing never writes it). */
  roundPastLast: 'round-past-last',
  /** A Results row for a round that follows no previous round, typed or pasted. */
  roundAfterGap: 'round-after-gap',
  /** An active player in no round once every round is paired: no round is left to join. */
  inNoRound: 'player-in-no-round',
} as const;

export type ReadOutcome = { ok: true; model: EventModel } | { ok: false; problems: Problem[] };

export function missingTab(title: string): Problem {
  return {
    severity: 'error',
    code: EVENT_CODES.tabMissing,
    tab: title,
    cell: '',
    message: `The ${title} tab of this event cannot be found.`,
    fix: 'Restore it from File > Version history, or run "Set up event" on a new spreadsheet.',
  };
}

/**
 * The event as the tabs hold it, in steps: the Event settings, the columns by header, the tabs parsed,
 * the format's context and input tabs, the results checked, the record reconciled, the round checks.
 */
export function readEvent(snapshot: Snapshot): ReadOutcome {
  const settings = readSettings(snapshot);
  if (!settings.ok) return settings;
  const { format, tabs } = settings;
  const mapped = mapHeaders(snapshot, format, tabs);
  if (!mapped.ok) return { ok: false, problems: [...settings.problems, ...mapped.problems] };
  const { columns } = mapped;
  const parsed = parseTabs(snapshot, format, tabs, columns, settings.config);
  const { presetProblems, ctx } = eventContext(snapshot, settings, parsed);
  const tabProblems = parseInputTabs(snapshot, format, ctx, columns);
  const checked = checkResultRows(format, ctx, parsed, tabs, columns);
  const record = reconcileWithRecord(parsed, tabs, columns);
  const pairing = pairingProblems(format, ctx, tabs.players.name, tabs.results.name, columns);
  const rounds = roundChecks(format, ctx, parsed, tabs, columns, settings.valueCol);
  // A rename still to be confirmed is one question, not an error at every cell holding either name.
  const asked = (p: Problem) =>
    p.tab === tabs.results.name && p.severity === 'error' && record.renamedRows.has(rowOfCell(p.cell));
  return {
    ok: true,
    model: {
      format,
      ctx,
      complete: checked.complete,
      problems: [
        ...settings.problems,
        ...presetProblems,
        ...parsed.players.problems,
        ...record.problems,
        ...[...parsed.results.problems, ...checked.retyped].filter((p) => !asked(p)),
        ...tabProblems,
        ...checked.problems,
        ...pairing.filter((p) => p.severity === 'warning'),
        ...rounds.outOfPlace,
        ...rounds.noRoundLeft,
      ],
      pairBlockers: errorsOf(pairing),
      round: parsed.paired,
      record: parsed.record,
      missingGames: record.missingGames,
      renames: record.renames,
      undoable: undoableOf(presetProblems, rounds, record, parsed.paired),
      resultsLastRow: tabs.results.values.length,
      settingCells: rounds.settingCells,
      columns,
    },
  };
}

type Tab = NonNullable<Snapshot['tabs'][string]>;

/** The three tabs every event has. */
interface EventTabs {
  event: Tab;
  players: Tab;
  results: Tab;
}

/** The Event settings as read, with the tabs every event has; the read stops where one cannot be read. */
type Settings =
  | { ok: false; problems: Problem[] }
  | {
      ok: true;
      format: Format;
      config: EventConfig;
      problems: Problem[];
      tabs: EventTabs;
      eventGrid: Grid;
      /** The Event tab's column of the settings' values. */
      valueCol: number;
    };

/** Step 1: the Event tab's settings, and the Players and Results tabs found. */
function readSettings(snapshot: Snapshot): Settings {
  const { event, players, results } = snapshot.tabs;
  if (!event) return { ok: false, problems: [missingTab('Event')] };
  const eventCols = eventColumns(event, event.name);
  if (!eventCols.ok) return { ok: false, problems: eventCols.problems };
  const eventGrid = canonicalGrid(event.values, EVENT_HEADERS, eventCols.cols);
  const valueCol = eventCols.cols[1];
  const parsed = parseEvent(eventGrid, event.name, valueCol);
  if (!parsed.config || !parsed.format) return { ok: false, problems: parsed.problems };
  if (!players) return { ok: false, problems: [missingTab('Players')] };
  if (!results) return { ok: false, problems: [missingTab('Results')] };
  const { format, config, problems } = parsed;
  return { ok: true, format, config, problems, tabs: { event, players, results }, eventGrid, valueCol };
}

/**
 * Step 2: every input tab's columns by header. A moved or missing header stops the read (nothing is
 * guessed from positions), with every header problem of every tab listed at once. "Paired as" and
 * "Fixed table" are optional: events set up before they existed have none; so are a format's optional
 * Players columns (any game's Rating), which setup never writes.
 */
function mapHeaders(
  snapshot: Snapshot,
  format: Format,
  tabs: EventTabs,
): { ok: true; columns: Record<string, ColumnMap> } | { ok: false; problems: Problem[] } {
  const resultHeaders = resultsLayout(format).headers;
  const tabsToMap = [
    {
      role: 'players',
      tab: tabs.players,
      headers: playersReadHeaders(format),
      required: playersLayout(format).headers.filter((h) => !optionalPlayerHeaders(format).includes(h)),
    },
    {
      role: 'results',
      tab: tabs.results,
      headers: resultHeaders,
      required: resultHeaders.filter((h) => h !== PAIRED_AS_HEADER),
    },
    ...(format.inputTabs ?? []).map((t) => ({
      role: t.role,
      tab: snapshot.tabs[t.role],
      headers: t.headers,
      required: t.headers,
    })),
  ];
  const problems: Problem[] = [];
  const columns: Record<string, ColumnMap> = {};
  for (const { role, tab, headers, required } of tabsToMap) {
    if (!tab) continue;
    const found = findColumns(tab.values, headers, tab.name, required);
    if (found.ok) columns[role] = found.cols;
    else problems.push(...found.problems);
  }
  return problems.length ? { ok: false, problems } : { ok: true, columns };
}

/** A tab's rows in the add-on's column order (columns.ts). */
function gridOf(
  snapshot: Snapshot,
  role: string,
  headers: string[],
  columns: Record<string, ColumnMap>,
): Grid {
  return canonicalGrid(snapshot.tabs[role]?.values ?? [], headers, columns[role]);
}

/**
 * Step 3: Players, Results and the record of what was paired, and the last round paired. With "Ratings
 * from the season" on, a blank Rating takes the season's (src/sheets/season-ratings.ts).
 */
function parseTabs(
  snapshot: Snapshot,
  format: Format,
  tabs: EventTabs,
  columns: Record<string, ColumnMap>,
  config: EventConfig,
) {
  const playersGrid = gridOf(snapshot, 'players', playersReadHeaders(format), columns);
  const typed = parsePlayers(playersGrid, tabs.players.name, format, columns.players);
  const players = seasonRatingsOn(config)
    ? { ...typed, players: withSeasonRatings(typed.players, snapshot.tabs[SEASON_ROLES.ratings]?.values) }
    : typed;
  const resultsGrid = gridOf(snapshot, 'results', resultsLayout(format).headers, columns);
  const results = parseResults(resultsGrid, tabs.results.name, format, players.players, columns.results);
  const record: GameRecord = snapshot.tabs.record
    ? { source: 'tab', entries: parseRecord(snapshot.tabs.record.values) }
    : { source: 'paired-as', entries: recordFromPairedAs(resultsGrid, pairedAsColumnOf(format)) };
  const paired = Math.max(
    results.matches.reduce((m, x) => Math.max(m, x.round), 0),
    lastRecordedRound(record.entries),
  );
  return { players, results, resultsGrid, record, paired };
}

type ParsedTabs = ReturnType<typeof parseTabs>;

/**
 * Step 4: the context the format reads. A Preset changed since the settings were written: before round 1
 * the event reads the new preset's rules; once a round is paired it keeps the former one's until the
 * Preset is set back or undone.
 */
function eventContext(
  snapshot: Snapshot,
  settings: Extract<Settings, { ok: true }>,
  parsed: ParsedTabs,
): { presetProblems: Problem[]; ctx: FormatContext } {
  const { format, config, tabs } = settings;
  const change = readPresetChange(
    format,
    config.options,
    snapshot.preset,
    settingsByLabel(settings.eventGrid),
    settings.valueCol,
  );
  const presetProblems = change ? [presetProblem(change, parsed.paired, tabs.event.name)] : [];
  const options = !change
    ? config.options
    : parsed.paired > 0
      ? { ...config.options, [change.spec.key]: change.from }
      : change.options;
  const ctx: FormatContext = {
    config: options === config.options ? config : { ...config, options },
    players: parsed.players.players,
    matches: parsed.results.matches,
    inputs: {},
    ...(snapshot.form?.linkTemplate ? { reportLinkTemplate: snapshot.form.linkTemplate } : {}),
  };
  return { presetProblems, ctx };
}

/** Step 5: the format's own input tabs, parsed into `ctx.inputs`, their issues each at its cell. */
function parseInputTabs(
  snapshot: Snapshot,
  format: Format,
  ctx: FormatContext,
  columns: Record<string, ColumnMap>,
): Problem[] {
  const problems: Problem[] = [];
  for (const input of format.inputTabs ?? []) {
    const tab = snapshot.tabs[input.role];
    if (!tab) {
      problems.push(missingTab(input.title));
      continue;
    }
    const cols = columns[input.role];
    const out = input.parse(gridOf(snapshot, input.role, input.headers, columns), ctx);
    Object.assign(ctx.inputs, out.inputs);
    for (const i of out.issues)
      problems.push({
        severity: i.severity,
        code: i.code,
        tab: tab.name,
        cell: a1(i.row, cols[i.col - 1] || i.col),
        message: i.message,
        fix: i.fix,
      });
  }
  return problems;
}

/** Step 6: the format's checks of every result, and the rows whose players were retyped. */
function checkResultRows(
  format: Format,
  ctx: FormatContext,
  parsed: ParsedTabs,
  tabs: EventTabs,
  columns: Record<string, ColumnMap>,
) {
  const checked = checkResults(format, ctx, tabs.results.name, columns.results);
  const retyped = checkPairedAs(
    parsed.resultsGrid,
    parsed.results.matches,
    parsed.players.players,
    format,
    tabs.results.name,
    columns.results,
  );
  return { ...checked, retyped };
}

/** Step 7: the record of what was paired against the Results rows: games lost, players renamed. */
function reconcileWithRecord(parsed: ParsedTabs, tabs: EventTabs, columns: Record<string, ColumnMap>) {
  const fromTab = parsed.record.source === 'tab';
  const reconciled = reconcile(
    parsed.record.entries,
    parsed.resultsGrid,
    parsed.players.players,
    { results: tabs.results.name, players: tabs.players.name },
    { results: columns.results, players: columns.players },
    tabs.results.values.length,
  );
  return {
    ...reconciled,
    // Without its own tab the record is read from the rows themselves: a lost row cannot be missed.
    missingGames: fromTab ? reconciled.missing : [],
    problems: fromTab
      ? reconciled.problems
      : reconciled.problems.filter((p) => p.action?.name === 'renamePlayer'),
  };
}

type Reconciled = ReturnType<typeof reconcileWithRecord>;

/** Step 8: rounds out of place on Results (Rounds lowered, typed rows), and players left with no round. */
function roundChecks(
  format: Format,
  ctx: FormatContext,
  parsed: ParsedTabs,
  tabs: EventTabs,
  columns: Record<string, ColumnMap>,
  valueCol: number,
) {
  const settingCells = tabs.event.values.flatMap((row, i) => {
    const label = i > 0 ? cellText(row[0]).trim() : '';
    return label ? [{ label, cell: a1(i + 1, valueCol) }] : [];
  });
  const roundsCell = settingCells.find((c) => c.label.toLowerCase() === EVENT_LABELS.rounds.toLowerCase());
  const outOfPlace = roundsOutOfPlace(format, ctx, tabs.results.name, columns.results, parsed.record).map(
    (p) =>
      p.code === EVENT_CODES.roundsLowered ? { ...p, tab: tabs.event.name, cell: roundsCell?.cell ?? '' } : p,
  );
  const noRoundLeft = lateAfterLastRound(format, ctx, parsed.paired, tabs.players.name, columns.players);
  return { settingCells, outOfPlace, noRoundLeft };
}

/**
 * The errors Undo last round goes ahead despite, by code: a Preset changed, Rounds lowered, a player with
 * no round left, and a missing row of the round it removes.
 */
function undoableOf(
  presetProblems: Problem[],
  rounds: ReturnType<typeof roundChecks>,
  record: Reconciled,
  paired: number,
): Problem[] {
  return [
    ...presetProblems.filter((p) => p.severity === 'error'),
    ...rounds.outOfPlace.filter((p) => p.code === EVENT_CODES.roundsLowered),
    ...rounds.noRoundLeft,
    ...record.problems.filter(
      (p) => p.code === RECONCILE_CODES.missingRow && record.missingRound.get(p) === paired,
    ),
  ];
}

/**
 * The Event tab's Preset as typed (a format with Format.presetOption) and its change from the preset
 * kept (Snapshot.preset), read from the Event tab alone; null where that tab does not read.
 */
export function eventPreset(snapshot: Snapshot): { typed?: string; change: PresetChange | null } | null {
  const event = snapshot.tabs.event;
  const cols = event ? eventColumns(event, event.name) : null;
  if (!event || !cols?.ok) return null;
  const grid = canonicalGrid(event.values, EVENT_HEADERS, cols.cols);
  const parsed = parseEvent(grid, event.name, cols.cols[1]);
  if (!parsed.config || !parsed.format) return null;
  const key = parsed.format.presetOption;
  const options = parsed.config.options;
  return {
    ...(key === undefined ? {} : { typed: String(options[key]) }),
    change: readPresetChange(parsed.format, options, snapshot.preset, settingsByLabel(grid), cols.cols[1]),
  };
}

/**
 * Whether the Event tab, as read, asks for the season's ratings ("Ratings from the season": yes), read
 * from the Event tab alone: the frame then reads the Ratings tab with the other tabs.
 */
export function wantsSeasonRatings(snapshot: Snapshot): boolean {
  const event = snapshot.tabs.event;
  const cols = event ? eventColumns(event, event.name) : null;
  if (!event || !cols?.ok) return false;
  const parsed = parseEvent(canonicalGrid(event.values, EVENT_HEADERS, cols.cols), event.name, cols.cols[1]);
  return parsed.config !== null && seasonRatingsOn(parsed.config);
}

/** The Event tab's Setting and Value columns, found by header (What it means is optional). */
export function eventColumns(grid: Snapshot['tabs'][string], tab: string) {
  return findColumns(grid?.values ?? [], EVENT_HEADERS, tab, EVENT_HEADERS.slice(0, 2));
}

/**
 * Rows for a round the event cannot have reached: past its last round (a hand-typed `7` in a 3-round
 * event), or after a gap (round 5 with no round 4). Pairing never writes them, so they were typed.
 */
function roundsOutOfPlace(
  format: Format,
  ctx: FormatContext,
  tab: string,
  cols: ColumnMap,
  record: GameRecord,
): Problem[] {
  const rounds = new Set(ctx.matches.map((m) => m.round));
  const limit = Math.max(ctx.config.rounds, format.roundLimit?.(ctx)?.rounds ?? 0);
  const recorded = lastRecordedRound(record.entries);
  const out: Problem[] = [];
  const flagged = new Set<number>();
  for (const m of ctx.matches) {
    if (flagged.has(m.round)) continue;
    const past = m.round > limit;
    const gap = !past && m.round > 1 && !rounds.has(m.round - 1);
    if (!past && !gap) continue;
    flagged.add(m.round);
    // The add-on paired this round: Rounds was lowered below the rounds already paired, nothing was typed.
    if (past && m.round <= recorded) {
      out.push({
        severity: 'error',
        tab: EVENT_TAB,
        cell: '',
        role: 'event',
        code: EVENT_CODES.roundsLowered,
        message: `"${EVENT_LABELS.rounds}" (${limit}) was lowered below the ${recorded} rounds already paired: round ${m.round} was paired before Rounds was lowered.`,
        fix: `Set "${EVENT_LABELS.rounds}" on the Event tab back to ${recorded} or more, or click "Undo last round" to remove round ${recorded} (its rows are copied to the Log first).`,
      });
      continue;
    }
    out.push({
      severity: 'error',
      code: past ? EVENT_CODES.roundPastLast : EVENT_CODES.roundAfterGap,
      tab,
      cell: cellAt(cols, m.row, 1),
      message: past
        ? `Round ${m.round} is past the event's last round (${limit}); pairing never writes it, so this row was typed or pasted.`
        : `Round ${m.round} follows no round ${m.round - 1}; pairing never skips a round, so this row was typed or pasted.`,
      fix: past
        ? `Correct the round number, remove the row, or raise "${EVENT_LABELS.rounds}" on the Event tab.`
        : 'Correct the round number or remove the row.',
    });
  }
  return out;
}

const EVENT_TAB = 'Event';

/**
 * Active players in no round once every round is paired (sealed deck and Attack Wing take late entries
 * between rounds): there is no round left for them, so they would be ranked without having played.
 */
function lateAfterLastRound(
  format: Format,
  ctx: FormatContext,
  paired: number,
  tab: string,
  cols: ColumnMap,
): Problem[] {
  const limit = format.roundLimit?.(ctx)?.rounds ?? ctx.config.rounds;
  if (paired === 0 || limit <= 0 || paired < limit || !format.lateEntry(ctx).allowed) return [];
  const inSome = new Set(ctx.matches.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b])));
  return ctx.players
    .filter((p) => p.active && !inSome.has(p.key))
    .map((p) => ({
      severity: 'error' as const,
      code: EVENT_CODES.inNoRound,
      tab,
      cell: cellAt(cols, p.row, 1),
      role: 'players',
      message: `${p.name} is in no round, and all ${limit} rounds are already paired: there is no round left for ${p.name} to join, so ${p.name} cannot be ranked.`,
      fix: `Raise "${EVENT_LABELS.rounds}" on the Event tab to play another round with ${p.name}, or mark ${p.name} dropped (the row is kept).`,
    }));
}

/** The format's pairing issues, each at its Players or Results cell. */
function pairingProblems(
  format: Format,
  ctx: FormatContext,
  playersTab: string,
  resultsTab: string,
  columns: Record<string, ColumnMap>,
): Problem[] {
  if (!format.pairingIssues) return [];
  const cellOf = (columns: { key: string }[], fixed: number, column: string, nameCol: number) => {
    const i = columns.findIndex((c) => c.key === column);
    return i >= 0 ? fixed + i + 1 : nameCol;
  };
  const out: Problem[] = [];
  for (const issue of format.pairingIssues(ctx)) {
    const { severity, message, fix, code } = issue;
    if (issue.player !== undefined) {
      const p = ctx.players.find((x) => x.key === issue.player);
      if (!p) continue;
      const col = playerColumnOf(format, issue.column) ?? 1;
      out.push({
        severity,
        tab: playersTab,
        cell: cellAt(columns.players, p.row, col),
        message,
        fix,
        code,
      });
    } else {
      const col = cellOf(format.resultColumns, RESULT_FIXED.length, issue.column, 3);
      out.push({
        severity,
        tab: resultsTab,
        cell: cellAt(columns.results, issue.row, col),
        message,
        fix,
        code,
      });
    }
  }
  return out;
}

/**
 * Whether a Results row waits for a typed result: every game does, and a row without an opponent does
 * when the format scores it (a Full Thrust judge game: the player's side), not when it is a bye.
 */
export function awaitsResult(model: Pick<EventModel, 'format' | 'ctx'>, m: Match): boolean {
  return awaitsResultIn(model.format, model.ctx, m);
}

export function errorsOf(problems: Problem[]): Problem[] {
  return problems.filter((p) => p.severity === 'error');
}
