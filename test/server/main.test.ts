// The entry points stay thin: each hands run-action one plan and the `seen` its options carry, and a
// menu call (no options) carries none. run-action and the scope check (src/server/authorization.ts,
// tested through the bundle in test/bundle/granular-consent.test.ts) are replaced here, so no Apps
// Script global is touched.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionSpec } from '../../src/server/run-action';

vi.mock('../../src/server/authorization', () => ({ requireGrantedScopes: () => undefined }));

const specs: ActionSpec[] = [];

vi.mock('../../src/server/run-action', async (original) => ({
  ...(await original<typeof import('../../src/server/run-action')>()),
  runAction: (spec: ActionSpec) => {
    specs.push(spec);
    return { ok: true, message: '', problems: [], warnings: [], state: {} };
  },
}));

const main = await import('../../src/server/main');

beforeEach(() => {
  specs.length = 0;
});

describe('state-changing entry points', () => {
  const seen = { round: 1, fingerprint: 'sealed-deck:1:0' };

  it('each passes the seen of its one options object', () => {
    main.pairNextRound({ force: true, seen });
    main.rePairRound({ seen });
    main.undoLastRound({ seen });
    main.updateStandings({ seen });
    main.setPlayerStatus({ name: 'Ann', status: 'dropped', seen });
    main.addPlayer({ name: 'Zed', seen });
    main.restoreMissingRows({ seen });
    main.renamePlayer({ from: 'Cy', to: 'Cyrus', seen });
    main.seatPlayers({ seen });
    main.runFormatCommand({ name: 'rollOff', args: {}, seen });
    main.closeEvent({ seen });
    main.undoCloseEvent({ seen });
    main.startNextEvent({ seen });
    main.importIntoSeason({ seen });
    expect(specs).toHaveLength(14);
    for (const spec of specs) expect(spec.seen).toEqual(seen);
  });

  it('without options (the menu) there is no seen', () => {
    main.pairNextRound();
    main.rePairRound();
    main.undoLastRound();
    main.updateStandings();
    main.restoreMissingRows();
    main.seatPlayers();
    main.closeEvent();
    main.undoCloseEvent();
    main.startNextEvent();
    expect(specs).toHaveLength(9);
    for (const spec of specs) expect(spec.seen).toBeUndefined();
  });

  it('undo and re-pair read the formulas of Results, to log a removed one as typed', () => {
    main.rePairRound();
    main.undoLastRound();
    main.updateStandings();
    expect(specs.map((s) => s.formulas)).toEqual([['results'], ['results'], undefined]);
  });

  it('close and undo close read the season tabs too, and close what Standings shows players', () => {
    main.closeEvent();
    main.undoCloseEvent();
    expect(specs.map((s) => [s.extra?.roles, Boolean(s.shownTitle)])).toEqual([
      [['season-games', 'season-events', 'season-settings', 'league', 'ratings', 'my-season'], true],
      [['season-games', 'season-events', 'season-settings', 'league', 'ratings', 'my-season'], false],
    ]);
  });

  it('import into season reads the season tabs and the Import tab, and makes either with its layout', () => {
    main.importIntoSeason();
    const [spec] = specs;
    expect(spec.extra?.roles).toEqual([
      'season-games',
      'season-events',
      'season-settings',
      'league',
      'ratings',
      'my-season',
      'season-import',
    ]);
    expect(Object.keys(spec.extra?.layouts ?? {}).sort()).toEqual([...(spec.extra?.roles ?? [])].sort());
  });
});
