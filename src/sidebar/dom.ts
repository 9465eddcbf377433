// Tiny DOM helpers. el() only ever inserts text nodes for strings, so text that came from the sheet
// (a player called <img onerror=...>) is shown, never parsed as HTML.

export type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}

export function button(id: string, label: string, onClick: () => void, cls = ''): HTMLButtonElement {
  const b = el('button', { type: 'button', id, ...(cls ? { class: cls } : {}) }, label);
  b.addEventListener('click', onClick);
  return b;
}

export { plural } from '../shared/plural';
