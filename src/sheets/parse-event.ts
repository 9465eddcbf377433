// The Event tab is a list of "Setting | Value | What it means" rows. It is read by the setting's label
// so the organizer can edit values by hand; choices accept either the label shown or the option id.
import type { EventConfig, Format } from '../engine/format';
import { ROUNDS_SETTING } from '../engine/format';
import { allFormats, getFormat } from '../engine/formats/registry';
import type { OptionSpec, OptionValue, Problem } from '../shared/types';
import { a1 } from './a1';
import { type Grid, problem } from './grid';
import { cellText } from './text';

// A round robin of N players needs N rounds, so the ceiling is generous; it only catches typos.
/** The codes of the problems with the Event settings (as typed on the Event tab, or given to Set up event). */
export const EVENT_SETTING_CODES = {
  /** A Format that is none the add-on runs. */
  unknownFormat: 'event-unknown-format',
  /** Rounds that are not a number of rounds. */
  rounds: 'event-bad-rounds',
  /** An empty random seed. */
  seedEmpty: 'event-seed-empty',
  /** A format option's value that is none of its values. */
  option: 'event-bad-option',
} as const;

export const MAX_ROUNDS = 1000;
export const ROUNDS_FIX = `Type a whole number from 1 to ${MAX_ROUNDS}.`;

/**
 * The Rounds setting as typed, or null when it is not a number of rounds. Blank: the format's default,
 * or 0 ("follow the players") for a format whose players decide the rounds.
 */
export function readRounds(raw: unknown, format: Format): number | null {
  if (raw === undefined || raw === null || String(raw).trim() === '')
    return format.roundsRule ? 0 : format.defaultRounds;
  const rounds = Number(raw);
  return Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_ROUNDS ? rounds : null;
}

export const EVENT_LABELS = {
  format: 'Format',
  name: 'Event name',
  date: 'Date',
  rounds: ROUNDS_SETTING,
  seed: 'Seed',
};

export function findFormat(value: string): Format | null {
  const t = value.trim().toLowerCase();
  return getFormat(t) ?? allFormats().find((f) => f.title.toLowerCase() === t) ?? null;
}

/** Normalises one option value; returns null when it is not acceptable. */
export function readOption(spec: OptionSpec, raw: unknown): OptionValue | null {
  const text = (raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw ?? '')).trim();
  if (text === '') return spec.default;
  switch (spec.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(text);
      if (!Number.isFinite(n)) return null;
      if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) return null;
      return n;
    }
    case 'boolean': {
      if (raw === true || /^(true|yes|y|on|1)$/i.test(text)) return true;
      if (raw === false || /^(false|no|n|off|0)$/i.test(text)) return false;
      return null;
    }
    case 'choice': {
      const lower = text.toLowerCase();
      const hit = (spec.choices ?? []).find(
        (c) => c.value.toLowerCase() === lower || c.label.toLowerCase() === lower,
      );
      return hit ? hit.value : null;
    }
    default:
      return text;
  }
}

/** A yes / no setting as setup writes it (readOption reads true, on, 1 … as well). */
export const BOOLEAN_LABELS = { yes: 'yes', no: 'no' } as const;

/** A setting's value as the Event tab shows it: a choice by its label, a yes / no setting as yes or no. */
export function optionLabel(spec: OptionSpec, value: OptionValue): OptionValue {
  if (spec.type === 'boolean' && typeof value === 'boolean')
    return value ? BOOLEAN_LABELS.yes : BOOLEAN_LABELS.no;
  if (spec.type !== 'choice') return value;
  return spec.choices?.find((c) => c.value === value)?.label ?? value;
}

/** The dropdown of a setting with a fixed set of choices (a choice's labels, yes / no), or null. */
export function optionChoices(spec: OptionSpec): string[] | null {
  if (spec.type === 'boolean') return [BOOLEAN_LABELS.yes, BOOLEAN_LABELS.no];
  if (spec.type === 'choice' && spec.choices?.length) return spec.choices.map((c) => c.label);
  return null;
}

