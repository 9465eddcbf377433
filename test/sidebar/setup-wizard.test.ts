// @vitest-environment happy-dom
// The setup wizard (src/sidebar/setup-wizard.ts) in a DOM without a browser: step 1's format choice,
// step 2's fields with each option's default (a blank one named as the preset's), the setupEvent
// arguments the Create button sends, a blank name held back by the form, a refusal shown with its
// problems, and Back. The real formats' defaults are checked against setup's own validation
// (src/sheets/setup.ts, planSetup), so the wizard never sends what the server would refuse.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFormats, summarize } from '../../src/engine/formats/registry';
import type { ActionResult, EventState, FormatSummary, SetupOptions } from '../../src/shared/types';
import { planSetup, SETUP_CODES } from '../../src/sheets/setup';
import { FOLLOWS_PRESET, wizard } from '../../src/sidebar/setup-wizard';
import { type Actions, ui } from '../../src/sidebar/ui-state';

/** A format that asks for rounds, with one option of each kind. */
const SWISS: FormatSummary = {
  id: 'sealed-deck',
  title: 'Friday Swiss',
  summary: 'Pairs by score each round.',
  defaultRounds: 4,
  options: [
    { key: 'minutes', label: 'Minutes', help: 'Per game.', type: 'number', default: 50, min: 10, max: 300 },
    {
      key: 'pairing',
      label: 'Pairing',
      help: 'How players meet.',
      type: 'choice',
      default: 'look-ahead',
      choices: [
        { value: 'written', label: 'As written' },
        { value: 'look-ahead', label: 'Look ahead' },
      ],
    },
    { key: 'battle', label: 'Battle', help: 'Yes or no.', type: 'boolean', default: false },
    { key: 'director', label: 'Director', help: 'Who runs it.', type: 'text', default: '' },
  ],
};

/** A format whose players decide the rounds, with a preset whose values blank settings follow. */
const PRESETS: FormatSummary = {
  id: 'any-game',
  title: 'Any game',
  summary: 'A preset per game.',
  defaultRounds: 0,
  roundsRule: "the preset's table for the number of players",
  options: [
    {
      key: 'preset',
      label: 'Preset',
      help: 'The game.',
      type: 'choice',
      default: 'magic',
      choices: [
        { value: 'magic', label: 'Magic' },
        { value: 'chess', label: 'Chess' },
      ],
    },
    {
      key: 'results',
      label: 'Results',
      help: 'Games or one result.',
      type: 'choice',
      default: '',
      choices: [
        { value: 'games', label: 'Games won' },
        { value: 'single', label: 'One result' },
      ],
    },
    { key: 'winPoints', label: 'Win', help: 'Points.', type: 'number', default: '', min: -100, max: 100 },
    {
      key: 'colours',
      label: 'Colours',
      help: 'Its own blank.',
      type: 'choice',
      default: '',
      choices: [
        { value: '', label: 'Either' },
        { value: 'balanced', label: 'Balanced' },
      ],
    },
  ],
};

/**
 * The wizard for these formats, re-rendered into the page on each rerender as the app does, and the
 * actions it ran.
 */
function mount(formats: FormatSummary[]) {
  const calls: [string, unknown[]][] = [];
  const rerenders: number[] = [];
  const state = { ready: false, formats } as unknown as EventState;
  const actions = {
    act: async (name: string, ...args: unknown[]) => {
      calls.push([name, args]);
    },
    rerender: () => {
      rerenders.push(1);
      document.body.replaceChildren(wizard(state, actions));
    },
  } as unknown as Actions;
  document.body.replaceChildren(wizard(state, actions));
  return { calls, rerenders };
}

/** Opens step 2 for a format, as if it had been chosen and Next clicked. */
function detailsOf(formats: FormatSummary[], id: string) {
  ui.wizardFormat = id;
  ui.wizardStep = 2;
  return mount(formats);
}

const $ = <T extends Element = HTMLElement>(q: string) => document.querySelector(q) as T;

