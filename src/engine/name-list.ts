// Names in a sentence, as the messages to the organizer write them.

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
