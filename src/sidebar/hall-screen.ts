// The hall screen: a projector page in a large dialog (showHallScreen) with the round timer in very
// large digits and the current round's games by name, paging when they do not fit. Space starts and
// pauses, Esc closes; the timer never starts by itself. With a report form connected, the form's QR code
// and "Report your result" sit beside the clock.
import type { EventState, HallScreen } from '../shared/types';
import { button, el } from './dom';
import { qrSvg } from './qr-code';
import { hallFormLink } from './report-links';
import { call, failedText } from './server';
import { presetsOf } from './timer-presets';

declare const google: { script: { host: { close(): void } } };

const PAGE_SECONDS = 10;
const REFRESH_SECONDS = 60;

let total = 0;
let remaining = 0;
let endsAt = 0;
let running = false;
let page = 0;
let pages: HTMLElement[][] = [];

const title = el('h1', { class: 'hall-title', id: 'hall-title' });
const clock = el(
  'div',
  { class: 'hall-clock', id: 'hall-clock', role: 'timer', 'aria-live': 'off' },
  '--:--',
);
const status = el('div', { class: 'hall-status', id: 'hall-status' });
const games = el('ol', { class: 'hall-games', id: 'hall-games', 'aria-label': 'This round' });
const pager = el('div', { class: 'hall-pager', id: 'hall-pager' });
const presetBar = el('div', { class: 'hall-presets', id: 'hall-presets' });
const viewBar = el('div', { class: 'hall-views', id: 'hall-views' });
/** The League shown instead of the round (the organizer's choice, kept across refreshes). */
let showLeague = false;
let last: { hall: HallScreen; state: EventState | null } | null = null;
const report = el('aside', { class: 'hall-report', id: 'hall-report', 'aria-label': 'Report your result' });
let reportShown: string | null | undefined;

/** The form's QR code beside the clock, drawn again only when the address changes. */
function paintReport(link: string | null): void {
  if (link === reportShown) return;
  reportShown = link;
  report.hidden = !link;
  report.replaceChildren(
    ...(link ? [qrSvg(link, 200), el('div', { class: 'hall-report-caption' }, 'Report your result')] : []),
  );
}