function type(q: string, value: string): void {
  const input = $<HTMLInputElement | HTMLSelectElement>(q);
  input.value = value;
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('change'));
}

const create = () => $<HTMLButtonElement>('#create').click();

beforeEach(() => {
  ui.wizardStep = 1;
  ui.wizardFormat = '';
  ui.lastResult = null;
  // The date field starts at today: a fixed local day makes its value known.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 5, 9, 30));
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('step 1: the format', () => {
  it('lists every format with its options and rounds, the first chosen when none was', () => {
    mount([SWISS, PRESETS]);
    expect($('.step').textContent).toBe('Step 1 of 2 · Choose the format');
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="format"]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['sealed-deck', true],
      ['any-game', false],
    ]);
    expect(ui.wizardFormat).toBe('sealed-deck');
    expect($('label[for="format-sealed-deck"]').textContent).toContain('4 options · 4 rounds by default');
    expect($('label[for="format-any-game"]').textContent).toContain(
      '4 options · rounds set by the number of players',
    );
  });

  it('a remembered format that is no longer offered falls back to the first', () => {
    ui.wizardFormat = 'attack-wing';
    mount([PRESETS, SWISS]);
    expect(ui.wizardFormat).toBe('any-game');
    expect($<HTMLInputElement>('#format-any-game').checked).toBe(true);
  });

  it('the format picked is the one Next opens, with the name field focused', () => {
    const { calls, rerenders } = mount([SWISS, PRESETS]);
    const radio = $<HTMLInputElement>('#format-any-game');
    radio.checked = true;
    radio.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>('#wizard-next').click();
    expect(rerenders).toHaveLength(1);
    expect(ui.wizardStep).toBe(2);
    expect($('.step').textContent).toBe('Step 2 of 2 · Event details');
    expect($('#setup-title').textContent).toBe('Any game');
    expect($('#format-summary').textContent).toBe('A preset per game.');
    expect(document.activeElement?.id).toBe('name');
    expect(calls).toEqual([]);
  });

  it('with no format offered, Next stays on step 1', () => {
    mount([]);
    expect(document.querySelectorAll('input[name="format"]')).toHaveLength(0);
    $<HTMLButtonElement>('#wizard-next').click();
    expect($('.step').textContent).toBe('Step 1 of 2 · Choose the format');
    expect($('#create')).toBeNull();
  });
});

describe('step 2: the fields start at the format’s defaults', () => {
  it('rounds, date, and one field per option holding its default', () => {
    detailsOf([SWISS], 'sealed-deck');
    const rounds = $<HTMLInputElement>('#rounds');
    expect([rounds.type, rounds.value, rounds.min, rounds.max]).toEqual(['number', '4', '1', '100']);
    expect($('label[for="rounds"]').textContent).toContain('(4 suits this format;');
    // Month and day zero-padded, the local day (not UTC's).
    expect($<HTMLInputElement>('#date').value).toBe('2026-01-05');
    expect($<HTMLInputElement>('#name').value).toBe('');
    expect($<HTMLInputElement>('#name').required).toBe(true);
    const minutes = $<HTMLInputElement>('#opt-minutes');
    expect([minutes.type, minutes.value, minutes.min, minutes.max]).toEqual(['number', '50', '10', '300']);
    expect($<HTMLSelectElement>('#opt-pairing').value).toBe('look-ahead');
    expect([...$<HTMLSelectElement>('#opt-pairing').options].map((o) => o.textContent)).toEqual([
      'As written',
      'Look ahead',
    ]);
    const battle = $<HTMLSelectElement>('#opt-battle');
    expect([...battle.options].map((o) => [o.value, o.textContent])).toEqual([
      ['true', 'Yes'],
      ['false', 'No'],
    ]);
    expect(battle.value).toBe('false');
    const director = $<HTMLInputElement>('#opt-director');
    // A blank text default is just "none": no words about a preset.
    expect([director.type, director.value, director.placeholder]).toEqual(['text', '', '']);
    expect(minutes.getAttribute('aria-describedby')).toBe('opt-minutes-help');
    expect($('#opt-minutes-help').textContent).toBe('Per game.');
    expect($('#setup h2').textContent).toBe('Options');
  });

  it('a setting left blank to follow the preset says so; a choice with its own blank is left as it is', () => {
    detailsOf([PRESETS], 'any-game');
    expect($<HTMLSelectElement>('#opt-preset').value).toBe('magic');
    const results = $<HTMLSelectElement>('#opt-results');
    expect(results.options[0]?.value).toBe('');
    expect(results.options[0]?.textContent).toBe(FOLLOWS_PRESET);
    expect(results.selectedOptions[0]?.textContent).toBe(FOLLOWS_PRESET);
    const win = $<HTMLInputElement>('#opt-winPoints');
    expect([win.value, win.placeholder]).toEqual(['', FOLLOWS_PRESET]);
    expect([...$<HTMLSelectElement>('#opt-colours').options].map((o) => o.textContent)).toEqual([
      'Either',
      'Balanced',
    ]);
  });

  it('a format whose players decide the rounds is not asked for them: the rule is shown instead', () => {
    detailsOf([PRESETS], 'any-game');
    expect($('#rounds')).toBeNull();
    expect($('#rounds-rule').textContent).toContain(
      "set by the players once they are in: the preset's table for the number of players.",
    );
  });

  it('a format without options has no Options heading', () => {
    detailsOf([{ ...SWISS, options: [] }], 'sealed-deck');
    expect($('#setup h2')).toBeNull();
    expect($('#format-options').children).toHaveLength(0);
  });
});

