// The sidebar's roll-off actions, each for one tie (its players, after one round), written as rows of the
// roll-offs table on the Fleets tab and a Log line:
// - rollOff: "Each player rolls 5 attack dice and the player with the most results is the winner", rolled
//   from the event seed. args: { round?: number, players?: string[] } (default: every tie due now).
// - recordRollOff: the organizer's own roll-off. args: { round?: number, rolls: { player, results }[] },
//   results as 4, "3, 4" or [3, 4].
// - the rollOffTies calculator: the ties of a round and whether a roll-off decides each. args: { round? }.
import type { CellValue, CommandOutcome, FormatContext } from '../format';
import { playerNames } from '../format';
import { listNames } from '../name-list';
import { nameKey } from '../names';
import { seededRandom, seedFor } from '../random';
import { rollOff } from './attack-dice';
import { fleetsOf } from './fleet';
import {
  parseResults,
  type RollOffRoll,
  resultsText,
  rollOffOrder,
  sameKeys,
  stillLevel,
} from './roll-off-record';
import { RESULTS_FIX, ROLL_OFF_FIRST_COL, tieMessage } from './roll-offs';
import { completeRounds } from './scoring';
import { rollOffRecords, standingRound, type Tie, tiesAfter, tiesDue } from './ties';

type Problem = { code: string; message: string; fix: string };

/** The codes of the roll-off commands' refusals (the roll-offs table's own problems are ROLL_OFF_CODES). */
export const ROLL_OFF_COMMAND_CODES = {
  /** No battle round has a result yet: nobody is tied. */
  noResultYet: 'roll-off-no-result-yet',
  /** The round asked for is not a round number. */
  badRound: 'roll-off-bad-round-asked',
  /** The round is not complete: a roll-off breaks a tie at the end of a battle round. */
  roundIncomplete: 'roll-off-round-not-complete',
  /** A name given that is not on the Players tab. */
  unknownPlayer: 'roll-off-unknown-player',
  /** Some of a bigger tie's players left out. */
  partOfTie: 'roll-off-part-of-tie',
  /** The players named are not tied after that round. */
  notTied: 'roll-off-players-not-tied',
  /** No tie needs a roll-off. */
  noTie: 'roll-off-no-tie',
  /** No roll-off results were given. */
  noResults: 'roll-off-no-results-given',
  /** A player given twice, or not of the tie. */
  playerTwice: 'roll-off-player-twice',
  /** Results that are not roll-off results. */
  badResults: 'roll-off-bad-results',
  /** The rolls leave players level: they re-roll. */
  stillLevel: 'roll-off-still-level',
} as const;

/** Every roll-off problem is about the Fleets tab, whose roll-offs table the roll-off would be written to. */
const refuse = (...problems: Problem[]): CommandOutcome => ({
  ok: false,
  problems: problems.map((p) => ({ ...p, role: 'fleets' })),
});

/** The rows of one or more roll-offs, at the roll-offs table's next free row. */
function tableRows(ctx: FormatContext, rows: CellValue[][]) {
  const row = fleetsOf(ctx).rollOffs?.nextRow ?? 2;
  return [{ role: 'fleets', row, col: ROLL_OFF_FIRST_COL, rows }];
}

interface RollOffArgs {
  round?: unknown;
  players?: unknown;
  rolls?: unknown;
}

const argsOf = (args: unknown): RollOffArgs =>
  args !== null && typeof args === 'object' && !Array.isArray(args) ? (args as RollOffArgs) : {};

/** The round a roll-off is for: the one asked for, else the round the Standings stand after; it must be complete. */
function roundOf(ctx: FormatContext, asked: unknown): number | Problem {
  const at = standingRound(ctx);
  const round = asked === undefined || asked === null || asked === '' ? at.round : Number(asked);
  if (!Number.isInteger(round) || round < 1) {
    return at.round === 0 && (asked === undefined || asked === null || asked === '')
      ? {
          code: ROLL_OFF_COMMAND_CODES.noResultYet,
          message: 'No battle round has a result yet, so nobody is tied.',
          fix: 'A roll-off breaks a tie at the end of a battle round: type the results first.',
        }
      : {
          code: ROLL_OFF_COMMAND_CODES.badRound,
          message: `"${String(asked)}" is not a round number.`,
          fix: 'Give the battle round (1, 2, 3…).',
        };
  }
  if (!completeRounds(ctx).has(round))
    return {
      code: ROLL_OFF_COMMAND_CODES.roundIncomplete,
      message: `Round ${round} is not complete: a roll-off breaks a tie "at the end of" a battle round.`,
      fix: `Type every result of round ${round} first.`,
    };
  return round;
}

