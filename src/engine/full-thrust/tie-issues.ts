// Ties that decide who advances, before the next round is paired. Source, "Resolving Ties" 4 and 5: "If
// the players are still tied at this point and the tie determines whether or not a player advances to the
// next round, a tie breaker is called ... If there is no time for a tie breaker ... a coin toss."
// With the Tie-breaker battle option on, a tie still level after the lower fleet total holds the next
// round (an error at a cell where the battle is recorded) until its battle is recorded; a tie settled by
// the lower fleet total or a coin toss is a warning saying so. Recorded battles that belong to no tie
// being decided now are flagged: a battle decides only the tie it was played for.
import type { FormatContext, PlacedIssue } from '../format';
import { listNames } from '../name-list';
import { type Analysis, analyze } from './analysis';
import { type BattleStage, battleRecords, recordText } from './battles';
import { fleetTotal, nameFn } from './players';
import { battleAllowed, COIN_STEP, FLEET_STEP, gameWinner, stepsFor } from './ranking';
import type { Entry } from './scoring';
import { cutRoundName } from './structure';
import type { ChainResult } from './tie-chain';

/** Problem codes of Full Thrust's ties that decide who advances. */
export const TIE_CODES = {
  /** A tie that decides who advances waits for its tie-breaker battle: the next round (or the end) waits. */
  battleWaiting: 'full-thrust-battle-waiting',
  /** A tie the rules' order resolved (a note: nothing to do). */
  resolvedByRules: 'full-thrust-tie-resolved-by-rules',
  /** A recorded battle that decides nothing (the players are not tied for it, or battles are off). */
  battleUnused: 'full-thrust-battle-unused',
} as const;

interface Decision {
  result: ChainResult<Entry>;
  stage: BattleStage;
  /** "the place eliminated after game 1", "a place in the semi-finals". */
  what: string;
}

/** The decisions made from complete results whose next round is not paired yet. */
function pendingDecisions(ctx: FormatContext, analysis: Analysis): Decision[] {
  const { structure } = analysis;
  const paired = (round: number) => ctx.matches.some((m) => m.round === round);
  const out: Decision[] = [];
  if (analysis.pickResult && !paired(2))
    out.push({
      result: analysis.pickResult,
      stage: 'after game 1',
      what:
        structure.mode === 'judge'
          ? 'the place eliminated after game 1 (judge method)'
          : `the place straight through to the ${cutName(analysis)} after game 1 (sit-out method)`,
    });
  if (analysis.qualResult && analysis.qualifyingComplete && !paired(structure.qualRounds + 1))
    out.push({ result: analysis.qualResult, stage: 'cut', what: `a place in the ${cutName(analysis)}` });
  return out;
}

function cutName(analysis: Analysis): string {
  const first = cutRoundName(analysis.structure, analysis.structure.qualRounds + 1).toLowerCase();
  return first === 'final' ? 'final' : `${first}s`;
}

function tiedText(ctx: FormatContext, keys: readonly string[]): string {
  const name = nameFn(ctx);
  return listNames(keys.map(name).sort((x, y) => x.localeCompare(y)));
}

/** The warning for a tie on the line settled by the lower fleet total or a coin toss; null otherwise. */
function settledText(
  ctx: FormatContext,
  result: ChainResult<Entry>,
  what: string,
  steps: string[],
): string | null {
  const tie = result.lineTie;
  if (!tie) return null;
  const step = steps[tie.step];
  const name = nameFn(ctx);
  const ahead = result.order.filter((e) => tie.keys.includes(e.key)).map((e) => e.key);
  if (step === FLEET_STEP)
    return `${tiedText(ctx, tie.keys)} are level on score, OPT and hull boxes for ${what}: the lower fleet total decided (${ahead.map((k) => `${name(k)} ${fleetTotal(ctx, k) ?? 'none'}`).join(', ')}).`;
  // With the option on, a coin toss on the line is only provisional: the missing battle is an error.
  if (step === COIN_STEP && !battleAllowed(ctx))
    return `${tiedText(ctx, tie.keys)} are level on score, OPT, hull boxes and fleet total for ${what}: the Tie-breaker battle option is off, so a seeded coin toss decided. ${tie.toss}`;
  return null;
}