describe('Create event tabs: what is sent', () => {
  it('the format, what was typed and every option, rounds as a number', () => {
    const { calls } = detailsOf([SWISS, PRESETS], 'sealed-deck');
    type('#name', 'Friday sealed');
    type('#date', '2026-02-13');
    type('#rounds', '5');
    type('#opt-minutes', '45');
    type('#opt-pairing', 'written');
    type('#opt-battle', 'true');
    type('#opt-director', 'Dana');
    create();
    expect(calls).toEqual([
      [
        'setupEvent',
        [
          {
            format: 'sealed-deck',
            name: 'Friday sealed',
            date: '2026-02-13',
            rounds: 5,
            minutes: '45',
            pairing: 'written',
            battle: 'true',
            director: 'Dana',
          },
        ],
      ],
    ]);
  });

  it('the preset chosen, and blank settings sent blank for setup to fill from it; no rounds', () => {
    const { calls } = detailsOf([SWISS, PRESETS], 'any-game');
    type('#name', 'Thursday chess');
    type('#opt-preset', 'chess');
    type('#opt-results', 'single');
    create();
    expect(calls).toEqual([
      [
        'setupEvent',
        [
          {
            format: 'any-game',
            name: 'Thursday chess',
            date: '2026-01-05',
            preset: 'chess',
            results: 'single',
            winPoints: '',
            colours: '',
          },
        ],
      ],
    ]);
  });

  it('a blank name is held back by the form: nothing is sent until one is typed', () => {
    const { calls } = detailsOf([SWISS], 'sealed-deck');
    create();
    expect(calls).toEqual([]);
    type('#name', 'Late entry');
    create();
    expect(calls.map(([name, [args]]) => [name, (args as SetupOptions).name])).toEqual([
      ['setupEvent', 'Late entry'],
    ]);
  });

  it("rounds cleared: none is sent, and setup takes the format's own number", () => {
    const { calls } = detailsOf([SWISS], 'sealed-deck');
    type('#name', 'Friday sealed');
    type('#rounds', '');
    create();
    expect(calls).toHaveLength(1);
    const [, [args]] = calls[0];
    expect(args as SetupOptions).not.toHaveProperty('rounds');
    const planned = planSetup(args as SetupOptions, 'seed');
    expect(planned.ok, JSON.stringify(planned.ok ? [] : planned.problems)).toBe(true);
  });

  it('a rounds number outside 1 to 100 is held back by the form', () => {
    const { calls } = detailsOf([SWISS], 'sealed-deck');
    type('#name', 'Friday sealed');
    type('#rounds', '0');
    create();
    type('#rounds', '101');
    create();
    expect(calls).toEqual([]);
  });
});

