// The round timer: start, pause, reset, presets from the event's options (minutes per game, deck
// construction...), and a large view for a projector. It never starts by itself, and it lives
// outside the dashboard so refreshing the event does not stop or reset it.
import { button, el } from './dom';
import { call } from './server';

export interface Preset {
  label: string;
  minutes: number;
}

let duration = 0;
let remaining = 0;
let label = '';
let endsAt = 0;
let running = false;
let tick: number | undefined;
let presets: Preset[] = [];

const clock = el(
  'div',
  { class: 'timer-clock', id: 'timer-clock', role: 'timer', 'aria-live': 'off' },
  '--:--',
);
const caption = el('div', { class: 'timer-label', id: 'timer-label' });
const startPause = button('timer-start', 'Start', () => (running ? pause() : start()));
const reset = button('timer-reset', 'Reset', () => resetTo(duration, label));
const big = button('timer-projector', 'Projector view', () => projector(true));
// The full-window hall screen (timer and this round's games) opens in its own large dialog.
const hall = button('timer-hall', 'Hall screen', () => void call('showHallScreen').catch(() => undefined));
const presetBox = el('div', { class: 'presets', role: 'group', 'aria-label': 'Timer presets' });
const minutesInput = el('input', {
  id: 'timer-minutes',
  type: 'number',
  min: '1',
  max: '600',
  'aria-label': 'Other time, in minutes',
  placeholder: 'Other: minutes',
});
const setCustom = button('timer-set', 'Set', () => {
  const m = Number(minutesInput.value);
  if (Number.isFinite(m) && m > 0) resetTo(Math.round(m * 60), `${m} minutes`);
});
const exitBig = button('timer-exit', 'Exit projector view', () => projector(false));
const box = el(
  'section',
  { class: 'timer', id: 'timer', 'aria-label': 'Round timer' },
  clock,
  caption,
  el('div', {}, startPause, reset, big, hall),
  presetBox,
  el('div', { class: 'row' }, minutesInput, el('div', {}, setCustom)),
);

function fmt(seconds: number): string {
  const s = Math.abs(Math.round(seconds));
  const m = Math.floor(s / 60);
  const sec = s % 60;
  return `${seconds < 0 ? '-' : ''}${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

function left(): number {
  return running ? (endsAt - Date.now()) / 1000 : remaining;
}

function paint(): void {
  const secs = duration ? left() : 0;
  clock.textContent = duration ? fmt(Math.ceil(secs)) : '--:--';
  clock.classList.toggle('over', duration > 0 && secs <= 0);
  const paused = !running && remaining !== duration;
  caption.textContent = duration
    ? `${label}${secs <= 0 ? ' · time!' : running ? ' · running' : paused ? ' · paused' : ' · press Start'}`
    : 'Pick a time below, then Start.';
  startPause.textContent = running ? 'Pause' : 'Start';
  startPause.disabled = duration === 0;
  reset.disabled = duration === 0;
}

function start(): void {
  if (!duration || running) return;
  endsAt = Date.now() + remaining * 1000;
  running = true;
  tick = window.setInterval(paint, 250);
  paint();
}

function pause(): void {
  if (!running) return;
  remaining = left();
  running = false;
  window.clearInterval(tick);
  paint();
}

function resetTo(seconds: number, text: string): void {
  running = false;
  window.clearInterval(tick);
  duration = seconds;
  remaining = seconds;
  label = text;
  paint();
}

function projector(on: boolean): void {
  const overlay = document.getElementById('timer-overlay');
  if (on && !overlay) {
    const o = el(
      'div',
      {
        class: 'projector',
        id: 'timer-overlay',
        role: 'dialog',
        'aria-label': 'Round timer, projector view',
      },
      exitBig,
    );
    o.prepend(clock, caption);
    document.body.append(o);
    exitBig.focus();
  } else if (!on && overlay) {
    box.prepend(clock, caption);
    overlay.remove();
    big.focus();
  }
}

/** The timer section, with presets for this event; the clock keeps running across calls. */
export function timerSection(next: Preset[]): HTMLElement {
  if (JSON.stringify(next) !== JSON.stringify(presets)) {
    presets = next;
    presetBox.replaceChildren(
      ...presets.map((p, i) =>
        button(`timer-preset-${i}`, `${p.label} ${p.minutes} min`, () =>
          resetTo(p.minutes * 60, `${p.label} · ${p.minutes} min`),
        ),
      ),
    );
    if (!duration && presets[0])
      resetTo(presets[0].minutes * 60, `${presets[0].label} · ${presets[0].minutes} min`);
  }
  paint();
  return box;
}

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') projector(false);
});
