// "Share with players": how to publish only Pairings and Standings (a view-only link shows every tab).
import { el } from './dom';

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
  );
}
