// The checks every format's kit must pass, for the registered formats (kits.test.ts) and for the toy
// format CONTRIBUTING's checklist is walked with (checklist.test.ts): the same functions decide both.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Format } from '../../../src/engine/format';
import { seededRandom } from '../../../src/engine/random';
import { KITS } from './index';
import type { Kit } from './kit';

/** The formats of `ids` (a registry's) that have no kit in `kits`. */
export function formatsWithoutKit(
  ids: readonly string[],
  kits: Readonly<Record<string, Kit>> = KITS,
): string[] {
  return ids.filter((id) => !Object.hasOwn(kits, id));
}

/** Where `kit` does not fit `format`: every part names the format, and what it types fits its columns and tabs. */
export function kitProblems(kit: Kit, format: Format, root: string): string[] {
  const out: string[] = [];
  const id = format.id;
  if (kit.id !== id) out.push(`kit id ${kit.id}`);
  if (kit.driver.id !== id) out.push(`driver id ${kit.driver.id}`);
  if (kit.demo.setup.format !== id) out.push(`demo format ${kit.demo.setup.format}`);
  if (!Number.isInteger(kit.setupCeiling) || kit.setupCeiling <= 0)
    out.push(`setup ceiling ${kit.setupCeiling}`);
  if ('elsewhere' in kit.walk && !existsSync(resolve(root, kit.walk.elsewhere)))
    out.push(`walk file ${kit.walk.elsewhere}`);
  const tabs = (format.inputTabs ?? []).map((t) => t.title).sort();
  if (JSON.stringify([...(kit.event.inputTabs ?? [])].sort()) !== JSON.stringify(tabs))
    out.push(`input tabs ${kit.event.inputTabs ?? []} against the format's ${tabs}`);
  for (const { tab } of kit.event.entrants?.(['Ann', 'Bob']) ?? [])
    if (tab !== 'Players' && !tabs.includes(tab)) out.push(`entrants typed on ${tab}`);
  const columns = format.resultColumns.length;
  const cells = kit.event.resultCells(seededRandom('kit'), 'Ann', 1);
  if (cells.length > columns) out.push(`${cells.length} result cells for ${columns} result columns`);
  return out;
}
