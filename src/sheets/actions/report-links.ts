// The organizer's pre-filled report link (docs/REPORTING.md, Pre-filled links): setting or removing it
// rewrites the current round's Slips, which print each player's link, and writes a Log line; and every
// player's link for the current round, read from the event as it stands.
import { playerNames } from '../../engine/format';
import { prefilledReportLink } from '../../engine/report-link';
import { roundSlips, slipsTab } from '../../engine/slips';
import type { ReportLinks } from '../../shared/types';
import { errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { renderExtraTab, renderLog } from '../render';
import { formLinkOf, LINK_TEMPLATE_HOW } from '../reports/link-template';
import { type Plan, refuse } from './plan';
import { notConnected } from './reports';

/** The snapshot as it reads once `template` is saved with the connection (null: none). */
export function withLinkTemplate(snapshot: Snapshot, template: string | null): Snapshot {
  if (!snapshot.form) return snapshot;
  const { linkTemplate: _, ...form } = snapshot.form;
  return { ...snapshot, form: template ? { ...form, linkTemplate: template } : form };
}

/**
 * Setting (or, with null, removing) the template, planned from the snapshot as it reads once the
 * template is saved (withLinkTemplate): the current round's Slips and a Log line. Refused while no form
 * is connected. An event with errors keeps its Slips until the next action that can rewrite them.
 */
export function planSetReportLink(snapshot: Snapshot, nowIso: string): Plan {
  if (!snapshot.form) return refuse([notConnected]);
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const template = snapshot.form.linkTemplate ?? null;
  const slips = errorsOf(model.problems).length ? [] : [renderExtraTab(slipsTab(model.format, model.ctx))];
  const details = template
    ? `Pre-filled report link set: players' links open ${formLinkOf(template, '')}, answering round, table and name.`
    : "Pre-filled report link removed: the Slips no longer print players' links.";
  return {
    ok: true,
    writes: [...slips, renderLog([{ action: 'Report link', round: model.round, seed: '', details }], nowIso)],
    message: template
      ? `Players' pre-filled links are made from this link${slips.length && model.round ? `, and the Slips of round ${model.round} print them` : ''}.`
      : "The pre-filled link is removed: players' links are no longer made.",
    warnings: [],
  };
}

/**
 * Every player's link for the current round's games that take a report, by table, and the round's
 * slips as the Slips tab holds them (printed with each player's code beside their name). The slips are
 * given even while no form or template is set, so the page still prints them and says what is missing.
 */
export function reportLinks(snapshot: Snapshot): ReportLinks {
  const form = snapshot.form;
  const template = form?.linkTemplate ?? null;
  const formLink = form ? formLinkOf(template, form.formUrl) : null;
  const read = readEvent(snapshot);
  const model = read.ok ? read.model : null;
  // The slips wait for the event's errors to be fixed, as the Slips tab does: the page says so first.
  const error = model ? errorsOf(model.problems)[0] : undefined;
  const blocked = error ? `The slips print once the event's errors are fixed: ${error.message}` : '';
  const printed = model && !error ? roundSlips(model.format, model.ctx) : null;
  const round = model ? model.ctx.matches.reduce((max, m) => Math.max(max, m.round), 0) : 0;
  const slips = (printed?.slips ?? []).map((s) => ({
    table: String(s.table),
    rows: s.rows.map((r) => r.map((c) => String(c ?? ''))),
    links: s.links,
  }));
  const none = (message: string): ReportLinks => ({
    ok: false,
    message: blocked || message,
    round,
    formLink,
    tables: [],
    slips,
  });
  if (!form) return none(`${notConnected.message} ${notConnected.fix}`);
  if (!template)
    return none(`No pre-filled link is set, so players' links cannot be made. ${LINK_TEMPLATE_HOW}`);
  if (!read.ok) return none(read.problems[0]?.message ?? 'The event cannot be read.');
  const { ctx } = read.model;
  if (round === 0) return none('Round 1 is not paired yet: the links are made for the round being played.');
  const names = playerNames(ctx);
  const tables = ctx.matches
    .filter((m) => m.round === round && m.b !== null)
    .sort((x, y) => x.table - y.table)
    .map((m) => ({
      table: String(m.table),
      players: [m.a, m.b as string].map((key) => {
        const name = names.get(key) ?? key;
        return { name, link: prefilledReportLink(template, { round, table: m.table, name }) ?? '' };
      }),
    }));
  return { ok: true, message: blocked, round, formLink, tables, slips };
}
