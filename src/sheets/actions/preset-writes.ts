// Applying a Preset changed on the Event tab (src/sheets/preset-change.ts), by the next action that
// writes: the Event cells of the settings that follow the new preset, the Results dropdowns its choices
// change, and a Log line saying what changed.
import type { Format } from '../../engine/format';
import type { ColumnMap } from '../columns';
import { headerRowOf, resultsLayout } from '../layout';
import { optionLabel } from '../parse-event';
import type { CellsWrite, DropdownsWrite, Write } from '../patch';
import { type PresetChange, presetChangeText, same } from '../preset-change';
import { renderLog } from '../render';

/**
 * The writes that apply the change: each derived setting's cell set to the new preset's value (runs of
 * neighbouring rows in one write), the Results dropdowns where their choices differ under the new
 * preset, and the Log line.
 */
export function presetChangeWrites(
  change: PresetChange,
  event: { format: Format; round: number; seed: string; resultsColumns?: ColumnMap },
  nowIso: string,
): Write[] {
  const cells = change.derived
    .filter((d) => d.row !== undefined && (d.blank || !same(d.from, d.to)))
    .sort((x, y) => (x.row ?? 0) - (y.row ?? 0));
  const writes: Write[] = [];
  let run: CellsWrite | null = null;
  for (const d of cells) {
    const row = d.row as number;
    if (run && run.row + run.rows.length === row) run.rows.push([optionLabel(d.spec, d.to)]);
    else {
      run = { kind: 'cells', role: 'event', row, col: change.valueCol, rows: [[optionLabel(d.spec, d.to)]] };
      writes.push(run);
    }
  }
  writes.push(...resultDropdowns(change, event.format, event.resultsColumns));
  writes.push(
    renderLog(
      [{ action: 'Preset changed', round: event.round, seed: event.seed, details: presetChangeText(change) }],
      nowIso,
    ),
  );
  return writes;
}

/**
 * Results' dropdowns whose choices the new preset changes (chess's notation, a double loss), on every row
 * from the first under the headers: rows already there were given the former preset's at setup.
 */
function resultDropdowns(change: PresetChange, format: Format, cols?: ColumnMap): DropdownsWrite[] {
  const key = change.spec.key;
  const before = resultsLayout(format, { ...change.typed, [key]: change.from }).validations;
  const after = resultsLayout(format, change.options).validations;
  const row = headerRowOf('results') + 1;
  return after
    .filter((v) => JSON.stringify(before.find((b) => b.col === v.col)?.choices) !== JSON.stringify(v.choices))
    .map((v) => ({
      kind: 'dropdowns',
      role: 'results',
      row,
      col: cols?.[v.col - 1] || v.col,
      choices: [v.choices],
      toEnd: true,
      strict: true,
    }));
}
