// The playground's web server: the page (grid + sidebar frame), the real dist/Sidebar.html with the
// google.script.run shim, and the JSON API. Listens on 127.0.0.1 only.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { handleApi, sendJson } from './api';
import { buildDemo, demoIds } from './demo';
import { openSession, type Session } from './session';
import { injectShim } from './shim';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface PlaygroundOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where the workbook is saved after every change (default playground.workbook.json). */
  workbookPath?: string;
  /** Start from a filled sample event of this format (the file at workbookPath is replaced). */
  demo?: string | null;
  /** Folder holding the built Code.js and Sidebar.html (default ./dist). */
  distDir?: string;
}

export interface Playground {
  url: string;
  workbookPath: string;
  session(): Session;
  close(): Promise<void>;
}

async function pageHtml(): Promise<string> {
  const js = await build({
    entryPoints: [resolve(HERE, 'client.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  const script = js.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const css = readFileSync(resolve(HERE, 'page.css'), 'utf8');
  return readFileSync(resolve(HERE, 'page.html'), 'utf8')
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

/** A POST from another site's page (another origin) is refused: the API changes the workbook. */
function foreignOrigin(req: IncomingMessage, url: string): boolean {
  const origin = req.headers.origin;
  return req.method !== 'GET' && typeof origin === 'string' && origin !== url;
}

export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const distDir = resolve(options.distDir ?? 'dist');
  const workbookPath = resolve(options.workbookPath ?? 'playground.workbook.json');
  const page = await pageHtml();
  let session = openSession(workbookPath, distDir, !!options.demo);
  if (options.demo) buildDemo(session, options.demo);
  session.save();
  const api = {
    session: () => session,
    demos: demoIds(),
    reset(demo: string | null) {
      const next = openSession(workbookPath, distDir, true);
      if (demo) buildDemo(next, demo);
      next.save();
      session = next;
    },
  };
  let url = '';
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (foreignOrigin(req, url)) {
          sendJson(res, 403, { ok: false, error: 'requests from other sites are refused' });
          return;
        }
        if (await handleApi(req, res, api)) return;
        const path = new URL(req.url ?? '/', url).pathname;
        if (req.method === 'GET' && (path === '/' || path === '/index.html')) return sendHtml(res, page);
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
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    workbookPath,
    session: () => session,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
