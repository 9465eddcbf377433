// The Players' reports section: the queue of reports from the linked form (docs/marketplace/oauth-scopes.md
// says why connecting a form needs no new permission), what each game's reports say, Accept and Reject;
// before a form is connected, the choice of its responses tab; once one is, the pre-filled link players'
// report codes are made from, and Print slips with report codes. Nothing here writes to the sheet itself: every
// button is a server action, sent with what this sidebar showed.

import { CAN_CREATE_REPORT_FORM } from '../shared/scopes';
import type { EventState, PlayerReport, ReportedGame, ReportQueue } from '../shared/types';
import { button, el, plural, section, userText } from './dom';
import { isFormsAddress, shownTemplate, TEMPLATE_STEPS, templateStatus } from './report-links';
import { call, failedText } from './server';
import { type Actions, ui } from './ui-state';

const STATUS_TEXT: Record<ReportedGame['status'], string> = {
  agreed: 'Agreed',
  'waiting-for-opponent': 'Waiting for the opponent',
  disputed: 'Disputed: the reports differ',
  conflict: 'Conflict: a result is already typed',
};

export function reportQueueSection(s: EventState, actions: Actions): HTMLElement | null {
  if (!s.ready || !s.format || !s.reports) return null;
  return queue(s.reports, actions);
}

/**
 * Connecting a report form, for an event with none: one closed line near the tools, so an organizer who
 * types results by hand meets nothing of it at the top. Its responses tabs are listed once it is opened.
 */
export function reportConnectSection(s: EventState, actions: Actions): HTMLElement | null {
  if (!s.ready || !s.format || s.reports) return null;
  const part = connectPart(s, actions);
  const details = el(
    'details',
    { id: 'report-connect-part', ...(ui.reportConnectOpen ? { open: '' } : {}) },
    el('summary', {}, 'Players report results by form (optional)'),
    part.section,
  );
  details.addEventListener('toggle', () => {
    ui.reportConnectOpen = details.open;
    if (details.open) part.list();
  });
  return details;
}

function counts(q: ReportQueue): HTMLElement {
  const c = q.counts;
  const waiting = c.agreed + c.waiting + c.disputed + c.conflicts + c.refused + c.drops;
  const drops = c.drops ? ` · ${c.drops} asking to drop` : '';
  return el(
    'div',
    { class: 'muted', id: 'report-counts' },
    waiting
      ? `${c.agreed} agreed · ${c.waiting} waiting · ${c.disputed} disputed · ${plural(c.conflicts, 'conflict')} · ${c.refused} refused${drops}`
      : 'Nothing waiting: every report is decided.',
  );
}

function queue(q: ReportQueue, actions: Actions): HTMLElement {
  const acceptAll = button(
    'report-accept-all',
    q.counts.agreed ? `Accept all agreed (${q.counts.agreed})` : 'Accept all agreed',
    () => void actions.act('acceptReports', {}),
    'primary',
  );
  acceptAll.disabled = !q.counts.agreed;
  return section(
    'Players\u2019 reports',
    { id: 'report-queue' },
    counts(q),
    el(
      'div',
      { class: 'help' },
      'From the responses tab ',
      userText(q.tab),
      '; it is never edited.',
      q.autoAccept ? ' Agreed games are accepted by the next action without a click.' : '',
      q.acceptSingle ? ' One player\u2019s report alone may be accepted.' : '',
    ),
    formLink(q.formUrl),
    acceptAll,
    q.games.length ? el('ul', { class: 'report-games' }, ...q.games.map((g) => gameItem(g, actions))) : null,
    q.drops.length ? dropList(q, actions) : null,
    q.refused.length ? refusedList(q) : null,
    q.counts.conflicts + q.counts.refused ? dismissPart(q, actions) : null,
    linkPart(q, actions),
  );
}

/**
 * The pre-filled link each player's link is made from, pasted from Google Forms and checked by the
 * server (setReportLink: an empty one removes it); then the printable codes of the round's links.
 */
