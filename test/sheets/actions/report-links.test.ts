// Setting the pre-filled link, and every player's link of the round (src/sheets/actions/report-links.ts),
// on a six-player sealed event held as 2-D arrays with its report form connected.
import { describe, expect, it } from 'vitest';
import { REPORT_PLACEHOLDERS as P } from '../../../src/engine/report-link';
import { SLIPS_ROLE } from '../../../src/engine/slips';
import { planSetReportLink, reportLinks, withLinkTemplate } from '../../../src/sheets/actions/report-links';
import { connectedEvent, gamesOf } from '../../support/reports';
import { eventSnapshot } from '../../support/snapshot';

const FORM = 'https://docs.google.com/forms/d/e/abc/viewform';
const TEMPLATE = `${FORM}?usp=pp_url&entry.1=${P.round}&entry.2=${P.table}&entry.3=${P.name}`;
const NOW = '2026-12-05T10:00:00.000Z';

describe('planSetReportLink', () => {
  it('is refused while no form is connected', () => {
    const plan = planSetReportLink(withLinkTemplate({ ...connectedEvent(), form: undefined }, TEMPLATE), NOW);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.problems[0].message).toBe('No report form is connected to this event.');
  });

  it("rewrites the round's Slips with the links and logs the form's address; removing logs the removal", () => {
    const set = planSetReportLink(withLinkTemplate(connectedEvent(), TEMPLATE), NOW);
    if (!set.ok) throw new Error(JSON.stringify(set.problems));
    expect(set.writes.map((w) => w.role)).toEqual([SLIPS_ROLE, 'log']);
    const slips = JSON.stringify(set.writes[0]);
    expect(slips).toContain('Report online');
    expect(JSON.stringify(set.writes[1])).toContain(`players' links open ${FORM}`);
    const removed = planSetReportLink(
      withLinkTemplate(withLinkTemplate(connectedEvent(), TEMPLATE), null),
      NOW,
    );
    if (!removed.ok) throw new Error('refused');
    expect(JSON.stringify(removed.writes[0])).not.toContain('Report online');
    expect(JSON.stringify(removed.writes[1])).toContain('Pre-filled report link removed');
  });
});

describe('reportLinks', () => {
  it("gives both players' links of every game of the round, by table", () => {
    const s = withLinkTemplate(connectedEvent(), TEMPLATE);
    const got = reportLinks(s);
    expect(got).toMatchObject({ ok: true, round: 1, formLink: FORM });
    expect(got.tables.map((t) => [Number(t.table), ...t.players.map((p) => p.name)])).toEqual(
      gamesOf(s).map(([, table, a, b]) => [table, a, b]),
    );
    const [first] = got.tables;
    expect(first.players[0].link).toBe(
      `${FORM}?usp=pp_url&entry.1=1&entry.2=${first.table}&entry.3=${encodeURIComponent(first.players[0].name)}`,
    );
  });

  it('says what is missing: the form, the template, a paired round', () => {
    expect(reportLinks({ ...connectedEvent(), form: undefined }).message).toContain(
      'No report form is connected',
    );
    expect(reportLinks(connectedEvent()).message).toContain('No pre-filled link is set');
    const unpaired = eventSnapshot('sealed-deck', ['Ann', 'Bob']);
    const none = reportLinks(withLinkTemplate({ ...unpaired, form: { formUrl: FORM, tab: 'R' } }, TEMPLATE));
    expect(none).toMatchObject({ ok: false, round: 0, formLink: FORM, tables: [] });
  });
});
