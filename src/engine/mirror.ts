// A result told from the other seat. The report form's columns are by seat (Player is the first name
// at the table), and a player who answers from their own side ("Player points" as "my points") sends
// the game mirrored. Each format's result columns say what a mirror swaps (ColumnSpec.mirror); the
// report queue uses it to tell a mirrored report from a real disagreement.
import type { ColumnSpec } from './format';

/**
 * `values` (header -> answer) as seen from the other seat; null when the format's columns have no sides
 * (arrow/target names decks, not seats), so no report of it can be mirrored.
 */
export function mirrored(
  columns: readonly ColumnSpec[],
  values: Readonly<Record<string, string>>,
): Record<string, string> | null {
  if (!columns.some((c) => c.mirror)) return null;
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const out: Record<string, string> = {};
  for (const c of columns) {
    const from = c.mirror?.key ? (byKey.get(c.mirror.key)?.header ?? c.header) : c.header;
    const v = values[from] ?? '';
    out[c.header] = c.mirror?.values?.[v] ?? v;
  }
  return out;
}
