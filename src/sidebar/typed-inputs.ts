// What the organizer has typed, picked or opened in the sidebar survives a redraw: the sidebar is drawn
// anew from the event state (a refresh, coming back to the tab), and a half-typed reason, a player picked
// for a swap or the share steps being read must still be there afterwards.

/**
 * Notes every text input's and dropdown's value and every section's open state under `root`, by id; the
 * function it returns puts them back into the elements with those ids once the new ones are drawn (a
 * dropdown only to an option it still offers). Ids in `skip` are left as drawn.
 */
export function keepTyped(root: ParentNode, skip: readonly string[] = []): () => void {
  const typed = new Map<string, string>();
  for (const i of root.querySelectorAll<HTMLInputElement>('input[id]:not([type=radio])'))
    typed.set(i.id, i.value);
  const picked = new Map<string, string>();
  for (const s of root.querySelectorAll<HTMLSelectElement>('select[id]')) picked.set(s.id, s.value);
  const opened = new Map<string, boolean>();
  for (const d of root.querySelectorAll<HTMLDetailsElement>('details[id]')) opened.set(d.id, d.open);
  return () => {
    for (const [id, value] of typed) {
      const input = document.getElementById(id);
      if (!skip.includes(id) && input instanceof HTMLInputElement) input.value = value;
    }
    for (const [id, value] of picked) {
      const select = document.getElementById(id);
      if (skip.includes(id) || !value || !(select instanceof HTMLSelectElement)) continue;
      if ([...select.options].some((o) => o.value === value)) select.value = value;
    }
    for (const [id, open] of opened) {
      const details = document.getElementById(id);
      if (!skip.includes(id) && details instanceof HTMLDetailsElement && details.open !== open)
        details.open = open;
    }
  };
}
