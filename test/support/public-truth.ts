// "Public truth": nothing undecided is shown as decided on the tabs players read. Whenever the event
// state says a round or a tie is still pending, Standings, Bracket, Games, Slips, the hall screen and
// the sidebar's leaders name no outcome for it. Called after every action of the bundle and fuzz tests
// that drive whole events (test/fuzz/record-edits.ts, test/support/public-truth.test.ts).
import { expect } from 'vitest';
import type { EventState, HallScreen, Problem } from '../../src/shared/types';
import { TITLE_CODES } from '../../src/sheets/standings-title';
import type { Artifact } from './artifact';

const PUBLIC_TABS = [
  'Standings',
  'Standings by round',
  'My games',
  'Bracket',
  'Games',
  'Slips',
  'Schedule',
  'Report',
];
/** Words that declare an outcome: who won the event, or how a tie was settled. */
const DECIDED = /\b(Grand Admiral|Champion)\b/;
const SETTLED_TIE = /Coin toss|Tie decided by: Coin toss/;

/** The live tab `tab`, or undefined: a tab this format does not have, or one the organizer renamed. */
function tabOf(a: Artifact, tab: string) {
  return a.emu.store.sheets.find((s) => s.name === tab && !s.deleted);
}

/** A row of cells as text (rows and cells are sparse: holes are blank cells, and Array.from visits each). */
function rowText(row: ({ value?: unknown } | undefined)[] | undefined): string[] {
  return Array.from(row ?? [], (c) => String(c?.value ?? ''));
}

/**
 * The first row of `tab` whose first cell passes `first` and whose whole row passes `whole`, as text.
 * Read from the emulator's store after every action: only rows whose first cell passes are made text, as
 * tabs are formatted a thousand rows down.
 */
function findRow(
  a: Artifact,
  tab: string,
  first: (cell: string) => boolean,
  whole: (row: string[]) => boolean,
): string[] | undefined {
  for (const row of tabOf(a, tab)?.rows ?? []) {
    if (!first(String(row?.[0]?.value ?? ''))) continue;
    const text = rowText(row);
    if (whole(text)) return text;
  }
  return undefined;
}

/** A tie that waits for its tie-breaker battle, as the state says (a problem that blocks the next step). */
function battlePending(state: EventState): boolean {
  return state.problems.some((p) => /tie-breaker battle/i.test(p.message) && p.severity === 'error');
}

/**
 * Whether `problems` name exactly the stale title: Standings' A1 calling the standings final while a game
 * waits, with "Update standings" as its fix (docs/ARCHITECTURE.md, the Standings title).
 */
export function reportsStaleTitle(problems: readonly Problem[]): boolean {
  return problems.some(
    (p) =>
      p.code === TITLE_CODES.finalWhilePending &&
      p.tab === 'Standings' &&
      p.cell === 'A1' &&
      p.action?.name === 'updateStandings',
  );
}

export function expectPublicTruth(
  a: Artifact,
  state: EventState,
  where: string,
  options: {
    hall?: boolean;
    /**
     * The action wrote nothing (Check event, a refusal) and reported these problems: a title left stale by
     * a hand edit is accepted when they name exactly that (an action that writes re-titles Standings).
     */
    readOnly?: readonly Problem[];
  } = {},
): void {
  if (!state.ready || state.round === 0) return;
  // Pending: a game of the round still without a result, or rounds still to pair. (An event blocked by
  // a problem typed after it finished is not pending: its tabs keep what was decided.)
  // A game of an earlier round whose row was restored blank waits for its result too, but the later
  // rounds were played and decided: it leaves the last round's outcome standing.
  const pendingRound =
    state.missing.some((m) => m.round === state.round) || (state.rounds > 0 && state.round < state.rounds);
  const finished = !pendingRound;
  const title = String(tabOf(a, 'Standings')?.rows[0]?.[0]?.value ?? '');
  if (pendingRound && !(options.readOnly && reportsStaleTitle(options.readOnly))) {
    expect(/· final\b/.test(title), `${where}: Standings "${title}" says final while the event is not`).toBe(
      false,
    );
  }
  const pendingBattle = battlePending(state);
  // A read-only action that lists the stale title leaves every public tab as the last write left it:
  // its fix, Update standings, rewrites them all.
  const staleListed = pendingRound && options.readOnly !== undefined && reportsStaleTitle(options.readOnly);
  // An event blocked by an error (a semi-final row restored blank under a played final) keeps the outcome
  // its tabs last showed until the error is fixed: nothing can be computed from input with an error, and
  // the sidebar lists it. Standings' title still never says final (above).
  const blocked = state.problems.some(
    (p) => p.severity === 'error' && !/tie-breaker battle/i.test(p.message),
  );
  if (((!finished && !blocked) || pendingBattle) && !staleListed) {
    for (const tab of PUBLIC_TABS) {
      // A header cell or a label naming nobody is no outcome; a name beside it is.
      const winner = findRow(
        a,
        tab,
        (first) => DECIDED.test(first),
        (row) => row.slice(1).some((c) => /\w/.test(c) && !/to be decided|to play|tie-breaker/i.test(c)),
      );
      expect(
        winner,
        `${where}: ${tab} names an outcome (${JSON.stringify(winner)}) while ${pendingBattle ? 'a tie-breaker battle is to play' : 'the event is not finished'}`,
      ).toBeUndefined();
    }
    const leader = state.leaders.find((l) => DECIDED.test(l.score));
    expect(leader, `${where}: the sidebar's leaders name ${JSON.stringify(leader)}`).toBeUndefined();
  }
  if (pendingBattle) {
    // The players of each waiting tie, as the state names them ("P4 and P5 are tied on score, …").
    const tied = state.problems.flatMap((p) => {
      const m = /^(.+?) are tied on /.exec(p.message);
      return m && /tie-breaker battle/i.test(p.message) ? m[1].split(/, | and /) : [];
    });
    // A Bracket row about the tie names two of its players ("Seed 4: Gus, coin toss vs Hal"), and no
    // coin toss may settle it. Standings and Games may keep a coin toss that settled another, earlier
    // decision between the same players (a game's winner, their seeds): the format's tests check those.
    for (const tab of ['Bracket']) {
      const settled = findRow(
        a,
        tab,
        () => true,
        (row) =>
          tied.filter((n) => row.some((c) => c.trim() === n || new RegExp(`\\b${n}\\b`).test(c))).length >=
            2 && row.some((c) => SETTLED_TIE.test(c)),
      );
      expect(
        settled,
        `${where}: ${tab} settles the tie of ${tied.join(', ')} by coin toss while its battle is to play: ${JSON.stringify(settled)}`,
      ).toBeUndefined();
    }
    // The hall screen is an entry point of its own: asked only where the caller counts no calls.
    if (options.hall) {
      const hall = a.call<HallScreen>('getHallScreen');
      expect(JSON.stringify(hall), `${where}: the hall screen`).not.toMatch(DECIDED);
    }
  }
}
