// A report as its sender answered it, in the form's own questions and choice words: "Your points 100 ·
// Your opponent's points 40 · Winner You" on a form in the reporter's words, the Results headers on a
// form by seat. A dispute shows each player's version this way beside the comparison by seat.
import type { Format } from '../../engine/format';
import type { RawReport } from './responses';

export function saidBy(format: Format, report: RawReport): string {
  return format.resultColumns
    .map((c) => {
      const value = report.values[c.header] ?? '';
      const asked = report.ownSide ? c.asked : undefined;
      const answer = value === '' ? 'blank' : (asked?.words?.[value] ?? value);
      return `${asked?.title ?? c.header} ${answer}`;
    })
    .join(' \u00b7 ');
}
