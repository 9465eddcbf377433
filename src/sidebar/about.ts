// The About line at the foot of the dashboard: the installed version (getAddonInfo), so an organizer
// can tell whether a fix has reached their spreadsheet. Asked once; re-renders reuse the answer.
import { el } from './dom';
import { call } from './server';

let known = '';

export function aboutLine(): HTMLElement {
  const line = el('div', { class: 'muted about', id: 'about' }, known);
  if (!known)
    void call('getAddonInfo')
      .then((info) => {
        known = `${info.name} ${info.version}`;
        line.textContent = known;
      })
      .catch(() => undefined);
  return line;
}