export function describeOption(spec: OptionSpec): string {
  if (spec.type === 'choice')
    return `${spec.help} Choices: ${(spec.choices ?? []).map((c) => c.label).join(' / ')}.`;
  if (spec.type === 'number')
    return `${spec.help}${spec.min !== undefined ? ` (${spec.min}–${spec.max ?? '…'})` : ''}`;
  return spec.help;
}

export interface ParsedEvent {
  config: EventConfig | null;
  format: Format | null;
  problems: Problem[];
}

/**
 * `grid` in the add-on's column order (Setting, Value, …: see columns.ts); `valueCol` is the tab's
 * column that holds the values now, for the cells problems point at.
 */
export function parseEvent(grid: Grid, tab: string, valueCol = 2): ParsedEvent {
  const problems: Problem[] = [];
  const get = settingsByLabel(grid);
  const where = (label: string) => a1(get(label)?.row ?? 1, valueCol);
  const formatCell = get(EVENT_LABELS.format);
  const format = formatCell ? findFormat(cellText(formatCell.value as string)) : null;
  if (!format) {
    problems.push(
      problem(
        EVENT_SETTING_CODES.unknownFormat,
        'error',
        tab,
        where(EVENT_LABELS.format),
        `The format "${cellText(formatCell?.value as string)}" is not one the add-on runs.`,
        `Type one of: ${allFormats()
          .map((f) => f.title)
          .join(', ')}.`,
      ),
    );
    return { config: null, format: null, problems };
  }
  const roundsRaw = get(EVENT_LABELS.rounds)?.value;
  const rounds = readRounds(roundsRaw, format);
  if (rounds === null) {
    problems.push(
      problem(
        EVENT_SETTING_CODES.rounds,
        'error',
        tab,
        where(EVENT_LABELS.rounds),
        `"${cellText(roundsRaw as string)}" is not a number of rounds.`,
        ROUNDS_FIX,
      ),
    );
  }
  const seed = cellText(get(EVENT_LABELS.seed)?.value as string).trim();
  if (!seed) {
    problems.push(
      problem(
        EVENT_SETTING_CODES.seedEmpty,
        'error',
        tab,
        where(EVENT_LABELS.seed),
        'The random seed is empty.',
        'Type any word or number; it makes pairings reproducible.',
      ),
    );
  }
  const read = readOptions(format.options, get, tab, valueCol);
  problems.push(...read.problems);
  const options = read.values;
  const dateRaw = get(EVENT_LABELS.date)?.value;
  const config: EventConfig = {
    format: format.id,
    name: cellText(get(EVENT_LABELS.name)?.value as string),
    date: dateRaw instanceof Date ? dateRaw.toISOString().slice(0, 10) : cellText(dateRaw as string),
    rounds: rounds ?? format.defaultRounds,
    seed,
    options,
  };
  return { config: problems.some((p) => p.severity === 'error') ? null : config, format, problems };
}

export type SettingLookup = (label: string) => { value: unknown; row: number } | undefined;

/** The Event tab's settings by label (trimmed, any case); of a label typed on two rows, the later counts. */
export function settingsByLabel(grid: Grid): SettingLookup {
  const byLabel = new Map<string, { value: unknown; row: number }>();
  grid.forEach((row, i) => {
    const label = cellText(row[0]).trim().toLowerCase();
    if (i > 0 && label) byLabel.set(label, { value: row[1], row: i + 1 });
  });
  return (label) => byLabel.get(label.toLowerCase());
}

/** Each option read by its label; a value that does not read is an error at its Value cell. */
export function readOptions(
  specs: readonly OptionSpec[],
  get: SettingLookup,
  tab: string,
  valueCol: number,
): { values: Record<string, OptionValue>; problems: Problem[] } {
  const values: Record<string, OptionValue> = {};
  const problems: Problem[] = [];
  for (const spec of specs) {
    const found = get(spec.label);
    const value = readOption(spec, found?.value);
    if (value === null) {
      problems.push(
        problem(
          EVENT_SETTING_CODES.option,
          'error',
          tab,
          a1(found?.row ?? 1, valueCol),
          `"${cellText(found?.value as string)}" is not a valid value for ${spec.label}.`,
          describeOption(spec),
        ),
      );
    } else values[spec.key] = value;
  }
  return { values, problems };
}
