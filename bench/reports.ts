// Players' reports at size (docs/REPORTING.md, "Call costs"): one round of a 1,000-player sealed-deck
// event (500 games) whose every game has two agreeing reports on the linked form's responses tab.
// Measured through the built dist/Code.js: reading them (getEventState), accepting all 500 in one
// acceptReports, and Update standings with the form connected against the same event without one.
import { connectForm, DRIVERS, type EntryCalls, Event, FORM_TAB, fillRound, reportRound } from './calls';

const driver = DRIVERS.find((d) => d.id === 'sealed-deck') as (typeof DRIVERS)[number];

export interface ReportsRow {
  what: string;
  calls: EntryCalls;
  /** Wall time of the call, ms (a median where `runs` > 1). */
  ms: number;
  runs: number;
}

export interface ReportsFigures {
  players: number;
  games: number;
  reports: number;
  rows: ReportsRow[];
}

function timed(
  ev: Event,
  entry: string,
  runs: number,
  ...args: unknown[]
): { calls: EntryCalls; ms: number } {
  const times: number[] = [];
  let calls: EntryCalls | null = null;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    calls = ev.measure(entry, ...args);
    times.push(performance.now() - t);
    if (!calls.ok)
      throw new Error(`reports bench: ${entry} failed: ${JSON.stringify(ev.problems.slice(0, 2))}`);
  }
  times.sort((a, b) => a - b);
  return { calls: calls as EntryCalls, ms: times[Math.floor(times.length / 2)] };
}

/** Round 1 paired at `players` players, with or without the form linked and connected before pairing. */
function pairedEvent(players: number, form: boolean): Event {
  const ev = new Event();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  ev.call('setupEvent', { format: driver.id, ...driver.options(3, players) });
  ev.paste('Players', driver.players(names));
  if (form) connectForm(ev, driver);
  for (const [entry, ...args] of driver.beforeRound1 ?? []) ev.call(entry, ...args);
  ev.round = 1;
  if (!ev.call('pairNextRound').ok) throw new Error('pairing failed');
  return ev;
}

export function reportsBench(players = 1000): ReportsFigures {
  const ev = pairedEvent(players, true);
  reportRound(ev, driver, 1);
  const reports = ev.values(FORM_TAB).length - 1;
  const games = reports / 2;
  const read = timed(ev, 'getEventState', 3);
  const accept = timed(ev, 'acceptReports', 1, {});
  const withForm = timed(ev, 'updateStandings', 3, {});
  // The same event and results, typed by the organizer, with no form connected.
  const plain = pairedEvent(players, false);
  fillRound(plain, driver, 1);
  const withoutForm = timed(plain, 'updateStandings', 3, {});
  return {
    players,
    games,
    reports,
    rows: [
      { what: `getEventState, ${reports} reports queued`, ...read, runs: 3 },
      { what: `acceptReports, all ${games} agreed games at once`, ...accept, runs: 1 },
      { what: 'updateStandings, form connected (reports decided)', ...withForm, runs: 3 },
      { what: 'updateStandings, no form', ...withoutForm, runs: 3 },
    ],
  };
}
