// The playground's HTTP API as the sidebar calls it (docs/PLAYGROUND.md, "The playground's HTTP API"), for tests
// that run whole events over real HTTP without a browser: each call fails the test when the playground
// reports an error.
import { expect } from 'vitest';
import type { TabView } from '../../local/playground/workbook-view';
import type { ActionResult } from '../../src/shared/types';

export type Reply<T> = { ok: boolean; value?: T; error?: string };

export async function send<T>(url: string, method: string, body?: unknown): Promise<Reply<T>> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/** An entry point through POST /api/call, failing the test if it threw. */
export async function call<T>(url: string, name: string, ...args: unknown[]): Promise<T> {
  const r = await send<T>(`${url}/api/call`, 'POST', { name, args });
  expect(r.error, name).toBeUndefined();
  return r.value as T;
}

/** An action through POST /api/call, failing the test unless it succeeded. */
export async function act(url: string, name: string, ...args: unknown[]): Promise<ActionResult> {
  const r = await call<ActionResult>(url, name, ...args);
  expect(r.ok, `${name}: ${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
}

/** Types one cell, as the organizer does in the grid. */
export async function type(url: string, tab: string, a1: string, value: unknown): Promise<void> {
  const r = await send(`${url}/api/cell`, 'POST', { tab, a1, value });
  expect(r.error, `${tab}!${a1}`).toBeUndefined();
}

/** A tab's cells as shown. */
export async function tab(url: string, name: string): Promise<string[][]> {
  const r = await send<TabView>(`${url}/api/tab?name=${encodeURIComponent(name)}`, 'GET');
  return (r.value as TabView).rows.map((row) => row.map((c) => c.t));
}

/**
 * A sealed-deck event of `names`, "Autumn Open" on 2026-11-01, two rounds each won 20–10 by the first
 * player at every table, played to the end and its final standings published.
 */
export async function finishSealedEvent(url: string, names: readonly string[]): Promise<void> {
  await act(url, 'setupEvent', {
    format: 'sealed-deck',
    name: 'Autumn Open',
    date: '2026-11-01',
    rounds: 2,
    seed: 'e2e',
  });
  await type(
    url,
    'Players',
    'A2',
    names.map((n) => [n]),
  );
  for (let round = 1; round <= 2; round++) {
    await act(url, 'pairNextRound', {});
    for (const [i, r] of (await tab(url, 'Results')).entries())
      if (r[0] === String(round) && r[3] !== 'BYE')
        await type(url, 'Results', `E${i + 1}`, [[20, 10, 'Win']]);
    await act(url, 'updateStandings', {});
  }
}
