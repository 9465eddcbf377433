// The playground's HTTP API (docs/PLAYGROUND.md, "The playground's HTTP API"), over real HTTP: call an entry point, read the
// workbook, type a cell like a person; the workbook file survives a restart.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlayground } from '../../local/playground/server';
import type { WorkbookView } from '../../local/playground/workbook-view';

const dir = mkdtempSync(join(tmpdir(), 'tourney-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function post(url: string, body: unknown): Promise<{ ok: boolean; value?: unknown; error?: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: string };
}

describe('playground HTTP API', () => {
  it('POST /api/call, POST /api/cell, GET /api/workbook, and the workbook persists between runs', async () => {
    const workbookPath = join(dir, 'api.workbook.json');
    const pg = await startPlayground({ port: 0, workbookPath });
    try {
      expect(pg.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await (await fetch(pg.url)).text();
      expect(page).toContain('Local preview');
      const sidebar = await (await fetch(`${pg.url}/sidebar`)).text();
      expect(sidebar.indexOf('google = { script')).toBeLessThan(sidebar.indexOf('Loading the event'));

      const setup = await post(`${pg.url}/api/call`, {
        name: 'setupEvent',
        args: [{ format: 'sealed-deck', name: 'API night', rounds: 2 }],
      });
      expect(setup.ok).toBe(true);
      expect((setup.value as { ok: boolean }).ok).toBe(true);
      for (const [a1, name] of [
        ['A2', 'Ann'],
        ['A3', 'Bob'],
        ['A4', '+1'],
      ]) {
        const typed = await post(`${pg.url}/api/cell`, { tab: 'Players', a1, value: name });
        expect(typed.ok).toBe(true);
      }
      // A dropdown refuses what is not in its list, as the Sheets editor does.
      const refused = await post(`${pg.url}/api/cell`, { tab: 'Players', a1: 'B2', value: 'maybe' });
      expect(refused).toMatchObject({ ok: false });
      expect(refused.error).toContain('data validation');
      const unknown = await post(`${pg.url}/api/call`, { name: 'noSuchFunction', args: [] });
      expect(unknown).toEqual({ ok: false, error: 'Script function not found: noSuchFunction' });

      const paired = await post(`${pg.url}/api/call`, { name: 'pairNextRound', args: [] });
      expect((paired.value as { ok: boolean; message: string }).message).toContain('Round 1 paired');
      const wb = (await (await fetch(`${pg.url}/api/workbook`)).json()) as {
        ok: boolean;
        value: WorkbookView;
      };
      const players = wb.value.tabs.find((t) => t.name === 'Players');
      expect(players?.rows[3][0].t).toBe('+1');
      expect(players?.rows[0][0].b).toBe(true);
      expect(players?.frozenRows).toBe(1);
      expect(players?.rows[1][1].dd).toEqual(['active', 'dropped']);
      const results = wb.value.tabs.find((t) => t.name === 'Results');
      expect(results?.rows.filter((r) => r[0].t === '1')).toHaveLength(2);

      const foreign = await fetch(`${pg.url}/api/call`, {
        method: 'POST',
        headers: { origin: 'http://evil.example' },
        body: '{}',
      });
      expect(foreign.status).toBe(403);
    } finally {
      await pg.close();
    }
    expect(existsSync(workbookPath)).toBe(true);
    expect(readFileSync(workbookPath, 'utf8')).toContain('API night');
    const again = await startPlayground({ port: 0, workbookPath });
    try {
      const state = await post(`${again.url}/api/call`, { name: 'getEventState', args: [] });
      expect(state.value).toMatchObject({ ready: true, name: 'API night', round: 1, players: { active: 3 } });
    } finally {
      await again.close();
    }
  });

  it("--withhold-scope plays a consent checkbox left unticked: actions stop with the add-on's message, the demo is still built", async () => {
    const pg = await startPlayground({
      port: 0,
      workbookPath: join(dir, 'withheld.workbook.json'),
      demo: 'sealed-deck',
      withheldScopes: ['https://www.googleapis.com/auth/spreadsheets.currentonly'],
    });
    try {
      const state = await post(`${pg.url}/api/call`, { name: 'getEventState', args: [] });
      expect(state.ok).toBe(false);
      expect(state.error).toMatch(/has not allowed the one about this spreadsheet/);
      expect(pg.session().emu.tabValues('Players')?.length).toBeGreaterThan(1);
    } finally {
      await pg.close();
    }
  });

  it('--demo builds a sample event for every registered format', async () => {
    const { allFormats } = await import('../../src/engine/formats/registry');
    const { DEMOS } = await import('../../local/playground/demo');
    for (const f of allFormats()) {
      // A demo may play whole rounds first (any game, for its tie-breakers), then leave the last one open.
      const round = (DEMOS[f.id].roundsPlayed ?? 0) + 1;
      const pg = await startPlayground({
        port: 0,
        workbookPath: join(dir, `${f.id}.workbook.json`),
        demo: f.id,
      });
      try {
        const state = await post(`${pg.url}/api/call`, { name: 'getEventState', args: [] });
        expect(state.value, f.id).toMatchObject({ ready: true, format: f.id, round });
        const s = state.value as { resultsEntered: number; resultsExpected: number };
        expect(s.resultsEntered).toBeGreaterThan(0);
        expect(s.resultsEntered).toBeLessThan(s.resultsExpected);
      } finally {
        await pg.close();
      }
    }
  });
});
