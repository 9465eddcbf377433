// The record fuzzer: random events of every format through dist/Code.js, with the edits that broke the
// record between actions: Results rows deleted or cleared, Pairings rows deleted or cleared, players
// renamed on Players (by hand and from the sidebar), Rounds lowered, the Log narrowed, late entries once
// every round is paired. After every action:
// - every paired game (the record) is on a Results row of its round, or reported missing at its round
//   and table;
// - after an action that wrote, Pairings shows the record's last round;
// - nothing typed is lost: what left a tab is on the Log (the add-on's own tabs aside).
import { expect } from 'vitest';
import { handEdits } from '../../local/emulator';
import { nameKey } from '../../src/engine/names';
import { type Random, seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, Problem } from '../../src/shared/types';
import { EVENT_CODES } from '../../src/sheets/event-model';
import { RECORD_TAB_TITLE } from '../../src/sheets/layout';
import { RECONCILE_CODES } from '../../src/sheets/reconcile';
import {
  type Artifact,
  expectUnchanged,
  openArtifact,
  readOnlyReport,
  type WorkbookValues,
} from '../support/artifact';
import { FORMATS, startEvent, typeResults } from '../support/events';
import { kitOf } from '../support/kits';
import { expectNothingLost, OUTPUT_TABS } from '../support/nothing-lost';
import { expectPublicTruth } from '../support/public-truth';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
const OWN_TABS = [...OUTPUT_TABS, RECORD_TAB_TITLE];

type Row = unknown[];
const text = (v: unknown) => String(v ?? '').trim();

export interface RecordEntryView {
  round: number;
  table: number;
  a: string;
  b: string;
}

export function recordOf(a: Artifact): RecordEntryView[] {
  return (a.values(RECORD_TAB_TITLE) as Row[])
    .slice(1)
    .filter((r) => typeof r[0] === 'number')
    .map((r) => ({ round: Number(r[0]), table: Number(r[1]), a: text(r[2]), b: text(r[3]) }));
}

/**
 * Every recorded game is on a Results row of its round, or the state reports it missing: one missing-row
 * problem (by its code) per game that is on no row, and none for a game that is.
 */
export function expectAccounted(a: Artifact, state: EventState, where: string): void {
  const rows = (a.values('Results') as Row[]).slice(1);
  if (state.problems.some((p) => p.action?.name === 'renamePlayer')) return;
  const absent = recordOf(a).filter((e) => {
    const seated = new Set(
      rows.filter((r) => r[0] === e.round).flatMap((r) => [nameKey(text(r[2])), nameKey(text(r[3]))]),
    );
    return ![e.a, e.b].filter((n) => n !== 'BYE').every((n) => seated.has(nameKey(n)));
  });
  const reported = state.problems.filter((p) => p.code === RECONCILE_CODES.missingRow);
  expect(
    reported.length,
    `${where}: games on no Results row: ${absent.map((e) => `round ${e.round} table ${e.table} ${e.a} v ${e.b}`).join('; ') || 'none'}`,
  ).toBe(absent.length);
}

/** Pairings' table block, read as the players see it: [table, player, opponent] from row 3 to the first blank. */
function pairingsGames(a: Artifact): string[] {
  const out: string[] = [];
  for (const r of (a.values('Pairings') as Row[]).slice(2)) {
    if (!text(r[1])) break;
    out.push(nameKey(text(r[1])));
    if (text(r[2]) && text(r[2]) !== 'BYE' && text(r[2]) !== 'Judge') out.push(nameKey(text(r[2])));
  }
  return out.sort();
}

export function expectPairingsAsRecorded(a: Artifact, round: number, where: string): void {
  if (round === 0) return;
  const names = recordOf(a)
    .filter((e) => e.round === round)
    .flatMap((e) => (e.b === 'BYE' ? [e.a] : [e.a, e.b]))
    .map(nameKey)
    .sort();
  expect(
    pairingsGames(a),
    `${where}: Pairings shows round ${round} as recorded: ${JSON.stringify(a.values('Pairings').slice(0, 8))}`,
  ).toEqual(names);
}

