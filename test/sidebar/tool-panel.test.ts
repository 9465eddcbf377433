// @vitest-environment happy-dom
// A format's calculator drawn from its ToolPanel description (src/sidebar/tool-panel.ts), in a DOM
// without a browser: the subject's picks, the ordered list they build (a pick may repeat, one may be
// removed), and the arguments sent to runFormatTool under the names the panel gives.
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolPanel } from '../../src/shared/types';
import { toolSection } from '../../src/sidebar/tool-panel';

const PANEL: ToolPanel = {
  kind: 'tool',
  id: 'calc',
  tool: 'scoreIt',
  title: 'A calculator',
  help: 'Pick, then calculate.',
  subject: {
    arg: 'who',
    label: 'Opponent',
    prompt: 'Choose',
    none: 'Nobody to pick.',
    options: [
      {
        value: 'Ann',
        picks: [
          { label: '1 (38)', value: '1' },
          { label: '2 (20)', value: '2' },
        ],
        note: 'Resource: X',
      },
      { value: 'Bob', picks: [{ label: 'A (10)', value: 'A' }], note: '' },
    ],
  },
  sequence: { arg: 'order', label: 'In order', picksLabel: 'Pick one' },
  count: { arg: 'tokens', label: 'Tokens' },
  button: 'Calculate',
};

/** google.script.run answering every call with `answer`, and the calls it got. */
function fakeServer(answer: unknown) {
  const calls: [string, unknown[]][] = [];
  const runner = {
    withSuccessHandler(ok: (v: unknown) => void) {
      return {
        withFailureHandler() {
          return new Proxy(
            {},
            {
              get:
                (_t, name: string) =>
                (...args: unknown[]) => {
                  calls.push([name, args]);
                  queueMicrotask(() => ok(answer));
                },
            },
          );
        },
      };
    },
  };
  (globalThis as unknown as { google: unknown }).google = { script: { run: runner } };
  return calls;
}

afterEach(() => {
  document.body.replaceChildren();
});

const $ = <T extends Element = HTMLElement>(q: string) => document.querySelector(q) as T;

describe('the tool panel', () => {
  it('picks build the ordered list (repeats allowed, one removed), and Calculate sends them under the panel’s names', async () => {
    const calls = fakeServer({
      ok: true,
      value: { ok: true, headline: '68 points', lines: ['1: 38'] },
      problems: [],
    });
    document.body.append(toolSection(PANEL));
    // Nothing to calculate before a subject is chosen.
    expect($('#calc-calc')).toBeNull();
    const select = $<HTMLSelectElement>('#calc-subject');
    select.value = 'Ann';
    select.dispatchEvent(new Event('change'));
    expect($('#calc-picks').textContent).toContain('1 (38)');
    expect(document.body.textContent).toContain('Resource: X');
    for (const id of ['#calc-pick-1', '#calc-pick-2', '#calc-pick-1']) $<HTMLButtonElement>(id).click();
    expect($('#calc-sequence').querySelectorAll('li')).toHaveLength(3);
    $<HTMLButtonElement>('#calc-remove-3').click();
    const count = $<HTMLInputElement>('#calc-count');
    count.value = '2';
    count.dispatchEvent(new Event('input'));
    $<HTMLButtonElement>('#calc-calc').click();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([['runFormatTool', ['scoreIt', { who: 'Ann', order: ['1', '2'], tokens: 2 }]]]);
    expect($('#calc-headline').textContent).toBe('68 points');
  });

  it('a new subject starts a new list; with no subjects, the panel says so', () => {
    fakeServer(null);
    document.body.append(toolSection({ ...PANEL, id: 'calc2' }));
    const select = $<HTMLSelectElement>('#calc2-subject');
    select.value = 'Ann';
    select.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>('#calc2-pick-1').click();
    const again = $<HTMLSelectElement>('#calc2-subject');
    again.value = 'Bob';
    again.dispatchEvent(new Event('change'));
    expect($('#calc2-sequence').querySelectorAll('li')).toHaveLength(0);
    expect($('#calc2-pick-1').textContent).toBe('A (10)');
    document.body.replaceChildren(
      toolSection({ ...PANEL, id: 'calc3', subject: { ...PANEL.subject, options: [] } }),
    );
    expect($('#calc3-none').textContent).toBe('Nobody to pick.');
  });
});