/** The tie of exactly the named players after `round`, or why there is none. */
function namedTie(ctx: FormatContext, round: number, wanted: unknown[]): Tie | Problem {
  const names = playerNames(ctx);
  const keys = [...new Set(wanted.map((n) => nameKey(String(n))))];
  const unknown = wanted.filter((n) => !names.has(nameKey(String(n))));
  if (unknown.length)
    return {
      code: ROLL_OFF_COMMAND_CODES.unknownPlayer,
      message: `${listNames(unknown.map(String))} ${unknown.length === 1 ? 'is' : 'are'} not on the Players tab.`,
      fix: 'Use the names as written on the Players tab.',
    };
  const ties = tiesAfter(ctx, round);
  const tie = ties.find((t) =>
    sameKeys(
      t.players.map((p) => p.key),
      keys,
    ),
  );
  if (tie) return tie;
  const bigger = ties.find((t) => keys.every((k) => t.players.some((p) => p.key === k)));
  if (bigger && keys.length > 0)
    return {
      code: ROLL_OFF_COMMAND_CODES.partOfTie,
      message: `${listNames(bigger.players.map((p) => p.name))} are all tied after round ${round}: a roll-off is among every tied player.`,
      fix: `Include ${listNames(bigger.players.filter((p) => !keys.includes(p.key)).map((p) => p.name))}.`,
    };
  return {
    code: ROLL_OFF_COMMAND_CODES.notTied,
    message: `${listNames(keys.map((k) => names.get(k) ?? k))} ${keys.length === 1 ? 'is' : 'are'} not tied on battle and fleet points after round ${round}${ties.length ? `; the ties are: ${ties.map((t) => listNames(t.players.map((p) => p.name))).join('; ')}` : ''}.`,
    fix: 'A roll-off decides only a tie: players level on both battle points and fleet points after that round.',
  };
}

/** The roll-offs table rows of one roll-off: the tie's players in Standings order, the tie's names as its label. */
function rowsOf(tie: Tie, results: Map<string, number[]>): CellValue[][] {
  const label = tie.players.map((p) => p.name).join(', ');
  return tie.players.map((p) => [tie.round, label, p.name, resultsText(results.get(p.key) ?? [])]);
}

export function rollOffCommand(ctx: FormatContext, args: unknown): CommandOutcome {
  const a = argsOf(args);
  let ties: Tie[];
  if (Array.isArray(a.players) && a.players.length) {
    const round = roundOf(ctx, a.round);
    if (typeof round !== 'number') return refuse(round);
    const tie = namedTie(ctx, round, a.players);
    if (!('round' in tie)) return refuse(tie);
    ties = [tie];
  } else if (a.round !== undefined && a.round !== null && a.round !== '') {
    const round = roundOf(ctx, a.round);
    if (typeof round !== 'number') return refuse(round);
    ties = tiesAfter(ctx, round).filter((t) => t.order === null);
  } else {
    const at = standingRound(ctx);
    if (at.round > 0 && !at.complete) {
      const round = roundOf(ctx, at.round);
      if (typeof round !== 'number') return refuse(round);
    }
    ties = tiesDue(ctx);
  }
  if (ties.length === 0)
    return refuse({
      code: ROLL_OFF_COMMAND_CODES.noTie,
      message: 'No tie needs a roll-off: nobody is level on both battle points and fleet points without one.',
      fix: '',
    });
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const records = rollOffRecords(ctx);
  const rows: CellValue[][] = [];
  const log: string[] = [];
  for (const tie of ties) {
    const keys = tie.players.map((p) => p.key);
    // Each roll-off of a tie has its own seed: the round, the players and how many were recorded before.
    const before = records.filter(
      (r) =>
        r.round === tie.round &&
        sameKeys(
          r.rolls.map((x) => x.key),
          keys,
        ),
    );
    const seed = seedFor(
      ctx.config.seed,
      tie.round,
      `roll-off:${before.length}:${[...keys].sort().join('+')}`,
    );
    const r = rollOff(seededRandom(seed), keys, nameOf);
    rows.push(...rowsOf(tie, r.rolls));
    log.push(
      `Roll-off after round ${tie.round}, seed "${seed}". ${r.lines.join(' ')} Order: ${r.order.map(nameOf).join(', ')}.`,
    );
  }
  return {
    ok: true,
    playerFields: [],
    tabRows: tableRows(ctx, rows),
    log,
    message: `Roll-off rolled with the seed for ${ties.map((t) => `${listNames(t.players.map((p) => p.name))} (after round ${t.round})`).join('; ')}: see the roll-offs table on the Fleets tab and the Log.`,
  };
}

