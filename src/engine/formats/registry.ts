import type { FormatId, FormatSummary } from '../../shared/types';
import type { Format } from '../format';
import { anyGame } from './any-game';
import { arrowTarget } from './arrow-target';
import { attackWing } from './attack-wing';
import { fullThrust } from './full-thrust';
import { sealedDeck } from './sealed-deck';

// A Map, not an object literal: a Format cell reading "constructor" or "__proto__" must find nothing.
const formats = new Map<FormatId, Format>([
  ['sealed-deck', sealedDeck],
  ['attack-wing', attackWing],
  ['arrow-target', arrowTarget],
  ['full-thrust', fullThrust],
  ['any-game', anyGame],
]);

export function getFormat(id: string): Format | null {
  return formats.get(id as FormatId) ?? null;
}

export function allFormats(): Format[] {
  return [...formats.values()];
}

/** The title of the format's report tab, asked of an event with nobody in it yet. */
function reportTitle(format: Format): string | undefined {
  const empty = {
    config: { format: format.id, name: '', date: '', rounds: 0, seed: '', options: {} },
    players: [],
    matches: [],
    inputs: {},
  };
  return format.extraTabs(empty).find((t) => t.role === 'report')?.title;
}

export function summarize(format: Format): FormatSummary {
  const report = reportTitle(format);
  return {
    id: format.id,
    title: format.title,
    summary: format.summary,
    options: format.options,
    defaultRounds: format.defaultRounds,
    ...(format.roundsRule ? { roundsRule: format.roundsRule } : {}),
    ...(format.championTitle ? { championTitle: format.championTitle } : {}),
    ...(report ? { report } : {}),
  };
}
