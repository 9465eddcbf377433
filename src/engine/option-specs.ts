// Builders for a format's Event tab options: what every option of a kind has in common is written here
// once, so a format's options.ts holds only what its options say.
import type { OptionSpec } from '../shared/types';

interface Described {
  key: string;
  label: string;
  help: string;
}

/** Choices as `[value, label]`, in the order the sidebar lists them; the first is the default unless `default` names another. */
export function choiceOption(
  spec: Described & { choices: [value: string, label: string][]; default?: string },
): OptionSpec {
  const { key, label, help, choices } = spec;
  return {
    key,
    label,
    help,
    type: 'choice',
    default: spec.default ?? choices[0][0],
    choices: choices.map(([value, label]) => ({ value, label })),
  };
}

export function numberOption(spec: Described & { default: number; min: number; max: number }): OptionSpec {
  const { key, label, help, min, max } = spec;
  return { key, label, help, type: 'number', default: spec.default, min, max };
}

export function textOption(spec: Described & { default: string }): OptionSpec {
  const { key, label, help } = spec;
  return { key, label, help, type: 'text', default: spec.default };
}

export function booleanOption(spec: Described & { default: boolean }): OptionSpec {
  const { key, label, help } = spec;
  return { key, label, help, type: 'boolean', default: spec.default };
}
