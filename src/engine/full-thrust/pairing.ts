// Pairs one Full Thrust round: a qualifying game or a round of the cut, as the event's structure says.
import type { FormatContext, RoundPlan } from '../format';
import { analyze } from './analysis';
import { pairCut } from './cut-pairing';
import { pairQualifying } from './qualifying-pairing';
import { cutRoundName } from './structure';

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const an = analyze(ctx);
  const notes = { log: [] as string[], warnings: [] as string[] };
  const tables =
    round <= an.st.qualRounds ? pairQualifying(ctx, round, an, notes) : pairCut(ctx, round, an, notes);
  return {
    round,
    tables,
    log: [`${cutRoundName(an.st, round)} (round ${round} of ${an.st.total}).`, ...notes.log],
    warnings: notes.warnings,
  };
}
