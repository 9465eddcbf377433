// An in-page confirmation (not window.confirm: it is blocked in some add-on frames). Focus starts on
// Cancel, stays inside the dialog, and goes back where it was when the dialog closes.
import { button, el } from './dom';

export function confirmDialog(title: string, text: string, okLabel: string, onOk: () => void): void {
  const before = document.activeElement as HTMLElement | null;
  const close = () => {
    backdrop.remove();
    before?.focus();
  };
  const ok = button(
    'confirm-ok',
    okLabel,
    () => {
      close();
      onOk();
    },
    'primary',
  );
  const cancel = button('confirm-cancel', 'Cancel', close);
  const dialog = el(
    'div',
    {
      class: 'dialog',
      role: 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': 'confirm-title',
      'aria-describedby': 'confirm-text',
      id: 'confirm',
    },
    el('h2', { id: 'confirm-title' }, title),
    el('p', { id: 'confirm-text' }, text),
    el('div', { class: 'actions' }, cancel, ok),
  );
  const backdrop = el('div', { class: 'backdrop', id: 'confirm-backdrop' }, dialog);
  backdrop.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
    if (e.key === 'Tab') {
      e.preventDefault();
      (document.activeElement === ok ? cancel : ok).focus();
    }
  });
  document.body.append(backdrop);
  cancel.focus();
}