function linkPart(q: ReportQueue, actions: Actions): HTMLElement {
  const input = el('input', {
    id: 'report-link',
    type: 'url',
    autocomplete: 'off',
    placeholder: 'https://docs.google.com/forms/\u2026',
    'aria-describedby': 'report-link-status',
  });
  input.value = shownTemplate(q.linkTemplate);
  const steps = el(
    'details',
    { id: 'report-link-steps', ...(q.linkTemplate ? {} : { open: '' }) },
    el('summary', {}, 'How to make the link'),
    el('ol', {}, ...TEMPLATE_STEPS.map((t) => el('li', {}, t))),
  );
  return el(
    'div',
    { class: 'report-link', id: 'report-link-part' },
    el('label', { for: 'report-link' }, 'Pre-filled link for players', input),
    el('div', { class: 'help', id: 'report-link-status' }, templateStatus(q)),
    steps,
    el(
      'div',
      { class: 'report-link-buttons' },
      button(
        'report-link-save',
        'Save',
        () => void actions.act('setReportLink', { link: input.value.trim() }),
      ),
      button(
        'report-codes',
        'Print slips with report codes',
        () => void call('showReportCodes').catch(() => undefined),
        'secondary',
      ),
    ),
  );
}

/** The form's address as a link for the organizer to share; only a Google Forms address is linked. */
function formLink(url: string): HTMLElement | null {
  if (!isFormsAddress(url)) return null;
  return el(
    'div',
    {},
    el(
      'a',
      { href: url, target: '_blank', rel: 'noopener noreferrer', id: 'report-form-link' },
      'Open the report form',
    ),
  );
}

function gameItem(g: ReportedGame, actions: Actions): HTMLElement {
  const canAccept = (g.status === 'agreed' || g.status === 'waiting-for-opponent') && g.result;
  return el(
    'li',
    { class: `report-game ${g.status}`, id: `report-game-${g.id}`, 'data-status': g.status },
    el('div', { class: 'report-where' }, `Round ${g.round} · Table ${g.table}`),
    el('div', {}, userText(g.players[0]), ' v ', userText(g.players[1])),
    el('div', { class: 'report-status' }, STATUS_TEXT[g.status]),
    g.note ? el('div', { class: 'help' }, g.note) : null,
    g.status === 'disputed' ? sideBySide(g) : g.result ? resultTable(g.result) : reported(g),
    g.status === 'disputed' ? inTheirWords(g) : null,
    canAccept
      ? button(`report-accept-${g.id}`, 'Accept', () => void actions.act('acceptReports', { ids: [g.id] }))
      : null,
    g.status === 'disputed' ? versionButtons(g, actions) : null,
    rejectPart(g, actions),
  );
}

/**
 * A dispute is settled by taking one player's report as the game. When one report is the other told
 * from the other seat, the first player's is the game as the form means it: offered first.
 */
function versionButtons(g: ReportedGame, actions: Actions): HTMLElement {
  const order = g.mirrored
    ? [...g.reports].sort((x, y) => Number(x.reporter !== g.players[0]) - Number(y.reporter !== g.players[0]))
    : g.reports;
  return el(
    'div',
    { class: 'report-versions' },
    ...order.map((r, i) =>
      button(
        `report-version-${g.id}-${i}`,
        `Accept ${r.reporter}\u2019s version`,
        () => void actions.act('acceptReports', { ids: [g.id], version: r.reporter }),
        g.mirrored && i === 0 ? 'primary' : 'secondary',
      ),
    ),
  );
}

function resultTable(result: Record<string, string>): HTMLElement {
  return el(
    'table',
    { class: 'report-result' },
    el(
      'tbody',
      {},
      ...Object.entries(result).map(([header, value]) =>
        el('tr', {}, el('td', {}, header), el('td', {}, value)),
      ),
    ),
  );
}

/** A game with nothing to accept (a conflict): what its latest report says, and who sent it. */
function reported(g: ReportedGame): HTMLElement | null {
  const last = g.reports[g.reports.length - 1];
  if (!last) return null;
  return el(
    'div',
    {},
    el('div', { class: 'help' }, 'Reported by ', userText(last.reporter)),
    resultTable(last.values),
  );
}

/** Both reports field by field; a field they answer differently is marked in words, not by colour alone. */
function sideBySide(g: ReportedGame): HTMLElement {
  const [a, b] = g.reports as [PlayerReport, PlayerReport | undefined];
  const fields = [...new Set([...Object.keys(a?.values ?? {}), ...Object.keys(b?.values ?? {})])];
  return el(
    'table',
    { class: 'report-compare', id: `report-compare-${g.id}` },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', {}, ''),
        el('th', {}, userText(a?.reporter ?? '')),
        el('th', {}, userText(b?.reporter ?? '')),
      ),
    ),
    el(
      'tbody',
      {},
      ...fields.map((f) => {
        const va = a?.values[f] ?? '';
        const vb = b?.values[f] ?? '';
        const differs = va !== vb;
        return el(
          'tr',
          differs ? { class: 'differs' } : {},
          el('td', {}, differs ? `\u2260 ${f}` : f),
          el('td', {}, va),
          el('td', {}, vb),
        );
      }),
    ),
  );
}

