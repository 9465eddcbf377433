// @vitest-environment happy-dom
// The self-test panel (src/sidebar/self-test-panel.ts) shows its run whichever redraw of the sidebar is on
// screen: a refresh while it runs, or after, neither loses the answer nor re-enables the button mid-run.
import { afterEach, describe, expect, it } from 'vitest';
import type { SelfTestResult } from '../../src/shared/types';
import { selfTestSection } from '../../src/sidebar/self-test-panel';
import { ui } from '../../src/sidebar/ui-state';

const g = globalThis as { google?: unknown };
afterEach(() => {
  delete g.google;
  ui.selfTest = { running: false, message: '', speed: null };
  document.body.innerHTML = '';
});

/** A google.script.run whose runSelfTest answers when the test says. */
function deferredRun(): { answer: (r: SelfTestResult) => void } {
  let ok: (v: unknown) => void = () => {};
  const runner = (success: (v: unknown) => void): Record<string, unknown> =>
    new Proxy(
      {},
      {
        get: (_t, name: string) => {
          if (name === 'withSuccessHandler') return (fn: (v: unknown) => void) => runner(fn);
          if (name === 'withFailureHandler') return () => runner(success);
          return () => {
            ok = success;
          };
        },
      },
    );
  g.google = { script: { run: runner(() => undefined) } };
  return { answer: (r) => ok(r) };
}

const draw = () => {
  document.body.replaceChildren(selfTestSection());
  return {
    status: () => document.getElementById('self-test-status')?.textContent,
    button: () => document.getElementById('self-test') as HTMLButtonElement,
    figures: () => document.getElementById('self-test-figures')?.textContent ?? '',
  };
};

describe('the self-test across redraws', () => {
  it('a redraw while it runs shows it running, and the answer lands on the panel drawn then', async () => {
    const run = deferredRun();
    draw().button().click();
    const redrawn = draw();
    expect(redrawn.button().disabled).toBe(true);
    expect(redrawn.status()).toMatch(/^Checking/);
    run.answer({
      ok: true,
      message: 'Every check passed.',
      version: '0.4.0',
      speed: {
        figures: [
          {
            name: 'one getValues of 1,000 cells',
            ms: 31,
            model: { what: '1 call', low: 15, mid: 25, high: 60 },
            verdict: 'within',
          },
        ],
        text: 'figures',
      },
    } as SelfTestResult);
    await new Promise((r) => setTimeout(r, 0));
    expect(redrawn.status()).toBe('Every check passed.');
    expect(redrawn.button().disabled).toBe(false);
    expect(redrawn.figures()).toContain('one getValues of 1,000 cells');
    // And any later redraw shows the same answer.
    const later = draw();
    expect(later.status()).toBe('Every check passed.');
    expect(later.figures()).toContain('one getValues of 1,000 cells');
  });
});
