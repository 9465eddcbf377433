// Every registered format has its test kit, and each kit fits its format: the suites that iterate the
// registry look every format's kit up, so a format without one fails here first, by name.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../../src/engine/formats/registry';
import { formatsWithoutKit, kitProblems } from './check';
import { KITS, kitOf } from './index';

const ROOT = resolve(__dirname, '../../..');
const ids = allFormats().map((f) => f.id);

describe('test kits', () => {
  it('every registered format has a kit, and every kit is a registered format', () => {
    expect(formatsWithoutKit(ids)).toEqual([]);
    expect(Object.keys(KITS).sort()).toEqual([...ids].sort());
  });

  it('a format registered without a kit is named, and looking its kit up fails with the file to add', () => {
    expect(formatsWithoutKit([...ids, 'kitless'])).toEqual(['kitless']);
    // The error names the kit file to add (the file named after the id).
    expect(() => kitOf('kitless')).toThrow(/kits\/kitless\.ts/);
    expect(() => kitOf('constructor')).toThrow(/kits\/constructor\.ts/);
  });

  it.each(ids)(
    '%s: its kit fits it, in its own file, beside its engine folder and its rules document',
    (id) => {
      const format = allFormats().find((f) => f.id === id);
      if (!format) throw new Error(id);
      expect(kitProblems(kitOf(id), format, ROOT)).toEqual([]);
      for (const place of [`src/engine/${id}`, `test/support/kits/${id}.ts`, `docs/rules/${id}.md`])
        expect(existsSync(resolve(ROOT, place)), place).toBe(true);
    },
  );
});
