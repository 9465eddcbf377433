// @vitest-environment happy-dom
// The round timer (src/sidebar/timer.ts) with the clock faked: the first preset is set but never
// started by itself, Start counts down, Pause holds, Reset goes back, past zero it reads "time!" and
// counts on below zero; and the presets come from the format's minute options (timer-presets.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventState } from '../../src/shared/types';
import { timerSection } from '../../src/sidebar/timer';
import { presetsOf } from '../../src/sidebar/timer-presets';

beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const text = (box: HTMLElement, id: string) => box.querySelector(`#${id}`)?.textContent;
const click = (box: HTMLElement, id: string) => (box.querySelector(`#${id}`) as HTMLButtonElement).click();

describe('the round timer', () => {
  it('sets the first preset without starting; Start counts down, Pause holds, Reset goes back, past zero it says so', () => {
    const box = timerSection([
      { label: 'Round', minutes: 50 },
      { label: 'Deck construction', minutes: 30 },
    ]);
    document.body.append(box);
    expect(text(box, 'timer-clock')).toBe('50:00');
    expect(text(box, 'timer-label')).toBe('Round · 50 min · press Start');
    vi.advanceTimersByTime(60_000);
    expect(text(box, 'timer-clock')).toBe('50:00');
    click(box, 'timer-start');
    vi.advanceTimersByTime(61_000);
    expect(text(box, 'timer-clock')).toBe('48:59');
    click(box, 'timer-start'); // now Pause
    expect(text(box, 'timer-label')).toBe('Round · 50 min · paused');
    vi.advanceTimersByTime(300_000);
    expect(text(box, 'timer-clock')).toBe('48:59');
    click(box, 'timer-reset');
    expect(text(box, 'timer-clock')).toBe('50:00');
    click(box, 'timer-preset-1');
    expect(text(box, 'timer-clock')).toBe('30:00');
    click(box, 'timer-start');
    vi.advanceTimersByTime(30 * 60_000 + 5_000);
    expect(text(box, 'timer-clock')).toBe('-00:05');
    expect(text(box, 'timer-label')).toBe('Deck construction · 30 min · time!');
    expect(box.querySelector('#timer-clock')?.classList.contains('over')).toBe(true);
    // Refreshing the event (the same presets) neither stops nor resets the clock.
    timerSection([
      { label: 'Round', minutes: 50 },
      { label: 'Deck construction', minutes: 30 },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(text(box, 'timer-clock')).toBe('-00:15');
  });

  it("presets come from the format's minute options at this event's values, 50 minutes when it has none", () => {
    const state = (options: unknown[], settings: Record<string, unknown> = {}) =>
      ({ format: 'x', formats: [{ id: 'x', options }], settings }) as unknown as EventState;
    const deck = { key: 'deckMinutes', label: 'Deck construction minutes', type: 'number', default: 30 };
    const round = { key: 'roundMinutes', label: 'Minutes per round', type: 'number', default: 50 };
    expect(presetsOf(state([deck, round], { roundMinutes: 45 }))).toEqual([
      { label: 'Deck construction', minutes: 30 },
      { label: 'Round', minutes: 45 },
    ]);
    expect(presetsOf(state([{ key: 'rounds', label: 'Rounds', type: 'number', default: 3 }]))).toEqual([
      { label: 'Round', minutes: 50 },
    ]);
  });
});
