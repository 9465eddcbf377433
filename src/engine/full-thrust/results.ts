// Checking one Full Thrust Results row: its cells as scored, and whether a cut row is still a game of
// the bracket (which needs the whole event's analysis, so it cannot live with the scoring).
import { isBracketGame } from '../bracket';
import type { CellIssue, FormatContext, Match, ResultCheck } from '../format';
import { analyze } from './analysis';
import { nameFn } from './players';
import { scoreMatch } from './scoring';
import { cutRoundName, type Structure, structureOf } from './structure';

/** Problem codes of a Full Thrust Results row as a game of the event (its scoring's are SCORING_CODES). */
export const CUT_CODES = {
  /** A cut row whose players are no game of that cut round on the Bracket tab (edited by hand). */
  notInCut: 'full-thrust-not-in-cut',
} as const;

/**
 * A cut row edited by hand (players swapped between two cut games) is no game of the bracket: say so at
 * the row's player cells, instead of leaving the cut waiting for a result that can never come.
 */
function notInCut(match: Match, ctx: FormatContext, structure: Structure): CellIssue | null {
  if (match.b === null || match.round <= structure.qualRounds) return null;
  const analysis = analyze(ctx);
  if (
    !analysis.bracket ||
    isBracketGame(analysis.bracket, match.round - structure.qualRounds, match.a, match.b)
  )
    return null;
  const name = nameFn(ctx);
  return {
    severity: 'error',
    code: CUT_CODES.notInCut,
    column: '',
    message: `${name(match.a)} v ${name(match.b)} is not a game of the ${cutRoundName(structure, match.round).toLowerCase()} on the Bracket tab.`,
    fix: 'Put back the players the add-on paired (see the Bracket tab), or undo the round and pair it again.',
  };
}

export function checkResult(match: Match, ctx: FormatContext): ResultCheck {
  const structure = structureOf(ctx);
  const g = scoreMatch(match, ctx, structure);
  const cut = notInCut(match, ctx, structure);
  if (cut) return { complete: false, issues: [cut, ...g.issues] };
  return g.complete
    ? { complete: true, issues: g.issues }
    : { complete: false, issues: g.issues, blank: g.blank };
}
