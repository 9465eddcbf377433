import type { FormatId, FormatSummary } from '../../shared/types';
import type { Format } from '../format';
import { sealedDeck } from './sealed-deck';

const formats: Partial<Record<FormatId, Format>> = {
  'sealed-deck': sealedDeck,
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
  };
}
