// The playground's web server: the page (grid + sidebar frame), the phone view of one tab, the players'
// report form standing in for a Google Form, the real dist/Sidebar.html with the google.script.run
// shim, and the JSON API. Listens on 127.0.0.1 only.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { handleApi, sendJson } from './api';
import { buildDemo, playgroundDemoIds } from './demo';
import { openSession, type Session } from './session';
import { SEVERAL_ACCOUNTS_ERROR } from './several-accounts';
import { injectShim } from './shim';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface PlaygroundOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where the workbook is saved shortly after every change, and at close (default playground.workbook.json). */
  workbookPath?: string;
  /** Start from a filled sample event of this format (the file at workbookPath is replaced). */
  demo?: string | null;
  /** Folder holding the built Code.js and Sidebar.html (default ./dist). */
  distDir?: string;
  /** The add-on's clock (Log timestamps); the real time unless given, e.g. fixed for the screenshots. */
  now?: () => Date;
  /**
   * A browser signed in to several Google accounts: every sidebar call fails as google.script.run
   * does then (several-accounts.ts), while the workbook and the grid keep working.
   */
  severalAccounts?: boolean;
  /**
   * Scopes the organizer left unticked on Google's consent screen (granular consent,
   * local/emulator/script-app.ts): every action but onOpen then stops with the add-on's message.
   * Applied after a demo is built, and again after each reset.
   */
  withheldScopes?: string[];
  /**
   * How long a change may wait before the workbook file has it (default SAVE_DELAY_MS); a stop or a reset
   * writes it at once whatever this is.
   */
  saveDelayMs?: number;
}

export interface Playground {
  url: string;
  workbookPath: string;
  session(): Session;
  /** Signs the browser in to several accounts (true) or one (false) from the next sidebar call on. */
  setSeveralAccounts(on: boolean): void;
  close(): Promise<void>;
}

const pages = new Map<string, Promise<string>>();

/**
 * A page of the playground: its HTML file with its stylesheet and its bundled script inlined. Built once
 * per process: the browser tests start a playground for nearly every test, and bundling the three pages
 * each time was an esbuild run per page per test.
 */
function pageHtml(name: 'page' | 'phone' | 'form', entry: string): Promise<string> {
  let html = pages.get(name);
  if (!html) {
    html = buildPage(name, entry);
    pages.set(name, html);
    // A failed build is not kept: the next playground tries again.
    html.catch(() => pages.delete(name));
  }
  return html;
}

async function buildPage(name: 'page' | 'phone' | 'form', entry: string): Promise<string> {
  const js = await build({
    entryPoints: [resolve(HERE, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  const script = js.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const css = readFileSync(resolve(HERE, `${name}.css`), 'utf8');
  return readFileSync(resolve(HERE, `${name}.html`), 'utf8')
    .replace('/*PAGE_CSS*/', () => css)
    .replace('/*PAGE_JS*/', () => script);
}

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

/** The names this server answers to: loopback only, with its port (any other Host is DNS rebinding). */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

/**
 * A request whose Host is not one of ours is refused whatever its method: a web page that rebinds its
 * own domain to 127.0.0.1 sends its own name as Host, and must not read the workbook (emails included).
 */
function foreignHost(req: IncomingMessage, port: number): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  return !loopbackHosts(port).includes(host);
}

/**
 * A POST from another site's page (another origin) is refused: the API changes the workbook. The page
 * may be opened as 127.0.0.1, localhost or [::1], so each of those is our origin.
 */
function foreignOrigin(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (req.method === 'GET' || typeof origin !== 'string') return false;
  return !loopbackHosts(port).some((h) => origin.toLowerCase() === `http://${h}`);
}

/**
 * Nobody else's page may frame the playground (clickjacking an action); the sidebar is framed by our
 * own page only, so it alone allows its own origin.
 */
function frameHeaders(res: ServerResponse, sameOriginFrame: boolean): void {
  res.setHeader('x-frame-options', sameOriginFrame ? 'SAMEORIGIN' : 'DENY');
  res.setHeader('content-security-policy', `frame-ancestors ${sameOriginFrame ? "'self'" : "'none'"}`);
}

export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const distDir = resolve(options.distDir ?? 'dist');
  const workbookPath = resolve(options.workbookPath ?? 'playground.workbook.json');
  const page = await pageHtml('page', 'client.ts');
  const phone = await pageHtml('phone', 'phone-client.ts');
  const form = await pageHtml('form', 'form-client.ts');
  let session = openSession(workbookPath, distDir, !!options.demo, options.now, options.saveDelayMs);
  if (options.demo) buildDemo(session, options.demo);
  session.save();
  session.emu.withholdScopes(options.withheldScopes ?? []);
  let severalAccounts = !!options.severalAccounts;
  const api = {
    session: () => session,
    demos: playgroundDemoIds(),
    callRefusal: () => (severalAccounts ? SEVERAL_ACCOUNTS_ERROR : null),
    reset(demo: string | null) {
      // A write still waiting is done now, before the new workbook's, so it never lands after it.
      session.flush();
      const next = openSession(workbookPath, distDir, true, options.now, options.saveDelayMs);
      if (demo) buildDemo(next, demo);
      next.save();
      next.emu.withholdScopes(options.withheldScopes ?? []);
      session = next;
    },
  };
  let url = '';
  let port = 0;
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const path = new URL(req.url ?? '/', url).pathname;
        frameHeaders(res, req.method === 'GET' && (path === '/sidebar' || path === '/dialog'));
        if (foreignHost(req, port)) {
          sendJson(res, 403, { ok: false, error: 'only 127.0.0.1, localhost and [::1] are served' });
          return;
        }
        if (foreignOrigin(req, port)) {
          sendJson(res, 403, { ok: false, error: 'requests from other sites are refused' });
          return;
        }
        if (await handleApi(req, res, api)) return;
        if (req.method === 'GET' && (path === '/' || path === '/index.html')) return sendHtml(res, page);
        // One tab as a player's phone shows the shared sheet (/phone?tab=Standings), read-only.
        if (req.method === 'GET' && path === '/phone') return sendHtml(res, phone);
        // The playground standing in for the Google Form a player opens (/form?round=1&table=2&name=Ann).
        if (req.method === 'GET' && path === '/form') return sendHtml(res, form);
        if (req.method === 'GET' && path === '/sidebar') {
          return sendHtml(res, injectShim(readFileSync(resolve(distDir, 'Sidebar.html'), 'utf8')));
        }
        // The last dialog the add-on showed (the hall screen), as Google would show it over the sheet.
        if (req.method === 'GET' && path === '/dialog') {
          const shown = session.emu.ui.dialogs.at(-1);
          if (shown) return sendHtml(res, injectShim(shown.content));
        }
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      } catch (e) {
        if (!res.headersSent) sendJson(res, 500, { ok: false, error: String((e as Error).message ?? e) });
        else res.end();
      }
    })();
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 8787, '127.0.0.1', () => ok());
  });
  port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    workbookPath,
    session: () => session,
    setSeveralAccounts: (on: boolean) => {
      severalAccounts = on;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => {
          // Every change was written within the save delay of it; one still waiting is written now.
          session.flush();
          ok();
        });
      }),
  };
}
