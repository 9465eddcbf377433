// A whole event of one format through the playground as an organizer clicks it: the wizard, players
// typed in the grid (and fleets pasted, as a list copied from a fleet builder is), each round paired from
// the sidebar's main button and its results typed on Results, until the sidebar offers the final standings.
// Each registered format's flow is in its test kit (test/support/kits/<id>.ts); the walk files
// (formats-walk-<n>.test.ts) each run a shard of the registry, so the walks run side by side.
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { kitOf } from '../support/kits';
import type { WalkFlow } from '../support/kits/kit';
import { splitStandings } from '../support/standings';
import { openPlayground, useBrowser } from './browser';
import {
  nextActionIs,
  pairFromSidebar,
  pasteRows,
  setUpEvent,
  showTab,
  tabText,
  typeResults,
  typeRows,
} from './organizer';

/** Each format's browser flow, from its test kit; a format walked by a file of its own has none. */
export const FLOWS: Record<string, WalkFlow> = Object.fromEntries(
  allFormats().flatMap((f) => {
    const walk = kitOf(f.id).walk;
    return 'elsewhere' in walk ? [] : [[f.id, walk]];
  }),
);

/**
 * The registered formats one walk file runs: the walks are split over WALK_FILES files, so they run side
 * by side, each file a shard of the registry.
 */
export const WALK_FILES = 2;
export function walkShard(shard: number): string[] {
  return Object.keys(FLOWS).filter((_, i) => i % WALK_FILES === shard);
}

/** Registers the whole-event walks of every registered format in `shard` (call it from that shard's file). */
export function walkShardFormats(shard: number): void {
  for (const id of walkShard(shard)) walkFormat(id);
}

/** Registers the whole-event walk of one format (call it from that format's test file). */
export function walkFormat(id: string): void {
  const browser = useBrowser();
  describe(`${id}: a whole event through the sidebar and the grid`, () => {
    it('wizard, players typed, every round paired and typed, final standings visible', {
      timeout: 240_000,
    }, async () => {
      const flow = FLOWS[id];
      const demo = kitOf(id).demo;
      const h = await openPlayground(browser());
      try {
        await setUpEvent(h.sidebar, id, `${id} night`, Number(demo.setup.rounds ?? 3), flow.options ?? {});
        const players = flow.players ?? demo.players;
        await typeRows(h.page, 'Players', 'A2', players);
        for (const [tab, a1, rows] of demo.inputs ?? []) await pasteRows(h.page, tab, a1, rows);
        let round = 0;
        const labels: string[] = [];
        const statuses: string[] = [];
        for (;;) {
          await expect
            .poll(async () => (await h.sidebar.textContent('#next-action'))?.trim(), { timeout: 10000 })
            .toMatch(/^(Pair round \d+(: .+)?|Publish final standings)$/);
          const label = (await h.sidebar.textContent('#next-action'))?.trim() ?? '';
          // Every result in: the sidebar offers to publish, and names no final order before Standings does.
          if (label === 'Publish final standings') break;
          round++;
          expect(label).toMatch(new RegExp(`^Pair round ${round}(: .+)?$`));
          labels.push(label);
          // The round is previewed, then published (a new event previews by default).
          await pairFromSidebar(h.sidebar, round);
          statuses.push((await h.sidebar.textContent('#round-status'))?.trim() ?? '');
          const result = await flow.result((tab) => tabText(h.page, tab), round);
          const typed = await typeResults(h.page, round, result);
          expect(typed.typed).toBeGreaterThan(0);
          await expect
            .poll(() => h.sidebar.textContent('#progress + #results-count'))
            .toMatch(/(\d+) of \1 results? in/);
          expect(round).toBeLessThan(20);
        }
        // Magic's Swiss rounds name the cut to come, and its knockout rounds are paired by name.
        if (flow.options?.preset === 'magic') {
          expect(statuses[0]).toMatch(/^Round 1 of \d+ · Swiss round 1 of \d+, then Top \d+$/);
          expect(labels.at(-1)).toMatch(/^Pair round \d+: Final \(Top \d+\)$/);
        }
        const rounds = Number((await h.sidebar.textContent('#round-status'))?.match(/of (\d+)/)?.[1]);
        expect(round).toBe(rounds);
        expect(await h.sidebar.$('#leaders h2')).toBeNull();
        await h.sidebar.click('#next-action');
        await h.sidebar.waitForSelector('#message.ok');
        expect(await h.sidebar.textContent('#leaders h2')).toContain('Final standings');
        await nextActionIs(h.sidebar, 'Show final standings');
        await showTab(h.page, 'Standings');
        const standings = splitStandings(await tabText(h.page, 'Standings'));
        expect(standings.title).toMatch(/ · final$/);
        expect(standings.headers[0]).toBe('Rank');
        const player = standings.headers.indexOf('Player');
        expect(player).toBeGreaterThan(0);
        const names = standings.rows.map((r) => r[player]).filter(Boolean);
        expect(names.sort()).toEqual(players.map((p) => String(p[0])).sort());
        expect(standings.rows[0][0]).toBe('1');
        expect(await h.sidebar.textContent('#leaders')).toContain(standings.rows[0][player]);
        // The end names the winner, as Standings ranks them, when first place is not shared.
        const firsts = standings.rows.filter((r) => r[0] === '1');
        const champion = await h.sidebar.$('#champion');
        if (firsts.length === 1)
          expect(await champion?.textContent()).toBe(`${flow.champion ?? 'Champion'}: ${firsts[0][player]}`);
        else expect(champion).toBeNull();
        // The dashboard names the preset an any-game event follows.
        if (flow.options?.preset === 'magic')
          expect(await h.sidebar.textContent('#format-line')).toContain('Magic: The Gathering');
        flow.final?.(standings, rounds, expect);
        expect(h.dialogs).toEqual([]);
      } finally {
        await h.close();
      }
    });
  });
}