function clockText(seconds: number): string {
  const s = Math.abs(Math.ceil(seconds));
  const m = Math.floor(s / 60);
  return `${seconds < 0 ? '-' : ''}${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function left(): number {
  return running ? (endsAt - Date.now()) / 1000 : remaining;
}

function paintClock(): void {
  const secs = left();
  clock.textContent = total ? clockText(secs) : '--:--';
  clock.classList.toggle('over', total > 0 && secs <= 0);
  status.textContent = !total
    ? 'Pick a time below.'
    : secs <= 0
      ? 'Time!'
      : running
        ? 'Space pauses · Esc closes'
        : 'Space starts · Esc closes';
}

function toggle(): void {
  if (!total) return;
  if (running) {
    remaining = left();
    running = false;
  } else {
    endsAt = Date.now() + remaining * 1000;
    running = true;
  }
  paintClock();
}

function setTime(minutes: number): void {
  running = false;
  total = minutes * 60;
  remaining = total;
  paintClock();
}

/** A name, with the player's role and deck under it when the format gives one (arrow / target). */
function who(name: string, role?: string): HTMLElement {
  const shown = el('bdi', { class: 'hall-name' }, name);
  return role ? el('span', { class: 'hall-who' }, shown, el('span', { class: 'hall-role' }, role)) : shown;
}

/** One game (table, both names), a bye (no table) or, before round 1, a seat (`label` "Seat"). */
function gameItem(
  table: number | null,
  a: string,
  b: string | null,
  label = '',
  roles: { a?: string; b?: string } = {},
): HTMLElement {
  return el(
    'li',
    { class: 'hall-game' },
    el('span', { class: 'hall-table' }, table === null ? 'Bye' : `${label ? `${label} ` : ''}${table}`),
    who(a, roles.a),
    b === null ? '' : el('span', { class: 'hall-v' }, 'v'),
    b === null ? '' : who(b, roles.b),
  );
}

/** Splits the games into pages that fit the space under the clock (two columns of equal rows). */
function paginate(items: HTMLElement[]): HTMLElement[][] {
  games.replaceChildren(...items.slice(0, 1));
  const rowHeight = (items[0]?.getBoundingClientRect().height || 48) + 8;
  const room = Math.max(rowHeight, window.innerHeight - games.getBoundingClientRect().top - 48);
  const perPage = Math.max(2, Math.floor(room / rowHeight) * 2);
  const out: HTMLElement[][] = [];
  for (let i = 0; i < items.length; i += perPage) out.push(items.slice(i, i + perPage));
  return out.length ? out : [[]];
}

function showPage(): void {
  games.replaceChildren(...(pages[page] ?? []));
  pager.textContent = pages.length > 1 ? `Page ${page + 1} of ${pages.length}` : '';
}

/** One League row: rank (blank below the minimum events), name and league points. */
function leagueItem(row: NonNullable<HallScreen['league']>[number]): HTMLElement {
  return el(
    'li',
    { class: 'hall-game hall-league-row' },
    el('span', { class: 'hall-table' }, row.rank === null ? '' : String(row.rank)),
    who(row.player),
    el('span', { class: 'hall-points' }, `${row.points} pts`),
  );
}

function toggleLeague(): void {
  if (!last?.hall.league?.length) return;
  showLeague = !showLeague;
  page = 0;
  render(last.hall, last.state);
}

function render(hall: HallScreen, state: EventState | null): void {
  last = { hall, state };
  const league = hall.league?.length ? hall.league : null;
  if (!league) showLeague = false;
  viewBar.replaceChildren(
    ...(league
      ? [button('hall-league', showLeague ? 'Show this round' : 'Show the League', toggleLeague)]
      : []),
  );
  if (showLeague && league) {
    title.textContent = 'League';
    games.setAttribute('aria-label', 'League');
    pages = paginate(league.map(leagueItem));
    page = Math.min(page, pages.length - 1);
    showPage();
    if (state) paintReport(hallFormLink(state));
    return;
  }
  const seating = hall.seating;
  title.textContent = !hall.ok
    ? hall.message
    : seating
      ? `${hall.eventName} · ${seating.purpose} seating`
      : `${hall.eventName}${hall.round ? ` · Round ${hall.round}${hall.rounds ? ` of ${hall.rounds}` : ''}` : ''}`;
  games.setAttribute('aria-label', seating ? 'Seats' : 'This round');
  const items = seating
    ? seating.seats.map((s) => gameItem(s.seat, s.name, null, 'Seat'))
    : [
        ...hall.games.map((g) => gameItem(g.table, g.a, g.b, '', { a: g.aRole, b: g.bRole })),
        ...hall.byes.map((name) => gameItem(null, name, null)),
      ];
  if (hall.ok && !items.length) items.push(el('li', { class: 'hall-game' }, hall.message));
  pages = paginate(items);
  page = Math.min(page, pages.length - 1);
  showPage();
  if (state) {
    paintReport(hallFormLink(state));
    const presets = presetsOf(state);
    presetBar.replaceChildren(
      ...presets.map((p, i) =>
        button(`hall-preset-${i}`, `${p.label} ${p.minutes} min`, () => setTime(p.minutes)),
      ),
    );
    // The time of what the players are doing now: the build while they sit at their seats, else a round.
    const now = (label: string) =>
      seating
        ? label.toLowerCase().includes(seating.purpose.toLowerCase())
        : /round|game|battle/i.test(label);
    const round = presets.find((p) => now(p.label)) ?? presets[0];
    if (!total && round) setTime(round.minutes);
  }
}

async function load(): Promise<void> {
  try {
    const [hall, state] = await Promise.all([call('getHallScreen'), call('getEventState').catch(() => null)]);
    render(hall, state);
  } catch (e) {
    title.textContent = failedText('Could not read the event', e);
  }
}

export function startHallScreen(): void {
  document.body.classList.add('hall');
  const app = document.getElementById('app');
  paintReport(null);
  app?.replaceChildren(
    el('div', { class: 'hall-head' }, el('div', { class: 'hall-top' }, title, clock, status), report),
    games,
    pager,
    presetBar,
    viewBar,
  );
  app?.setAttribute('aria-busy', 'false');
  document.addEventListener('keydown', (e) => {
    if (e.key === ' ' || e.code === 'Space') {
      e.preventDefault();
      toggle();
    } else if (e.key === 'Escape') google.script.host.close();
    else if (e.key === 'l' || e.key === 'L') toggleLeague();
  });
  window.setInterval(paintClock, 250);
  window.setInterval(() => {
    if (pages.length < 2) return;
    page = (page + 1) % pages.length;
    showPage();
  }, PAGE_SECONDS * 1000);
  window.setInterval(() => void load(), REFRESH_SECONDS * 1000);
  paintClock();
  void load();
}
