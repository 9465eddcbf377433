// The dashboard once the event exists: round and progress, the one next sensible action, problems,
// missing results, leaders, then the round, players, timer, export and sharing sections.
import type { EventState } from '../shared/types';
import { aboutLine } from './about';
import { button, el, plural, userText } from './dom';
import { exportSection } from './export-panel';
import { formatPanels } from './format-panels';
import { playersSection } from './players-panel';
import { previewSection } from './preview-panel';
import { asOneLine, missingSection, problemList, statusBox } from './problems';
import { reportConnectSection, reportQueueSection } from './report-queue';
import { roundSection } from './round-tools';
import { seasonSection } from './season-panel';
import { seatingSection } from './seating-panel';
import { selfTestSection } from './self-test-panel';
import { shareSection } from './share-panel';
import { timerSection } from './timer';
import { presetsOf } from './timer-presets';
import { type Actions, ui } from './ui-state';

function nextAction(s: EventState, actions: Actions): { label: string; run: () => void; hint: string } {
  switch (s.nextAction) {
    case 'fix-problems': {
      const errors = s.problems.filter((p) => p.severity === 'error').length;
      const what =
        s.rounds && s.round >= s.rounds ? 'Updating the standings' : `Pairing round ${s.round + 1}`;
      return {
        label: 'Blocked: check event',
        run: () => void actions.act('checkEvent'),
        hint: `${what} is blocked by ${plural(errors, 'problem')} on the sheet (listed below). Fix ${errors === 1 ? 'it' : 'them'}, then press this to check again.`,
      };
    }
    case 'add-players':
      return {
        label: 'Check the players',
        run: () => void actions.refresh(true),
        hint: 'Type the players\u2019 names under Name on the Players tab (one a row), then press this.',
      };
    case 'pair':
      return {
        label: `Pair round ${s.round + 1}${s.nextStage ? `: ${s.nextStage}` : ''}`,
        // Event option "Preview pairings before publishing": the round is shown first, written on Publish.
        run: s.previewPairings ? () => void actions.preview([]) : () => void actions.act('pairNextRound'),
        hint: `${s.round ? `Every result of round ${s.round} is in.` : `${plural(s.players.active, 'player')} ready.`}${s.previewPairings ? ' You see the round before it is published.' : ''}`,
      };
    case 'enter-results':
      return {
        label: 'Update standings',
        run: () => void actions.act('updateStandings'),
        hint: `Type the results on the Results tab: ${plural(s.resultsExpected - s.resultsEntered, 'result')} of round ${s.round} still to come.`,
      };
    case 'publish-final':
      // Every result is in, but the Standings tab players read is not final yet: nothing here says so first.
      return {
        label: 'Publish final standings',
        run: () => void actions.act('updateStandings'),
        hint: `Every result of the ${plural(s.rounds, 'round')} is in, but the Standings tab is not final yet. Publish it to show players the final order.`,
      };
    case 'finished':
      // Closed into the season, the event changes only after Undo close: Update standings would be refused.
      if (s.season?.closed)
        return {
          label: 'Refresh',
          run: () => void actions.refresh(true),
          hint: `All ${plural(s.rounds, 'round')} are played and the event is in the season, as closed.`,
        };
      return {
        label: 'Show final standings',
        run: () => void actions.act('updateStandings'),
        hint: `All ${plural(s.rounds, 'round')} are played: the Standings tab has the final order.`,
      };
    default:
      return { label: 'Refresh', run: () => void actions.refresh(true), hint: '' };
  }
}

function progressBar(s: EventState): HTMLElement | null {
  if (!s.round) return null;
  const pct = s.resultsExpected ? Math.round((100 * s.resultsEntered) / s.resultsExpected) : 0;
  return el(
    'div',
    {
      class: `progress${pct === 100 ? ' done' : ''}`,
      role: 'progressbar',
      id: 'progress',
      'aria-label': 'Results entered',
      'aria-valuenow': String(pct),
      'aria-valuemin': '0',
      'aria-valuemax': '100',
    },
    el('div', { style: `width:${pct}%` }),
  );
}

/** The preset an any-game event follows, by its label in the format's own choices. */
function presetLabel(s: EventState): string | null {
  const spec = s.formats.find((f) => f.id === s.format)?.options.find((o) => o.key === 'preset');
  const value = s.settings?.preset;
  return spec?.choices?.find((c) => c.value === value)?.label ?? null;
}

