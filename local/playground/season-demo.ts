// The season demo (`npm start -- --demo season`): eight club players through three events of different
// formats, each played to its final standings through the real entry points and closed into the season
// (a Swiss under any game's Magic preset, a sealed-deck night, a single-elimination knockout), with a club
// night played on paper imported between the second and the third, so League, Ratings and My season show
// four events and a ninth player who came only to the club night.
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

/**
 * The events in order: the first set up, each later one set up again after Start the next event in its
 * own format (the Season section's Another format), the players carried over.
 */
const EVENTS: {
  name: string;
  date: string;
  format: 'any-game' | 'sealed-deck';
  setup: Record<string, Cell>;
  settings: [string, Cell][];
}[] = [
  {
    name: 'Autumn Swiss',
    date: '2026-09-05',
    format: 'any-game',
    setup: { preset: 'magic' },
    settings: [['Top cut', 'None']],
  },
  { name: 'Winter Sealed', date: '2026-11-07', format: 'sealed-deck', setup: { rounds: 3 }, settings: [] },
  {
    name: 'Spring Knockout',
    date: '2027-03-06',
    format: 'any-game',
    setup: {},
    settings: [['Structure', 'Single elimination']],
  },
];

/** The club night played on paper and imported after the second event: Round, Player, Opponent, Result. */
const IMPORTED = {
  header: [['Club Night', '2026-12-12', 'Chess, on paper', 'Ivy Irons']],
  games: [
    [1, 'Ann Archer', 'Ivy Irons', '0-1'],
    [1, 'Bob Baker', 'Cy Cole', '1-0'],
    [1, 'Dee Dunn', 'Eve Ellis', '½-½'],
    [1, 'Fay Ford', 'Gus Gray', '1-0'],
    [1, 'Hal Hart', '', 'bye'],
    [2, 'Ivy Irons', 'Bob Baker', '1-0'],
    [2, 'Ann Archer', 'Cy Cole', '1-0'],
    [2, 'Eve Ellis', 'Fay Ford', '0-1'],
    [2, 'Gus Gray', 'Hal Hart', '½-½'],
    [2, 'Dee Dunn', '', 'bye'],
  ] as Cell[][],
};

/** Games won in an any-game event, typed from column E: no drawn match, so a knockout game always has a winner. */
const GAMES: Cell[][] = [
  [2, 1],
  [0, 2],
  [2, 0],
  [1, 2],
  [2, 1],
];

/** Sealed deck's points, typed from column E: the player's, the opponent's, and how the game ended. */
const SEALED: Cell[][] = [
  [60, 42, 'Win'],
  [35, 71, 'Win'],
  [88, 40, 'Win'],
  [52, 55, 'Time called'],
  [47, 30, 'Win'],
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
    if (e > 0) step('startNextEvent');
    step('setupEvent', [
      {
        format: event.format,
        name: event.name,
        date: event.date,
        seed: `demo-season-${e + 1}`,
        ...event.setup,
      },
    ]);
    if (e === 0)
      session.type(
        'Players',
        'A2',
        PLAYERS.map((p) => [p]),
      );
    for (const [label, value] of event.settings) setting(label, value);
    const typed = event.format === 'sealed-deck' ? SEALED : GAMES;
    for (let round = 1; state().nextAction !== 'finished'; round++) {
      if (round > MAX_ROUNDS) throw new Error(`demo season: ${event.name} did not finish`);
      step('pairNextRound');
      let game = e + round;
      values('Results').forEach((row, i) => {
        if (i === 0 || row[0] !== round || !row[3] || row[3] === 'BYE') return;
        session.type('Results', `E${i + 1}`, [typed[game++ % typed.length]]);
      });
      step('updateStandings');
    }
    step('closeEvent');
    // The club night played on paper joins the season between the second event and the third.
    if (e === 1) {
      step('importIntoSeason');
      session.type('Import', 'A2', IMPORTED.header);
      session.type('Import', 'A5', IMPORTED.games);
      step('importIntoSeason');
    }
  });
  session.call('selectCell', ['League', 'A1']);
}
