/// <reference lib="dom" />
// The phone view in the browser (/phone?tab=Pairings): reads one tab of the live workbook and draws it
// read-only as a player's phone shows the shared sheet, with the tab strip to switch tabs. It reads the
// workbook again whenever the window gets the focus back, so it follows what the organizer does.
import { drawPhoneGrid } from './phone-grid';
import type { TabView } from './workbook-view';

declare global {
  interface Window {
    /** The tab on screen once drawn; tests wait for it. */
    __phoneTab: TabView | null;
  }
}

const grid = document.getElementById('grid') as HTMLTableElement;
const tabsEl = document.getElementById('tabs') as HTMLElement;
const note = document.getElementById('note') as HTMLElement;
const name = new URLSearchParams(location.search).get('tab') || 'Pairings';
window.__phoneTab = null;

function drawTabs(names: string[]): void {
  tabsEl.replaceChildren(
    ...names.map((n) => {
      const a = document.createElement('a');
      a.textContent = n;
      a.href = `/phone?tab=${encodeURIComponent(n)}`;
      if (n === name) a.setAttribute('aria-current', 'page');
      return a;
    }),
  );
}

async function load(): Promise<void> {
  const res = await fetch(`/api/tab?name=${encodeURIComponent(name)}`);
  const reply = (await res.json()) as { ok: boolean; value?: TabView; tabs?: string[]; error?: string };
  document.title = `${name} · phone view`;
  if (!reply.ok || !reply.value) {
    note.textContent = reply.error ?? 'Could not read the workbook';
    grid.replaceChildren();
    return;
  }
  drawTabs(reply.tabs ?? []);
  drawPhoneGrid(grid, reply.value);
  window.__phoneTab = reply.value;
}

window.addEventListener('focus', () => void load());
void load();
