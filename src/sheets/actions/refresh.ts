// What every action that writes also brings up to date, from the event as its own writes leave it (docs/
// ARCHITECTURE.md, Sheet contract): people type on Results between actions, and a result typed, cleared
// or deleted by hand changes what a Results Status cell and the Standings title should say. A round made
// pending again must not stay "final" until some later action happens to rewrite Standings.
import { snapshotAfter } from '../after-writes';
import { type EventModel, errorsOf, eventPreset, readEvent } from '../event-model';
import type { Grid, Snapshot } from '../grid';
import type { RowsWrite, Write } from '../patch';
import { PRESET_CODES, presetChangeText } from '../preset-change';
import { renderStaleStatuses } from '../render';
import { currentTitle, saysFinal } from '../standings-title';
import { derivedWrites } from './derived-writes';
import type { Plan } from './plan';
import { presetChangeWrites } from './preset-writes';

/**
 * Standings' title cell alone (A1; the headers are row 2). The frame compares it with the
 * tab as read and writes it only when it differs.
 */
export function titleWrite(title: string): RowsWrite {
  return { kind: 'rows', role: 'standings', startRow: 1, width: 1, rows: [[title]], clearTo: 1 };
}

/**
 * `plan` with, after its writes, the Results Status cells that no longer say what their row holds and,
 * unless the plan rewrites Standings (whose rewrite carries its title), the Standings title as the event
 * stands. `title: false` leaves the title alone: an event still on an earlier release's layout has its
 * headers in row 1 until its first full rewrite of Standings. A Preset change that stands with no round
 * paired, before the plan or after it (an undo of round 1), is applied too: its Event cells, Results
 * dropdowns and Log line at `nowIso` (src/sheets/actions/preset-writes.ts).
 */
export function withRefreshes(
  snapshot: Snapshot,
  plan: Plan,
  options: { nowIso: string; title?: boolean; shownTitle?: () => string | undefined },
): Plan {
  if (!plan.ok || !plan.writes.length) return plan;
  const applied = withPresetApplied(snapshot, plan, options.nowIso);
  const after: Snapshot = {
    ...snapshotAfter(snapshot, applied.writes),
    ...(applied.preset === undefined ? {} : { preset: applied.preset }),
  };
  const read = readEvent(after);
  if (!read.ok) return { ...applied, after: read };
  return {
    ...withStatusAndTitle(applied, read.model, after.tabs.results?.values ?? [], options),
    after: read,
  };
}

/**
 * The plan with a Preset change applied, its warning taken back and its message saying it, where the
 * change stands with no round paired before the plan or after it; or, where no preset is known (an event
 * set up before one was kept), the Preset as typed, to keep from now on.
 */
function withPresetApplied(
  snapshot: Snapshot,
  plan: Plan & { ok: true },
  nowIso: string,
): Plan & { ok: true } {
  const preset = eventPreset(snapshot);
  if (!preset) return plan;
  const { change, typed } = preset;
  // No change, or none known: a preset kept by no release (absent, or an id no preset has) is replaced.
  if (!change) return typed !== undefined && snapshot.preset !== typed ? { ...plan, preset: typed } : plan;
  // Rare: read again only while a change stands. Once a round is paired under the former preset the
  // change waits, an error, until the Preset is set back or the rounds are undone.
  const before = readEvent(snapshot);
  const after = readEvent(snapshotAfter(snapshot, plan.writes));
  if (!before.ok || !after.ok || (before.model.round > 0 && after.model.round > 0)) return plan;
  const writes = presetChangeWrites(
    change,
    {
      format: after.model.format,
      round: 0,
      seed: after.model.ctx.config.seed,
      resultsColumns: after.model.columns.results,
    },
    nowIso,
  );
  return {
    ...plan,
    // Before the plan's own writes, which were planned under it; after an undo's, which made it possible.
    writes: before.model.round === 0 ? [...writes, ...plan.writes] : [...plan.writes, ...writes],
    message: `${plan.message} ${presetChangeText(change)}`,
    warnings: plan.warnings.filter((w) => w.code !== PRESET_CODES.changed),
    preset: change.to,
  };
}

/** The Results Status cells and the Standings title, from `model`: the event as the plan leaves it. */
function withStatusAndTitle(
  plan: Plan & { ok: true },
  model: EventModel,
  results: Grid,
  options: { title?: boolean; shownTitle?: () => string | undefined },
): Plan & { ok: true } {
  const extra: Write[] = [];
  const statuses = renderStaleStatuses(model, results);
  if (statuses) extra.push(statuses);
  if (options.title !== false && !plan.writes.some((w) => w.role === 'standings')) {
    const title = refreshedTitle(model, options.shownTitle);
    if (title !== null && takesBackFinal(model, title, options.shownTitle)) {
      // Standings, Bracket and the other outputs named the outcome of a round now pending again: all of
      // them are rewritten, as Update standings would, but for the tabs the plan already writes.
      const written = new Set(plan.writes.map((w) => w.role));
      extra.push(...derivedWrites(model).filter((w) => !written.has(w.role)));
    } else if (title !== null) extra.push(titleWrite(title));
  }
  return extra.length ? { ...plan, writes: [...plan.writes, ...extra] } : plan;
}

/**
 * The title to write. With an error on the sheet the counts are the typed input's, which players must not
 * read off a write of a drop or a rename (Update standings refuses that input): the title then changes
 * only to take back a "final" it no longer earns, so `shownTitle` (Standings' A1) is read only then.
 */
function refreshedTitle(model: EventModel, shownTitle?: () => string | undefined): string | null {
  const title = currentTitle(model);
  if (title === null || !errorsOf(model.problems).length) return title;
  const shown = shownTitle?.();
  return shown !== undefined && saysFinal(shown) && !saysFinal(title) ? title : null;
}

/**
 * Whether the outputs players read called the event final and it no longer is. Standings' A1 is read
 * (`shownTitle`) only when the event as it stands is not final and has no error: an event in play, where
 * the check costs one cell read before the first write.
 */
function takesBackFinal(model: EventModel, title: string, shownTitle?: () => string | undefined): boolean {
  if (saysFinal(title) || errorsOf(model.problems).length) return false;
  const shown = shownTitle?.();
  return shown !== undefined && saysFinal(shown);
}
