// "Check event": every validation the actions run, at once, without writing anything. The organizer
// sees every problem (tab, cell, what to do) before pairing, not one refusal at a time.

import { RESULT_CODES } from '../engine/cell-checks';
import { plural } from '../shared/plural';
import type { ActionResult, Problem } from '../shared/types';
import { uniqueProblems } from '../shared/unique-problems';
import { eventWarnings, missingResults, refusedLateEntries, tabName } from './actions';
import { PLAYER_COUNT_CODES } from './actions/too-few-players';
import { errorsOf, readEvent } from './event-model';
import type { Snapshot } from './grid';
import { EVENT_LABELS } from './parse-event';
import { titleProblems } from './standings-title';
import { cellText } from './text';

/**
 * Every problem with the event as the tabs stand: the Event settings, Players, Results, the format's own
 * input tabs and result checks (errors), then late entries the format refuses (errors), missing results of
 * the current round and the format's warnings (warnings). Pure: reads the snapshot, writes nothing.
 */
export function checkEventProblems(snapshot: Snapshot): ActionResult {
  let read = readEvent(snapshot);
  const eventProblems: Problem[] = [];
  if (!read.ok) {
    // A bad Event setting stops every action before the other tabs are read; the check reads them anyway,
    // with the bad settings at their defaults, so it can list everything at once.
    const retry = readEvent(withDefaultSettings(snapshot, read.problems));
    if (!retry.ok) return summary(read.problems);
    eventProblems.push(...read.problems);
    read = retry;
  }
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const found: Problem[] = [...eventProblems, ...model.problems, ...model.pairBlockers];
  if (model.round > 0) {
    found.push(...refusedLateEntries(model, playersTab));
    // One note per cell: a blank cell the format already speaks about (a Winner after an elimination,
    // a deck code) keeps that note alone.
    const spoken = new Set(found.map((p) => `${p.tab}!${p.cell}`));
    for (const m of missingResults(model, model.round, tabName(snapshot, 'results', 'Results'), 'check'))
      if (m.code === RESULT_CODES.missing || !spoken.has(`${m.tab}!${m.cell}`))
        found.push({ ...m, severity: 'warning' });
  } else {
    const active = model.ctx.players.filter((p) => p.active).length;
    if (active < 2)
      found.push({
        severity: 'warning',
        code: PLAYER_COUNT_CODES.tooFew,
        tab: playersTab,
        cell: 'A2',
        message: `${plural(active, 'active player')}: at least two are needed to pair a round.`,
        fix: "Type the players' names under Name on the Players tab.",
      });
  }
  // The Standings title as players read it (when the server read it): the check writes nothing, so a
  // title calling the standings final while a game waits is listed with "Update standings" as its fix.
  found.push(...titleProblems(model, snapshot.standingsTitle, tabName(snapshot, 'standings', 'Standings')));
  return summary([...found, ...eventWarnings(model, tabName(snapshot, 'event', 'Event'))]);
}

/** The snapshot with each Event setting a problem points at reset to its default (a blank; the seed a placeholder). */
function withDefaultSettings(snapshot: Snapshot, problems: Problem[]): Snapshot {
  const event = snapshot.tabs.event;
  if (!event) return snapshot;
  const values = event.values.map((row) => [...row]);
  for (const p of problems) {
    const m = /^([A-Z]+)(\d+)$/.exec(p.cell);
    if (p.tab !== event.name || !m) continue;
    const row = Number(m[2]) - 1;
    const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    if (!values[row]) continue;
    const isSeed = cellText(values[row][0]).trim().toLowerCase() === EVENT_LABELS.seed.toLowerCase();
    values[row][col] = isSeed ? 'check' : '';
  }
  return { tabs: { ...snapshot.tabs, event: { name: event.name, values } } };
}

function summary(all: Problem[]): ActionResult {
  const problems = uniqueProblems(errorsOf(all));
  const warnings = uniqueProblems(all.filter((p) => p.severity === 'warning'));
  const message = problems.length
    ? `${plural(problems.length, 'problem')} to fix${warnings.length ? ` and ${plural(warnings.length, 'note')}` : ''}. Nothing was changed.`
    : warnings.length
      ? `No problems found; ${plural(warnings.length, 'note')} to read. Nothing was changed.`
      : 'No problems found. Nothing was changed.';
  return { ok: problems.length === 0, message, problems, warnings };
}