export function recordRollOffCommand(ctx: FormatContext, args: unknown): CommandOutcome {
  const a = argsOf(args);
  const fixShape =
    'Give each tied player and their results, e.g. Ann 4, Bob 3 (a re-roll after a comma: 3, 4).';
  if (!Array.isArray(a.rolls) || a.rolls.length === 0)
    return refuse({
      code: ROLL_OFF_COMMAND_CODES.noResults,
      message: 'No roll-off results were given.',
      fix: fixShape,
    });
  const round = roundOf(ctx, a.round);
  if (typeof round !== 'number') return refuse(round);
  const entries = a.rolls.map((x) =>
    x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {},
  );
  const tie = namedTie(
    ctx,
    round,
    entries.map((x) => String(x.player ?? '')),
  );
  if (!('round' in tie)) return refuse(tie);
  const problems: Problem[] = [];
  const rolls: RollOffRoll[] = [];
  for (const x of entries) {
    const key = nameKey(String(x.player ?? ''));
    const p = tie.players.find((t) => t.key === key);
    if (!p || rolls.some((r) => r.key === key)) {
      problems.push({
        code: ROLL_OFF_COMMAND_CODES.playerTwice,
        message: `${String(x.player)} is given twice.`,
        fix: 'Give each tied player once.',
      });
      continue;
    }
    const results = parseResults(x.results);
    if (!results) {
      problems.push({
        code: ROLL_OFF_COMMAND_CODES.badResults,
        message: `"${Array.isArray(x.results) ? x.results.join(', ') : String(x.results ?? '')}" is not a roll-off result for ${p.name}.`,
        fix: RESULTS_FIX,
      });
      continue;
    }
    rolls.push({ key, name: p.name, row: 0, results });
  }
  if (problems.length) return refuse(...problems);
  if (!rollOffOrder(rolls))
    return refuse({
      code: ROLL_OFF_COMMAND_CODES.stillLevel,
      message: `${stillLevel(rolls)
        .map((g) => listNames(g))
        .join('; ')} rolled the same: the roll-off does not decide the tie yet.`,
      fix: 'They re-roll among themselves: add each re-roll after a comma (3, 4).',
    });
  const results = new Map(rolls.map((r) => [r.key, r.results]));
  const order = rollOffOrder(rolls) as RollOffRoll[];
  return {
    ok: true,
    playerFields: [],
    tabRows: tableRows(ctx, rowsOf(tie, results)),
    log: [
      `Roll-off after round ${round} recorded: ${rolls.map((r) => `${r.name} ${resultsText(r.results)}`).join(', ')}. Order: ${order.map((r) => r.name).join(', ')}.`,
    ],
    message: `Roll-off recorded for ${listNames(tie.players.map((p) => p.name))} after round ${round}: ${order.map((r) => r.name).join(', ')}.`,
  };
}

export interface TieView {
  round: number;
  players: string[];
  battlePoints: number;
  fleetPoints: number;
  /** A recorded roll-off decides it. */
  decided: boolean;
  /** Names best first when decided; else the players as listed. */
  order: string[];
  message: string;
}

/** The ties after a round (default: the round the Standings stand after), for the sidebar. Writes nothing. */
export function rollOffTiesTool(ctx: FormatContext, args: unknown) {
  const a = argsOf(args);
  const at = standingRound(ctx);
  const asked = a.round !== undefined && a.round !== null && a.round !== '';
  if (!asked && !at.complete)
    return {
      ok: true,
      round: at.round,
      complete: false,
      ties: [] as TieView[],
      message:
        at.round === 0
          ? 'No battle round has a result yet.'
          : `Round ${at.round} is not complete: ties are broken at the end of a battle round.`,
    };
  const round = roundOf(ctx, a.round);
  if (typeof round !== 'number') return { ok: false, message: round.message, fix: round.fix };
  const names = playerNames(ctx);
  const ties: TieView[] = tiesAfter(ctx, round).map((t) => ({
    round,
    players: t.players.map((p) => p.name),
    battlePoints: t.players[0].battlePoints,
    fleetPoints: t.players[0].fleetPoints,
    decided: t.order !== null,
    order: (t.order ?? t.players.map((p) => p.key)).map((k) => names.get(k) ?? k),
    message: t.order
      ? `Decided by the roll-off on the Fleets tab: ${(t.order ?? []).map((k) => names.get(k)).join(', ')}.`
      : tieMessage(t),
  }));
  return {
    ok: true,
    round,
    complete: true,
    ties,
    message: ties.length
      ? `${ties.length} ${ties.length === 1 ? 'tie' : 'ties'} after round ${round}.`
      : `Nobody is tied after round ${round}.`,
  };
}
