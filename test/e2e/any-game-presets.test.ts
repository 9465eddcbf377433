// "An organizer can run a Magic, a Pokémon and a chess-club event end to end in the playground": the
// Magic event is walked in the sidebar (format-walk.ts, from its kit); the Pokémon and chess-club events run
// here over the playground's HTTP API (docs/PLAYGROUND.md, "The playground's HTTP API"), as the sidebar calls it:
// setup with the preset, players typed on Players, each round paired and its results typed on Results'
// Result cell, until the event is finished and Standings carries its final title. The preset's values
// are in src/engine/any-game/presets.ts and quoted in docs/rules/any-game-presets.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlayground } from '../../local/playground/server';
import type { EventState } from '../../src/shared/types';
import { act, call, tab, type } from '../support/playground-http';
import { splitStandings } from '../support/standings';

const dir = mkdtempSync(join(tmpdir(), 'tourney-any-game-presets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const setting = (event: string[][], label: string) => event.find((r) => r[0] === label)?.[1];

interface Run {
  rounds: number;
  standings: ReturnType<typeof splitStandings<string>>;
  event: string[][];
  pairings: string[][][];
}

/** A whole event of one preset: every Result cell (H) typed from `results`, round after round. */
async function runEvent(preset: string, names: string[], results: readonly string[]): Promise<Run> {
  const pg = await startPlayground({ port: 0, workbookPath: join(dir, `${preset}.workbook.json`) });
  const { url } = pg;
  try {
    await act(url, 'setupEvent', {
      format: 'any-game',
      name: `${preset} club`,
      date: '2026-12-05',
      seed: `presets-${preset}`,
      preset,
    });
    const event = await tab(url, 'Event');
    await type(
      url,
      'Players',
      'A2',
      names.map((n) => [n]),
    );
    let rounds = 0;
    let game = 0;
    const pairings: string[][][] = [];
    for (; rounds < 12; ) {
      const state = await call<EventState>(url, 'getEventState');
      if (state.nextAction !== 'pair') {
        // Every result typed: the Standings tab is published final by the Update standings below.
        expect(state.nextAction).toBe('publish-final');
        break;
      }
      await act(url, 'pairNextRound', {});
      rounds++;
      pairings.push(await tab(url, 'Pairings'));
      for (const [i, r] of (await tab(url, 'Results')).entries()) {
        if (i === 0 || r[0] !== String(rounds) || r[3] === 'BYE') continue;
        await type(url, 'Results', `H${i + 1}`, results[game++ % results.length]);
      }
    }
    await act(url, 'updateStandings', {});
    expect((await call<EventState>(url, 'getEventState')).nextAction).toBe('finished');
    return { rounds, standings: splitStandings(await tab(url, 'Standings')), event, pairings };
  } finally {
    await pg.close();
  }
}

const EIGHT = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

describe('any game: a Pokémon and a chess-club event end to end in the playground', () => {
  it('Pokémon TCG: 3/1/0 match points, OWP then OOWP, one Result per match, a double loss allowed; 8 players play ⌈log₂ 8⌉ = 3 rounds and no cut', async () => {
    const run = await runEvent('pokemon', EIGHT, ['Player won', 'Opponent won', 'Double loss', 'Draw']);
    expect(setting(run.event, 'Preset')).toBe('Pokémon TCG');
    expect(setting(run.event, 'Results')).toBe('One result (win, draw, loss)');
    expect(setting(run.event, 'Points for a win')).toBe('3');
    expect(setting(run.event, 'Double loss')).toBe('Allowed');
    expect(run.rounds).toBe(3);
    const { headers, rows, title } = run.standings;
    expect(title).toMatch(/ · final$/);
    expect(headers.slice(0, 3)).toEqual(['Rank', 'Player', 'Match points']);
    expect(headers.indexOf('OWP')).toBeGreaterThan(headers.indexOf('Match points'));
    expect(headers.indexOf('OOWP')).toBe(headers.indexOf('OWP') + 1);
    expect(headers).not.toContain('Playoff');
    const named = rows.filter((r) => r[1]);
    expect(named.map((r) => r[1]).sort()).toEqual([...EIGHT].sort());
    const points = named.map((r) => Number(r[2]));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(named[0][headers.indexOf('OWP')]).toMatch(/^\d+\.\d\d%$/);
    // A double loss is a loss for both (0 points): the losses column counts it on each side.
    const losses = named.reduce((n, r) => n + Number(r[headers.indexOf('Lost')]), 0);
    const wins = named.reduce((n, r) => n + Number(r[headers.indexOf('Won')]), 0);
    expect(losses).toBeGreaterThan(wins);
  }, 60_000);

  it('Chess club: 1/½/0 points, Direct encounter, Wins, Buchholz Cut 1, Buchholz, Sonneborn-Berger; White and Black on Pairings; 7 players play ⌈log₂ 7⌉ = 3 rounds with a bye each round', async () => {
    const seven = EIGHT.slice(0, 7);
    const run = await runEvent('chess', seven, ['1-0', '0-1', '½-½']);
    expect(setting(run.event, 'Preset')).toBe('Chess club (FIDE tie-breaks)');
    expect(setting(run.event, 'Points for a win')).toBe('1');
    expect(setting(run.event, 'Points for a draw')).toBe('0.5');
    expect(setting(run.event, 'Colours')).toBe('White and Black balanced');
    expect(run.rounds).toBe(3);
    for (const [k, p] of run.pairings.entries()) {
      const text = p.map((r) => r.join(' ')).join('\n');
      expect(text, `round ${k + 1}`).toMatch(/White/);
      expect(text, `round ${k + 1}`).toMatch(/Black/);
    }
    const { headers, rows, title } = run.standings;
    expect(title).toMatch(/ · final$/);
    expect(headers.slice(0, 3)).toEqual(['Rank', 'Player', 'Points']);
    const order = ['Direct encounter', 'Wins', 'Buchholz Cut 1', 'Buchholz', 'Sonneborn-Berger'].map((h) =>
      headers.indexOf(h),
    );
    expect(order.every((i) => i > 2)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const named = rows.filter((r) => r[1]);
    expect(named.map((r) => r[1]).sort()).toEqual([...seven].sort());
    // Three rounds of 1 / ½ / 0 and a bye worth 1: every score is a half-point step from 0 to 3.
    for (const r of named) expect(Number(r[2]) * 2).toSatisfy((n: number) => Number.isInteger(n) && n <= 6);
    const total = named.reduce((n, r) => n + Number(r[2]), 0);
    // Each round: three games worth 1 point between their players, and the bye's 1.
    expect(total).toBe(3 * (3 + 1));
  }, 60_000);
});
