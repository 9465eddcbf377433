// The previewed round (Event option "Preview pairings before publishing"): every table with the
// pairing's reasons and the warnings, a Swap of two players with a reason (previewed again at once, so
// the warnings follow it), and Publish, which writes the round exactly as shown or is refused when the
// event changed since. Nothing is written before Publish.
import type { PreviewTable, RoundPreview } from '../shared/types';
import { button, el, plural, section, userText } from './dom';
import { type Actions, type PreviewShown, ui } from './ui-state';

function tableItem(t: PreviewTable): HTMLElement {
  return el(
    'li',
    { class: 'preview-table' },
    el('strong', {}, `Table ${t.table}`),
    ' ',
    userText(t.a),
    t.b === null ? ' · no opponent' : ' v ',
    t.b === null ? null : userText(t.b),
    t.reasons.length ? el('div', { class: 'help' }, t.reasons.join(' · ')) : null,
  );
}

/** The swap's two player pickers and its reason: a swap made leaves them empty. */
export const SWAP_FORM_IDS = ['swap-a', 'swap-b', 'swap-reason'];

function playerPicker(id: string, names: string[]): HTMLSelectElement {
  const select = el('select', { id });
  select.append(el('option', { value: '' }, 'Pick a player'));
  for (const n of names) select.append(el('option', { value: n }, userText(n)));
  return select;
}

/** Why the last swap was not taken (the preview shown is still the one before it). */
function refusal(r: RoundPreview | null): HTMLElement | null {
  if (!r) return null;
  return el(
    'ul',
    { id: 'preview-refused' },
    ...r.problems.map((p) => el('li', { class: 'problem' }, `${p.message} ${p.fix}`)),
  );
}

export function previewSection(shown: PreviewShown, actions: Actions): HTMLElement {
  const p = shown.preview;
  const names = p.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  const a = playerPicker('swap-a', names);
  const b = playerPicker('swap-b', names);
  const reason = el('input', { id: 'swap-reason', autocomplete: 'off', 'aria-describedby': 'swap-help' });
  // Counted as listed: a bye has its own table line, so the count names it rather than leaving it out.
  const alone = p.tables.filter((t) => t.b === null).length;
  const count = `${plural(p.tables.length, 'table')}${alone ? ` (${alone === 1 ? 'one' : alone} with no opponent)` : ''}`;
  return section(
    `Round ${p.round} preview`,
    { id: 'preview' },
    el(
      'div',
      { class: 'help', id: 'preview-help' },
      `${count}. Nothing is written until you publish; the Log keeps each swap's reason.`,
    ),
    el('ul', { id: 'preview-tables' }, ...p.tables.map(tableItem)),
    p.warnings.length
      ? el(
          'ul',
          { id: 'preview-warnings', 'aria-label': 'Warnings' },
          ...p.warnings.map((w) => el('li', { class: 'problem warning' }, w.message)),
        )
      : null,
    shown.swaps.length
      ? el(
          'ul',
          { id: 'preview-swaps', 'aria-label': 'Swaps' },
          ...shown.swaps.map((s) =>
            el('li', { class: 'help' }, 'Swapped ', userText(s.a), ' and ', userText(s.b), `: ${s.reason}`),
          ),
        )
      : null,
    refusal(shown.refused),
    el('label', { for: 'swap-a' }, 'Swap this player', a),
    el('label', { for: 'swap-b' }, 'with this player', b),
    el('label', { for: 'swap-reason' }, 'Reason', reason),
    el('span', { class: 'help', id: 'swap-help' }, 'The two players exchange tables. A reason is required.'),
    el(
      'div',
      {},
      button('swap', 'Swap', () => {
        void actions.preview([...shown.swaps, { a: a.value, b: b.value, reason: reason.value }]);
      }),
      button('preview-cancel', 'Cancel', () => {
        ui.preview = null;
        actions.rerender();
      }),
    ),
    button(
      'publish',
      `Publish round ${p.round}`,
      () => {
        if (p.seen) void actions.act('publishRound', { swaps: shown.swaps, seen: p.seen });
      },
      'primary wide',
    ),
  );
}
