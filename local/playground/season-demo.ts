// The season demo (`npm start -- --demo season`): three any-game events of eight club players, each
// played to its final standings through the real entry points and closed into the season, so League,
// Ratings and My season show three events. A spreadsheet runs one format's tabs (Start the next event
// keeps the Event tab's format), so the three differ in what any game lets the Event tab change between
// events: a Swiss under the Magic preset, a round robin, and single elimination.
import type { Session } from './session';

type Cell = string | number | boolean;

const PLAYERS = [
  'Ann Archer',
  'Bob Baker',
  'Cy Cole',
  'Dee Dunn',
  'Eve Ellis',
  'Fay Ford',
  'Gus Gray',
  'Hal Hart',
] as const;

/** The events in order: the first is set up, each later one typed on the Event tab after Start the next event. */
const EVENTS: { name: string; date: string; settings: [string, Cell][] }[] = [
  { name: 'Autumn Swiss', date: '2026-09-05', settings: [['Top cut', 'None']] },
  { name: 'Winter Round Robin', date: '2026-11-07', settings: [['Structure', 'Round robin']] },
  { name: 'Spring Knockout', date: '2027-03-06', settings: [['Structure', 'Single elimination']] },
];

/** Games won, typed from column E: no drawn match, so a knockout game always has a winner. */
const RESULTS: Cell[][] = [
  [2, 1],
  [0, 2],
  [2, 0],
  [1, 2],
  [2, 1],
];

/** Rounds at most in one event: a demo that does not finish says so rather than looping. */
const MAX_ROUNDS = 10;

export function buildSeasonDemo(session: Session): void {
  const step = (name: string, args: unknown[] = []) => {
    const r = session.call(name, args) as {
      ok: boolean;
      message: string;
      problems: { message: string }[];
    };
    if (!r.ok)
      throw new Error(
        `demo season: ${name} failed: ${r.message} ${r.problems.map((p) => p.message).join(' ')}`,
      );
  };
  const values = (tab: string) => session.emu.tabValues(tab) ?? [];
  const setting = (label: string, value: Cell) => {
    const row = values('Event').findIndex((r) => r[0] === label);
    if (row < 0) throw new Error(`demo season: no ${label} on the Event tab`);
    session.type('Event', `B${row + 1}`, [[value]]);
  };
  const state = () => session.call('getEventState', []) as { nextAction: string };
  EVENTS.forEach((event, e) => {
    if (e === 0) {
      step('setupEvent', [
        { format: 'any-game', name: event.name, date: event.date, seed: 'demo-season', preset: 'magic' },
      ]);
      session.type(
        'Players',
        'A2',
        PLAYERS.map((p) => [p]),
      );
    } else {
      step('startNextEvent');
      setting('Event name', event.name);
      setting('Date', event.date);
      setting('Seed', `demo-season-${e + 1}`);
    }
    for (const [label, value] of event.settings) setting(label, value);
    for (let round = 1; state().nextAction !== 'finished'; round++) {
      if (round > MAX_ROUNDS) throw new Error(`demo season: ${event.name} did not finish`);
      step('pairNextRound');
      let game = e + round;
      values('Results').forEach((row, i) => {
        if (i === 0 || row[0] !== round || !row[3] || row[3] === 'BYE') return;
        session.type('Results', `E${i + 1}`, [RESULTS[game++ % RESULTS.length]]);
      });
      step('updateStandings');
    }
    step('closeEvent');
  });
  session.call('selectCell', ['League', 'A1']);
}
