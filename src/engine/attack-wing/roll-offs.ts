// The roll-offs table, on the Fleets tab to the right of the fleets (columns I to L): one row per player
// per roll-off (Roll-off round | Tied players | Tied player | Roll-off results). Rows with the same round
// and Tied players, one after another, are one roll-off; a blank round or Tied players cell continues the
// row above, as the fleets do. The parse also says which ties still need a roll-off (a note at the table's
// next free row) and which recorded roll-offs decide nothing now (after an undo or a corrected result),
// never changing what was typed.
//
// Why on the Fleets tab and not a tab of its own: every action reads each input tab (three Spreadsheet
// calls), and an Attack Wing pairing is already near the call budget (docs/ARCHITECTURE.md, Cost); the Fleets tab is read
// anyway and is the format's own record of the event.
import { type CellValue, type FormatContext, type TabIssue, withInput } from '../format';
import { listNames } from '../name-list';
import { nameKey } from '../names';
import { type TabIssueList, tabIssueList } from '../tab-issues';
import { FLEETS, trimmedCellText } from './fleet';
import { parseResults, type RollOffRecord, recordFor, sameKeys, stillLevel } from './roll-off-record';
import { completeRounds } from './scoring';
import { type Tie, tiesAfter, tiesDue } from './ties';

/** The codes of the problems about the roll-offs table. */
export const ROLL_OFF_CODES = {
  /** A Roll-off round that is not a round number. */
  badRound: 'attack-wing-roll-off-bad-round',
  /** A roll-off's first row with no round. */
  noRound: 'attack-wing-roll-off-no-round',
  /** A Tied player cell blank or not on the Players tab. */
  player: 'attack-wing-roll-off-player',
  /** Roll-off results blank or not results. */
  results: 'attack-wing-roll-off-results',
  /** A roll-off with one player. */
  onePlayer: 'attack-wing-roll-off-one-player',
  /** A roll-off for a round not complete yet: it decides nothing until it is. */
  roundIncomplete: 'attack-wing-roll-off-round-incomplete',
  /** A roll-off among players not tied as the Results stand. */
  notTied: 'attack-wing-roll-off-not-tied',
  /** A roll-off replaced by a later one of the same players and round. */
  replaced: 'attack-wing-roll-off-replaced',
  /** Players who rolled the same: they re-roll among themselves. */
  sameRoll: 'attack-wing-roll-off-same-roll',
  /** A tie that waits for its roll-off (the note at the table's next free row). */
  waiting: 'attack-wing-roll-off-waiting',
} as const;

export const ROLL_OFF_HEADERS = ['Roll-off round', 'Tied players', 'Tied player', 'Roll-off results'];
/** The table's first column on the Fleets tab (I): the fleets take A to G, H is left blank between them. */
export const ROLL_OFF_FIRST_COL = 9;
const COL = {
  round: ROLL_OFF_FIRST_COL,
  label: ROLL_OFF_FIRST_COL + 1,
  player: ROLL_OFF_FIRST_COL + 2,
  results: ROLL_OFF_FIRST_COL + 3,
} as const;

export interface RollOffsData {
  records: RollOffRecord[];
  /** The first row after the last one used: where the next roll-off goes. */
  nextRow: number;
}

export const RESULTS_FIX =
  'Type the number of hits and critical hits rolled on 5 attack dice (0 to 5); players still level re-roll: add each re-roll after a comma (3, 4).';

/** "Ann, Bob and Cy are tied on battle and fleet points after round 3: roll off (5 attack dice each)." */
export function tieMessage(tie: Tie): string {
  const names = tie.players.map((p) => (p.active ? p.name : `${p.name} (dropped)`));
  return `${listNames(names)} are tied on battle and fleet points after round ${tie.round} (${tie.players[0].battlePoints} BP, ${tie.players[0].fleetPoints} FP): roll off (5 attack dice each).`;
}

