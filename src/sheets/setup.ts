// setupEvent as a pure plan: validated options in, the tab layouts and the Event tab rows out.
import type { CellValue, Format } from '../engine/format';
import { allFormats, getFormat } from '../engine/formats/registry';
import type { OptionValue, Problem, SetupOptions } from '../shared/types';
import { baseLayouts, type TabLayout } from './layout';
import {
  describeOption,
  EVENT_LABELS,
  EVENT_SETTING_CODES,
  optionChoices,
  optionLabel,
  ROUNDS_FIX,
  readOption,
  readRounds,
} from './parse-event';
import { PREVIEW_OPTION } from './preview-option';

export interface SetupPlan {
  format: Format;
  layouts: TabLayout[];
  eventRows: CellValue[][];
  /** Per row of eventRows, the dropdown of its Value cell: the setting's choices, or null. */
  eventChoices: (string[] | null)[];
  /** The preset the settings were filled from (Format.presetOption), for the server to keep. */
  preset?: string;
}

/** The codes of Set up event's own problems (the settings' are EVENT_SETTING_CODES). */
export const SETUP_CODES = {
  /** The event has no name. */
  noName: 'setup-no-name',
} as const;

export function planSetup(
  input: SetupOptions,
  seed: string,
): { ok: true; plan: SetupPlan } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const err = (code: string, message: string, fix: string) =>
    problems.push({ severity: 'error', tab: 'Setup', cell: '', message, fix, code });
  const format = getFormat(String(input?.format ?? ''));
  if (!format) {
    err(
      EVENT_SETTING_CODES.unknownFormat,
      `"${String(input?.format ?? '')}" is not a format the add-on runs.`,
      `Choose one of: ${allFormats()
        .map((f) => f.title)
        .join(', ')}.`,
    );
    return { ok: false, problems };
  }
  const name = String(input.name ?? '').trim();
  if (!name)
    err(
      SETUP_CODES.noName,
      'The event has no name.',
      'Type the event\'s name, e.g. "Friday sealed, December".',
    );
  const rounds = readRounds(input.rounds, format);
  if (rounds === null)
    err(EVENT_SETTING_CODES.rounds, `"${String(input.rounds)}" is not a number of rounds.`, ROUNDS_FIX);
  const values: Record<string, OptionValue> = {};
  for (const spec of format.options) {
    const v = readOption(spec, input[spec.key]);
    if (v === null)
      err(
        EVENT_SETTING_CODES.option,
        `"${String(input[spec.key])}" is not a valid value for ${spec.label}.`,
        describeOption(spec),
      );
    else values[spec.key] = v;
  }
  if (problems.length) return { ok: false, problems };
  if (format.presetValues) Object.assign(values, format.presetValues(values));
  const eventSeed = String(input.seed ?? '').trim() || seed;
  const options = [...format.options, PREVIEW_OPTION];
  const eventRows: CellValue[][] = [
    ['Setting', 'Value', 'What it means'],
    [EVENT_LABELS.format, format.title, format.summary],
    [EVENT_LABELS.name, name, 'Shown on Pairings and Standings.'],
    [EVENT_LABELS.date, String(input.date ?? ''), 'The day of the event (for the results report).'],
    format.roundsRule && !rounds
      ? [
          EVENT_LABELS.rounds,
          '',
          `Blank: set by the players once they are in (${format.roundsRule}). ${format.typedRounds ?? 'A number typed here is only checked against it.'}`,
        ]
      : [EVENT_LABELS.rounds, rounds ?? format.defaultRounds, 'How many rounds to pair.'],
    [
      EVENT_LABELS.seed,
      eventSeed,
      'Every random choice (first-round order, byes, coin tosses) comes from this seed and the round, so it can be reproduced.',
    ],
    ...format.options.map((spec) => [spec.label, optionLabel(spec, values[spec.key]), describeOption(spec)]),
    // A new event previews each round in the sidebar before publishing it; an event set up before this
    // row existed has none and reads no (src/sheets/preview-option.ts), so it pairs in one click as before.
    [PREVIEW_OPTION.label, optionLabel(PREVIEW_OPTION, true), describeOption(PREVIEW_OPTION)],
  ];
  // Every setting with a fixed set of choices gets its dropdown; the rows above the options have none.
  const eventChoices = [
    ...new Array<null>(eventRows.length - options.length).fill(null),
    ...options.map(optionChoices),
  ];
  const preset = format.presetOption === undefined ? undefined : values[format.presetOption];
  return {
    ok: true,
    plan: {
      format,
      layouts: baseLayouts(format, values),
      eventRows,
      eventChoices,
      ...(preset === undefined ? {} : { preset: String(preset) }),
    },
  };
}
