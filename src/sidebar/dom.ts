// Tiny DOM helpers. el() only ever inserts text nodes for strings, so text that came from the sheet
// (a player called <img onerror=...>) is shown, never parsed as HTML; and sheet text is isolated
// (<bdi>), so a name written right to left, or holding a right-to-left override, stays in its place.

export type Child = Node | string | null | undefined | false;

/** Explicit embeddings, overrides and isolates: each reorders all that follows it in its paragraph. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A string as nodes in which text from the sheet cannot reorder the add-on's own words: each quoted
 * part ("Ann", how messages quote names) is a <bdi>, so a right-to-left name or one holding a
 * right-to-left override (U+202E) is laid out on its own; a control outside quotes is isolated from
 * where it starts, so at least the words before it keep their order.
 */
export function isolatedText(text: string): Node[] {
  const out: Node[] = [];
  const plain = (part: string) => {
    const at = part.search(BIDI_CONTROL);
    if (at < 0) {
      if (part) out.push(document.createTextNode(part));
      return;
    }
    if (at > 0) out.push(document.createTextNode(part.slice(0, at)));
    out.push(userText(part.slice(at)));
  };
  const quoted = /"([^"]*)"/g;
  let last = 0;
  for (let m = quoted.exec(text); m; m = quoted.exec(text)) {
    plain(text.slice(last, m.index));
    out.push(document.createTextNode('"'), userText(m[1]), document.createTextNode('"'));
    last = m.index + m[0].length;
  }
  plain(text.slice(last));
  return out;
}

/** A value typed on the sheet (a name, the event name), isolated from the text around it. */
export function userText(text: string): HTMLElement {
  const node = document.createElement('bdi');
  node.textContent = text;
  return node;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(...(typeof c === 'string' ? isolatedText(c) : [c]));
  return node;
}

/** A sidebar section headed by its title, which is also its accessible name. */
export function section(title: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  return el('section', { ...attrs, 'aria-label': title }, el('h2', {}, title), ...children);
}

export function button(id: string, label: string, onClick: () => void, cls = ''): HTMLButtonElement {
  const b = el('button', { type: 'button', id, ...(cls ? { class: cls } : {}) }, label);
  b.addEventListener('click', onClick);
  return b;
}

export { plural } from '../shared/plural';