describe('a refused setup', () => {
  /** The server's answer to these options: its refusal, as setupEvent words it, when planSetup refuses. */
  function answer(options: SetupOptions): ActionResult {
    const planned = planSetup(options, 'seed');
    return planned.ok
      ? { ok: true, message: 'Set up.', problems: [], warnings: [] }
      : { ok: false, message: 'Nothing was changed.', problems: planned.problems, warnings: [] };
  }

  it('a name of spaces passes the form, and setup’s refusal is shown with its fix', () => {
    const { calls } = detailsOf([SWISS], 'sealed-deck');
    type('#name', '   ');
    create();
    const [[, [sent]]] = calls as [[string, [SetupOptions]]];
    const result = answer(sent);
    expect(result.problems.map((p) => p.code)).toEqual([SETUP_CODES.noName]);
    ui.lastResult = result;
    detailsOf([SWISS], 'sealed-deck');
    expect($('#message').className).toBe('status error');
    expect($('#message').textContent).toBe('Nothing was changed.');
    expect($('#errors-title').textContent).toBe('Problems to fix (1)');
    const item = $('#errors li');
    expect(item.textContent).toContain('Setup: The event has no name.');
    expect(item.textContent).toContain('Type the event\'s name, e.g. "Friday sealed, December".');
    // The problem is at no cell: there is nowhere to go.
    expect(item.querySelector('button')).toBeNull();
  });

  it('Back clears the refusal: neither step shows it again', () => {
    ui.lastResult = {
      ok: false,
      message: 'Nothing was changed.',
      problems: [
        { severity: 'error', tab: 'Setup', cell: '', message: 'No.', fix: '', code: SETUP_CODES.noName },
      ],
      warnings: [],
    };
    const { rerenders } = detailsOf([SWISS, PRESETS], 'any-game');
    expect($('#problems')).not.toBeNull();
    $<HTMLButtonElement>('#wizard-back').click();
    expect(rerenders).toHaveLength(1);
    expect(ui.wizardStep).toBe(1);
    expect(ui.lastResult).toBeNull();
    expect($<HTMLInputElement>('#format-any-game').checked).toBe(true);
    expect($('#message')).toBeNull();
    $<HTMLButtonElement>('#wizard-next').click();
    expect($('#setup-title').textContent).toBe('Any game');
    expect($('#message')).toBeNull();
    expect($('#problems')).toBeNull();
  });
});

describe('the real formats', () => {
  const formats = allFormats().map(summarize);

  it.each(formats.map((f) => [f.id, f] as const))(
    '%s: its defaults, with a name typed, are what setup accepts',
    (id) => {
      const { calls } = detailsOf(formats, id);
      type('#name', 'Club night');
      create();
      expect(calls).toHaveLength(1);
      const [[name, [sent]]] = calls as [[string, [SetupOptions]]];
      expect(name).toBe('setupEvent');
      expect(sent.format).toBe(id);
      const planned = planSetup(sent, 'seed');
      expect(planned.ok ? [] : planned.problems).toEqual([]);
    },
  );

  it('any game: the chess preset chosen in the wizard is the one setup writes, with its values', () => {
    const { calls } = detailsOf(formats, 'any-game');
    type('#name', 'Thursday chess');
    type('#opt-preset', 'chess');
    create();
    const [[, [sent]]] = calls as [[string, [SetupOptions]]];
    const planned = planSetup(sent, 'seed');
    if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
    expect(planned.plan.preset).toBe('chess');
    const value = (label: string) => planned.plan.eventRows.find((r) => r[0] === label)?.[1];
    expect(value('Event name')).toBe('Thursday chess');
    expect(value('Points for a draw')).toBe(0.5);
  });
});
