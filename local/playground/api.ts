// The playground's HTTP API, used by its own page and by anyone scripting the playground:
//   POST /api/call      {name, args}        -> {ok:true, value} | {ok:false, error}   (an entry point of dist/Code.js)
//   GET  /api/info                          -> {ok:true, workbookPath, demos}
//   GET  /api/workbook                      -> {ok:true, value: WorkbookView}
//   GET  /api/tab?name=Pairings             -> {ok:true, value: TabView, tabs}  (every column; the phone view)
//   POST /api/cell      {tab, a1, value}    -> {ok:true, value: WorkbookView} | {ok:false, error}  (typed like a person)
//   POST /api/reset     {demo?}             -> {ok:true, value: WorkbookView}  (a new empty or demo workbook)
// The playground standing in for Google Forms (report-form.ts):
//   POST /api/link-form {}                  -> {ok:true, value: PlaygroundForm}  (adds a form's responses tab)
//   GET  /api/form                          -> {ok:true, value: PlaygroundForm} | {ok:false, error}
//   POST /api/form-response {answers}       -> {ok:true, value: {tab, row}} | {ok:false, error}  (a player submits)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { linkReportForm, playgroundForm, submitPlaygroundForm } from './report-form';
import type { Session } from './session';
import { phoneTabView, workbookView } from './workbook-view';

export interface ApiContext {
  session(): Session;
  demos: string[];
  reset(demo: string | null): void;
  /** The error every sidebar call gets instead of running, as google.script.run under multi-login. */
  callRefusal?(): string | null;
}

const MAX_BODY = 1_000_000;

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('request body too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? (JSON.parse(text) as unknown) : {};
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw new Error('body must be a JSON object');
        resolve(body as Record<string, unknown>);
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function message(e: unknown): string {
  return e instanceof Error || (e && typeof e === 'object' && 'message' in e)
    ? String((e as { message: unknown }).message)
    : String(e);
}

/** `{ok: true, value}` with what `run` returns, or `{ok: false, error}` with what it threw. */
function answer(res: ServerResponse, run: () => unknown): void {
  let value: unknown;
  try {
    value = run();
  } catch (e) {
    sendJson(res, 200, { ok: false, error: message(e) });
    return;
  }
  sendJson(res, 200, { ok: true, value });
}

/** Handles /api/* requests; returns false for any other path. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  api: ApiContext,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (!url.pathname.startsWith('/api/')) return false;
  const route = `${req.method} ${url.pathname}`;
  try {
    switch (route) {
      case 'GET /api/info':
        sendJson(res, 200, { ok: true, workbookPath: api.session().workbookPath, demos: api.demos });
        return true;
      case 'GET /api/workbook':
        sendJson(res, 200, { ok: true, value: workbookView(api.session().emu.store) });
        return true;
      case 'GET /api/tab': {
        const name = url.searchParams.get('name') ?? '';
        const store = api.session().emu.store;
        const tab = phoneTabView(store, name);
        const tabs = store.sheets.filter((s) => !s.deleted && !s.hidden).map((s) => s.name);
        if (!tab)
          sendJson(res, 404, { ok: false, error: `No tab named "${name}". Tabs: ${tabs.join(', ')}` });
        else sendJson(res, 200, { ok: true, value: tab, tabs });
        return true;
      }
      case 'POST /api/call': {
        const body = await readJson(req);
        const name = String(body.name ?? '');
        const args = Array.isArray(body.args) ? body.args : [];
        if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
          sendJson(res, 400, { ok: false, error: `"${name}" is not a function name` });
          return true;
        }
        const refused = api.callRefusal?.() ?? null;
        if (refused) {
          sendJson(res, 200, { ok: false, error: refused });
          return true;
        }
        try {
          const value = api.session().call(name, args);
          sendJson(res, 200, { ok: true, value: value === undefined ? null : value });
        } catch (e) {
          // google.script.run hands a thrown error to the failure handler: same here.
          sendJson(res, 200, { ok: false, error: message(e) });
        }
        return true;
      }
      case 'POST /api/cell': {
        const body = await readJson(req);
        const tab = String(body.tab ?? '');
        const a1 = String(body.a1 ?? '');
        const value = body.value === undefined || body.value === null ? '' : body.value;
        const values = Array.isArray(value) ? (value as unknown[][]) : [[value]];
        try {
          api.session().type(tab, a1, values);
          sendJson(res, 200, { ok: true, value: workbookView(api.session().emu.store) });
        } catch (e) {
          sendJson(res, 200, { ok: false, error: message(e).replace(/^typeInto: /, '') });
        }
        return true;
      }
      case 'POST /api/link-form':
        await readJson(req);
        answer(res, () => linkReportForm(api.session()));
        return true;
      case 'GET /api/form':
        answer(res, () => playgroundForm(api.session()));
        return true;
      case 'POST /api/form-response': {
        const body = await readJson(req);
        answer(res, () => submitPlaygroundForm(api.session(), body.answers));
        return true;
      }
      case 'POST /api/reset': {
        const body = await readJson(req);
        api.reset(typeof body.demo === 'string' && body.demo ? body.demo : null);
        sendJson(res, 200, { ok: true, value: workbookView(api.session().emu.store) });
        return true;
      }
      default:
        sendJson(res, 404, { ok: false, error: `no API route ${route}` });
        return true;
    }
  } catch (e) {
    sendJson(res, 400, { ok: false, error: message(e) });
    return true;
  }
}
