/// <reference lib="dom" />
// The page's "Google Forms" strip, outside the mock sidebar: the playground standing in for Google
// Forms. "Link a report form" does what Responses > Link to Sheets does in a form with the format's
// questions (a new responses tab); "Open the players' form" is the form a player fills in (/form).
import { loadWorkbook } from './grid';
import { api } from './page-api';
import { setStatus, sidebar } from './page-state';
import type { PlaygroundForm } from './report-form';

export function setupLinkForm(): void {
  const status = document.getElementById('form-status') as HTMLElement;
  (document.getElementById('link-form') as HTMLButtonElement).addEventListener('click', async () => {
    const reply = await api<PlaygroundForm>('POST', '/api/link-form', {});
    if (!reply.ok || !reply.value) {
      status.textContent = reply.error ?? 'Could not link a form';
      return;
    }
    status.textContent = `Linked: its responses go to the tab "${reply.value.tab}". Connect it in the sidebar (Players\u2019 reports).`;
    setStatus('Linked a report form');
    await loadWorkbook(false);
    // The sidebar lists the responses tabs when it opens: open it again, as the organizer would in Sheets.
    sidebar.contentWindow?.location.reload();
  });
}
