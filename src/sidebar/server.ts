// The sidebar's only way to the server: google.script.run, one call as a promise. The calls are typed
// from the server's own exports (as enuchi/React-Google-Apps-Script does), so calling an entry point
// that does not exist, or with the wrong arguments, fails `npm run typecheck` instead of failing in Sheets.
import type * as Server from '../server/main';
import type { ActionResult, Seen } from '../shared/types';
import { isSeveralAccounts, SEVERAL_ACCOUNTS_HELP } from './call-failure';

/** Every entry point of dist/Code.js, with its parameters and what it returns to the sidebar. */
export type ServerFunctions = typeof Server;
export type ServerName = keyof ServerFunctions;
/** The entry points that change (or check) the event and answer with an ActionResult and the new state. */
export type ActionName = {
  [K in ServerName]: ReturnType<ServerFunctions[K]> extends ActionResult ? K : never;
}[ServerName];

/**
 * The actions that carry what the sidebar showed: their one options object takes `seen`, and the server
 * refuses the call if the event has moved on. Setup and Check event do not change a shown event.
 */
export type SeenName = {
  [K in ActionName]: Parameters<ServerFunctions[K]> extends []
    ? never
    : NonNullable<Parameters<ServerFunctions[K]>[0]> extends { seen?: Seen }
      ? K
      : never;
}[ActionName];

interface Runner {
  withSuccessHandler(fn: (value: unknown) => void): Runner;
  withFailureHandler(fn: (error: Error) => void): Runner;
  [name: string]: unknown;
}
declare const google: { script: { run: Runner } };

/** One google.script.run call as a promise, typed by the entry point it names. */
export function call<K extends ServerName>(
  name: K,
  ...args: Parameters<ServerFunctions[K]>
): Promise<ReturnType<ServerFunctions[K]>> {
  return run(name, args) as Promise<ReturnType<ServerFunctions[K]>>;
}

/** An action with the round and fingerprint the sidebar shows added to its options (none: no claim). */
export function callSeen<K extends SeenName>(
  name: K,
  options: Parameters<ServerFunctions[K]>[0],
  seen: Seen | undefined,
): Promise<ActionResult> {
  // An action that carries its own `seen` (publishRound: the preview's) keeps it.
  const args = seen ? [{ seen, ...options }] : options === undefined ? [] : [options];
  return run(name, args) as Promise<ActionResult>;
}

function run(name: ServerName, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run.withSuccessHandler(resolve).withFailureHandler(reject);
    (runner[name] as (...a: unknown[]) => void)(...args);
  });
}

/** The message of a failed call (or anything thrown), for a status line. */
export function errorText(e: unknown): string {
  const message = (e as Error).message ?? String(e);
  return isSeveralAccounts(message) ? `${SEVERAL_ACCOUNTS_HELP} (Google said: ${message})` : message;
}

/** A status line for a failed call: `what` went wrong, unless Google refused to run the call at all. */
export function failedText(what: string, e: unknown): string {
  const text = errorText(e);
  return text.startsWith(SEVERAL_ACCOUNTS_HELP) ? text : `${what}: ${text}`;
}
