// Players' pre-filled report links through dist/Code.js (docs/REPORTING.md, Pre-filled links): the
// organizer pastes Google Forms' "Get pre-filled link" answering ROUND, TABLE and NAME; setReportLink
// keeps it normalised in the form's connection, getReportLinks makes every player's link for the round,
// the Slips print them, and a bad link is refused with what to fix and nothing written.
import { describe, expect, it } from 'vitest';
import { linkFormTab } from '../../local/emulator';
import type { Format } from '../../src/engine/format';
import { getFormat } from '../../src/engine/formats/registry';
import { REPORT_ONLINE, slipHeight } from '../../src/engine/slips';
import type { ActionResult, EventState, ReportLinks } from '../../src/shared/types';
import { reportQuestions } from '../../src/sheets/reports/questions';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { isJudgeRow, judgeGameEvent } from '../support/full-thrust';
import { RESPONSE_HEADERS } from '../support/reports';
import { setupSealed, typeRound } from '../support/sealed';
import { slipRowsOfTab, slipsOfTab } from '../support/slips-tab';

const TAB = 'Form responses 1';
const FORM = 'https://docs.google.com/forms/d/e/1FAIpQLSfake/viewform';
/** What Get pre-filled link gives, answers typed in mixed case (Forms keeps them as typed). */
const PASTED = `${FORM}?usp=pp_url&entry.1111=ROUND&entry.2222=Table&entry.3333=name`;
const ENTRY = { round: 'entry.1111', table: 'entry.2222', name: 'entry.3333' };
const NAMES = ['Ann Lee', 'Zoë Ångström', 'Bo & Cy', 'Dee #1', 'Eve $& Co', 'Fay', 'Gus'];

const ok = (r: ActionResult) => {
  expect(r.ok, `${r.message} ${JSON.stringify(r.problems)}`).toBe(true);
  return r;
};

/** Seven players (one bye) with round 1 paired and, unless told, the form's responses tab connected. */
function event(options: { connect?: boolean; pair?: boolean } = {}): Artifact {
  const a = openArtifact();
  setupSealed(a, NAMES);
  if (options.pair !== false) ok(a.call<ActionResult>('pairNextRound'));
  linkFormTab(a.emu, TAB, RESPONSE_HEADERS.slice(1), FORM);
  if (options.connect !== false) ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
  return a;
}

/** A link's query answers, decoded as Google Forms reads them. */
function answers(link: string): Record<string, string> {
  const query = link.split('?')[1] ?? '';
  return Object.fromEntries(
    query.split('&').map((p) => {
      const [k, v = ''] = p.split('=');
      return [k, decodeURIComponent(v.replace(/\+/g, ' '))];
    }),
  );
}

/** Round 1's games with two players on Results: [table, player, opponent]. */
function games(a: Artifact): [string, string, string][] {
  return a
    .values('Results')
    .slice(1)
    .filter((r) => r[0] === 1 && r[3] !== 'BYE')
    .map((r) => [String(r[1]), String(r[2]), String(r[3])]);
}

const links = (a: Artifact) => a.call<ReportLinks>('getReportLinks');

