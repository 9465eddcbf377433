// Reads a whole event from the tabs: the Event settings, the Players list and the Results rows, each
// parsed with cell-addressed problems. Every action starts here, so hand edits always count.
import type { Format, FormatContext, Match } from '../engine/format';
import type { Problem } from '../shared/types';
import { a1 } from './a1';
import type { Snapshot } from './grid';
import { PLAYER_FIXED, RESULT_FIXED } from './layout';
import { checkPairedAs } from './paired-as';
import { parseEvent } from './parse-event';
import { parsePlayers } from './parse-players';
import { checkResults, parseResults } from './parse-results';

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
  const parsed = parseEvent(event.values, event.name);
  if (!parsed.config || !parsed.format) return { ok: false, problems: parsed.problems };
  if (!playersTab) return { ok: false, problems: [missingTab('Players')] };
  if (!resultsTab) return { ok: false, problems: [missingTab('Results')] };
  const format = parsed.format;
  const players = parsePlayers(playersTab.values, playersTab.name, format);
  const results = parseResults(resultsTab.values, resultsTab.name, format, players.players);
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
    const out = input.parse(tab.values, ctx);
    ctx.extra[input.role] = out.data;
    for (const i of out.issues)
      tabProblems.push({
        severity: i.severity,
        tab: tab.name,
        cell: a1(i.row, i.col),
        message: i.message,
        fix: i.fix,
      });
  }
  const checked = checkResults(format, ctx, resultsTab.name);
  const retyped = checkPairedAs(resultsTab.values, results.matches, players.players, format, resultsTab.name);
  const round = results.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const pairing = pairingProblems(format, ctx, playersTab.name, resultsTab.name);
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
      ],
      pairBlockers: errorsOf(pairing),
      round,
      resultsLastRow: resultsTab.values.length,
    },
  };
}

/** The format's pairing issues, each at its Players or Results cell. */
function pairingProblems(
  format: Format,
  ctx: FormatContext,
  playersTab: string,
  resultsTab: string,
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
      out.push({ severity, tab: playersTab, cell: a1(p.row, col), message, fix });
    } else {
      const col = cellOf(format.resultColumns, RESULT_FIXED.length, issue.column, 3);
      out.push({ severity, tab: resultsTab, cell: a1(issue.row, col), message, fix });
    }
  }
  return out;
}

/**
 * Whether a Results row waits for a typed result: every game does, and a row without an opponent does
 * when the format scores it (a Full Thrust judge game: the player's side), not when it is a bye.
 */
export function awaitsResult(model: Pick<EventModel, 'format' | 'ctx'>, m: Match): boolean {
  if (m.b !== null) return true;
  const blank = Object.fromEntries(model.format.resultColumns.map((c) => [c.key, '']));
  return !model.format.checkResult({ ...m, cells: blank }, model.ctx).complete;
}

export function errorsOf(problems: Problem[]): Problem[] {
  return problems.filter((p) => p.severity === 'error');
}
