/**
 * Objects handed to code running in a vm context must come from that context's realm, or
 * `x instanceof Date` / `e instanceof Error` in the bundle silently turn false.
 * load-bundle.ts swaps these constructors for the context's own.
 */
export interface Realm {
  Date: DateConstructor;
  Error: ErrorConstructor;
}

export function hostRealm(): Realm {
  return { Date, Error };
}

/**
 * Apps Script service errors print as "Exception: <message>": name 'Exception', message without
 * the prefix, so `e.message` matches what real scripts see and String(e) matches the log line.
 */
export function exception(realm: Realm, message: string): Error {
  const e = new realm.Error(message);
  e.name = 'Exception';
  return e;
}

export function isDate(v: unknown): v is Date {
  // instanceof fails across vm realms; the internal tag does not.
  return Object.prototype.toString.call(v) === '[object Date]';
}