/**
 * Once the Standings tab says final: the winner, alone at rank 1 ("Champion: Carla Diaz"). A shared first
 * place names nobody.
 */
function championLine(s: EventState): HTMLElement | null {
  if (s.nextAction !== 'finished') return null;
  const first = s.leaders.filter((l) => l.rank === 1);
  if (first.length !== 1) return null;
  const title = s.formats.find((f) => f.id === s.format)?.championTitle ?? 'Champion';
  return el('p', { class: 'round-line', id: 'champion' }, `${title}: `, userText(first[0].name));
}

function leadersSection(s: EventState): HTMLElement | null {
  if (!s.leaders.length) return null;
  return el(
    'section',
    { id: 'leaders', 'aria-label': 'Leaders' },
    el('h2', {}, s.nextAction === 'finished' ? 'Final standings (top)' : 'Leaders'),
    el(
      'table',
      {},
      el(
        'tbody',
        {},
        ...s.leaders.map((l) =>
          el(
            'tr',
            {},
            el('td', { class: 'rank' }, String(l.rank)),
            // A cell is its own bidi paragraph: a name here cannot reorder anything around it.
            el('td', {}, l.name),
            el('td', { class: 'score' }, l.score),
          ),
        ),
      ),
    ),
  );
}

/**
 * What the Standings tab shows players now, from its title ("after round 2 of 3 · round 3: 3 of 4 results
 * in"): how far the last refresh went, and whether results came in since.
 */
function standingsLine(s: EventState): HTMLElement | null {
  const tab = s.standingsTab;
  if (!s.round || !tab) return null;
  const head = `${s.name.trim() || 'Standings'} · `;
  const shows = tab.title.startsWith(head) ? tab.title.slice(head.length) : tab.title;
  return el(
    'div',
    { class: 'muted', id: 'standings-shows' },
    `Standings tab: ${shows}${tab.current ? '' : ' (results typed since: update standings to show them)'}`,
  );
}

export function dashboard(s: EventState, actions: Actions): HTMLElement {
  const next = nextAction(s, actions);
  const last = asOneLine(ui.lastResult);
  const refreshButton = button('refresh', 'Refresh', () => void actions.refresh(true), 'link');
  return el(
    'div',
    { id: 'dashboard' },
    el(
      'div',
      { class: 'toolbar' },
      el('h1', { id: 'event-name' }, s.name ? userText(s.name) : 'Event'),
      refreshButton,
    ),
    el(
      'div',
      { class: 'muted', id: 'format-line' },
      `${s.formatTitle}${presetLabel(s) ? ` · ${presetLabel(s)}` : ''}${s.date ? ` · ${s.date}` : ''}`,
    ),
    el(
      'p',
      { class: 'round-line', id: 'round-status' },
      s.round
        ? `Round ${s.round} of ${s.rounds}${s.stage ? ` · ${s.stage}` : ''}`
        : `Not started · ${s.rounds ? plural(s.rounds, 'round') : 'rounds set by the players'}`,
    ),
    championLine(s),
    progressBar(s),
    s.round
      ? el(
          'div',
          { class: 'muted', id: 'results-count' },
          `${s.resultsEntered} of ${plural(s.resultsExpected, 'result')} in`,
        )
      : null,
    standingsLine(s),
    button(
      'next-action',
      next.label,
      next.run,
      `primary wide${s.nextAction === 'fix-problems' ? ' blocked' : ''}`,
    ),
    next.hint ? el('div', { class: 'help', id: 'next-hint' }, next.hint) : null,
    ui.preview && s.nextAction === 'pair' ? previewSection(ui.preview, actions) : null,
    statusBox(last),
    // The last action's own findings (until the sheet changes, see app.ts) and the live ones, each once.
    problemList([...(last?.problems ?? []), ...(last?.warnings ?? []), ...s.problems], actions),
    missingSection(s),
    reportQueueSection(s, actions),
    leadersSection(s),
    roundSection(s, actions),
    seasonSection(s, actions),
    ...formatPanels(s, actions),
    playersSection(s, actions),
    reportConnectSection(s, actions),
    el('h2', {}, 'Round timer'),
    seatingSection(s, actions),
    timerSection(presetsOf(s)),
    exportSection(s),
    shareSection(),
    selfTestSection(),
    aboutLine(),
  );
}