describe('setReportLink and getReportLinks', () => {
  it("keeps the pasted link normalised, and each player's link answers their round, table and name", () => {
    const a = event();
    const set = ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    expect(set.message).toContain('the Slips of round 1 print them');
    const queue = set.state?.reports;
    expect(queue?.formLink).toBe(FORM);
    expect(queue?.linkTemplate).toMatch(
      /^https:\/\/docs\.google\.com\/forms\/d\/e\/1FAIpQLSfake\/viewform\?usp=pp_url&/,
    );
    expect(answers(queue?.linkTemplate ?? '').usp).toBe('pp_url');
    // The state read afresh says the same: the template is kept in the connection's property.
    expect(a.call<EventState>('getEventState').reports?.linkTemplate).toBe(queue?.linkTemplate);
    const got = links(a);
    expect(got.ok, got.message).toBe(true);
    expect(got.round).toBe(1);
    expect(got.formLink).toBe(FORM);
    // Both players of every game with an opponent, by table; the bye has no link.
    expect(got.tables.map((t) => [t.table, ...t.players.map((p) => p.name)])).toEqual(games(a));
    expect(got.tables).toHaveLength(3);
    for (const t of got.tables)
      for (const p of t.players) {
        expect(p.link.startsWith(`${FORM}?`)).toBe(true);
        expect(answers(p.link)).toEqual({
          usp: 'pp_url',
          [ENTRY.round]: '1',
          [ENTRY.table]: t.table,
          [ENTRY.name]: p.name,
        });
      }
  });

  it('a name with spaces, accents, &, # or $& comes back from its link exactly as typed on Players', () => {
    const a = event();
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const byName = new Map(links(a).tables.flatMap((t) => t.players.map((p) => [p.name, p.link])));
    const paired = games(a).flatMap(([, x, y]) => [x, y]);
    const special = ['Ann Lee', 'Zoë Ångström', 'Bo & Cy', 'Dee #1', 'Eve $& Co'].filter((n) =>
      paired.includes(n),
    );
    // Seven players, one bye: at most one of them sits out.
    expect(special.length).toBeGreaterThanOrEqual(4);
    for (const name of special) {
      const link = byName.get(name) ?? '';
      expect(answers(link)[ENTRY.name], name).toBe(name);
      // Nothing of the name is left raw to end the query (#) or start another answer (&).
      expect(link.split('?')[1]).not.toMatch(/[#\s]|&(?!entry\.|usp=)/);
    }
    expect(paired.length).toBe(6);
  });

  it('writes a Log line when the link is set and when it is removed', () => {
    const a = event();
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const logged = () => a.values('Log').filter((r) => r[1] === 'Report link');
    expect(logged()).toHaveLength(1);
    expect(String(logged()[0][4])).toContain(FORM);
    const removed = ok(a.call<ActionResult>('setReportLink', { link: '  ' }));
    expect(logged()).toHaveLength(2);
    expect(String(logged()[1][4])).toContain('removed');
    expect(removed.state?.reports?.linkTemplate).toBe(null);
    // Without a template the form's own address is still the link players open.
    expect(removed.state?.reports?.formLink).toBe(FORM);
    const after = links(a);
    expect(after.ok).toBe(false);
    expect(after.message).toContain('Get pre-filled link');
  });

  it('refuses a link that is no pre-filled template, saying what to fix, and writes nothing', () => {
    const a = event();
    const cases: [string, string][] = [
      ['https://example.com/forms/d/e/x/viewform?entry.1=ROUND', 'https://docs.google.com/forms/'],
      ['https://forms.gle/abc123', 'short link'],
      [`${FORM}?usp=pp_url&entry.1=ROUND&entry.2=TABLE`, 'no answer NAME'],
      [`${FORM.replace('viewform', 'edit')}?entry.1=ROUND&entry.2=TABLE&entry.3=NAME`, '/viewform'],
      [`${FORM}?usp=pp_url&entry.1=ROUND&entry.2=ROUND&entry.3=NAME`, 'no answer TABLE'],
      [`${FORM}?usp=pp_url&entry.1=ROUND&entry.2=TABLE&entry.3=NAME&entry.4=Win`, '"Win"'],
    ];
    for (const [link, says] of cases) {
      const before = a.snapshot();
      const r = a.call<ActionResult>('setReportLink', { link });
      expect(r.ok, link).toBe(false);
      expect(r.problems.map((p) => `${p.message} ${p.fix}`).join(' '), link).toContain(says);
      expect(r.problems.every((p) => p.fix.length > 0)).toBe(true);
      expectUnchanged(a, before, link);
    }
    const missingName = a.call<ActionResult>('setReportLink', {
      link: `${FORM}?usp=pp_url&entry.1=ROUND&entry.2=TABLE`,
    });
    expect(missingName.problems[0].fix).toContain('type NAME as the answer to Your name');
  });

  it('is refused, with nothing written, while no form is connected', () => {
    const a = event({ connect: false });
    const before = a.snapshot();
    const r = a.call<ActionResult>('setReportLink', { link: PASTED });
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toContain('No report form is connected');
    expectUnchanged(a, before);
  });

  it('getReportLinks says what is missing: no form, no template, no round paired', () => {
    const none = links(event({ connect: false }));
    expect(none).toMatchObject({ ok: false, formLink: null, tables: [] });
    expect(none.message).toContain('No report form is connected');
    const noTemplate = links(event());
    expect(noTemplate).toMatchObject({ ok: false, formLink: FORM, tables: [] });
    expect(noTemplate.message).toContain('ROUND');
    const unpaired = event({ pair: false });
    ok(unpaired.call<ActionResult>('setReportLink', { link: PASTED }));
    const noRound = links(unpaired);
    expect(noRound).toMatchObject({ ok: false, round: 0, tables: [] });
    expect(noRound.message).toContain('not paired');
  });

  it("keeps the template in the connection's property; a connection saved before templates existed still reads", () => {
    const a = event();
    const props = a.emu.PropertiesService.getDocumentProperties();
    const KEY = 'tourney-sheets.report-form';
    const old = JSON.parse(props.getProperty(KEY) ?? '{}');
    // As an earlier release saved it: the tab's sheet id, its name and the form's address only.
    expect(Object.keys(old).sort()).toEqual(['formUrl', 'sheetId', 'tab']);
    expect(a.call<EventState>('getEventState').reports).toMatchObject({ linkTemplate: null, formLink: FORM });
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const saved = JSON.parse(props.getProperty(KEY) ?? '{}');
    expect(saved).toMatchObject({
      ...old,
      linkTemplate: a.call<EventState>('getEventState').reports?.linkTemplate,
    });
    ok(a.call<ActionResult>('setReportLink', { link: '' }));
    expect(JSON.parse(props.getProperty(KEY) ?? '{}')).toEqual(old);
  });

  it('connecting the same form again keeps the template', () => {
    const a = event();
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
    expect(links(a).ok).toBe(true);
  });
});

/** Each slip of the Slips tab: its title row's index and its rows up to the next title. */
const slipsOf = (a: Artifact) => slipsOfTab(a.values('Slips'));
const tabSlips = (a: Artifact, height: number) => slipRowsOfTab(a.values('Slips'), height);

const online = (slip: { rows: unknown[][] }) => slip.rows.find((r) => r[0] === REPORT_ONLINE);
const gaps = (a: Artifact) =>
  slipsOf(a)
    .map((s, i, all) => (i ? s.top - all[i - 1].top : 0))
    .slice(1);
const sealed = getFormat('sealed-deck') as Format;

describe('the Slips tab with a pre-filled link', () => {
  it("prints each player's link, as typed text, under their name on a Report online row; every slip one row taller", () => {
    const a = event();
    expect(slipsOf(a).some(online)).toBe(false);
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const byTable = new Map(links(a).tables.map((t) => [t.table, t.players.map((p) => p.link)]));
    const slips = slipsOf(a);
    expect(slips).toHaveLength(3);
    for (const slip of slips) {
      const table = slip.title.replace(/^Round 1 · Table /, '');
      const row = online(slip);
      // Under the Signatures row, the links in the Player and Opponent columns.
      expect(slip.rows.indexOf(row ?? [])).toBe(slip.rows.findIndex((r) => r[0] === 'Signatures') + 1);
      expect(row?.slice(1, 3)).toEqual(byTable.get(table));
      expect(answers(String(row?.[1]))[ENTRY.name]).toBe(slip.rows[0][1]);
      expect(answers(String(row?.[2]))[ENTRY.name]).toBe(slip.rows[0][2]);
    }
    expect(gaps(a).every((g) => g === slipHeight(sealed, { reportLinkTemplate: 'set' }))).toBe(true);
    expect(slipHeight(sealed, { reportLinkTemplate: 'set' })).toBe(slipHeight(sealed) + 1);
    // Plain values, no formula (=HYPERLINK) anywhere on the tab: the saved workbook keeps a formula as one.
    expect(JSON.stringify(a.tab('Slips'))).not.toContain('"formula"');
    expect(online(slips[0])?.[1]).toMatch(/^https:\/\/docs\.google\.com\/forms\//);
  });

  it("the next round's slips carry the next round's links; removing the link takes the row away", () => {
    const a = event();
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    typeRound(a, 1, (_x, _y, row) => [20, row % 10, 'Win']);
    ok(a.call<ActionResult>('pairNextRound'));
    const round2 = slipsOf(a);
    expect(round2.every((s) => s.title.startsWith('Round 2 '))).toBe(true);
    for (const slip of round2) expect(answers(String(online(slip)?.[1]))[ENTRY.round]).toBe('2');
    ok(a.call<ActionResult>('setReportLink', { link: '' }));
    expect(slipsOf(a).some(online)).toBe(false);
    expect(slipsOf(a)).toHaveLength(3);
    expect(gaps(a).every((g) => g === slipHeight(sealed))).toBe(true);
  });

  it('a game against a judge is not reported online: its slip keeps the height with a blank row, and it has no links', () => {
    const a = judgeGameEvent();
    const format = getFormat('full-thrust') as Format;
    linkFormTab(
      a.emu,
      TAB,
      reportQuestions(format).map((q) => q.title),
      FORM,
    );
    ok(a.call<ActionResult>('connectReportForm', { tab: TAB }));
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const judged = a
      .values('Results')
      .slice(1)
      .find((r) => isJudgeRow(a, r));
    const slips = slipsOf(a);
    expect(slips).toHaveLength(4);
    const judgeSlip = slips.find((s) => s.title === `Round 1 · Table ${judged?.[1]}`);
    expect(judgeSlip, 'a slip for the judge game').toBeDefined();
    expect(judgeSlip && online(judgeSlip)).toBeUndefined();
    expect(slips.filter((s) => online(s))).toHaveLength(3);
    expect(gaps(a).every((g) => g === slipHeight(format, { reportLinkTemplate: 'set' }))).toBe(true);
    const got = links(a);
    expect(got.tables.map((t) => t.table)).not.toContain(String(judged?.[1]));
    expect(got.tables).toHaveLength(3);
    // The slips Print slips shows are the tab's own, row for row (the gap row is the tab's only), and
    // the judge game's slip has no code to draw.
    expect(got.slips.map((s) => s.rows)).toEqual(
      tabSlips(a, slipHeight(format, { reportLinkTemplate: 'set' })),
    );
    expect(got.slips.find((s) => s.table === String(judged?.[1]))?.links).toEqual(['', '']);
  });

  it('getReportLinks gives no slips while the event has errors, and says so, as the Slips tab waits too', () => {
    const a = event();
    ok(a.call<ActionResult>('setReportLink', { link: PASTED }));
    const row = a.values('Results').findIndex((r) => r[0] === 1 && r[3] !== 'BYE');
    a.type('Results', `E${row + 1}`, [['lots']]);
    const got = links(a);
    expect(got.slips).toEqual([]);
    expect(got.message).toMatch(/^The slips print once the event's errors are fixed: /);
  });

  it('getReportLinks gives the slips without a template too, with no links, so they still print', () => {
    const a = event();
    const got = links(a);
    expect(got.ok).toBe(false);
    expect(got.slips.map((s) => s.rows)).toEqual(tabSlips(a, slipHeight(sealed)));
    expect(got.slips).toHaveLength(3);
    expect(got.slips.every((s) => s.links.every((l) => l === ''))).toBe(true);
  });
});
