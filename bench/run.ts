// npm run bench: pairing speed beside tournament-pairings, service calls per entry point for every
// format, players' reports at 1,000 players, bundle size and load time. Prints the tables and writes
// bench/RESULTS.md. `npx tsx bench/run.ts --only reports` runs
// the reports section alone and rewrites only that section of bench/RESULTS.md (the whole bench takes
// minutes); `--only any-game-pairing` does the same for the any-game Swiss pairing section, and
// `--only any-game-presets` for the 2,000-player round under every preset, `--only dutch` for chess
// colours and floaters beside bbpPairings (BBP_PAIRINGS names its executable; bench/dutch.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { matchingStats } from '../src/engine/matching';
import { ANY_GAME_CASES, runAnyGameEvent } from './any-game-pairing';
import { PRESETS_HEADING, presetsSection } from './any-game-presets';
import { DRIVERS } from './calls';
import {
  budgetAt,
  COST_SIZES,
  type CostFigures,
  eventCosts,
  figures,
  measureCosts,
  readBefore,
  type WorstFigures,
} from './cost';
import { bbpPath, DUTCH_HEADING, dutchSection } from './dutch';
import { namesBench, namesTable } from './names';
import { buildField, pairOurs, pairPeer } from './pairing';
import {
  type AnyGameRow,
  anyGamePairingTable,
  type CallsRow,
  callsTable,
  costTable,
  type PairingRow,
  pairingTable,
  reportsTable,
  sizeTable,
  worstTable,
} from './report';
import { reportsBench } from './reports';
import { bundleFigures } from './size';

const PLAYERS = [16, 64, 256, 1000, 10000];
const ROUNDS = [1, 3, 8];
/** The peer is an O(n³) blossom over every pair: a call estimated over this budget is not run. */
const PEER_BUDGET_MS = Number(process.env.BENCH_PEER_BUDGET_MS ?? 60000);
/** Arrow/target at 2,000 players writes a 2-million-row Schedule on every action: minutes in the emulator. */
const FULL = process.env.BENCH_FULL === '1';

function pairing(): PairingRow[] {
  const rows: PairingRow[] = [];
  let peerPer: number | null = null; // ms / n³ from the largest field the peer ran
  for (const n of PLAYERS) {
    for (const rounds of ROUNDS) {
      const field = buildField(n, rounds);
      const written = pairOurs(field, 'written');
      matchingStats.exact = 0;
      const lookAhead = pairOurs(field, 'look-ahead', 3);
      const exact = matchingStats.exact / 4; // a warm-up run and 3 timed runs
      const estimate = peerPer === null ? 0 : peerPer * n ** 3;
      let peer: PairingRow['peer'];
      if (estimate > PEER_BUDGET_MS) {
        const hours = estimate / 3.6e6;
        peer = `not run (estimated ${hours >= 1 ? `${hours.toFixed(1)} h` : `${(estimate / 1000).toFixed(0)} s`})`;
      } else {
        peer = pairPeer(field);
        // Scaled from the largest field run so far (small fields are dominated by warm-up noise).
        peerPer = peer.ms / n ** 3;
      }
      const row: PairingRow = { n, rounds, written, lookAhead, exact, peer };
      rows.push(row);
      console.log(pairingTable([row]).split('\n')[2]);
    }
  }
  return rows;
}

function calls(worst: WorstFigures[]): CallsRow[] {
  const rows: CallsRow[] = [];
  for (const driver of DRIVERS) {
    for (const n of [20, 200, 2000]) {
      // The arrow/target schedule wants an odd number of players.
      const players = driver.id === 'arrow-target' ? n + 1 : n;
      const rounds = driver.rounds(10, players);
      if (driver.id === 'arrow-target' && n === 2000 && !FULL) {
        rows.push({ format: driver.id, players, calls: [], note: 'not run: BENCH_FULL=1, about 5 minutes' });
        continue;
      }
      const calls = eventCosts(driver, players, worst);
      rows.push({ format: driver.id, players, calls, note: `${rounds} rounds` });
      console.log(callsTable([rows[rows.length - 1]]).split('\n')[2]);
    }
  }
  return rows;
}

