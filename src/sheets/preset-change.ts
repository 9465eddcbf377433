// The Preset changed on the Event tab after setup (docs/rules/any-game.md, "Changing the preset"): the
// settings still holding the former preset's values, or blank, follow the new preset; a value typed
// otherwise is the organizer's and is kept. The event reads the new rules at once, and the next action
// that writes puts the new values on the Event tab and logs what changed. Once a round is paired, the
// change is an error: the rounds played were paired and scored under the former rules.
import type { Format } from '../engine/format';
import type { OptionSpec, OptionValue, Problem } from '../shared/types';
import { a1 } from './a1';
import { optionLabel, type SettingLookup } from './parse-event';

export const PRESET_CODES = {
  /** The Preset differs from the one the settings were written from; the next action that writes applies it. */
  changed: 'preset-changed',
  /** The Preset was changed once a round had been paired under the former preset's rules. */
  changedAfterPairing: 'preset-changed-after-pairing',
} as const;

/** A setting that follows the new preset: it was blank or held the former preset's value. */
export interface DerivedSetting {
  spec: OptionSpec;
  /** Its Event tab row, when the tab has one. */
  row?: number;
  blank: boolean;
  /** The former preset's value and the new one's. */
  from: OptionValue;
  to: OptionValue;
}

export interface PresetChange {
  spec: OptionSpec;
  /** Preset ids: the one the settings were written from, and the one typed now. */
  from: string;
  to: string;
  /** The Event tab's value column and the Preset's row, for the problem's cell and the writes. */
  valueCol: number;
  row?: number;
  derived: DerivedSetting[];
  /** Settings typed otherwise than the former preset's value: kept, beside the new preset's value. */
  kept: { spec: OptionSpec; value: OptionValue; preset: OptionValue }[];
  /** The options as typed, and as the event reads them under the new preset. */
  typed: Record<string, OptionValue>;
  options: Record<string, OptionValue>;
}

const isBlank = (v: OptionValue | undefined) => v === undefined || (typeof v === 'string' && v.trim() === '');
export const same = (a: OptionValue, b: OptionValue) => a === b || String(a) === String(b);

/**
 * The change from `confirmed` (Snapshot.preset) to the Preset typed in `options`, or null: none, the
 * format has no preset, or nothing is known of the preset the settings came from.
 */
export function readPresetChange(
  format: Format,
  options: Record<string, OptionValue>,
  confirmed: string | undefined,
  get: SettingLookup,
  valueCol: number,
): PresetChange | null {
  const key = format.presetOption;
  const spec = format.options.find((o) => o.key === key);
  if (!key || !spec || !format.presetValues || confirmed === undefined) return null;
  const to = String(options[key]);
  if (to === confirmed || !spec.choices?.some((c) => c.value === confirmed)) return null;
  const before = format.presetValues({ [key]: confirmed });
  const after = format.presetValues({ [key]: to });
  const derived: DerivedSetting[] = [];
  const kept: PresetChange['kept'] = [];
  const next = { ...options };
  for (const s of format.options) {
    if (!(s.key in before)) continue;
    const typed = options[s.key];
    if (!isBlank(typed) && !same(typed, before[s.key])) {
      kept.push({ spec: s, value: typed, preset: after[s.key] });
      continue;
    }
    next[s.key] = after[s.key];
    const row = get(s.label)?.row;
    derived.push({
      spec: s,
      ...(row === undefined ? {} : { row }),
      blank: isBlank(typed),
      from: before[s.key],
      to: after[s.key],
    });
  }
  const row = get(spec.label)?.row;
  return {
    spec,
    from: confirmed,
    to,
    valueCol,
    ...(row === undefined ? {} : { row }),
    derived,
    kept,
    typed: options,
    options: next,
  };
}

/** A setting's value as the Event tab shows it, a choice's label in quotes (labels hold commas). */
export function shown(spec: OptionSpec, v: OptionValue): string {
  const label = String(optionLabel(spec, v));
  return spec.type === 'number' ? label : `"${label}"`;
}

const presetName = (change: PresetChange, id: string) => String(optionLabel(change.spec, id));

/** "Points for a win 3 → 1, …": every setting whose value the change moves. */
function changedList(change: PresetChange): string {
  const moved = change.derived.filter((d) => !same(d.from, d.to));
  return moved.length
    ? moved.map((d) => `${d.spec.label} ${shown(d.spec, d.from)} → ${shown(d.spec, d.to)}`).join(', ')
    : 'no setting changes value';
}

/** The settings typed otherwise that the new preset would have set differently. */
function keptList(change: PresetChange): string {
  const kept = change.kept.filter((k) => !same(k.value, k.preset));
  return kept.length
    ? ` Kept as typed: ${kept.map((k) => `${k.spec.label} ${shown(k.spec, k.value)}`).join(', ')}.`
    : '';
}

/** What the change does, as the Log and the action's message say it. */
export function presetChangeText(change: PresetChange): string {
  return `Preset changed from ${presetName(change, change.from)} to ${presetName(change, change.to)}: ${changedList(change)}.${keptList(change)}`;
}

/**
 * The change as a problem at the Preset cell: a warning while no round is paired (the event already
 * reads the new rules; the next action that writes applies them), an error once one is.
 */
export function presetProblem(change: PresetChange, paired: number, tab: string): Problem {
  const from = presetName(change, change.from);
  const to = presetName(change, change.to);
  const cell = a1(change.row ?? 1, change.valueCol);
  if (paired > 0)
    return {
      severity: 'error',
      tab,
      cell,
      role: 'event',
      code: PRESET_CODES.changedAfterPairing,
      message: `Preset changed from ${from} to ${to} after ${paired === 1 ? 'round 1 was' : `rounds 1 to ${paired} were`} paired: those games were paired and are scored under ${from}'s rules (its points, results and tie-breakers), which cannot change part way through the event.`,
      fix: `Set it back to ${from}, or Undo back to round 0 to change it.`,
    };
  return {
    severity: 'warning',
    tab,
    cell,
    role: 'event',
    code: PRESET_CODES.changed,
    message: `${presetChangeText(change)} The settings that held ${from}'s values follow ${to} now.`,
    fix: `Nothing to do: the next action that writes (Pair next round, Update standings) writes ${to}'s values on the Event tab and logs the change. To keep ${from}'s rules, set Preset back to ${from}.`,
  };
}
