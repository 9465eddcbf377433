// "Share with players": how to publish only Pairings and Standings (a view-only link shows every tab).
import { button, el } from './dom';
import { linkProblem, qrSvg } from './qr-code';

/** Paste the link, see its QR code at once, print it large: drawn locally, the link is sent nowhere. */
function qrCodeBlock(): HTMLElement {
  const input = el('input', {
    id: 'share-link',
    type: 'url',
    placeholder: 'https://docs.google.com/spreadsheets/…',
    'aria-label': 'Link to share',
  });
  const message = el('p', { id: 'qr-message', class: 'help', role: 'status' });
  const holder = el('div', { id: 'qr-print' });
  const caption = el('p', { id: 'qr-caption' });
  const print = button('qr-print-button', 'Print QR code', () => window.print(), 'secondary');
  print.hidden = true;
  const draw = () => {
    holder.replaceChildren();
    caption.textContent = '';
    const problem = linkProblem(input.value);
    message.textContent = problem ?? 'Scan to open the pairings. Print it for the wall or the tables.';
    print.hidden = problem !== null;
    if (problem) return;
    holder.append(qrSvg(input.value.trim(), 260), caption);
    caption.textContent = input.value.trim();
  };
  return el(
    'div',
    { class: 'qr-block' },
    el('label', { for: 'share-link' }, 'QR code of the link'),
    input,
    button('qr-show', 'Show QR code', draw, 'secondary'),
    message,
    holder,
    print,
  );
}

export function shareSection(): HTMLElement {
  return el(
    'details',
    { id: 'share' },
    el('summary', {}, 'Share with players'),
    el(
      'p',
      {},
      'A view-only link (Share > General access > Anyone with the link, Viewer) shows every tab, including Players, Results and Log.',
    ),
    el('p', {}, 'To show players only Pairings and Standings:'),
    el(
      'ol',
      {},
      el('li', {}, 'File > Share > Publish to web.'),
      el('li', {}, 'Under Link, pick the Pairings tab (publish Standings the same way), Web page.'),
      el(
        'li',
        {},
        'Tick "Automatically republish when changes are made", then Publish, and share that link or its QR code.',
      ),
    ),
    el(
      'p',
      { class: 'help' },
      'Published pages update a few minutes after each change. Stop publishing from the same dialog after the event.',
    ),
    qrCodeBlock(),
  );
}
