// Reads a whole event from the tabs: the Event settings, the Players list and the Results rows, each
// parsed with cell-addressed problems. Every action starts here, so hand edits always count.
import { awaitsResultIn, type Format, type FormatContext, type Match } from '../engine/format';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import { type ColumnMap, canonicalGrid, cellOf as cellAt, findColumns } from './columns';
import type { Snapshot } from './grid';
import {
  EVENT_HEADERS,
  FIXED_TABLE_COLUMN,
  PLAYER_FIXED,
  playersLayout,
  RESULT_FIXED,
  resultsLayout,
} from './layout';
import { checkPairedAs, PAIRED_AS_HEADER } from './paired-as';
import { EVENT_LABELS, parseEvent } from './parse-event';
import { parsePlayers } from './parse-players';
import { checkResults, parseResults } from './parse-results';
import { cellText } from './text';

export interface EventModel {
  format: Format;
  ctx: FormatContext;
  complete: boolean[];
  problems: Problem[];
  /** Errors that refuse pairing the next round and nothing else (a tie waiting for its battle). */
  pairBlockers: Problem[];
  /** Last round that has rows on Results (0 before round 1). */
  round: number;
  resultsLastRow: number;
  /** Each Event setting's label (as typed in column A) and the A1 cell of its value, for notes about it. */
  settingCells: { label: string; cell: string }[];
  /** Where each owned column of Players, Results and the format's input tabs is now (columns.ts). */
  columns: Record<string, ColumnMap>;
}

export type ReadOutcome = { ok: true; model: EventModel } | { ok: false; problems: Problem[] };

export function missingTab(title: string): Problem {
  return {
    severity: 'error',
    tab: title,
    cell: '',
    message: `The ${title} tab of this event cannot be found.`,
    fix: 'Restore it from File > Version history, or run "Set up event" on a new spreadsheet.',
  };
}

