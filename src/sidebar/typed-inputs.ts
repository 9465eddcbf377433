// What the organizer has typed, picked or opened in the sidebar survives a redraw: the sidebar is drawn
// anew from the event state (a refresh, coming back to the tab), and a half-typed reason, a player picked
// for a swap or the share steps being read must still be there afterwards.

/**
 * Notes every text input's and dropdown's value and every section's open state under `root`, by id; the
 * function it returns puts them back into the elements with those ids under `root` once the new ones are
 * drawn (a dropdown only to an option it still offers). Ids in `skip` are left as drawn.
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
    for (const input of root.querySelectorAll<HTMLInputElement>('input[id]:not([type=radio])')) {
      const value = typed.get(input.id);
      if (value !== undefined && !skip.includes(input.id)) input.value = value;
    }
    for (const select of root.querySelectorAll<HTMLSelectElement>('select[id]')) {
      const value = picked.get(select.id);
      if (!value || skip.includes(select.id)) continue;
      if ([...select.options].some((o) => o.value === value)) select.value = value;
    }
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details[id]')) {
      const open = opened.get(details.id);
      if (open !== undefined && !skip.includes(details.id) && details.open !== open) details.open = open;
    }
  };
}
