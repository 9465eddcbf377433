// Attack Wing's Peak Performance calculator: the opponent, their ships in the order they would be
// destroyed (picked from their fleet on the Fleets tab), the Critical Hit Tokens at the end; the server's
// peakPerformance tool scores it and writes nothing. What was picked survives the sidebar re-rendering.
import type { PeakResult } from '../engine/attack-wing/peak-performance';
import type { PeakPanel, Problem } from '../shared/types';
import { button, el } from './dom';
import { call, errorText } from './server';

const picked: { opponent: string; destroyed: string[]; tokens: string; out: HTMLElement | null } = {
  opponent: '',
  destroyed: [],
  tokens: '0',
  out: null,
};

type ToolValue = (PeakResult & { warning?: string }) | undefined;

function resultView(value: ToolValue, problems: Problem[]): HTMLElement {
  if (!value?.ok) {
    const text = value ? value.message : problems.map((p) => `${p.message} ${p.fix}`).join(' ');
    return el('div', { class: 'status error', id: 'peak-result', role: 'status' }, text || 'Not calculated.');
  }
  return el(
    'div',
    { class: 'status ok', id: 'peak-result', role: 'status' },
    el('strong', { id: 'peak-total' }, `${value.total} fleet points`),
    el('ul', {}, ...value.lines.map((l) => el('li', {}, l))),
    value.warning ? el('div', { class: 'help' }, value.warning) : null,
  );
}

export function peakSection(p: PeakPanel): HTMLElement {
  const fleet = p.fleets.find((f) => f.player === picked.opponent);
  if (!fleet) picked.destroyed = [];
  const select = el(
    'select',
    { id: 'peak-opponent' },
    el('option', { value: '' }, 'Choose the opponent'),
    ...p.fleets.map((f) => {
      const o = el('option', { value: f.player }, f.player);
      if (f.player === picked.opponent) o.setAttribute('selected', '');
      return o;
    }),
  );
  const section = el('section', { id: 'peak', class: 'format-panel', 'aria-label': p.title });
  const redraw = () => section.replaceWith(peakSection(p));
  select.addEventListener('change', () => {
    picked.opponent = select.value;
    picked.destroyed = [];
    picked.out = null;
    redraw();
  });
  const tokens = el('input', {
    id: 'peak-tokens',
    type: 'number',
    min: '0',
    step: '1',
    inputmode: 'numeric',
    value: picked.tokens,
  });
  tokens.addEventListener('input', () => {
    picked.tokens = tokens.value;
  });
  const calculate = button('peak-calc', 'Calculate', async () => {
    calculate.disabled = true;
    try {
      const answer = await call('runFormatTool', p.tool, {
        opponent: picked.opponent,
        destroyed: picked.destroyed,
        criticalHitTokens: picked.tokens.trim() === '' ? 0 : Number(picked.tokens),
      });
      picked.out = resultView(answer.value as ToolValue, answer.problems as Problem[]);
    } catch (e) {
      picked.out = el('div', { class: 'status error', id: 'peak-result' }, `Not calculated: ${errorText(e)}`);
    }
    redraw();
  });
  calculate.disabled = !fleet;
  const children: (Node | null)[] = [
    el('h2', {}, p.title),
    el('div', { class: 'help' }, p.help),
    p.fleets.length
      ? el('label', { for: 'peak-opponent' }, 'Opponent', select)
      : el('div', { class: 'muted', id: 'peak-no-fleets' }, 'No fleets on the Fleets tab yet.'),
    fleet
      ? el(
          'div',
          { class: 'ships', id: 'peak-ships', 'aria-label': 'Destroy a ship' },
          ...fleet.ships.map((s, i) =>
            button(`peak-ship-${i + 1}`, `${s.label} (${s.total})`, () => {
              picked.destroyed.push(s.label);
              picked.out = null;
              redraw();
            }),
          ),
        )
      : null,
    fleet?.resource ? el('div', { class: 'help' }, `Resource: ${fleet.resource}`) : null,
    fleet
      ? el(
          'ol',
          { id: 'peak-destroyed', 'aria-label': 'Destroyed, in order' },
          ...picked.destroyed.map((label, i) =>
            el(
              'li',
              {},
              label,
              button(
                `peak-remove-${i + 1}`,
                'Remove',
                () => {
                  picked.destroyed.splice(i, 1);
                  picked.out = null;
                  redraw();
                },
                'link',
              ),
            ),
          ),
        )
      : null,
    fleet ? el('label', { for: 'peak-tokens' }, 'Critical Hit Tokens at the end', tokens) : null,
    fleet ? calculate : null,
    picked.out,
  ];
  for (const c of children) if (c) section.append(c);
  return section;
}