export function pairingIssues(ctx: FormatContext): PlacedIssue[] {
  const analysis = analyze(ctx);
  const name = nameFn(ctx);
  const names = stepsFor(ctx).map((s) => s.name);
  const out: PlacedIssue[] = [];
  const { records, issues } = battleRecords(ctx);
  out.push(...issues);
  const asked = new Set<string>();
  const decisions = pendingDecisions(ctx, analysis);
  for (const d of decisions) {
    for (const b of d.result.battles) asked.add(`${d.stage}|${b.keys.join()}`);
    for (const keys of d.result.battleMissing) {
      const first = [...keys].sort((x, y) => name(x).localeCompare(name(y)))[0];
      out.push({
        severity: 'error',
        player: first,
        column: 'battle',
        code: TIE_CODES.battleWaiting,
        message: `${tiedText(ctx, keys)} are tied on score, OPT, hull boxes and fleet total for ${d.what}. The Tie-breaker battle option is on: the next round waits for their battle (a standard NAC light cruiser each; the winner is the player left on the table).`,
        fix: `Type the result in the winner's "Tie-breaker battle" cell on the Players tab, e.g. "${recordText(
          keys.filter((k) => k !== first).map(name),
          d.stage,
        )}" for ${name(first)}; or, if there is no time for a battle, turn "Tie-breaker battle" off on the Event tab and a seeded coin toss decides.`,
      });
    }
    const text = settledText(ctx, d.result, d.what, names);
    const below = d.result.lineTie?.below;
    if (text && below)
      out.push({
        severity: 'warning',
        code: TIE_CODES.resolvedByRules,
        player: below,
        column: '',
        message: text,
        fix: 'Nothing to do: this is the rules\' order ("Resolving Ties").',
      });
  }
  // Cut games: a tie still level after the fleet total is settled by the game's own battle cell.
  for (const g of analysis.scored) {
    if (
      g.match.round <= analysis.structure.qualRounds ||
      ctx.matches.some((m) => m.round === g.match.round + 1)
    )
      continue;
    const w = gameWinner(g, ctx, analysis.structure);
    if (!w) continue;
    const title = cutRoundName(analysis.structure, g.match.round).toLowerCase();
    const what = `the ${title} at table ${g.match.table}`;
    const keys = [g.match.a, g.match.b as string];
    if (w.result.battleMissing.length)
      out.push({
        severity: 'error',
        row: g.match.row,
        column: 'battle',
        code: TIE_CODES.battleWaiting,
        message: `${tiedText(ctx, keys)} are tied on score, OPT, hull boxes and fleet total in ${what}. The Tie-breaker battle option is on: ${g.match.round === analysis.structure.total ? 'the Grand Admiral waits for' : 'the next round waits for'} their battle (a standard NAC light cruiser each; the winner is the player left on the table).`,
        fix: 'Choose Player or Opponent in this row\'s "Tie-breaker battle" cell (who was left on the table); or turn "Tie-breaker battle" off on the Event tab and a seeded coin toss decides.',
      });
    const text = settledText(ctx, w.result, what, names);
    if (text)
      out.push({
        severity: 'warning',
        code: TIE_CODES.resolvedByRules,
        row: g.match.row,
        column: '',
        message: text,
        fix: 'Nothing to do: this is the rules\' order ("Resolving Ties").',
      });
  }
  // A recorded battle decides only the tie it was played for.
  const pendingStages = new Set(decisions.map((d) => d.stage));
  for (const r of records) {
    if (!pendingStages.has(r.stage) || asked.has(`${r.stage}|${r.keys.join()}`)) continue;
    out.push({
      severity: 'warning',
      code: TIE_CODES.battleUnused,
      player: r.winner,
      column: 'battle',
      message: battleAllowed(ctx)
        ? `"${r.text}": ${tiedText(ctx, r.keys)} are not tied for ${r.stage === 'cut' ? `a place in the ${cutName(analysis)}` : 'the decision after game 1'} now, so this battle decides nothing: a battle belongs to one tie.`
        : `"${r.text}" is not used: the Tie-breaker battle option is off.`,
      fix: 'Clear it, or correct the results if these players should be tied.',
    });
  }
  return out;
}
