// The setup wizard: step 1 picks the format, step 2 asks for the event's name, date, rounds and the
// format's options, then creates the tabs (setupEvent).
import type { EventState, FormatSummary, OptionSpec } from '../shared/types';
import { ADDON_NAME } from '../shared/version';
import { button, el, plural } from './dom';
import { problemList, statusBox } from './problems';
import { type Actions, ui } from './ui-state';

/**
 * A number or a choice whose default is blank follows another setting (any game: the preset's value,
 * filled in at setup), so blank is named rather than a select showing nothing. A blank text default is
 * just "none" (a sealed-deck director, an arrow/target first weekend) and gets no such words.
 */
export const FOLLOWS_PRESET = "The preset's";

function optionField(spec: OptionSpec): HTMLElement {
  const id = `opt-${spec.key}`;
  const help = el('span', { class: 'help', id: `${id}-help` }, spec.help);
  const blankDefault = spec.default === '' && (spec.type === 'number' || spec.type === 'choice');
  let input: HTMLInputElement | HTMLSelectElement;
  if (spec.type === 'choice') {
    input = el(
      'select',
      { id, name: spec.key },
      ...(blankDefault && !(spec.choices ?? []).some((c) => c.value === '')
        ? [el('option', { value: '' }, FOLLOWS_PRESET)]
        : []),
      ...(spec.choices ?? []).map((c) => el('option', { value: c.value }, c.label)),
    );
    input.value = String(spec.default);
  } else if (spec.type === 'boolean') {
    input = el(
      'select',
      { id, name: spec.key },
      el('option', { value: 'true' }, 'Yes'),
      el('option', { value: 'false' }, 'No'),
    );
    input.value = String(spec.default);
  } else {
    input = el('input', {
      id,
      name: spec.key,
      type: spec.type === 'number' ? 'number' : 'text',
      value: String(spec.default),
    });
    if (spec.min !== undefined) input.setAttribute('min', String(spec.min));
    if (spec.max !== undefined) input.setAttribute('max', String(spec.max));
    if (blankDefault) input.setAttribute('placeholder', FOLLOWS_PRESET);
  }
  input.setAttribute('aria-describedby', `${id}-help`);
  return el('label', { for: id }, spec.label, help, input);
}

export function wizard(s: EventState, actions: Actions): HTMLElement {
  const formats = s.formats;
  if (!formats.some((f) => f.id === ui.wizardFormat)) ui.wizardFormat = formats[0]?.id ?? '';
  return ui.wizardStep === 1 || !ui.wizardFormat
    ? chooseFormat(formats, actions)
    : eventDetails(formats.find((f) => f.id === ui.wizardFormat) as FormatSummary, actions);
}

function chooseFormat(formats: FormatSummary[], actions: Actions): HTMLElement {
  const next = button(
    'wizard-next',
    'Next: event details',
    () => {
      ui.wizardStep = 2;
      actions.rerender();
      document.getElementById('name')?.focus();
    },
    'primary wide',
  );
  const cancel = button('wizard-cancel', 'Keep the current format', () => {
    ui.wizardAgain = false;
    actions.rerender();
  });
  return el(
    'form',
    { id: 'setup', 'aria-labelledby': 'setup-title' },
    el('h1', { id: 'setup-title' }, ui.wizardAgain ? 'The next event in another format' : 'Set up an event'),
    el('p', { class: 'step' }, 'Step 1 of 2 · Choose the format'),
    ...(ui.wizardAgain
      ? [
          el(
            'p',
            { class: 'help', id: 'wizard-again-help' },
            "The event's tabs are replaced with the new format's (the last event's are kept as hidden copies). The players carry over; the season and the Log stay.",
          ),
          cancel,
        ]
      : []),
    el(
      'fieldset',
      { style: 'border:0;padding:0;margin:0' },
      el('legend', { class: 'sr-only' }, 'Format'),
      ...formats.map((f) => {
        const radio = el('input', { type: 'radio', name: 'format', value: f.id, id: `format-${f.id}` });
        radio.checked = f.id === ui.wizardFormat;
        radio.addEventListener('change', () => {
          ui.wizardFormat = f.id;
        });
        return el(
          'label',
          { class: 'choice', for: `format-${f.id}` },
          radio,
          el(
            'span',
            {},
            el('strong', {}, f.title),
            el('span', { class: 'help' }, f.summary),
            el(
              'span',
              { class: 'help' },
              `${plural(f.options.length, 'option')} · ${f.roundsRule ? 'rounds set by the number of players' : `${plural(f.defaultRounds, 'round')} by default`}`,
            ),
          ),
        );
      }),
    ),
    next,
    el(
      'p',
      { class: 'help' },
      // The hidden tab keeps its older title (src/sheets/layout.ts, RECORD_TAB_TITLE), so it is quoted as it appears.
      `${ADDON_NAME} creates the Event, Players, Results, Pairings, Standings, Log, Slips, Standings by round and My games tabs in this spreadsheet, the format's own (sealed deck: Report; Attack Wing: Fleets, Fleet Build Sheets; arrow / target: Schedule, Bracket; Full Thrust: Fleets, Bracket, Games) and a hidden tab, "Tourney Sheets record". Nothing else in it is touched.`,
    ),
  );
}

