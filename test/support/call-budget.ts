// The call budget's figures and its check of one format's whole event, shared by
// test/bundle/service-call-budget.test.ts and test/bundle/service-call-budget-any-game.test.ts (any game's
// 2,000-player Swiss pairs by a weighted matching, ~55 s of the emulator for the event, so it runs in its
// own file, beside the others rather than after them).
import { expect } from 'vitest';
import { type Driver, type EntryCalls, runEvent } from '../../bench/calls';

const events = new Map<string, EntryCalls[]>();

/**
 * runEvent, once per format, size and form in a test worker: the 20-player, 3-round event without a form is
 * compared by the constant-calls check and by the form check. Callers only read what it returns.
 */
export function eventCalls(driver: Driver, players: number, rounds: number, form = false): EntryCalls[] {
  const key = `${driver.id}/${players}/${rounds}/${form}`;
  let calls = events.get(key);
  if (!calls) {
    calls = runEvent(driver, players, rounds, form);
    events.set(key, calls);
  }
  return calls;
}

// The target was 40; the Slips tab costs 4 calls more on every action that rewrites the output tabs
// (find it, size it, range, values), so pairing Full Thrust took 44; Pairings' phone layout sets each
// row's weight (its find-your-name header moves with the tables): 45. The record of what was paired
// (src/sheets/record.ts) is read by every action (find its tab, its data range, its values: 3) and
// appended to by pairing (range, values: 2), and every action that rewrites the derived tabs rewrites
// Pairings from it as well (6 more for Update standings): pairing Full Thrust takes 51. Still constant
// in players and rounds, which is what this test holds; a cache of each output tab's size would win
// calls back. Standings by round and My games (src/engine/round-by-round.ts) are written with the other
// output tabs, 4 calls each as Slips (find, size, range, values), and My games' shaded name rows one
// setBackgrounds: 9 more on every action that rewrites the output tabs, measured 51 -> 60 for pairing
// Full Thrust (41 -> 50 for Update standings of sealed deck). The progression chart on Standings by
// round (src/server/progression-chart.ts) is updated with that tab: 8 calls (getCharts, getRange,
// modify, clearRanges, addRange, setPosition, build, updateChart), and 11 on the action that makes it
// (the first after setup, or after the organizer deleted it: newChart, asLineChart, the transpose, two
// options and insertChart in place of modify, clearRanges and updateChart): measured 60 -> 71 for
// pairing round 1 of Full Thrust, 60 -> 68 for its later rounds.
export const BUDGET = 71;
/**
 * Undo and re-pair also read Results' formulas (a removed formula is logged as typed) and delete the
 * removed rows instead of rewriting the kept ones: two calls more, still constant.
 */
export const REMOVES_ROWS: Record<string, number> = { undoLastRound: 2, rePairRound: 2 };
/**
 * setupEvent creates every tab of the event (7 to 9) with its header, frozen row, column widths,
 * text formats, dropdowns, tab colour and protection: each of those is a call per tab (widths one per
 * run of equal neighbouring widths), so it stays above 40. Its ceiling per format, which does not
 * move with players or rounds (it runs before either exists):
 */
// Pairings' phone layout adds 5: every cell wraps, centred in its row's height, the title is
// merged across A..D, and the columns past D are deleted (fewer width runs pay for part of it).
export const SETUP_CEILING: Record<string, number> = {
  // Standings' title (written, merged, 14 pt bold), frozen columns and wrapping names: 8 or 9 calls.
  // Pairings' and Standings' phone layouts together, with the Players tab's Fixed table column:
  // measured 200 / 239 / 214 / 242 on the merged code (a wrapping Standings header row included).
  // The record's own tab (hidden, protected, its header and widths) adds 17: 222 / 256 / 231 / 258.
  // Standings by round and My games, each with its header, frozen row (and columns), widths, wrapping
  // columns and header row, colour and protection, and My games' columns past E deleted (as Pairings'
  // past D), add 45: 267 / 301 / 276 / 303.
  // The Event row "Preview pairings before publishing" is in the same values write, but its label
  // widens the Event tab's Setting column (190/200 to 220 px): in arrow/target that column was one
  // width run with Value (both 200 px) and is now two, one call more: 267 / 301 / 277 / 303.
  'sealed-deck': 267,
  'attack-wing': 301,
  'arrow-target': 277,
  'full-thrust': 303,
  // Any game (src/engine/formats/any-game.ts) has no input tab past Players and no Seating or Schedule
  // tab, and its Event tab's settings are one values write with the preset's values filled in: measured
  // 242 on the code it was added with; 2 over that for a width run or a dropdown more.
  'any-game': 244,
};

/**
 * An action's calls without the growth step (src/server/apply.ts ensureRows): insertRowsAfter, the new
 * rows' text format (one range list), dropdowns (rules built, one range each) and, on Pairings, their
 * wrap, font size and alignment (range lists). Actions use these methods for nothing else. Nor the
 * widening step (src/server/widths.ts): a column grows when a longer name or note is written in it, one
 * setColumnWidth(s) per run and one setProperty to record it.
 */