const ANY_GAME_HEADING = '## Any-game Swiss pairing over whole events';

const duration = (est: number) => {
  const hours = est / 3.6e6;
  return hours >= 1 ? `${hours.toFixed(1)} h` : `${(est / 1000).toFixed(0)} s`;
};

/** The any-game pairing section: each case's two events (each engine's, the other pairing beside it). */
function anyGameSection(how: string): string {
  const started = Date.now();
  const rows: AnyGameRow[] = [];
  let peerPer: number | null = null; // ms / n³ of one peer round, from the largest field it ran
  for (const c of ANY_GAME_CASES) {
    // The peer pairs every round after the first twice (its own event, beside ours), 3 timed runs up to 300 players.
    const calls = 2 * (c.rounds - 1) * (c.n <= 300 ? 3 : 1);
    const estimate = peerPer === null ? 0 : peerPer * c.n ** 3 * calls;
    let row: AnyGameRow;
    if (estimate > PEER_BUDGET_MS) {
      row = {
        ...c,
        ours: runAnyGameEvent('ours', c.n, c.rounds),
        peer: `not run (estimated ${duration(estimate)})`,
      };
    } else {
      const ours = runAnyGameEvent('ours', c.n, c.rounds, { shadow: 'peer' });
      const peer = runAnyGameEvent('peer', c.n, c.rounds, { shadow: 'ours' });
      row = { ...c, ours, peer };
      // Scaled from the largest field run so far (small fields are dominated by warm-up noise).
      peerPer = peer.played.medianMs / c.n ** 3;
    }
    rows.push(row);
    console.log(anyGamePairingTable([row]).split('\n').slice(2).join('\n'));
  }
  const section = `${ANY_GAME_HEADING}

Written by \`${how}\` (Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s).
Whole Swiss events (bench/any-game-pairing.ts) paired by the any-game format's \`pairSwissRound\` and by
[tournament-pairings](https://www.npmjs.com/package/tournament-pairings)' Swiss (the peer). pairSwissRound
matches with src/engine/blossom.ts (edmonds-blossom-fixed's algorithm over typed arrays, from a greedy
start); the peer with edmonds-blossom-fixed as published (each stage's arrays allocated anew), so the
times compare the two matchings as well as the pairings. Win 1, draw ½,
bye 1; results are a seeded coin flip per game (a draw one time in ten), the same in both events whenever
both pair the same two players in the same round; round 1 is the same seeded draw for both. Each case runs
two events: pairSwissRound's and the peer's. Row "each its own event" compares each engine over its own;
rows "pairSwissRound's event" and "the peer's event" compare both engines pairing the very same standings
every round (the other engine's tables are measured, not played), which takes out the drift between the
two events. Cells are pairSwissRound / peer, totals over rounds 2 on. Group gaps: the sum over tables of
the point-group difference (groups: the distinct scores before the round); squared group gaps: the same
squared, which pairSwissRound minimizes after rematches and the bye; tables across groups: tables with a
gap; largest gap: the largest at one table. Both had a bye: tables of two players who had both had a bye
(pairSwissRound keeps them apart only below group gaps). Extra byes: players left unpaired beyond the one
bye of an odd field (the peer drops previous opponents' pairs from its graph, so a crowded field can leave
it short; they count as byes). Time: one pairing call, median of 3 runs up to 300 players, one run above;
the median round and the slowest. The peer is estimated from the largest field it ran (time grows as n³)
and not run over BENCH_PEER_BUDGET_MS (${PEER_BUDGET_MS} ms) for its two events.

${anyGamePairingTable(rows)}
`;
  console.log(section);
  return section;
}

const COST_HEADING = '## Cost per entry point';

