// Every output tab beyond Pairings and Standings: the format's own (Report, Bracket, Fleet Build
// Sheets...) and the match slips every format prints.
import type { ExtraTab, Format, FormatContext } from './format';
import { roundByRoundTabs } from './round-by-round';
import { slipsTab } from './slips';

export function outputTabs(format: Format, ctx: FormatContext): ExtraTab[] {
  return [...format.extraTabs(ctx), slipsTab(format, ctx), ...roundByRoundTabs(format, ctx)];
}