export function steady(c: EntryCalls): Record<string, number> {
  const out: Record<string, number> = {};
  const ranges = c.growth
    ? (c.byMethod['Range.setDataValidation'] ?? 0) + (c.byMethod['Range.setDataValidations'] ?? 0)
    : 0;
  for (const [m, n] of Object.entries(c.byMethod)) {
    // Problems and warnings name tabs by their real names: one getName per tab they mention (a
    // rematch warning at 20 players, none at 2,000), bounded by the tabs, checked below.
    if (m === 'Sheet.getName') continue;
    // Pairings' new rows also get their wrap, font size and alignments (RangeList.set*).
    if (c.growth && /insertRowsAfter|NumberFormat|DataValidation|getRangeList|RangeList\.set/.test(m))
      continue;
    if (/setColumnWidth/.test(m) || (c.widen && m === 'Properties.setProperty')) continue;
    const own = m === 'Sheet.getRange' ? n - ranges : n;
    if (own) out[m] = own;
  }
  return out;
}

export const byEntry = (calls: EntryCalls[]) => {
  const out = new Map<string, EntryCalls[]>();
  for (const c of calls) out.set(c.entry, [...(out.get(c.entry) ?? []), c]);
  return out;
};

/** The players and the sizes compared for `driver`: 20 and 2,000, arrow/target 21 and 201. */
export function sizesOf(driver: Driver): [small: number, large: number] {
  // Arrow/target writes its whole N-round schedule on every action (2,000 players: 2 million rows,
  // minutes in the emulator), so it is compared at 21 and 201 players.
  return driver.id === 'arrow-target' ? [21, 201] : [20, 2000];
}

/** The name of the check, with its figures. */
export function constantCallsName(driver: Driver): string {
  const [small, large] = sizesOf(driver);
  return `${driver.id}: the same calls at ${small} and ${large} players, at 3 and 10 rounds, growth aside; at most ${BUDGET} Spreadsheet calls`;
}

/**
 * Players and rounds are varied one at a time: 2,000 players over 3 rounds against 20 over 3, and
 * 20 over 10 rounds against 20 over 3. Both at once (2,000 players over 10 rounds) cost two minutes
 * of the test run and proved nothing more; `npm run bench` still measures that event.
 */
export function expectConstantCalls(driver: Driver): void {
  const [small, large] = sizesOf(driver);
  const big = runEvent(driver, large, 3);
  const few = runEvent(driver, small, 10);
  const short = eventCalls(driver, small, 3);
  const bigBy = byEntry(big);
  const fewBy = byEntry(few);
  const shortBy = byEntry(short);
  expect([...bigBy.keys()].sort()).toEqual([...fewBy.keys()].sort());
  let grows = 0;
  let widens = 0;
  for (const [entry, list] of bigBy) {
    const last = list[list.length - 1];
    const fewLast = (fewBy.get(entry) as EntryCalls[]).at(-1) as EntryCalls;
    const shortLast = (shortBy.get(entry) as EntryCalls[]).at(-1) as EntryCalls;
    expect(fewLast.growth, `${entry} grows a tab at ${small} players`).toBe(0);
    // Players: the same methods, the same number of times.
    expect(steady(last), `${entry}: ${large} vs ${small} players`).toEqual(steady(shortLast));
    // Rounds: the last round of a 10-round event costs what the last of a 3-round event does.
    expect(steady(fewLast), `${entry}: 10 vs 3 rounds`).toEqual(steady(shortLast));
    for (const c of list) {
      grows += c.byMethod['Sheet.insertRowsAfter'] ?? 0;
      widens += c.widen;
    }
    for (const c of [...list, ...(fewBy.get(entry) ?? []), ...(shortBy.get(entry) ?? [])]) {
      expect(c.byMethod['Sheet.getName'] ?? 0, `${entry}: getName per tab named`).toBeLessThanOrEqual(3);
      if (entry === 'setupEvent')
        expect(c.spreadsheet, 'setupEvent').toBeLessThanOrEqual(SETUP_CEILING[driver.id]);
      else
        expect(c.spreadsheet - c.growth - c.widen, `${entry} at round ${c.round}`).toBeLessThanOrEqual(
          BUDGET + (REMOVES_ROWS[entry] ?? 0),
        );
    }
    // Every round of pairing and scoring from round 3 on costs the same, growth aside.
    const from3 = (fewBy.get(entry) as EntryCalls[]).filter((c) => c.round >= 3);
    for (const c of from3) expect(steady(c), `${entry} at round ${c.round}`).toEqual(steady(from3[0]));
  }
  // Tabs double when they grow: a handful of times over a 2,000-player event, never per row.
  expect(grows).toBeGreaterThan(0);
  expect(grows).toBeLessThanOrEqual(10);
  // Columns widen in 20 px steps and never narrow: a few times over a whole event, never per row.
  expect(widens, 'column widenings over the event').toBeLessThanOrEqual(30);
}