/** Results' Status cells are the add-on's own (rewritten as results come in): not typed, so not checked. */
const STATUSES = new Set(['Waiting for result', 'Recorded', 'Bye']);
function withoutStatuses(w: WorkbookValues): WorkbookValues {
  const results = w.tabs.Results;
  if (!results) return w;
  const values = results.values.map((row) =>
    row.map((v) => (typeof v === 'string' && STATUSES.has(v) ? '' : v)),
  );
  return { ...w, tabs: { ...w.tabs, Results: { ...results, values } } };
}

const WRITES = new Set([
  'pairNextRound',
  'updateStandings',
  'undoLastRound',
  'restoreMissingRows',
  'renamePlayer',
]);

/** One action, then every check of this fuzzer. */
function act(a: Artifact, log: string[], name: string, ...args: unknown[]): ActionResult {
  const before = a.snapshot();
  const typed = a.allValues();
  let r: ActionResult;
  try {
    r = a.call<ActionResult>(name, ...args);
  } catch (e) {
    // The artifact's own check after every call (public truth) failed: say which event and steps led here.
    throw new Error(
      `${log.slice(-30).join('\n')}\n${name}(${args.map((x) => JSON.stringify(x)).join(', ')}) -> ${(e as Error).message}`,
    );
  }
  log.push(
    `${name}(${args.map((x) => JSON.stringify(x)).join(', ')}) -> ${r.ok ? 'ok' : r.problems.map((p) => p.message).join(' | ')}`,
  );
  const where = log.slice(-30).join('\n');
  if (!r.ok) expectUnchanged(a, before, `${where}: a refusal writes nothing`);
  expectNothingLost(withoutStatuses(typed), a, OWN_TABS);
  const state = a.call<EventState>('getEventState');
  expectAccounted(a, state, where);
  if (r.ok && WRITES.has(name)) expectPairingsAsRecorded(a, state.round, where);
  expectPublicTruth(a, state, where, { hall: true, readOnly: readOnlyReport(name, r, state) });
  return r;
}

const errorsOf = (s: EventState): Problem[] => s.problems.filter((p) => p.severity === 'error');

function dataRows(a: Artifact): number[] {
  return (a.values('Results') as Row[])
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => i > 0 && typeof r[0] === 'number')
    .map(({ i }) => i + 1);
}

const pick = <T>(r: Random, xs: readonly T[]): T => xs[r.int(xs.length)];

