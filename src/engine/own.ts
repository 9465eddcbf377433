// Lookups by a name someone typed (a format on the Event tab, a command from the sidebar, a player
// named "constructor" or "__proto__") must never find what every object inherits from
// Object.prototype: an inherited function taken for a format or a command made every entry point throw.

/** The value `record` itself holds under `key`; undefined for anything inherited ("constructor", "toString"). */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  // Not Object.hasOwn: ES2022, newer than the es2019 the bundle targets.
  return record ? (Object.getOwnPropertyDescriptor(record, key)?.value as T | undefined) : undefined;
}

/** An empty record with no prototype, for records keyed by player names: "__proto__" is then just a key. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
