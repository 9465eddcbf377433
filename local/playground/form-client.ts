/// <reference lib="dom" />
// The playground's stand-in for the Google Form a player opens (/form?round=2&table=3&name=Ann): the
// format's report questions (GET /api/form), the round, table and name pre-filled from the query string
// as a per-table pre-filled link would, dropdowns for choices; Submit posts the answers to
// POST /api/form-response, which appends them to the responses tab as Forms does. Everything from the
// server is inserted as text, never as HTML.
import { NAME_QUESTION, ROUND_QUESTION, TABLE_QUESTION } from '../../src/sheets/reports/questions';
import { api } from './page-api';
import type { PlaygroundForm } from './report-form';

declare global {
  interface Window {
    /** The form on screen once drawn; tests wait for it. */
    __playgroundForm: PlaygroundForm | null;
  }
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const formEl = byId<HTMLFormElement>('form');
const errorEl = byId('form-error');
const doneEl = byId('form-done');
const query = new URLSearchParams(location.search);
const PREFILLED: Record<string, string | null> = {
  [ROUND_QUESTION]: query.get('round'),
  [TABLE_QUESTION]: query.get('table'),
  [NAME_QUESTION]: query.get('name'),
};
window.__playgroundForm = null;

/** A field's id from its question's position (titles may hold any character). */
const fieldId = (i: number) => `q${i}`;

function field(q: PlaygroundForm['questions'][number], i: number): HTMLElement {
  const label = document.createElement('label');
  label.className = 'question';
  label.htmlFor = fieldId(i);
  const title = document.createElement('span');
  title.className = 'title';
  title.textContent = q.title;
  if (q.required) {
    const star = document.createElement('span');
    star.className = 'required';
    star.textContent = ' *';
    title.append(star);
  }
  const hint = document.createElement('span');
  hint.className = 'hint';
  hint.textContent = q.help;
  let input: HTMLInputElement | HTMLSelectElement;
  if (q.choices) {
    const select = document.createElement('select');
    const none = document.createElement('option');
    none.value = '';
    none.textContent = 'Choose';
    select.append(
      none,
      ...q.choices.map((c) => {
        const o = document.createElement('option');
        o.value = c;
        o.textContent = c;
        return o;
      }),
    );
    input = select;
  } else {
    const text = document.createElement('input');
    text.type = 'text';
    if (q.kind === 'number') text.inputMode = 'numeric';
    input = text;
  }
  input.id = fieldId(i);
  input.name = q.title;
  input.required = q.required;
  input.value = PREFILLED[q.title] ?? '';
  label.append(title, hint, input);
  return label;
}

function draw(form: PlaygroundForm): void {
  document.title = `${form.event}: report a result · playground stand-in for a Google Form`;
  byId('form-title').textContent = `${form.event}: report a result`;
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.id = 'form-submit';
  submit.textContent = 'Submit';
  formEl.replaceChildren(...form.questions.map(field), submit);
  window.__playgroundForm = form;
}

formEl.addEventListener('submit', async (e) => {
  e.preventDefault();
  const form = window.__playgroundForm;
  if (!form) return;
  const answers = Object.fromEntries(
    form.questions.map((q, i) => [q.title, byId<HTMLInputElement | HTMLSelectElement>(fieldId(i)).value]),
  );
  errorEl.textContent = '';
  const reply = await api<{ tab: string; row: number }>('POST', '/api/form-response', { answers });
  if (!reply.ok) {
    errorEl.textContent = reply.error ?? 'The response was not recorded';
    return;
  }
  formEl.hidden = true;
  doneEl.hidden = false;
});

async function load(): Promise<void> {
  const reply = await api<PlaygroundForm>('GET', '/api/form');
  if (!reply.ok || !reply.value) errorEl.textContent = reply.error ?? 'Could not read the form';
  else draw(reply.value);
}

byId<HTMLAnchorElement>('form-again').href = location.href;
void load();
