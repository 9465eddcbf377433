// A player's pre-filled report link, made from one template: the one the form gave when the add-on
// created it (src/server/create-form.ts), or the organizer's own "Get pre-filled link" pasted in the
// sidebar (src/sheets/reports/link-template.ts). Substituting text costs no FormApp call, so a round's
// links for every table are free, where asking the form for each would be a Forms round trip per player.
// In the engine because the Slips tab (src/engine/slips.ts) prints them.
/**
 * What the template's pre-filled answers hold in place of the round, the table and the name. Letters
 * and digits only, so the form's own URL encoding leaves them as they are.
 */
export const REPORT_PLACEHOLDERS = {
  round: 'TSROUND7Q4',
  table: 'TSTABLE7Q4',
  name: 'TSNAME7Q4',
} as const;

/**
 * The link a player opens to report one game with round, table and their name already answered; null
 * when the template lacks a placeholder (not a template this add-on made).
 */
export function prefilledReportLink(
  template: string,
  game: { round: number | string; table: number | string; name: string },
): string | null {
  const values: [string, string][] = [
    [REPORT_PLACEHOLDERS.round, String(game.round)],
    [REPORT_PLACEHOLDERS.table, String(game.table)],
    [REPORT_PLACEHOLDERS.name, game.name],
  ];
  if (values.some(([p]) => !template.includes(p))) return null;
  // split/join rather than replace: a name holding "$&" is inserted as typed, not read as a pattern.
  return values.reduce((url, [p, v]) => url.split(p).join(encodeURIComponent(v)), template);
}
