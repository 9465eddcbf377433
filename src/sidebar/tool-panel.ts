// A format's calculator, drawn from its ToolPanel description (Attack Wing's Peak Performance is one):
// the subject, that subject's picks clicked into an ordered list (a pick may repeat), a count, and a
// button that sends them to the format's tool, which writes nothing. What was picked survives the
// sidebar re-rendering, per panel.
import type { Problem, ToolPanel, ToolResult } from '../shared/types';
import { button, el } from './dom';
import { call, errorText } from './server';

interface Picked {
  subject: string;
  sequence: string[];
  count: string;
  out: HTMLElement | null;
}

const pickedBy = new Map<string, Picked>();

function pickedFor(id: string): Picked {
  let p = pickedBy.get(id);
  if (!p) {
    p = { subject: '', sequence: [], count: '0', out: null };
    pickedBy.set(id, p);
  }
  return p;
}

function resultView(id: string, value: ToolResult | undefined, problems: Problem[]): HTMLElement {
  if (!value?.ok) {
    const text = value ? value.message : problems.map((p) => `${p.message} ${p.fix}`).join(' ');
    return el(
      'div',
      { class: 'status error', id: `${id}-result`, role: 'status' },
      text || 'Not calculated.',
    );
  }
  return el(
    'div',
    { class: 'status ok', id: `${id}-result`, role: 'status' },
    el('strong', { id: `${id}-headline` }, value.headline),
    el('ul', {}, ...value.lines.map((l) => el('li', {}, l))),
    value.warning ? el('div', { class: 'help' }, value.warning) : null,
  );
}

export function toolSection(p: ToolPanel): HTMLElement {
  const { id } = p;
  const picked = pickedFor(id);
  const option = p.subject.options.find((o) => o.value === picked.subject);
  if (!option) picked.sequence = [];
  const select = el(
    'select',
    { id: `${id}-subject` },
    el('option', { value: '' }, p.subject.prompt),
    ...p.subject.options.map((o) => {
      const opt = el('option', { value: o.value }, o.value);
      if (o.value === picked.subject) opt.setAttribute('selected', '');
      return opt;
    }),
  );
  const section = el('section', { id, class: 'format-panel', 'aria-label': p.title });
  const redraw = () => section.replaceWith(toolSection(p));
  select.addEventListener('change', () => {
    picked.subject = select.value;
    picked.sequence = [];
    picked.out = null;
    redraw();
  });
  const count = el('input', {
    id: `${id}-count`,
    type: 'number',
    min: '0',
    step: '1',
    inputmode: 'numeric',
    value: picked.count,
  });
  count.addEventListener('input', () => {
    picked.count = count.value;
  });
  const send = button(`${id}-calc`, p.button, async () => {
    send.disabled = true;
    try {
      const answer = await call('runFormatTool', p.tool, {
        [p.subject.arg]: picked.subject,
        [p.sequence.arg]: picked.sequence,
        [p.count.arg]: picked.count.trim() === '' ? 0 : Number(picked.count),
      });
      picked.out = resultView(id, answer.value as ToolResult | undefined, answer.problems as Problem[]);
    } catch (e) {
      picked.out = el(
        'div',
        { class: 'status error', id: `${id}-result` },
        `Not calculated: ${errorText(e)}`,
      );
    }
    redraw();
  });
  send.disabled = !option;
  const children: (Node | null)[] = [
    el('h2', {}, p.title),
    el('div', { class: 'help' }, p.help),
    p.subject.options.length
      ? el('label', { for: `${id}-subject` }, p.subject.label, select)
      : el('div', { class: 'muted', id: `${id}-none` }, p.subject.none),
    option
      ? el(
          'div',
          { class: 'ships', id: `${id}-picks`, 'aria-label': p.sequence.picksLabel },
          ...option.picks.map((k, i) =>
            button(`${id}-pick-${i + 1}`, k.label, () => {
              picked.sequence.push(k.value);
              picked.out = null;
              redraw();
            }),
          ),
        )
      : null,
    option?.note ? el('div', { class: 'help' }, option.note) : null,
    option
      ? el(
          'ol',
          { id: `${id}-sequence`, 'aria-label': p.sequence.label },
          ...picked.sequence.map((value, i) =>
            el(
              'li',
              {},
              value,
              button(
                `${id}-remove-${i + 1}`,
                'Remove',
                () => {
                  picked.sequence.splice(i, 1);
                  picked.out = null;
                  redraw();
                },
                'link',
              ),
            ),
          ),
        )
      : null,
    option ? el('label', { for: `${id}-count` }, p.count.label, count) : null,
    option ? send : null,
    picked.out,
  ];
  for (const c of children) if (c) section.append(c);
  return section;
}
