// The answer to the last action and the problems to fix, each with a "Go to" button that selects the
// cell on the sheet; also the list of results still missing in the current round.
import { ACTION_CODES } from '../shared/action-codes';
import type { ActionResult, EventState, Problem } from '../shared/types';
import { uniqueProblems } from '../shared/unique-problems';
import { button, el, userText } from './dom';
import { call } from './server';
import type { Actions } from './ui-state';

function goToCell(tab: string, cell: string, label: string, role?: string): HTMLButtonElement {
  // The role finds the tab even if it was renamed since the problem was listed.
  const go = button('', label, () => void call('selectCell', tab, cell, role ?? ''));
  go.removeAttribute('id');
  return go;
}

/**
 * A refusal whose problems are at no cell (every round already paired, the event moved on) is not a sheet
 * problem to fix: it reads as one line, the reason and its fix in the status, with no list under it.
 */
export function asOneLine(result: ActionResult | null): ActionResult | null {
  if (!result || result.ok || !result.problems.length) return result;
  // The moved-on message already says what changed; its problem would say it again.
  if (result.code === ACTION_CODES.movedOn) return { ...result, problems: [] };
  if (result.code !== ACTION_CODES.refused || result.problems.some((p) => p.cell || p.action)) return result;
  const why = uniqueProblems(result.problems)
    .map((p) => `${p.message}${p.fix ? ` ${p.fix}` : ''}`)
    .join(' ');
  return { ...result, message: `Nothing was changed. ${why}`, problems: [] };
}

export function statusBox(result: ActionResult | null): HTMLElement | null {
  if (!result) return null;
  return el(
    'div',
    { class: `status ${result.ok ? 'ok' : 'error'}`, role: 'status', id: 'message' },
    result.message,
  );
}

/** A problem's one-click fix (restore a missing row, confirm a rename, update standings), when the server offers one. */
function fixButton(p: Problem, actions?: Actions): HTMLButtonElement | null {
  const action = p.action;
  if (!action || !actions) return null;
  const run = () =>
    action.name === 'renamePlayer'
      ? void actions.act('renamePlayer', { from: action.args[0] ?? '', to: action.args[1] ?? '' })
      : action.name === 'updateStandings'
        ? void actions.act('updateStandings')
        : void actions.act('restoreMissingRows');
  const b = button('', action.label, run, 'fix-action');
  b.removeAttribute('id');
  return b;
}

/** Errors (they block the next action) under "Problems to fix", then warnings under "Warnings". */
export function problemList(all: Problem[], actions?: Actions): HTMLElement | null {
  // An action's answer and the live state often name the same problem.
  const problems = uniqueProblems(all);
  if (!problems.length) return null;
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity !== 'error');
  return el(
    'section',
    { id: 'problems', 'aria-label': 'Problems' },
    errors.length ? el('h2', { id: 'errors-title' }, `Problems to fix (${errors.length})`) : null,
    errors.length ? items(errors, 'errors', actions) : null,
    warnings.length ? el('h2', { id: 'warnings-title' }, `Warnings (${warnings.length})`) : null,
    warnings.length ? items(warnings, 'warnings', actions) : null,
  );
}

function items(problems: Problem[], id: string, actions?: Actions): HTMLElement {
  return el(
    'ul',
    { id },
    ...problems.map((p) => {
      const where = `${p.tab}${p.cell ? ` ${p.cell}` : ''}`;
      const go = p.cell ? goToCell(p.tab, p.cell, `Go to ${where}`, p.role) : null;
      go?.classList.add('goto');
      return el(
        'li',
        { class: `problem ${p.severity}` },
        el('div', {}, `${where}: ${p.message}`),
        p.fix ? el('div', { class: 'help' }, p.fix) : null,
        fixButton(p, actions),
        go,
      );
    }),
  );
}

/** The games of the round without a result (the first 30), each with a button to its row. */
export function missingSection(s: EventState): HTMLElement | null {
  if (!s.missing.length) return null;
  const shown = s.missing.slice(0, 30);
  return el(
    'section',
    { id: 'missing', 'aria-label': 'Results missing' },
    el('h2', {}, `Results missing (${s.missing.length})`),
    el(
      'ul',
      {},
      ...shown.map((m) => {
        const go = goToCell('Results', m.cell, m.cell, 'results');
        go.setAttribute('aria-label', `Go to Results ${m.cell}`);
        return el(
          'li',
          { class: 'missing' },
          el(
            'span',
            {},
            m.round === s.round ? `Table ${m.table}: ` : `Round ${m.round}, table ${m.table}: `,
            ...m.players.flatMap((n, i) => [i ? ' v ' : '', userText(n)]),
          ),
          go,
        );
      }),
    ),
    s.missing.length > shown.length
      ? el('div', { class: 'help' }, `and ${s.missing.length - shown.length} more`)
      : null,
  );
}
