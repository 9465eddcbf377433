// One recorded roll-off: the players of one tie, after one battle round, and what each rolled. "Each player
// rolls 5 attack dice and the player with the most results is the winner": a player's results are the first
// roll, then each re-roll among the players still level ("3, 4").

export const MAX_RESULTS = 5;

export interface RollOffRoll {
  key: string;
  name: string;
  /** 1-based row on the Roll-offs tab. */
  row: number;
  /** Results of the first roll, then of each re-roll. */
  results: number[];
}

export interface RollOffRecord {
  /** The battle round after which the players were tied. */
  round: number;
  label: string;
  firstRow: number;
  lastRow: number;
  rolls: RollOffRoll[];
}

/** "3", 3, "3, 4", "3 then 4", [3, 4]: the results rolled, or null when that is not what the cell holds. */
export function parseResults(value: unknown): number[] | null {
  const parts = Array.isArray(value)
    ? value.map((v) => String(v).trim())
    : String(value ?? '')
        .trim()
        .split(/\s*(?:,|;|\/|\bthen\b|\s)\s*/i)
        .filter((x) => x !== '');
  if (parts.length === 0) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p)) return null;
    const n = Number(p);
    if (n > MAX_RESULTS) return null;
    out.push(n);
  }
  return out;
}

export const resultsText = (results: readonly number[]) => results.join(', ');

/** Higher first: the first roll decides, a re-roll decides between players level before it. */
export function compareResults(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/** The players best first when the rolls separate every one of them, otherwise null. */
export function rollOffOrder(rolls: readonly RollOffRoll[]): RollOffRoll[] | null {
  const sorted = [...rolls].sort((x, y) => compareResults(x.results, y.results));
  for (let i = 1; i < sorted.length; i++)
    if (compareResults(sorted[i - 1].results, sorted[i].results) === 0) return null;
  return sorted;
}

/** Pairs of players the rolls leave level (they re-roll), as names. */
export function stillLevel(rolls: readonly RollOffRoll[]): string[][] {
  const groups: RollOffRoll[][] = [];
  const sorted = [...rolls].sort((x, y) => compareResults(x.results, y.results));
  for (const r of sorted) {
    const g = groups[groups.length - 1];
    if (g && compareResults(g[0].results, r.results) === 0) g.push(r);
    else groups.push([r]);
  }
  return groups.filter((g) => g.length > 1).map((g) => g.map((r) => r.name));
}

export const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The last roll-off recorded for exactly these players after `round`: the one that decides their tie. */
export function recordFor(
  records: readonly RollOffRecord[],
  round: number,
  keys: readonly string[],
): RollOffRecord | null {
  let found: RollOffRecord | null = null;
  for (const r of records)
    if (
      r.round === round &&
      sameKeys(
        r.rolls.map((x) => x.key),
        keys,
      )
    )
      found = r;
  return found;
}