export function readEvent(snapshot: Snapshot): ReadOutcome {
  const event = snapshot.tabs.event;
  const playersTab = snapshot.tabs.players;
  const resultsTab = snapshot.tabs.results;
  if (!event) return { ok: false, problems: [missingTab('Event')] };
  const eventCols = eventColumns(event, event.name);
  if (!eventCols.ok) return { ok: false, problems: eventCols.problems };
  const parsed = parseEvent(
    canonicalGrid(event.values, EVENT_HEADERS, eventCols.cols),
    event.name,
    eventCols.cols[1],
  );
  if (!parsed.config || !parsed.format) return { ok: false, problems: parsed.problems };
  if (!playersTab) return { ok: false, problems: [missingTab('Players')] };
  if (!resultsTab) return { ok: false, problems: [missingTab('Results')] };
  const format = parsed.format;
  // Every input tab's columns by header first: a moved or missing header stops the read (nothing is
  // guessed from positions), with every header problem of every tab listed at once. "Paired as" and
  // "Fixed table" are optional: events set up before they existed have none.
  const headerProblems: Problem[] = [];
  const columns: Record<string, ColumnMap> = {};
  const resultHeaders = resultsLayout(format).headers;
  const tabsToMap = [
    {
      role: 'players',
      tab: playersTab,
      headers: playersLayout(format).headers,
      required: playersLayout(format).headers.filter((h) => h !== FIXED_TABLE_COLUMN.header),
    },
    {
      role: 'results',
      tab: resultsTab,
      headers: resultHeaders,
      required: resultHeaders.filter((h) => h !== PAIRED_AS_HEADER),
    },
    ...(format.inputTabs ?? []).map((t) => ({
      role: t.role,
      tab: snapshot.tabs[t.role],
      headers: t.headers,
      required: undefined,
    })),
  ];
  for (const { role, tab, headers, required } of tabsToMap) {
    if (!tab) continue;
    const found = findColumns(tab.values, headers, tab.name, required ?? headers);
    if (found.ok) columns[role] = found.cols;
    else headerProblems.push(...found.problems);
  }
  if (headerProblems.length) return { ok: false, problems: [...parsed.problems, ...headerProblems] };
  const grid = (role: string, headers: string[]) =>
    canonicalGrid(snapshot.tabs[role]?.values ?? [], headers, columns[role]);
  const players = parsePlayers(
    grid('players', tabsToMap[0].headers),
    playersTab.name,
    format,
    columns.players,
  );
  const resultsGrid = grid('results', resultHeaders);
  const results = parseResults(resultsGrid, resultsTab.name, format, players.players, columns.results);
  const ctx: FormatContext = {
    config: parsed.config,
    players: players.players,
    matches: results.matches,
    extra: {},
  };
  const tabProblems: Problem[] = [];
  for (const input of format.inputTabs ?? []) {
    const tab = snapshot.tabs[input.role];
    if (!tab) {
      tabProblems.push(missingTab(input.title));
      continue;
    }
    const cols = columns[input.role];
    const out = input.parse(grid(input.role, input.headers), ctx);
    ctx.extra[input.role] = out.data;
    for (const i of out.issues)
      tabProblems.push({
        severity: i.severity,
        tab: tab.name,
        cell: a1(i.row, cols[i.col - 1] || i.col),
        message: i.message,
        fix: i.fix,
      });
  }
  const checked = checkResults(format, ctx, resultsTab.name, columns.results);
  const retyped = checkPairedAs(
    resultsGrid,
    results.matches,
    players.players,
    format,
    resultsTab.name,
    columns.results,
  );
  const round = results.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const pairing = pairingProblems(format, ctx, playersTab.name, resultsTab.name, columns);
  return {
    ok: true,
    model: {
      format,
      ctx,
      complete: checked.complete,
      problems: [
        ...parsed.problems,
        ...players.problems,
        ...results.problems,
        ...retyped,
        ...tabProblems,
        ...checked.problems,
        ...pairing.filter((p) => p.severity === 'warning'),
        ...roundsOutOfPlace(format, ctx, resultsTab.name, columns.results),
      ],
      pairBlockers: errorsOf(pairing),
      round,
      resultsLastRow: resultsTab.values.length,
      settingCells: event.values.flatMap((row, i) => {
        const label = i > 0 ? cellText(row[0]).trim() : '';
        return label ? [{ label, cell: a1(i + 1, 2) }] : [];
      }),
      columns,
    },
  };
}

/** The Event tab's Setting and Value columns, found by header (What it means is optional). */
export function eventColumns(grid: Snapshot['tabs'][string], tab: string) {
  return findColumns(grid?.values ?? [], EVENT_HEADERS, tab, EVENT_HEADERS.slice(0, 2));
}

/**
 * Rows for a round the event cannot have reached: past its last round (a hand-typed `7` in a 3-round
 * event), or after a gap (round 5 with no round 4). Pairing never writes them, so they were typed.
 */
function roundsOutOfPlace(format: Format, ctx: FormatContext, tab: string, cols: ColumnMap): Problem[] {
  const rounds = new Set(ctx.matches.map((m) => m.round));
  const limit = Math.max(ctx.config.rounds, format.roundLimit?.(ctx)?.rounds ?? 0);
  const out: Problem[] = [];
  const flagged = new Set<number>();
  for (const m of ctx.matches) {
    if (flagged.has(m.round)) continue;
    const past = m.round > limit;
    const gap = !past && m.round > 1 && !rounds.has(m.round - 1);
    if (!past && !gap) continue;
    flagged.add(m.round);
    out.push({
      severity: 'error',
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
    const { severity, message, fix } = issue;
    if (issue.player !== undefined) {
      const p = ctx.players.find((x) => x.key === issue.player);
      if (!p) continue;
      const col = cellOf(format.playerColumns, PLAYER_FIXED.length, issue.column, 1);
      out.push({ severity, tab: playersTab, cell: cellAt(columns.players, p.row, col), message, fix });
    } else {
      const col = cellOf(format.resultColumns, RESULT_FIXED.length, issue.column, 3);
      out.push({ severity, tab: resultsTab, cell: cellAt(columns.results, issue.row, col), message, fix });
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
