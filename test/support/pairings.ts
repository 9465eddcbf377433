// Reads the Pairings tab as players see it (phone first): the tables block under the header on
// row 2, then, below a blank row, the "find your name" block under its own header, both in columns A..D.
import { FIND_YOUR_NAME_HEADERS, PAIRINGS_HEADERS } from '../../src/sheets/layout';

export interface PairingsRow {
  /** The table number, or '' for a bye (a bye has no table on Pairings). */
  table: unknown;
  player: unknown;
  opponent: unknown;
  note: unknown;
}

export interface PairingsTab {
  title: unknown;
  tables: PairingsRow[];
  /** The "find your name" block: one row per seated player, sorted by name. */
  byName: PairingsRow[];
  /** The 1-based sheet row of the find-your-name header (0 when there is none). */
  findHeaderRow: number;
}

const asRow = (r: readonly unknown[]): PairingsRow => ({
  table: r[0] ?? '',
  player: r[1] ?? '',
  opponent: r[2] ?? '',
  note: r[3] ?? '',
});

const isHeader = (r: readonly unknown[] | undefined, headers: readonly string[]) =>
  !!r && headers.every((h, i) => (r[i] ?? '') === h);

/** Splits a Pairings grid (as `Artifact.values('Pairings')` gives it) into its two blocks. */
export function readPairings(values: readonly (readonly unknown[])[]): PairingsTab {
  if (!isHeader(values[1], PAIRINGS_HEADERS))
    throw new Error(`Pairings row 2 is not its header: ${JSON.stringify(values[1])}`);
  const findAt = values.findIndex((r, i) => i > 1 && isHeader(r, FIND_YOUR_NAME_HEADERS));
  const blank = (r: readonly unknown[]) => r.every((v) => v === '' || v === undefined);
  const tablesEnd = findAt < 0 ? values.length : findAt;
  return {
    title: values[0]?.[0] ?? '',
    tables: values
      .slice(2, tablesEnd)
      .filter((r) => !blank(r))
      .map(asRow),
    byName:
      findAt < 0
        ? []
        : values
            .slice(findAt + 1)
            .filter((r) => !blank(r))
            .map(asRow),
    findHeaderRow: findAt + 1,
  };
}
