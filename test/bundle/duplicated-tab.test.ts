// A duplicated tab ("Copy of Players") may or may not carry its original's developer metadata: that is
// unverified (emulator switch metadataOnDuplicate). Either way the event keeps reading its own tabs,
// even when the tab-id cache is gone and the add-on has to find its tabs by metadata again.
import { describe, expect, it } from 'vitest';
import { SWITCH_CHOICES } from '../../local/emulator';
import type { ActionResult } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

describe('a duplicated event tab (metadata on a duplicated tab)', () => {
  for (const metadataOnDuplicate of SWITCH_CHOICES.metadataOnDuplicate) {
    it(`metadata ${metadataOnDuplicate}: the original Players and Results tabs stay the event's`, () => {
      const a = openArtifact();
      a.emu.setPlatform({ metadataOnDuplicate });
      setupSealed(a, ['Ann', 'Bob', 'Cat', 'Dan']);
      const ss = a.emu.SpreadsheetApp.getActiveSpreadsheet();
      for (const tab of ['Players', 'Results']) ss.getSheetByName(tab)?.copyTo(ss);
      a.type('Copy of Players', 'A2', [['Zed'], ['Yan']]);
      expect(ss.getSheetByName('Copy of Players')?.getDeveloperMetadata().length).toBe(
        metadataOnDuplicate === 'copied' ? 1 : 0,
      );
      // Forget the cached tab ids, as after File > Make a copy with other ids: a metadata scan follows.
      for (const key of a.emu.PropertiesService.getDocumentProperties().getKeys())
        a.emu.PropertiesService.getDocumentProperties().deleteProperty(key);
      const r = a.call<ActionResult>('pairNextRound');
      expect(r.ok, JSON.stringify(r.problems)).toBe(true);
      const seated = a
        .values('Results')
        .slice(1)
        .flatMap((row) => [row[2], row[3]]);
      expect(new Set(seated)).toEqual(new Set(['Ann', 'Bob', 'Cat', 'Dan']));
      expect(a.values('Copy of Results')).toHaveLength(1);
    });
  }
});
