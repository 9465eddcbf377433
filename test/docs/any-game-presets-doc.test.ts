// docs/ORGANIZER.md's table of the any-game presets is the presets themselves (src/engine/any-game/presets.ts),
// so what the organizer reads is what the format does; its sources are quoted in
// docs/rules/any-game-presets.md, which the section links.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/engine/any-game/presets';
import { PRESET_TABLE_HEADER, presetTable } from './any-game-presets-table';

const organizer = readFileSync(resolve(__dirname, '../../docs/ORGANIZER.md'), 'utf8');
const section = organizer.split('\n### Any game')[1]?.split('\n## ')[0] ?? '';

describe("docs/ORGANIZER.md, any game: each preset's defaults", () => {
  it('the table equals PRESETS, row for row (regenerate it with test/docs/any-game-presets-table.ts)', () => {
    const lines = section.split('\n');
    const start = lines.indexOf(PRESET_TABLE_HEADER[0]);
    expect(start, 'the presets table under "### Any game"').toBeGreaterThan(-1);
    expect(lines.slice(start, start + PRESETS.length + 2)).toEqual(presetTable());
  });

  it('links the rules with the quotes of each source', () => {
    expect(section).toContain('docs/rules/any-game-presets.md');
  });
});
