// Late entries where the format takes none (src/sheets/actions/late-entries.ts).
import { describe, expect, it } from 'vitest';
import { refusedLateEntries } from '../../../src/sheets/actions/late-entries';
import { PLAYER_CODES } from '../../../src/sheets/actions/players';
import { eventSnapshot, model, paired, typed, withoutRows } from '../../support/snapshot';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
const arrowTarget = (names = FOUR) => eventSnapshot('arrow-target', names, { startNumbers: 'as-listed' });

describe('refusedLateEntries', () => {
  it("an active player not in round 1 is an error at their name, with the format's reason", () => {
    const s = typed(paired(arrowTarget()), 'players', 6, 1, [['Kim']]);
    const m = model(s);
    const reason = m.format.lateEntry(m.ctx).reason;
    expect(refusedLateEntries(m, 'Players')).toEqual([
      {
        severity: 'error',
        code: PLAYER_CODES.lateEntryClosed,
        tab: 'Players',
        cell: 'A6',
        message: `Kim was not in round 1. ${reason}`,
        fix: 'Mark the player dropped, or remove the row.',
      },
    ]);
    // Dropped, Kim is no entry at all.
    expect(refusedLateEntries(model(typed(s, 'players', 6, 2, [['dropped']])), 'Players')).toEqual([]);
  });

  it('none before round 1, and none where the format takes late entries', () => {
    expect(refusedLateEntries(model(typed(arrowTarget(), 'players', 6, 1, [['Kim']])), 'Players')).toEqual(
      [],
    );
    const sealed = typed(paired(eventSnapshot('sealed-deck', FOUR)), 'players', 6, 1, [['Kim']]);
    expect(refusedLateEntries(model(sealed), 'Players')).toEqual([]);
  });

  it('a player whose round-1 row went missing was in round 1, and a name changed by hand is the rename question', () => {
    const s = paired(arrowTarget());
    const gone = withoutRows(s, 'results', [2]);
    expect(model(gone).missingGames).toHaveLength(1);
    expect(refusedLateEntries(model(gone), 'Players')).toEqual([]);
    const renamed = typed(s, 'players', 5, 1, [['Dee Dee']]);
    expect(model(renamed).renames).toHaveLength(1);
    expect(refusedLateEntries(model(renamed), 'Players')).toEqual([]);
  });
});