/** Each player's version as they answered the form ("Your points 14 · …"): the dispute as each told it. */
function inTheirWords(g: ReportedGame): HTMLElement {
  return el(
    'ul',
    { class: 'report-said', id: `report-said-${g.id}` },
    ...g.reports.map((r) => el('li', {}, el('strong', {}, userText(r.reporter)), ': ', r.said)),
  );
}

/**
 * A button that sends `send(reason)` and stays disabled until a reason is typed: the players will ask
 * why their report did not count, and the reports tab and the Log keep it.
 */
function withReason(
  ids: { input: string; button: string; part?: string },
  text: { label: string; button: string },
  kind: 'danger' | 'secondary',
  send: (reason: string) => void,
): HTMLElement {
  const reason = el('input', { id: ids.input, autocomplete: 'off', placeholder: 'Reason (required)' });
  const go = button(
    ids.button,
    text.button,
    () => {
      const typed = reason.value.trim();
      if (typed) send(typed);
    },
    kind,
  );
  const sync = () => {
    go.disabled = ui.busy || !reason.value.trim();
  };
  reason.addEventListener('input', sync);
  sync();
  // The sidebar puts a half-typed reason back right after a re-render (app.ts): look again once it has.
  queueMicrotask(sync);
  return el(
    'div',
    { class: 'report-reject', ...(ids.part ? { id: ids.part } : {}) },
    el('label', { for: ids.input }, text.label, reason),
    go,
  );
}

function rejectPart(g: ReportedGame, actions: Actions): HTMLElement {
  return withReason(
    { input: `report-reason-${g.id}`, button: `report-reject-${g.id}` },
    { label: 'Reason to reject', button: 'Reject' },
    'danger',
    (reason) => void actions.act('rejectReport', { id: g.id, reason }),
  );
}

/**
 * Refused reports and reports of games already on Results change nothing, yet stay listed until
 * decided: one reason sets them all aside (dismissReports), kept on the reports tab and in the Log.
 */
function dismissPart(q: ReportQueue, actions: Actions): HTMLElement {
  const n = q.counts.conflicts + q.counts.refused;
  return withReason(
    { input: 'report-dismiss-reason', button: 'report-dismiss', part: 'report-dismiss-part' },
    { label: 'Reason to dismiss them', button: `Dismiss refused and conflicts (${n})` },
    'secondary',
    (reason) => void actions.act('dismissReports', { reason }),
  );
}

/**
 * Players who asked through the form to leave: Drop does what the Players section's Drop does, from the
 * next pairing on; anyone can type a name into a form, so nothing happens without the organizer.
 */
function dropList(q: ReportQueue, actions: Actions): HTMLElement {
  return el(
    'div',
    { id: 'report-drops' },
    el('h3', {}, `Asking to drop (${q.drops.length})`),
    el(
      'ul',
      {},
      ...q.drops.map((d, i) =>
        el(
          'li',
          { class: 'report-drop', id: `report-drop-${i}` },
          el('div', {}, userText(d.player), ' asks to drop'),
          el('div', { class: 'help' }, `Sent ${d.at} (row ${d.row}), round ${d.round}, table ${d.table}`),
          button(
            `report-drop-accept-${i}`,
            'Drop from the next round',
            () => void actions.act('acceptDropRequest', { id: d.id }),
            'primary',
          ),
          withReason(
            { input: `report-drop-reason-${i}`, button: `report-drop-reject-${i}` },
            { label: 'Reason to keep them in', button: 'Reject' },
            'danger',
            (reason) => void actions.act('rejectReport', { id: d.id, reason }),
          ),
        ),
      ),
    ),
  );
}

function refusedList(q: ReportQueue): HTMLElement {
  return el(
    'div',
    { id: 'report-refused' },
    el('h3', {}, `Refused (${q.refused.length})`),
    el(
      'ul',
      {},
      ...q.refused.map((r) =>
        el(
          'li',
          { class: 'report-refused' },
          el('div', {}, `Row ${r.row}: `, userText(r.reporter), ` (round ${r.round}, table ${r.table})`),
          el('div', { class: 'help' }, r.reason),
        ),
      ),
    ),
  );
}

/**
 * Before a form is connected: how to make one, and which tab its responses go to, read from the
 * spreadsheet. A responses tab found alone is connected at once, so linking the form is the last step.
 */
