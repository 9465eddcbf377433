// @vitest-environment happy-dom
// What the organizer typed or picked survives the sidebar being drawn again (src/sidebar/typed-inputs.ts).
import { describe, expect, it } from 'vitest';
import { keepTyped } from '../../src/sidebar/typed-inputs';

/** The preview's swap: two player dropdowns and a reason, as previewSection draws them. */
function draw(root: HTMLElement, players: string[]): void {
  root.innerHTML = '';
  for (const id of ['swap-a', 'swap-b']) {
    const select = document.createElement('select');
    select.id = id;
    for (const name of ['', ...players]) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name || 'Pick a player';
      select.append(option);
    }
    root.append(select);
  }
  for (const id of ['swap-reason', 'timer-minutes']) {
    const input = document.createElement('input');
    input.id = id;
    input.value = id === 'timer-minutes' ? '50' : '';
    root.append(input);
  }
}

// Looked up under the test's own root: other suites' elements may share the document.
let root: HTMLElement;
const field = (id: string) => root.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement;
const value = (id: string) => field(id).value;
const set = (id: string, v: string) => {
  field(id).value = v;
};

describe('a redraw keeps what was typed and picked', () => {
  it('the players picked for a swap and the half-typed reason are there after the redraw', () => {
    root = document.createElement('div');
    draw(root, ['Ann', 'Bob', 'Cy']);
    set('swap-a', 'Bob');
    set('swap-b', 'Cy');
    set('swap-reason', 'Same club');
    set('timer-minutes', '10');
    const restore = keepTyped(root, ['timer-minutes']);
    draw(root, ['Ann', 'Bob', 'Cy']);
    expect([value('swap-a'), value('swap-b'), value('swap-reason')]).toEqual(['', '', '']);
    restore();
    expect([value('swap-a'), value('swap-b'), value('swap-reason')]).toEqual(['Bob', 'Cy', 'Same club']);
    // A skipped id is left as drawn.
    expect(value('timer-minutes')).toBe('50');
  });

  it('a section opened (the share steps) stays open, one closed stays closed', () => {
    root = document.createElement('div');
    const drawSections = () => {
      root.innerHTML = '<details id="share"></details><details id="report-link-steps" open></details>';
    };
    const section = (id: string) => root.querySelector(`#${id}`) as HTMLDetailsElement;
    drawSections();
    section('share').open = true;
    section('report-link-steps').open = false;
    const restore = keepTyped(root);
    drawSections();
    restore();
    expect(section('share').open).toBe(true);
    expect(section('report-link-steps').open).toBe(false);
  });

  it('a pick the redrawn dropdown no longer offers is not forced back', () => {
    root = document.createElement('div');
    draw(root, ['Ann', 'Bob', 'Cy']);
    set('swap-a', 'Cy');
    const restore = keepTyped(root);
    draw(root, ['Ann', 'Bob']);
    restore();
    expect(value('swap-a')).toBe('');
  });
});
