/// <reference lib="dom" />
// The playground page's elements and what it shows: the workbook as last received and the tab on
// screen. Shared by the grid drawing and the grid editing modules.
import type { TabView, WorkbookView } from './workbook-view';

declare global {
  interface Window {
    /** Edits sent but not yet answered; tests wait for 0. */
    __playgroundPending: number;
    __playgroundView: WorkbookView | null;
  }
}

export const gridEl = document.getElementById('grid') as HTMLTableElement;
export const tabsEl = document.getElementById('tabs') as HTMLElement;
export const cellNameEl = document.getElementById('cell-name') as HTMLElement;
export const ownedEl = document.getElementById('owned-note') as HTMLElement;
export const phoneLink = document.getElementById('phone-link') as HTMLAnchorElement;
export const sidebar = document.getElementById('sidebar') as HTMLIFrameElement;
const statusEl = document.getElementById('save-status') as HTMLElement;

export const page: { view: WorkbookView | null; current: string } = { view: null, current: '' };
window.__playgroundPending = 0;
window.__playgroundView = null;

export function setStatus(text: string, error = false): void {
  statusEl.textContent = text;
  statusEl.classList.toggle('error', error);
}

/** The tab on screen. */
export function tab(): TabView | undefined {
  return page.view?.tabs.find((t) => t.name === page.current);
}

/** The grid's input for a cell of the tab on screen. */
export function cellInput(a1: string): HTMLInputElement | null {
  return gridEl.querySelector<HTMLInputElement>(`input[data-a1="${a1}"]`);
}
