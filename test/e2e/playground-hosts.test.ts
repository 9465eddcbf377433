// The playground answers only to the loopback names it serves: another Host header is
// DNS rebinding (a web page that points its own domain at 127.0.0.1 would read the workbook, emails
// included), no other site may frame it, and http://localhost:PORT works as well as 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Playground, startPlayground } from '../../local/playground/server';
import { openPlayground, useBrowser } from './browser';
import { pairFromSidebar, setUpEvent, tabText, typeRows } from './organizer';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: fetch() may not set Host, which is exactly what a rebinding page controls. */
function send(
  pg: Playground,
  path: string,
  opts: { method?: string; host?: string; origin?: string; body?: unknown } = {},
): Promise<Answer> {
  const port = Number(new URL(pg.url).port);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.method ?? 'GET',
        headers: {
          host: opts.host ?? `127.0.0.1:${port}`,
          ...(opts.origin ? { origin: opts.origin } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

describe('playground: loopback hosts only, never framed by another site', () => {
  let pg: Playground;
  let dir: string;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tourney-hosts-'));
    pg = await startPlayground({
      port: 0,
      workbookPath: join(dir, 'hosts.workbook.json'),
      demo: 'sealed-deck',
    });
    port = Number(new URL(pg.url).port);
  });
  afterAll(async () => {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a request naming another Host (DNS rebinding) is refused and reads nothing of the workbook', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const wb = await send(pg, '/api/workbook', { host });
      expect(wb.status, host).toBe(403);
      expect(wb.body).not.toContain('Players');
      const page = await send(pg, '/', { host });
      expect(page.status, host).toBe(403);
      const call = await send(pg, '/api/call', {
        method: 'POST',
        host,
        body: { name: 'pairNextRound', args: [] },
      });
      expect(call.status, host).toBe(403);
    }
  });

  it('127.0.0.1, localhost and [::1] with its port are served, and each is accepted as the Origin of a POST', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const wb = await send(pg, '/api/workbook', { host });
      expect(wb.status, host).toBe(200);
      expect(wb.body).toContain('Players');
      const call = await send(pg, '/api/call', {
        method: 'POST',
        host,
        origin: `http://${host.toLowerCase()}`,
        body: { name: 'getEventState', args: [] },
      });
      expect(call.status, host).toBe(200);
      expect(JSON.parse(call.body).ok).toBe(true);
    }
  });

  it('a POST from another origin is refused, even through a loopback Host', async () => {
    for (const origin of ['http://evil.example', `http://localhost:${port + 1}`, 'null']) {
      const call = await send(pg, '/api/call', {
        method: 'POST',
        origin,
        body: { name: 'pairNextRound', args: [] },
      });
      expect(call.status, origin).toBe(403);
      // The playground's stand-in for Google Forms changes the workbook too.
      for (const path of ['/api/link-form', '/api/form-response']) {
        const form = await send(pg, path, { method: 'POST', origin, body: { answers: {} } });
        expect(form.status, `${path} from ${origin}`).toBe(403);
      }
    }
  });

  it("the page and the API say X-Frame-Options: DENY and frame-ancestors 'none'; the sidebar only lets our own page frame it", async () => {
    for (const path of ['/', '/form', '/api/workbook', '/api/info', '/api/form', '/nowhere']) {
      const a = await send(pg, path);
      expect(a.headers['x-frame-options'], path).toBe('DENY');
      expect(a.headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
    }
    const sidebar = await send(pg, '/sidebar');
    expect(sidebar.status).toBe(200);
    expect(sidebar.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(sidebar.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });
});

const browser = useBrowser();

describe('playground opened as http://localhost:PORT', () => {
  it('every action works when the page is opened as localhost instead of 127.0.0.1', async () => {
    const h = await openPlayground(browser());
    try {
      const local = h.pg.url.replace('127.0.0.1', 'localhost');
      await h.page.goto(local);
      const frame = await (await h.page.waitForSelector('iframe#sidebar')).contentFrame();
      if (!frame) throw new Error('the sidebar frame did not load');
      await frame.waitForSelector('#dashboard, #setup');
      await setUpEvent(frame, 'sealed-deck', 'Localhost night', 2, { firstRound: 'as-listed' });
      await typeRows(h.page, 'Players', 'A2', [['Ann'], ['Bob'], ['Cy'], ['Dee']]);
      await pairFromSidebar(frame, 1);
      const games = async () => (await tabText(h.page, 'Results')).filter((r) => r[0] === '1').length;
      await expect.poll(games).toBe(2);
      expect(h.dialogs).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
