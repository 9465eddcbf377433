// The setup wizard says which tabs setup creates: every tab of every format's layout, the record as hidden.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { baseLayouts, RECORD_TAB_TITLE } from '../../src/sheets/layout';

const source = readFileSync(resolve(__dirname, '../../src/sidebar/setup-wizard.ts'), 'utf8');
const sentence = /(creates the Event[^`]*)`/.exec(source)?.[1] ?? '';

describe('the setup wizard names the tabs setup creates', () => {
  it('every tab of every format, and the record tab as hidden', () => {
    expect(sentence).not.toBe('');
    for (const format of allFormats())
      for (const layout of baseLayouts(format)) {
        const title = layout.title === RECORD_TAB_TITLE ? `hidden tab, "${RECORD_TAB_TITLE}"` : layout.title;
        expect(sentence, `${format.id}: ${title}`).toContain(title);
      }
  });
});
