// @vitest-environment happy-dom
// The Season section (src/sidebar/season-panel.ts) in a DOM without a browser: only the buttons that
// apply as the season stands, the one-line summary, and Undo close asking first.
import { afterEach, describe, expect, it } from 'vitest';
import type { EventState, SeasonState } from '../../src/shared/types';
import { seasonSection } from '../../src/sidebar/season-panel';
import { seasonSummary } from '../../src/sidebar/season-summary';
import { wizard } from '../../src/sidebar/setup-wizard';
import { type Actions, ui } from '../../src/sidebar/ui-state';

const state = (nextAction: EventState['nextAction'], season?: SeasonState): EventState =>
  ({ ready: true, nextAction, ...(season ? { season } : {}) }) as unknown as EventState;

const season = (over: Partial<SeasonState>): SeasonState => ({
  events: 1,
  closed: false,
  canUndo: false,
  nextNotBegun: false,
  lastEvent: 'Autumn Open',
  leaders: ['Ann'],
  ...over,
});

function recorder() {
  const calls: string[] = [];
  const actions = {
    act: async (name: string) => {
      calls.push(name);
    },
  } as unknown as Actions;
  return { calls, actions };
}

/** The section's button ids, in order (none when the section is not shown). */
function buttons(s: EventState): string[] {
  const node = seasonSection(s, recorder().actions);
  return node ? [...node.querySelectorAll('button')].map((b) => b.id) : [];
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Season section shows only the buttons that apply', () => {
  it('final and not in the season: Close event (and no season yet)', () => {
    expect(buttons(state('finished'))).toEqual(['close-event', 'import-season']);
    const node = seasonSection(
      state('finished', season({ events: 0, lastEvent: '', leaders: [] })),
      recorder().actions,
    );
    expect(node?.querySelector('#season-summary')?.textContent).toBe('Season: no event closed yet');
  });

  it('final, the season has earlier events and this one is not closed: Close event', () => {
    expect(buttons(state('finished', season({ events: 2 })))).toEqual(['close-event', 'import-season']);
  });

  it('closed: Start the next event and Undo close, no Close event; a change needs Undo close first', () => {
    const node = seasonSection(
      state('finished', season({ closed: true, canUndo: true })),
      recorder().actions,
    );
    expect(node?.textContent).toContain('to change a result or a player, Undo close first');
    expect(buttons(state('finished', season({ closed: true, canUndo: true })))).toEqual([
      'start-next',
      'undo-close',
      'import-season',
    ]);
  });

  it('after Start the next event, before round 1 is paired: Undo close, and Import while no round is in play', () => {
    expect(buttons(state('pair', season({ canUndo: true })))).toEqual(['undo-close', 'import-season']);
  });

  it('the next event not begun: Another format too', () => {
    expect(buttons(state('pair', season({ canUndo: true, nextNotBegun: true })))).toEqual([
      'undo-close',
      'import-season',
      'change-format',
    ]);
  });

  it('Another format opens the setup wizard over the dashboard, and Keep the current format closes it', () => {
    let rendered = 0;
    const actions = { rerender: () => rendered++ } as unknown as Actions;
    const s = { ...state('pair', season({ canUndo: true, nextNotBegun: true })), formats: [] } as EventState;
    const node = seasonSection(s, actions) as HTMLElement;
    (node.querySelector('#change-format') as HTMLButtonElement).click();
    expect(ui.wizardAgain).toBe(true);
    expect(ui.wizardStep).toBe(1);
    expect(rendered).toBe(1);
    const form = wizard(s, actions);
    expect(form.querySelector('#setup-title')?.textContent).toBe('The next event in another format');
    (form.querySelector('#wizard-cancel') as HTMLButtonElement).click();
    expect(ui.wizardAgain).toBe(false);
    expect(rendered).toBe(2);
    expect(wizard(s, actions).querySelector('#wizard-cancel')).toBeNull();
  });

  it('no season and no event played yet: Import into season alone', () => {
    expect(buttons({ ...state('pair'), round: 0 } as EventState)).toEqual(['import-season']);
  });

  it('the next event paired: no section while it plays', () => {
    expect(buttons(state('enter-results', season({})))).toEqual([]);
    expect(buttons(state('publish-final', season({})))).toEqual([]);
    expect(buttons(state('enter-results'))).toEqual([]);
  });

  it('Undo close names the event it takes out and asks first', () => {
    const { calls, actions } = recorder();
    const node = seasonSection(state('pair', season({ canUndo: true })), actions) as HTMLElement;
    document.body.append(node);
    (node.querySelector('#undo-close') as HTMLButtonElement).click();
    expect(document.querySelector('#confirm-title')?.textContent).toBe('Take Autumn Open out of the season?');
    expect(calls).toEqual([]);
    (document.querySelector('#confirm-ok') as HTMLButtonElement).click();
    expect(calls).toEqual(['undoCloseEvent']);
  });

  it('Close event runs at once', () => {
    const { calls, actions } = recorder();
    const node = seasonSection(state('finished', season({ events: 0 })), actions) as HTMLElement;
    (node.querySelector('#close-event') as HTMLButtonElement).click();
    expect(calls).toEqual(['closeEvent']);
  });
});

describe('the season summary', () => {
  it('names the events and the League leaders', () => {
    expect(seasonSummary(undefined)).toBe('Season: no event closed yet');
    expect(seasonSummary(season({ events: 3 }))).toBe('Season: 3 events · League leader Ann');
    expect(seasonSummary(season({ leaders: [] }))).toBe('Season: 1 event');
    expect(seasonSummary(season({ leaders: ['Ann', 'Bob'] }))).toBe(
      'Season: 1 event · League leaders Ann and Bob',
    );
    expect(seasonSummary(season({ leaders: ['Ann', 'Bob', 'Cy'] }))).toBe(
      'Season: 1 event · League leaders Ann, Bob and others',
    );
  });
});
