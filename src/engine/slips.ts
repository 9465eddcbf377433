// Match slips: one per table of the round just paired, with the format's own result fields to fill in
// and sign. Derived from the format's Results columns, so a field added there (Winner, Fleet verified)
// is on the slip too. Every slip has the same number of rows, so a printed page holds whole slips.
import type { CellValue, ExtraTab, Format, FormatContext } from './format';
import { awaitsResultIn, JUDGE_OPPONENT, playerNames } from './format';
import { prefilledReportLink } from './report-link';

export const SLIPS_ROLE = 'slips';
const BLANK = '______________';
const SIDES = ['Player ', 'Opponent '] as const;

type SlipLine = { label: string; kind: 'pair' } | { label: string; kind: 'game'; fill: string };

/** The format's result columns as slip lines: a Player X / Opponent X pair is one line with two blanks. */
export function slipLines(format: Format, ctx?: FormatContext): SlipLine[] {
  const lines: SlipLine[] = [];
  const columns = ctx && format.slipColumns ? format.slipColumns(ctx) : format.resultColumns;
  const headers = columns.map((c) => c.header);
  for (const col of columns) {
    const { header } = col;
    if (header.startsWith(SIDES[1]) && headers.includes(SIDES[0] + header.slice(SIDES[1].length))) continue;
    if (header.startsWith(SIDES[0]) && headers.includes(SIDES[1] + header.slice(SIDES[0].length))) {
      const rest = header.slice(SIDES[0].length);
      lines.push({ label: rest.charAt(0).toUpperCase() + rest.slice(1), kind: 'pair' });
      continue;
    }
    const fill =
      col.kind === 'checkbox'
        ? '☐'
        : col.kind === 'choice'
          ? `${(col.choices ?? []).join(' / ')} (circle one)`
          : BLANK;
    lines.push({ label: header, kind: 'game', fill });
  }
  return lines;
}

/** The row under the signatures while a pre-filled report link is set: each player's own link. */
export const REPORT_ONLINE = 'Report online';

/**
 * Rows one slip takes: title, names, one per field, signatures, each player's report link while a
 * pre-filled link is set (ctx.reportLinkTemplate), a gap.
 */
export function slipHeight(
  format: Format,
  ctx?: FormatContext | Pick<FormatContext, 'reportLinkTemplate'>,
): number {
  const event = ctx && 'config' in ctx ? ctx : undefined;
  return slipLines(format, event).length + 4 + (ctx?.reportLinkTemplate ? 1 : 0);
}

/** One table's slip: its rows as the Slips tab holds them (no gap row), and each player's link (or ''). */
export interface Slip {
  table: number;
  rows: CellValue[][];
  links: [string, string];
}

/**
 * The current round's slips, by table: the Slips tab (slipsTab) and the printed slips (getReportLinks,
 * src/sheets/actions/report-links.ts) are both made here, so the two never differ.
 */
export function roundSlips(format: Format, ctx: FormatContext): { round: number; slips: Slip[] } {
  const round = ctx.matches.reduce((max, m) => Math.max(max, m.round), 0);
  const names = playerNames(ctx);
  const lines = slipLines(format, ctx);
  const template = ctx.reportLinkTemplate;
  // A game against a judge is a game with a result (the player's side): it has a slip, the judge
  // signing as the opponent.
  const tables = ctx.matches
    .filter((m) => m.round === round && (m.b !== null || awaitsResultIn(format, ctx, m)))
    .sort((x, y) => x.table - y.table);
  const slips = tables.map((m): Slip => {
    const a = names.get(m.a) ?? m.a;
    const b = m.b === null ? JUDGE_OPPONENT : (names.get(m.b) ?? m.b);
    const rows: CellValue[][] = [[`Round ${round} · Table ${m.table}`, a, b]];
    // Under each name, its role when the format gives one (the arrow, the target and its deck), so the
    // choices below (Arrow / Target) say who is who.
    const roles = format.seatRoles?.(m, ctx);
    rows.push(['', roles?.a ?? 'Player', roles?.b ?? 'Opponent']);
    // Only the player's side of a judge game is recorded.
    const theirs = m.b === null ? '' : BLANK;
    for (const line of lines)
      rows.push(line.kind === 'pair' ? [line.label, BLANK, theirs] : [line.label, line.fill, '']);
    rows.push(['Signatures', BLANK, BLANK]);
    // A judge game is the organizer's to enter: no links, so its row is blank and every slip keeps
    // the same height.
    const link = (name: string) =>
      template ? (prefilledReportLink(template, { round, table: m.table, name }) ?? '') : '';
    const links: [string, string] = m.b === null ? ['', ''] : [link(a), link(b)];
    // Typed URLs, never a formula: Sheets makes them clickable.
    if (template) rows.push(m.b === null ? ['', '', ''] : [REPORT_ONLINE, ...links]);
    return { table: m.table, rows, links };
  });
  return { round, slips };
}

export function slipsTab(format: Format, ctx: FormatContext): ExtraTab {
  const rows = roundSlips(format, ctx).slips.flatMap((s) => [...s.rows, ['', '', '']]);
  const title = ctx.config.name ? `Match slips · ${ctx.config.name}` : 'Match slips';
  return { role: SLIPS_ROLE, title: 'Slips', headers: [title, 'Player', 'Opponent'], rows };
}
