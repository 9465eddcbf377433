// Full Thrust scores. One game row on Results: each side's OPT, DPT and undamaged hull boxes (typed, or
// OPT and DPT computed from the Fleets tab and the "lost" cells), the tie-breaker battle cell, and their
// issues; and a player's totals over the rounds that count.
import { numberIssue, RESULT_CODES } from '../cell-checks';
import { type CellIssue, type FormatContext, isBlank, type Match, toNumber } from '../format';
import { oddMethod } from './options';
import { fleetTotal, rosters } from './players';
import { lossValue, rosterTotal } from './roster';
import type { Structure } from './structure';

export interface Side {
  opt: number;
  dpt: number;
  hull: number;
  score: number;
}

export type GameKind = 'game' | 'judge' | 'sit-out' | 'bye';

export interface Scored {
  match: Match;
  kind: GameKind;
  a: Side | null;
  b: Side | null;
  complete: boolean;
  issues: CellIssue[];
  /** The OPT, DPT and hull box cells still needed: blank, and not computed from the Fleets tab. */
  blank: string[];
}

type SideKey = 'a' | 'b';
type Lost = Record<SideKey, number | null>;

/** The game's "Tie-breaker battle" cell, trimmed and lower-cased: 'player', 'opponent' or anything typed. */
export function battleSide(match: Match): string {
  return String(match.cells.battle ?? '')
    .trim()
    .toLowerCase();
}

/** Points of what one side lost, from its "lost" cell and roster; null when it cannot be counted. */
function lostPoints(match: Match, s: SideKey, ctx: FormatContext, issues: CellIssue[]): number | null {
  const who = s === 'a' ? match.a : match.b;
  const cell = match.cells[`${s}Lost`];
  if (isBlank(cell) || who === null) return null;
  const units = rosters(ctx)[who];
  if (!units) {
    issues.push({
      severity: 'warning',
      code: SCORING_CODES.noRoster,
      column: `${s}Lost`,
      message: 'This player has no roster on the Fleets tab, so the lost cell cannot be counted.',
      fix: 'Add the roster on the Fleets tab, or type OPT and DPT.',
    });
    return null;
  }
  const v = lossValue(String(cell), units);
  for (const e of v.errors)
    issues.push({
      severity: 'error',
      code: SCORING_CODES.lostCell,
      column: `${s}Lost`,
      message: e,
      fix: 'List lost ships and squadrons by their Fleets-tab names, e.g. "Normal 1, Fast: 5" (5 fighters of Fast).',
    });
  return v.errors.length ? null : v.value;
}

/** One side's OPT, DPT and hull boxes: typed numbers win (with a warning where they disagree with the Fleets tab). */
function resolveSide(
  match: Match,
  side: SideKey,
  lost: Lost,
  ctx: FormatContext,
  issues: CellIssue[],
  blank: string[],
): Side | null {
  const c = match.cells;
  const me = side === 'a' ? match.a : match.b;
  const ros = rosters(ctx);
  const label = side === 'a' ? 'Player' : 'Opponent';
  const read = (col: string, computed: number | null, what: string): number | null => {
    const bad = numberIssue(
      c,
      col,
      what,
      `Type the ${what} as a whole number (0 or more), or clear it to compute it from the Fleets tab.`,
      0,
    );
    if (bad) {
      issues.push(bad);
      return null;
    }
    if (isBlank(c[col])) {
      if (computed === null) blank.push(col);
      return computed;
    }
    const n = toNumber(c[col]) as number;
    if (computed !== null && computed !== n) {
      issues.push({
        severity: 'warning',
        code: SCORING_CODES.typedDiffers,
        column: col,
        message: `${label} ${what}: typed ${n}, but the Fleets tab and the lost cells give ${computed}.`,
        fix: 'Check the typed number or the lost cells; the typed number is used.',
      });
    }
    return n;
  };
  const meLost = lost[side];
  const dptComputed = me !== null && meLost !== null && ros[me] ? rosterTotal(ros[me]) - meLost : null;
  const optComputed = lost[side === 'a' ? 'b' : 'a'];
  const opt = read(`${side}Opt`, optComputed, 'OPT points');
  const dpt = read(`${side}Dpt`, dptComputed, 'DPT points');
  const hull = read(`${side}Hull`, null, 'undamaged hull boxes');
  if (opt === null || dpt === null || hull === null) return null;
  return { opt, dpt, hull, score: opt + dpt };
}

function kindOf(match: Match, ctx: FormatContext, structure: Structure): GameKind {
  if (match.b !== null) return 'game';
  if (match.round > structure.qualRounds) return 'bye';
  return oddMethod(ctx);
}

export function scoreMatch(match: Match, ctx: FormatContext, structure: Structure): Scored {
  const issues: CellIssue[] = [];
  const kind = kindOf(match, ctx, structure);
  const blank: string[] = [];
  if (kind === 'sit-out' || kind === 'bye')
    return { match, kind, a: null, b: null, complete: true, issues, blank };
  const lost: Lost = { a: lostPoints(match, 'a', ctx, issues), b: lostPoints(match, 'b', ctx, issues) };
  const a = resolveSide(match, 'a', lost, ctx, issues, blank);
  const b = kind === 'game' ? resolveSide(match, 'b', lost, ctx, issues, blank) : null;
  const battle = battleSide(match);
  if (battle && !['player', 'opponent'].includes(battle)) {
    // Not choiceIssue: the fix also says what the choice means and that the cell may stay empty.
    issues.push({
      severity: 'error',
      code: RESULT_CODES.unknownChoice,
      column: 'battle',
      message: `"${String(match.cells.battle)}" is not a side.`,
      fix: 'Choose Player or Opponent (who was left on the table), or clear it.',
    });
  }
  const complete =
    issues.every((i) => i.severity !== 'error') && a !== null && (kind === 'judge' || b !== null);
  return { match, kind, a, b, complete, issues, blank };
}

/** One player's side of one round's game ('absent': no row for them that round). */
export interface Counted {
  side: Side | null;
  kind: GameKind | 'absent';
}

/** A player's totals, as the tie chain compares them. */
export interface Entry {
  key: string;
  score: number;
  opt: number;
  hull: number;
  fleet: number;
}

/** A player with no fleet total loses the lower-fleet step. */
/** Problem codes of a Full Thrust game's scoring (the shared ones are RESULT_CODES). */
export const SCORING_CODES = {
  /** A lost cell of a player with no roster on the Fleets tab: it cannot be counted. */
  noRoster: 'full-thrust-no-roster',
  /** A lost cell that does not read as the player's ships and squadrons. */
  lostCell: 'full-thrust-lost-cell',
  /** A typed OPT or DPT that differs from what the Fleets tab and the lost cells give. */
  typedDiffers: 'full-thrust-typed-differs',
} as const;

export const NO_FLEET = 1e12;

/** A player's totals over the given rounds' sides, with their fleet total and Players-tab battle. */
export function entryOf(ctx: FormatContext, key: string, sides: Counted[]): Entry {
  const e: Entry = {
    key,
    score: 0,
    opt: 0,
    hull: 0,
    fleet: fleetTotal(ctx, key) ?? NO_FLEET,
  };
  for (const c of sides) {
    if (!c.side) continue;
    e.score += c.side.score;
    e.opt += c.side.opt;
    e.hull += c.side.hull;
  }
  return e;
}
