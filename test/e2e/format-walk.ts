// A whole event of one format through the playground as an organizer clicks it: the wizard, players
// typed in the grid (and fleets pasted, as a list copied from a fleet builder is), each round paired from
// the sidebar's main button and its results typed on Results, until the sidebar offers the final standings. Each format's walk is its own test
// file (formats-<id>.test.ts), so the walks run side by side.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../local/playground/demo';
import { type StandingsTab, splitStandings } from '../support/standings';
import { openPlayground, useBrowser } from './browser';
import {
  type Cell,
  nextActionIs,
  pairFromSidebar,
  pasteRows,
  setUpEvent,
  showTab,
  tabText,
  typeResults,
  typeRows,
} from './organizer';

interface Game {
  player: string;
  opponent: string;
  row: number;
}

/** How an organizer fills one game's result cells (from column E) in each format. */
export const FLOWS: Record<
  string,
  {
    options?: Record<string, string>;
    /** The players typed, where the demo's field is larger than a walk needs (default: the demo's). */
    players?: Cell[][];
    /** What the format's final Standings must show besides what every walk checks. */
    final?: (standings: StandingsTab<string>, rounds: number) => void;
    result: (page: Page, round: number) => Promise<(i: number, g: Game) => Cell[]>;
  }
> = {
  'attack-wing': {
    // Fleet points destroyed, then "Time": the winner is the player with more fleet points.
    result: async () => (i) =>
      (
        [
          [58, 33, 'Time'],
          [40, 58, 'Time'],
          [58, 20, 'Time'],
        ] as Cell[][]
      )[i % 3],
  },
  'arrow-target': {
    options: { startNumbers: 'as-listed' },
    // Each player's target deck is the deck they played as arrow in the round before.
    result: async (page, round) => {
      const results = await tabText(page, 'Results');
      const lastArrow = new Map<string, string>();
      for (const r of results.slice(1)) if (Number(r[0]) < round && r[3] !== 'BYE') lastArrow.set(r[2], r[4]);
      return (i, g) => [
        `${g.player} r${round}`,
        lastArrow.get(g.opponent) ?? `${g.opponent} start`,
        i % 2 ? 'Target' : 'Arrow',
        '',
      ];
    },
  },
  'any-game': {
    // The Magic preset: 10 players are 5 Swiss rounds and a top 4 by its table (Magic Tournament Rules,
    // Appendix E), two knockout rounds more. A match is typed as games won in E:F (2-1), with a drawn
    // match (1-1-1) in the Swiss rounds only: a knockout match needs a winner.
    options: { preset: 'magic' },
    players: DEMOS['any-game'].players.slice(0, 10),
    final: (standings, rounds) => {
      expect(rounds).toBe(7);
      for (const h of ['Match points', 'OMW%', 'GW%', 'OGW%', 'Playoff'])
        expect(standings.headers).toContain(h);
      // The cut is ranked by how far a player went: the winner first, then the final's loser, then the semifinals'.
      const playoff = standings.headers.indexOf('Playoff');
      expect(standings.rows.slice(0, 4).map((r) => r[playoff])).toEqual([
        'Winner',
        'Out in the Final',
        'Out in the Semi-finals',
        'Out in the Semi-finals',
      ]);
      expect(standings.rows.slice(4).every((r) => r[playoff] === '')).toBe(true);
    },
    result: async (_page, round) => (i) =>
      round <= 5 && i === 2
        ? [1, 1, 1]
        : (
            [
              [2, 1],
              [0, 2],
              [2, 0],
              [1, 2],
            ] as Cell[][]
          )[i % 4],
  },
  'full-thrust': {
    result: async () => (i) =>
      (
        [
          [620, 410, 0, 380, 700, 12],
          [500, 500, 6, 450, 520, 3],
          [800, 200, 0, 150, 900, 20],
        ] as Cell[][]
      )[i % 3],
  },
};

/** Registers the whole-event walk of one format (call it from that format's test file). */
export function walkFormat(id: string): void {
  const browser = useBrowser();
  describe(`${id}: a whole event through the sidebar and the grid`, () => {
    it('wizard, players typed, every round paired and typed, final standings visible', {
      timeout: 240_000,
    }, async () => {
      const flow = FLOWS[id];
      const demo = DEMOS[id];
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
          const result = await flow.result(h.page, round);
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
          expect(await champion?.textContent()).toBe(
            `${id === 'full-thrust' ? 'Grand Admiral' : 'Champion'}: ${firsts[0][player]}`,
          );
        else expect(champion).toBeNull();
        // The dashboard names the preset an any-game event follows.
        if (flow.options?.preset === 'magic')
          expect(await h.sidebar.textContent('#format-line')).toContain('Magic: The Gathering');
        flow.final?.(standings, rounds);
        expect(h.dialogs).toEqual([]);
      } finally {
        await h.close();
      }
    });
  });
}
