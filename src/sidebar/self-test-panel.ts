// "Self-test": runs runSelfTest (which also shows its checks in a dialog) and says how it went here.

import { ADDON_NAME } from '../shared/version';
import { button, el } from './dom';
import { call, errorText } from './server';

export function selfTestSection(): HTMLElement {
  const status = el('p', { class: 'help', id: 'self-test-status' });
  const run = button('self-test', 'Run self-test', () => {
    run.disabled = true;
    status.textContent = 'Checking how this spreadsheet behaves…';
    call('runSelfTest')
      .then((r) => {
        status.textContent = r.message;
      })
      .catch((e) => {
        status.textContent = `Self-test failed to run: ${errorText(e)}`;
      })
      .finally(() => {
        run.disabled = false;
      });
  });
  return el(
    'details',
    { id: 'self-test-panel' },
    el('summary', {}, 'Self-test'),
    el('p', {}, `Checks what ${ADDON_NAME} assumes about Google Sheets, in a temporary tab it removes.`),
    run,
    status,
  );
}