function todayIso(): string {
  const today = new Date();
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

/**
 * Rounds the organizer picks. A format whose players decide the rounds (a round robin) is not asked:
 * at setup the players are not in yet, so the wizard says the rule and the add-on applies it later.
 */
function roundsField(f: FormatSummary): HTMLElement {
  return el(
    'label',
    { for: 'rounds' },
    'Rounds',
    el(
      'span',
      { class: 'help' },
      `How many rounds to pair (${f.defaultRounds} suits this format; you can change it later on the Event tab).`,
    ),
    el('input', {
      id: 'rounds',
      name: 'rounds',
      type: 'number',
      min: '1',
      max: '100',
      value: String(f.defaultRounds),
    }),
  );
}

function roundsFromPlayers(rule: string): HTMLElement {
  return el(
    'p',
    { class: 'help', id: 'rounds-rule' },
    el('strong', {}, 'Rounds: '),
    `set by the players once they are in: ${rule}. Nothing to choose now; the dashboard shows the count once the players are typed.`,
  );
}

function eventDetails(f: FormatSummary, actions: Actions): HTMLElement {
  const back = button('wizard-back', 'Back', () => {
    ui.wizardStep = 1;
    ui.lastResult = null;
    actions.rerender();
  });
  const form = el(
    'form',
    { id: 'setup', 'aria-labelledby': 'setup-title' },
    el('h1', { id: 'setup-title' }, f.title),
    el('p', { class: 'step' }, 'Step 2 of 2 · Event details'),
    el('p', { class: 'help', id: 'format-summary' }, f.summary),
    el('input', { type: 'hidden', name: 'format', value: f.id }),
    el(
      'label',
      { for: 'name' },
      'Event name',
      el('span', { class: 'help' }, 'Shown at the top of Pairings and Standings.'),
      el('input', { id: 'name', name: 'name', required: 'required', autocomplete: 'off' }),
    ),
    el(
      'label',
      { for: 'date' },
      'Date',
      el('span', { class: 'help' }, 'The day of the event, for the report.'),
      el('input', { id: 'date', name: 'date', type: 'date', value: todayIso() }),
    ),
    f.roundsRule ? roundsFromPlayers(f.roundsRule) : roundsField(f),
    f.options.length ? el('h2', {}, 'Options') : null,
    el('div', { id: 'format-options' }, ...f.options.map(optionField)),
    el('button', { type: 'submit', class: 'primary wide', id: 'create' }, 'Create event tabs'),
    back,
    statusBox(ui.lastResult),
    problemList(ui.lastResult?.problems ?? []),
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const data: Record<string, string | number> = {};
    new FormData(form).forEach((v, k) => {
      data[k] = String(v);
    });
    // Rounds cleared by the organizer means the format's own number, as setup takes a missing one; a
    // blank turned into 0 would be refused as "not a number of rounds".
    if (data.rounds !== undefined) {
      if (String(data.rounds).trim() === '') delete data.rounds;
      else data.rounds = Number(data.rounds);
    }
    void actions.act('setupEvent', { ...data, format: f.id, name: String(data.name ?? '') });
  });
  return form;
}