/** The cost section: every entry point's commits, cells and modelled seconds, before and after. */
function costSection(how: string, rows: CostFigures[], worst: WorstFigures[]): string {
  const before = readBefore();
  const tables = COST_SIZES.map((n) => {
    const at = rows.filter((r) => r.players === n || r.players === n + 1);
    return `### ${n} players (arrow/target ${n + 1})\n\n${at.length ? costTable(at, before, budgetAt(n)) : 'not run'}\n`;
  }).join('\n');
  return `${COST_HEADING}

Written by \`${how}\` (Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).
Counted by the emulator (local/emulator/cost-counter.ts) while the built \`dist/Code.js\` runs the event of
"Service calls per entry point" below, each entry point at its last measurement (a 10-round event;
acceptReports and rejectReport from a 3-round event with a report form).
Commits: reads made while writes were pending, plus the end of the action. Cells written: every cell a
write of values, formats, dropdowns or notes covers; cells changed: the cells whose value, formula,
formats or dropdown differ after the action (local/emulator/cell-changes.ts); the budget is twice that
plus 200 at 20 and 200 players, 2,000 at 2,000. Modelled seconds: docs/PLATFORM.md, Cost model, from the
reads and writes (the calls that reach the spreadsheet), the commits and the cells. Before → after:
the build at commit ${BEFORE_COMMIT}, measured the same way (bench/cost-before.json, written by
\`BENCH_DIST=<its dist> npx tsx bench/cost.ts --before\`).
Arrow/target at 2,001 players is run with BENCH_FULL=1 only (its schedule is 2 million rows).
Modelled seconds over the issue's budget (2 s at 20 players, 20 s at 2,000) are marked (over) too.

${tables}
### The worst action of each event

Every action of the same events, not only each entry point's last: the largest cells written as a share of
the cells budget (1 or less is within it), and the slowest in modelled seconds. Where a format stays over,
test/support/call-budget.ts (OVER_BUDGET) holds its ceiling and docs/PLATFORM.md ("Where the budgets are
not met") says why.

${worstTable(worst)}
`;
}

/** The build bench/cost-before.json was measured on: the last commit before the read-first frame. */
const BEFORE_COMMIT = 'ab17304';

const REPORTS_HEADING = "## Players' reports at 1,000 players";

/** The reports section, with how it was run (it may be run alone). */
function reportsSection(how: string): string {
  const started = Date.now();
  const f = reportsBench(1000);
  const section = `${REPORTS_HEADING}

Written by \`${how}\` (Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s).
One round of a ${f.players}-player sealed-deck event (${f.games} games) with the report form connected and
${f.reports} reports on its responses tab, two agreeing ones for every game, through the built
\`dist/Code.js\` (docs/REPORTING.md, "Call costs"). getEventState reads and matches every report;
acceptReports writes all ${f.games} results, records the decisions and rewrites the output tabs in one
action; Update standings is then measured with the form connected (the reports all decided) and on
the same event and results with no form. Wall times are the emulator's on this machine, not Google's:
in Sheets every service call is a round trip to Google, so there the call counts weigh more.

${reportsTable(f.rows)}
`;
  console.log(section);
  return section;
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only !== null) {
  const sections: Record<string, { heading: string; make: (how: string) => string; before: string }> = {
    reports: { heading: REPORTS_HEADING, make: reportsSection, before: '\n## Bundle' },
    'any-game-pairing': { heading: ANY_GAME_HEADING, make: anyGameSection, before: '\n## Service calls' },
    'any-game-presets': { heading: PRESETS_HEADING, make: presetsSection, before: '\n## Service calls' },
    dutch: { heading: DUTCH_HEADING, make: dutchSection, before: '\n## Cost per entry point' },
    cost: {
      heading: COST_HEADING,
      make: (how) => {
        const worst: WorstFigures[] = [];
        return costSection(
          how,
          measureCosts(FULL, (l) => console.log(l), worst),
          worst,
        );
      },
      before: '\n## Service calls',
    },
  };
  const s = sections[only];
  if (!s)
    throw new Error(
      `--only takes ${Object.keys(sections)
        .map((k) => `"${k}"`)
        .join(' or ')}, not "${only}"`,
    );
  const section = s.make(`npx tsx bench/run.ts --only ${only}`);
  const md = readFileSync('bench/RESULTS.md', 'utf8');
  const at = md.indexOf(s.heading);
  const next = at < 0 ? md.indexOf(s.before) + 1 : md.indexOf('\n## ', at + 1) + 1;
  writeFileSync('bench/RESULTS.md', `${md.slice(0, at < 0 ? next : at)}${section}\n${md.slice(next)}`);
  process.exit(0);
}