function readRecords(grid: CellValue[][], ctx: FormatContext, list: TabIssueList) {
  const byKey = new Map(ctx.players.map((p) => [p.key, p]));
  const records: RollOffRecord[] = [];
  let round: number | null = null;
  let label = '';
  let current: RollOffRecord | null = null;
  let lastRow = 1;
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i] ?? [];
    const rowNo = i + 1;
    const cells = ROLL_OFF_HEADERS.map((_, c) => trimmedCellText(row[COL.round - 1 + c]));
    if (cells.every((c) => c === '')) continue;
    lastRow = rowNo;
    if (cells[0] !== '') {
      const n = Number(cells[0]);
      round = Number.isInteger(n) && n >= 1 ? n : null;
      if (round === null) {
        list.err(
          ROLL_OFF_CODES.badRound,
          rowNo,
          COL.round,
          `"${cells[0]}" is not a round number.`,
          'Type the battle round after which the players were tied (1, 2, 3…).',
        );
        current = null;
        continue;
      }
    } else if (round === null) {
      list.err(
        ROLL_OFF_CODES.noRound,
        rowNo,
        COL.round,
        'This roll-off has no round.',
        'Type the battle round after which the players were tied in the first row of the roll-off.',
      );
      continue;
    }
    if (cells[1] !== '') label = cells[1];
    const name = cells[2];
    const player = byKey.get(nameKey(name));
    if (!player) {
      list.err(
        ROLL_OFF_CODES.player,
        rowNo,
        COL.player,
        name ? `"${name}" is not on the Players tab.` : 'The player name is missing.',
        name
          ? 'Correct the spelling to match the Players tab.'
          : "Type the player's name as on the Players tab.",
      );
      continue;
    }
    const results = parseResults(row[COL.results - 1]);
    if (!results) {
      list.err(
        ROLL_OFF_CODES.results,
        rowNo,
        COL.results,
        cells[3] ? `"${cells[3]}" is not a roll-off result.` : `${player.name}'s results are missing.`,
        RESULTS_FIX,
      );
      continue;
    }
    // The same round and players' label continue the roll-off above; a player already in it starts a new one
    // (the same tie rolled off again).
    const continues =
      current &&
      current.round === round &&
      current.label === label &&
      !current.rolls.some((r) => r.key === player.key);
    if (!continues) {
      current = { round, label, firstRow: rowNo, lastRow: rowNo, rolls: [] };
      records.push(current);
    }
    const rec = current as RollOffRecord;
    rec.rolls.push({ key: player.key, name: player.name, row: rowNo, results });
    rec.lastRow = rowNo;
  }
  return { records, lastRow };
}

const rows = (r: RollOffRecord) =>
  r.firstRow === r.lastRow ? `row ${r.firstRow}` : `rows ${r.firstRow}–${r.lastRow}`;

/** Notes on roll-offs that decide nothing as the Results stand now. */
function checkRecords(ctx: FormatContext, records: RollOffRecord[], list: TabIssueList) {
  const complete = completeRounds(ctx);
  const tiesBy = new Map<number, Tie[]>();
  const keep =
    'Nothing is removed: the rows stay as typed, and count again if the tie returns. Clear them if they are not needed.';
  for (const r of records) {
    const names = listNames(r.rolls.map((x) => x.name));
    if (r.rolls.length < 2) {
      list.warn(
        ROLL_OFF_CODES.onePlayer,
        r.firstRow,
        COL.player,
        `The roll-off in ${rows(r)} has one player (${names}): a roll-off is among two or more tied players.`,
        'Add a row for each other tied player, with the same Round and Tied players.',
      );
      continue;
    }
    if (!complete.has(r.round)) {
      list.warn(
        ROLL_OFF_CODES.roundIncomplete,
        r.firstRow,
        COL.round,
        `The roll-off of ${names} in ${rows(r)} is for round ${r.round}, which is not complete: it decides nothing until every battle of round ${r.round} has a result.`,
        keep,
      );
      continue;
    }
    if (!tiesBy.has(r.round)) tiesBy.set(r.round, tiesAfter(ctx, r.round));
    const keys = r.rolls.map((x) => x.key);
    const tie = tiesBy.get(r.round)?.find((t) =>
      sameKeys(
        t.players.map((p) => p.key),
        keys,
      ),
    );
    if (!tie) {
      list.warn(
        ROLL_OFF_CODES.notTied,
        r.firstRow,
        COL.player,
        `${names} are not tied after round ${r.round} as the Results stand, so the roll-off in ${rows(r)} decides nothing. A roll-off decides only the tie it was rolled for.`,
        keep,
      );
      continue;
    }
    if (recordFor(records, r.round, keys) !== r) {
      list.warn(
        ROLL_OFF_CODES.replaced,
        r.firstRow,
        COL.round,
        `A later roll-off of ${names} after round ${r.round} replaces the one in ${rows(r)}.`,
        keep,
      );
      continue;
    }
    const level = stillLevel(r.rolls);
    if (level.length)
      list.warn(
        ROLL_OFF_CODES.sameRoll,
        r.firstRow,
        COL.results,
        `${level.map((g) => listNames(g)).join('; ')} rolled the same in the roll-off in ${rows(r)}: they re-roll among themselves.`,
        RESULTS_FIX,
      );
  }
}

export function parseRollOffs(
  grid: CellValue[][],
  ctx: FormatContext,
): { data: RollOffsData; issues: TabIssue[] } {
  const list = tabIssueList();
  const { records, lastRow } = readRecords(grid, ctx, list);
  const data: RollOffsData = { records, nextRow: lastRow + 1 };
  checkRecords(ctx, records, list);
  const withRecords = {
    ...ctx,
    inputs: withInput(FLEETS, { fleets: {}, used: false, rollOffs: data }, ctx.inputs),
  };
  const last = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  for (const tie of tiesDue(withRecords)) {
    list.warn(
      ROLL_OFF_CODES.waiting,
      data.nextRow,
      COL.round,
      tieMessage(tie),
      `Type each player's results here (round ${tie.round}, one row each), or use Roll-off in the sidebar to record them or roll with the seed.${last < ctx.config.rounds ? ' Unrecorded, the next pairing orders them by a seeded roll written to the Log.' : ''}`,
    );
  }
  return { data, issues: list.issues };
}
