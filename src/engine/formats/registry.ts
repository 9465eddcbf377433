import type { FormatId, FormatSummary } from '../../shared/types';
import type { Format } from '../format';
import { arrowTarget } from './arrow-target';
import { attackWing } from './attack-wing';
import { fullThrust } from './full-thrust';
import { sealedDeck } from './sealed-deck';

const formats: Partial<Record<FormatId, Format>> = {
  'sealed-deck': sealedDeck,
  'attack-wing': attackWing,
  'arrow-target': arrowTarget,
  'full-thrust': fullThrust,
};

export function getFormat(id: string): Format | null {
  return (formats as Record<string, Format | undefined>)[id] ?? null;
}

export function allFormats(): Format[] {
  return Object.values(formats) as Format[];
}

export function summarize(format: Format): FormatSummary {
  return {
    id: format.id,
    title: format.title,
    summary: format.summary,
    options: format.options,
    defaultRounds: format.defaultRounds,
    ...(format.roundsRule ? { roundsRule: format.roundsRule } : {}),
  };
}