/** One random event of `format`: returns how many actions were checked. */
export function runRecordEvent(format: FormatId, seed: string, steps = 18): number {
  const r = seededRandom(seed);
  const a = openArtifact();
  const rounds = 3;
  const kit = kitOf(format);
  startEvent(a, format, NAMES.slice(0, 5 + r.int(3)), kit.event.roundsOption ? { rounds } : {});
  const log: string[] = [`${format} seed ${seed}`];
  let checked = 0;
  let late = 0;
  for (let i = 0; i < steps; i++) {
    const s = a.call<EventState>('getEventState');
    const choice = r.int(10);
    const results = a.values('Results') as Row[];
    if (choice <= 2 || s.round === 0) {
      if (s.round > 0) typeResults(a, format, s.round, r);
      act(a, log, 'pairNextRound', { force: false });
    } else if (choice === 3) {
      const rows = dataRows(a);
      if (rows.length) {
        const row = pick(r, rows);
        const [round, table] = [results[row - 1][0], results[row - 1][1]];
        if (r.next() < 0.5) handEdits.deleteRows(handEdits.tabNamed(a.emu.store, 'Results'), row, 1);
        else a.type('Results', `A${row}`, [new Array((results[0] as Row).length).fill('')]);
        log.push(`hand: Results row ${row} (round ${round}, table ${table}) removed`);
        const after = a.call<EventState>('getEventState');
        expectAccounted(a, after, log.slice(-4).join('\n'));
        act(a, log, 'restoreMissingRows');
      }
    } else if (choice === 4) {
      const pairings = a.values('Pairings') as Row[];
      if (pairings.length > 3) {
        if (r.next() < 0.5)
          handEdits.deleteRows(
            handEdits.tabNamed(a.emu.store, 'Pairings'),
            3 + r.int(pairings.length - 3),
            1,
          );
        else handEdits.clearContents(handEdits.tabNamed(a.emu.store, 'Pairings'), 3);
        log.push('hand: Pairings rows removed');
        act(a, log, 'updateStandings');
      }
    } else if (choice === 5) {
      const players = (a.values('Players') as Row[]).slice(1).filter((p) => text(p[0]));
      const recorded = new Set(recordOf(a).flatMap((e) => [nameKey(e.a), nameKey(e.b)]));
      const who = players.filter((p) => recorded.has(nameKey(text(p[0]))));
      if (who.length) {
        const old = text(pick(r, who)[0]);
        const row = (a.values('Players') as Row[]).findIndex((p) => text(p[0]) === old) + 1;
        const fresh = `${old} ${['Grissom', 'Smith', 'Jr'][r.int(3)]}`;
        if (r.next() < 0.5) {
          a.type('Players', `A${row}`, [[fresh]]);
          log.push(`hand: Players A${row} ${old} -> ${fresh}`);
          const asked = a
            .call<EventState>('getEventState')
            .problems.find((p) => p.action?.name === 'renamePlayer');
          expect(asked?.action?.args, log.slice(-3).join('\n')).toEqual([old, fresh]);
          act(a, log, 'renamePlayer', { from: old, to: fresh });
        } else act(a, log, 'renamePlayer', { from: old, to: fresh });
      }
    } else if (choice === 6 && kit.event.typedRounds && s.round > 1) {
      const at = (a.values('Event') as Row[]).findIndex((e) => e[0] === 'Rounds') + 1;
      const was = (a.values('Event') as Row[])[at - 1][1];
      a.type('Event', `B${at}`, [[s.round - 1]]);
      log.push(`hand: Rounds ${was} -> ${s.round - 1}`);
      const lowered = errorsOf(a.call<EventState>('getEventState')).some(
        (p) => p.code === EVENT_CODES.roundsLowered,
      );
      expect(lowered, log.slice(-3).join('\n')).toBe(true);
      if (r.next() < 0.5) act(a, log, 'undoLastRound');
      a.type('Event', `B${at}`, [[was]]);
    } else if (choice === 7) {
      const log2 = handEdits.tabNamed(a.emu.store, 'Log');
      if (log2.maxColumns <= 5) continue;
      handEdits.deleteColumns(log2, 6, Math.max(1, log2.maxColumns - 5));
      log.push('hand: Log narrowed to A:E');
      act(a, log, pick(r, ['undoLastRound', 'updateStandings']));
    } else if (choice === 8 && s.round > 0 && s.round >= s.rounds && kit.event.typedRounds) {
      const name = `Late ${++late}`;
      const refused = act(a, log, 'addPlayer', { name });
      expect(refused.ok, log.slice(-2).join('\n')).toBe(false);
      const row = (a.values('Players') as Row[]).length + 1;
      a.type('Players', `A${row}`, [[name]]);
      const s2 = act(a, log, 'updateStandings');
      expect(s2.ok, log.slice(-2).join('\n')).toBe(false);
      handEdits.deleteRows(handEdits.tabNamed(a.emu.store, 'Players'), row, 1);
    } else {
      if (s.round > 0) typeResults(a, format, s.round, r);
      act(a, log, pick(r, ['updateStandings', 'undoLastRound', 'checkEvent']));
    }
    checked++;
  }
  return checked;
}

export { FORMATS };
