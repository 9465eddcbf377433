// Pairs one Full Thrust round: a qualifying game or a round of the cut, as the event's structure says.
import type { FormatContext, RoundNotes, RoundPlan } from '../format';
import { analyze } from './analysis';
import { pairCut } from './cut-pairing';
import { pairQualifying } from './qualifying-pairing';
import { cutRoundName } from './structure';

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const analysis = analyze(ctx);
  const notes: RoundNotes = { log: [], warnings: [] };
  const tables =
    round <= analysis.structure.qualRounds
      ? pairQualifying(ctx, round, analysis, notes)
      : pairCut(ctx, round, analysis, notes);
  return {
    round,
    tables,
    log: [
      `${cutRoundName(analysis.structure, round)} (round ${round} of ${analysis.structure.total}).`,
      ...notes.log,
    ],
    warnings: notes.warnings,
  };
}
