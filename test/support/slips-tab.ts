// The Slips tab read back as slips: each slip's first row (its title) and the rows down to the next.
// Shared by the bundle and e2e tests that compare what getReportLinks serves with the tab itself.

/** The slips on a Slips tab's values (its header row included or not), from each title row to the next. */
export function slipsOfTab(tab: unknown[][]): { top: number; title: string; rows: unknown[][] }[] {
  const tops = tab.flatMap((r, i) => (/^Round \d+ · Table \d+$/.test(String(r[0])) ? [i] : []));
  return tops.map((top, k) => ({
    top,
    title: String(tab[top][0]),
    rows: tab.slice(top, tops[k + 1] ?? tab.length),
  }));
}

/**
 * Each slip's rows on the tab as text, without the gap row under it (`height` is slipHeight). The tab
 * ends at its last written cell, so the last slip's blank rows (a judge game's) are put back.
 */
export function slipRowsOfTab(tab: unknown[][], height: number): string[][][] {
  return slipsOfTab(tab).map((s) =>
    Array.from({ length: height - 1 }, (_, i) => (s.rows[i] ?? ['', '', '']).map((c) => String(c ?? ''))),
  );
}
