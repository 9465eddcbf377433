/// <reference lib="dom" />
// "Start over with ...": replaces the playground workbook with an empty one or a format's demo.
import { setView } from './grid';
import { api } from './page-api';
import { page, setStatus, sidebar } from './page-state';
import type { WorkbookView } from './workbook-view';

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

export async function setupStartOver(): Promise<void> {
  const select = document.getElementById('demo-select') as HTMLSelectElement;
  const info = (await (await fetch('/api/info')).json()) as { workbookPath: string; demos: string[] };
  (document.getElementById('workbook-path') as HTMLElement).textContent = info.workbookPath;
  select.append(option('', 'an empty spreadsheet'), ...info.demos.map((id) => option(id, `the ${id} demo`)));
  (document.getElementById('reset') as HTMLButtonElement).addEventListener('click', async () => {
    if (!window.confirm('Replace the playground workbook? Its current contents are lost.')) return;
    const reply = await api<WorkbookView>('POST', '/api/reset', { demo: select.value });
    if (reply.ok && reply.value) {
      page.view = null;
      page.current = '';
      setView(reply.value, !!select.value);
      sidebar.contentWindow?.location.reload();
      setStatus('Started over');
    } else setStatus(`Could not start over: ${reply.error ?? ''}`, true);
  });
}
