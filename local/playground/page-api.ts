/// <reference lib="dom" />
// The page's side of the playground's HTTP API (api.ts describes the routes).

export interface ApiReply<T> {
  ok: boolean;
  value?: T;
  error?: string;
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiReply<T>;
}
