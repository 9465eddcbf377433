import type { RoundPlan } from '../../engine/format';
import { nameKey } from '../../engine/names';
import { outputTabs } from '../../engine/output-tabs';
import { slipsTab } from '../../engine/slips';
import { plural } from '../../shared/plural';
import type { Problem } from '../../shared/types';
import { cellOf } from '../columns';
import { type EventModel, errorsOf } from '../event-model';
import type { Snapshot } from '../grid';
import { RESULT_FIXED } from '../layout';
import { EVENT_LABELS } from '../parse-event';
import type { Write } from '../patch';
import { RECORD_HEADERS, type RecordEntry, recordRow, renderRecord } from '../record';
import { nameOf, pairingsFromMatches, renderExtraTab, renderPairings, renderStandings } from '../render';

export type Plan =
  | { ok: true; writes: Write[]; message: string; warnings: Problem[] }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

export function refuse(problems: Problem[]): Plan {
  return {
    ok: false,
    problems: errorsOf(problems),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}

export function eventWarnings(model: EventModel, tab: string, extra: string[] = []): Problem[] {
  // With a paired game missing from Results the format would judge an event that lacks it (arrow/target
  // would say round 1 "no longer matches" and renumber): the missing row's own error says what to do.
  const formatNotes = model.missingGames.length ? [] : model.format.warnings(model.ctx);
  const own = [...formatNotes, ...extra].map(
    (message): Problem => ({
      severity: 'warning',
      tab,
      cell: settingCellOf(model, message),
      message,
      fix: '',
    }),
  );
  return [...model.problems.filter((p) => p.severity === 'warning'), ...own];
}

/**
 * The Event cell a format's note is about: the value of the setting whose label the note names (the
 * longest label written as it is on the Event tab, as a whole word), or '' for a note about no setting
 * (a note about the players, a rematch).
 */
export function settingCellOf(model: EventModel, message: string): string {
  let best = { label: '', cell: '' };
  for (const s of model.settingCells) {
    if (s.label.length <= best.label.length) continue;
    const escaped = s.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\w])${escaped}($|[^\\w])`).test(message)) best = s;
  }
  return best.cell;
}

/**
 * Every game up to `round` without its result: an earlier round's too (a row restored after it was
 * deleted comes back blank), since the next round is paired from all of them.
 */
export function missingResults(model: EventModel, round: number, tab: string): Problem[] {
  const firstResultCol = RESULT_FIXED.length + 1;
  const cols = model.columns.results;
  return model.ctx.matches
    .map((m, i) => ({ m, done: model.complete[i] }))
    .filter(({ m, done }) => m.round <= round && !done)
    .sort((x, y) => x.m.round - y.m.round || x.m.table - y.m.table)
    .map(({ m }) => {
      const waiting = model.format.checkResult(m, model.ctx).waiting;
      return {
        severity: 'error' as const,
        tab,
        cell: cellOf(cols, m.row, firstResultCol),
        message: `Round ${m.round}, table ${m.table}: ${waiting?.message ?? 'the result is missing.'}`,
        fix: waiting?.fix ?? 'Type the result, or choose "Pair anyway" to pair before every result is in.',
      };
    });
}

/**
 * Every tab derived from the event, rewritten from it. Pairings is too (the current round, as the record
 * has it), so a hand edit there lasts only until the next action; `pairings: false` when the action
 * writes its own (pairing, undo). Before round 1 Pairings may hold the seating list, which stays.
 */
export function derivedWrites(model: EventModel, options: { pairings?: boolean } = {}): Write[] {
  const own = options.pairings !== false;
  const pairings = own && model.round > 0 ? [renderPairings(pairingsFromMatches(model, model.round))] : [];
  // An event set up before the record existed gets its tab with its first write (pairing and undo,
  // which pass `pairings: false`, write the record themselves).
  const record =
    own && model.record.source === 'paired-as' && model.record.entries.length
      ? [renderRecord(model.record.entries, 0)]
      : [];
  return [
    ...record,
    ...pairings,
    renderStandings(model),
    ...outputTabs(model.format, model.ctx).map(renderExtraTab),
  ];
}

/**
 * Pairings and the match slips, rewritten from the event as it stands: for the actions that change a
 * player but not the round's games (drop, reinstate, add), so a hand edit on either lasts only until then.
 */
export function roundTabsWrites(model: EventModel): Write[] {
  if (model.round === 0 || errorsOf(model.problems).length) return [];
  return [
    renderPairings(pairingsFromMatches(model, model.round)),
    renderExtraTab(slipsTab(model.format, model.ctx)),
  ];
}

/**
 * The record's write: the new games appended to its tab, or the whole record written (an event with no
 * record tab yet, or an action that takes games out of it).
 */
export function recordWrite(
  snapshot: Snapshot,
  model: EventModel,
  entries: readonly RecordEntry[],
  added: readonly RecordEntry[] = [],
): Write {
  const tab = snapshot.tabs.record;
  if (tab && model.record.source === 'tab' && entries === model.record.entries && added.length) {
    // The rounds still to come are reserved, as on Results: the tab grows once, not every round.
    const round = added[0].round;
    const reserve = Math.max(0, model.ctx.config.rounds - round) * added.length;
    return {
      kind: 'append',
      role: 'record',
      width: RECORD_HEADERS.length,
      rows: added.map(recordRow),
      reserve,
    };
  }
  return renderRecord([...entries, ...added], tab?.values.length ?? 0);
}

/** The record's entries of a round the format planned, named as the players are named now. */
export function plannedEntries(model: EventModel, plan: RoundPlan): RecordEntry[] {
  return plan.tables.map((t) => ({
    round: plan.round,
    table: t.table,
    a: nameOf(model, t.a),
    b: t.b === null ? null : nameOf(model, t.b),
    ...(t.pairedAt === undefined ? {} : { pairedAt: t.pairedAt }),
  }));
}

export function tabName(snapshot: Snapshot, role: string, fallback: string): string {
  return snapshot.tabs[role]?.name ?? fallback;
}

/** The refusal when fewer than two players are active, saying what they are needed for ("to pair a round"). */
export function tooFewPlayers(snapshot: Snapshot, active: number, neededFor: string): Problem[] {
  if (active >= 2) return [];
  return [
    {
      severity: 'error',
      tab: tabName(snapshot, 'players', 'Players'),
      cell: 'A2',
      message: `${plural(active, 'active player')}: at least two are needed ${neededFor}.`,
      fix: "Type the players' names under Name on the Players tab.",
    },
  ];
}

/** How many rounds the event has: the Event tab's Rounds, unless the format decides it (e.g. a round robin). */
export function roundLimit(model: EventModel): { rounds: number; fix: string } {
  const own = model.format.roundLimit?.(model.ctx);
  if (own) return { rounds: own.rounds, fix: own.done };
  return {
    rounds: model.ctx.config.rounds,
    fix: `Raise "${EVENT_LABELS.rounds}" on the Event tab to play more rounds.`,
  };
}

function lateEntries(model: EventModel) {
  const inRoundOne = new Set<string>();
  for (const m of model.ctx.matches) {
    if (m.round !== 1) continue;
    inRoundOne.add(m.a);
    if (m.b) inRoundOne.add(m.b);
  }
  // A player of a round-1 game whose row went missing was in round 1: that is the missing row's problem.
  for (const e of model.record.entries) {
    if (e.round !== 1) continue;
    for (const n of [e.a, e.b]) if (n !== null) inRoundOne.add(nameKey(n));
  }
  // A name changed by hand is the question "Did you rename…?", not a late entry to drop or remove.
  for (const r of model.renames) if (inRoundOne.has(nameKey(r.from))) inRoundOne.add(nameKey(r.to));
  return model.ctx.players.filter((p) => p.active && !inRoundOne.has(p.key));
}

/** Active players not in round 1, once it is paired, when the format takes no late entries: an error at each name. */
export function refusedLateEntries(model: EventModel, playersTab: string): Problem[] {
  if (model.round === 0) return [];
  const rule = model.format.lateEntry(model.ctx);
  if (rule.allowed) return [];
  return lateEntries(model).map((p) => ({
    severity: 'error' as const,
    tab: playersTab,
    cell: cellOf(model.columns.players, p.row, 1),
    message: `${p.name} was not in round 1. ${rule.reason}`,
    fix: 'Mark the player dropped, or remove the row.',
  }));
}