/** A section of bench/RESULTS.md as it stands (its heading to the next), or nothing. */
function keptSection(heading: string): string {
  const md = readFileSync('bench/RESULTS.md', 'utf8');
  const at = md.indexOf(heading);
  if (at < 0) return '';
  const next = md.indexOf('\n## ', at + 1);
  return md.slice(at, next < 0 ? md.length : next + 1);
}

const started = Date.now();
const pairs = pairing();
const anyGame = anyGameSection('npm run bench');
const presets = presetsSection('npm run bench');
// bbpPairings is built by hand (bench/dutch.ts): without it, the section the last run with it wrote stays.
const dutch = bbpPath() ? dutchSection('npm run bench') : keptSection(DUTCH_HEADING);
const worstRows: WorstFigures[] = [];
const callRows = calls(worstRows);
const costRows = callRows.flatMap((r) => r.calls.map((c) => figures(r.format, r.players, c)));
const nameRows = namesBench();
console.log(namesTable(nameRows));
const reports = reportsSection('npm run bench');
const size = bundleFigures();
const md = `# Benchmark results

Written by \`npm run bench\` (one run, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s).

## Pairing one Swiss round

Fields built by playing 1, 3 or 8 rounds (look-ahead pairing, coin-flip results). Our pile walk as
written and with look-ahead, beside [tournament-pairings](https://www.npmjs.com/package/tournament-pairings)'
Swiss (GPL, a dev-only benchmark dependency: a weighted blossom over every pair, edmonds-blossom-fixed as
published) on the same field.
Times are medians of 5 runs (written), 3 (look-ahead) and one run (peer), each after a warm-up run. Rematches: games
between players who met before. Score gap: the sum over games of the two players' score difference.
Exact matchings: how often the look-ahead ran the blossom (only when Dirac's condition — every
remaining player has not met at least half of the others — does not already guarantee a rematch-free pairing).

${pairingTable(pairs)}

${anyGame}
${presets}
${dutch}
${costSection('npm run bench', costRows, worstRows)}
## Service calls per entry point

Counted by the emulator while the built \`dist/Code.js\` runs a whole event: setupEvent, sealed deck's
seating list (seatPlayers) before round 1, then every round paired, filled in and scored; pairNextRound and updateStandings as measured at the last round;
addPlayer once round 1 is scored; then getEventState, the format's commands and tools, renamePlayer,
setPlayerStatus, restoreMissingRows (a Results row deleted by hand), undoLastRound, previewNextRound and
publishRound, and rePairRound on the round paired again. acceptReports and rejectReport: a 3-round event
whose results come from a report form, one table's reports rejected at the last round. Each cell: Spreadsheet-service calls (with the calls that grew a
tab in brackets: \`insertRowsAfter\` plus the new rows' formats and dropdowns; a tab doubles when it grows,
so this happens a few times per event, never per row) / Lock and Properties calls. "refused": the
action answered with a problem (e.g. late entry in a format without it), which is measured too.

${callsTable(callRows)}

## Player-name checks at their worst

The near-duplicate search over the Players tab (typos one letter apart, "J. Smith" beside "John Smith")
with thousands of players sharing a surname, and with names of 49,000 characters (refused since they
pass 100 characters, but still read and checked). Engine: \`findNearDuplicates\` alone, median of 3.
Action: one \`checkEvent\` through the built \`dist/Code.js\` in the emulator (it reads and checks every tab).
Before the near-duplicate search was made near-linear, it compared every pair sharing a surname and indexed every one-letter deletion
of every name: 2,000 Smiths took 5.0 s (engine) and 18.9 s (checkEvent), 5,000 took 33.9 s and 115 s,
and 60 names of 49,000 characters did not finish the engine search in 60 s.

${namesTable(nameRows)}

${reports}
## Bundle

${sizeTable(size)}
`;
writeFileSync('bench/RESULTS.md', md);
console.log(`\n${md}`);