function connectPart(s: EventState, actions: Actions): { section: HTMLElement; list: () => void } {
  const select = el('select', { id: 'report-tab', 'aria-describedby': 'report-connect-help' });
  select.append(el('option', { value: '' }, 'Looking for form responses tabs…'));
  select.addEventListener('change', () => {
    ui.reportTabPicked = select.value;
  });
  const connectTab = (tab: string) => void actions.act('connectReportForm', { tab });
  const connect = button('report-connect', 'Connect', () => {
    if (select.value) connectTab(select.value);
  });
  connect.disabled = true;
  const status = el('div', { class: 'help', id: 'report-tabs-status', role: 'status' });
  const list = () => {
    status.textContent = '';
    call('getReportTabs').then(
      (tabs) => {
        select.replaceChildren(
          ...(tabs.length
            ? tabs.map((t) => el('option', { value: t.name }, t.name))
            : [el('option', { value: '' }, 'No form responses tab yet')]),
        );
        // A list read again, or the section redrawn, keeps the tab the organizer picked.
        if (tabs.some((t) => t.name === ui.reportTabPicked)) select.value = ui.reportTabPicked;
        connect.disabled = !tabs.length;
        const only = tabs.length === 1 ? tabs[0].name : '';
        if (only && !ui.reportTabsTried.includes(only) && !ui.busy) {
          ui.reportTabsTried.push(only);
          status.textContent = `Found ${only}: connecting it…`;
          connectTab(only);
        }
      },
      (e) => {
        status.textContent = failedText('Could not list the tabs', e);
      },
    );
  };
  // A form linked while the sidebar is open adds its tab after this list was made.
  const again = button('report-tabs-again', 'Look again', list);
  const part = section(
    'Players\u2019 reports',
    { id: 'report-queue' },
    ...(CAN_CREATE_REPORT_FORM
      ? [button('report-create', 'Create a report form', () => void actions.act('createReportForm', {}))]
      : formSteps(s)),
    el('label', { for: 'report-tab' }, 'Responses tab', select),
    connect,
    again,
    status,
  );
  return { section: part, list };
}

/**
 * The form made by hand, in the fewest steps this build allows: it has no access to Google Forms
 * (src/shared/scopes.ts), so the organizer types the questions, links the form, and the sidebar does
 * the rest (docs/REPORTING.md counts the steps).
 */
function formSteps(s: EventState): HTMLElement[] {
  const questions = s.reportQuestions ?? [];
  return [
    el(
      'ol',
      { class: 'help', id: 'report-connect-help' },
      el(
        'li',
        {},
        'In Google Forms, make a blank form with these questions, titled exactly so:',
        el(
          'ul',
          { id: 'report-questions' },
          ...questions.map((q) =>
            el(
              'li',
              {},
              el('b', {}, q.title),
              q.choices ? ` (dropdown: ${q.choices.join(', ')})` : ' (short answer)',
            ),
          ),
        ),
      ),
      el('li', {}, 'In the form: Responses > Link to Sheets > Select existing spreadsheet > this one.'),
      el('li', {}, 'Click Look again below: a responses tab found alone is connected at once.'),
    ),
  ];
}

/**
 * How often the sidebar re-reads the event by itself while a round is running and a form is connected.
 * Every read is one google.script.run execution that reads every input tab, counted against the
 * account's Apps Script quotas and taking a second or more; players report at the pace of games (minutes
 * apart), so half a minute is fresh enough for the organizer without spending executions for nothing.
 * Nothing is read while the sidebar is hidden; coming back to it re-reads at once (see sidebar.ts).
 */
export const REPORT_REFRESH_MS = 30_000;

/** Whether the sidebar should re-read the event now to show new reports. */
export function wantsReportRefresh(s: EventState | null): boolean {
  return Boolean(s?.ready && s.reports && s.nextAction === 'enter-results');
}

/**
 * Re-reads the event every REPORT_REFRESH_MS while wantsReportRefresh, skipping a tick while the page
 * is hidden, an action is on its way, a confirmation is open or a reason is being typed (a re-render
 * would keep the text but could move the caret).
 */
export function keepReportsFresh(actions: Actions, every = REPORT_REFRESH_MS): () => void {
  const tick = () => {
    if (document.hidden || ui.busy || !wantsReportRefresh(ui.state)) return;
    if (document.getElementById('confirm')) return;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.closest('#report-queue') && active.value) return;
    void actions.refresh();
  };
  const timer = window.setInterval(tick, every);
  return () => window.clearInterval(timer);
}
