import type { Exec } from './exec';

type G = typeof GoogleAppsScript.Spreadsheet;
type GBuilder = GoogleAppsScript.Spreadsheet.DataValidationBuilder;
type GValidation = GoogleAppsScript.Spreadsheet.DataValidation;
type Criteria = GoogleAppsScript.Spreadsheet.DataValidationCriteria;

/**
 * A rule as stored in a cell and in workbook JSON. For VALUE_IN_LIST `values` is the list and
 * showDropdown is kept only when false; for other criteria `values` are the criteria arguments.
 */
export interface ValidationState {
  type: string;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string;
  showDropdown?: boolean;
}

export function copyValidation(v: ValidationState): ValidationState {
  const out: ValidationState = { ...v, values: [...v.values] };
  return out;
}

export function criteriaValues(v: ValidationState): unknown[] {
  if (v.type === 'VALUE_IN_LIST' || v.type === 'VALUE_IN_RANGE')
    return [[...v.values], v.showDropdown ?? true];
  return [...v.values];
}

/** Whether a person typing `value` would be accepted by the rule (scripts are never checked). */
function shown(value: unknown): string {
  return typeof value === 'boolean' ? String(value).toUpperCase() : String(value);
}

export function acceptsTypedValue(v: ValidationState, value: unknown): boolean {
  if (v.allowInvalid || value === '' || value === undefined) return true;
  // Sheets compares what the cell shows: a typed TRUE is the boolean TRUE, shown as "TRUE".
  if (v.type === 'VALUE_IN_LIST') return v.values.map(String).includes(shown(value));
  if (v.type === 'CHECKBOX') {
    const allowed = v.values.length ? v.values : [true, false];
    return allowed.some((a) => String(a).toLowerCase() === String(value).toLowerCase());
  }
  return true;
}

export class EmuDataValidation
  implements
    Pick<GValidation, 'copy' | 'getAllowInvalid' | 'getCriteriaType' | 'getCriteriaValues' | 'getHelpText'>
{
  constructor(
    private exec: Exec,
    readonly state: ValidationState,
  ) {}

  copy(): GBuilder {
    return newValidationBuilder(this.exec, copyValidation(this.state));
  }
  getAllowInvalid(): boolean {
    return this.state.allowInvalid;
  }
  getCriteriaType(): Criteria {
    return this.state.type as unknown as Criteria;
  }
  getCriteriaValues(): unknown[] {
    return criteriaValues(this.state);
  }
  getHelpText(): string {
    return this.state.helpText;
  }
}

export function newValidation(exec: Exec, state: ValidationState): GValidation {
  return exec.calls.wrap(
    new EmuDataValidation(exec, copyValidation(state)),
    'DataValidation',
  ) as unknown as GValidation;
}

type BuilderMethods =
  | 'build'
  | 'copy'
  | 'getAllowInvalid'
  | 'getCriteriaType'
  | 'getCriteriaValues'
  | 'getHelpText'
  | 'requireCheckbox'
  | 'requireValueInList'
  | 'requireNumberBetween'
  | 'requireNumberGreaterThanOrEqualTo'
  | 'requireNumberLessThanOrEqualTo'
  | 'requireFormulaSatisfied'
  | 'setAllowInvalid'
  | 'setHelpText'
  | 'withCriteria';

export class EmuDataValidationBuilder implements Pick<GBuilder, BuilderMethods> {
  constructor(
    private exec: Exec,
    private state: ValidationState,
  ) {}

  private self(): GBuilder {
    return this as unknown as GBuilder;
  }
  private criteria(type: string, values: unknown[], showDropdown?: boolean): GBuilder {
    this.state.type = type;
    this.state.values = values;
    if (showDropdown === false) this.state.showDropdown = false;
    else delete this.state.showDropdown;
    return this.self();
  }

  build(): GValidation {
    if (!this.state.type) throw new this.exec.realm.Error('You must specify a data validation criteria.');
    return newValidation(this.exec, this.state);
  }
  copy(): GBuilder {
    return newValidationBuilder(this.exec, copyValidation(this.state));
  }
  getAllowInvalid(): boolean {
    return this.state.allowInvalid;
  }
  getCriteriaType(): Criteria {
    return this.state.type as unknown as Criteria;
  }
  getCriteriaValues(): unknown[] {
    return criteriaValues(this.state);
  }
  getHelpText(): string | null {
    return this.state.helpText === '' ? null : this.state.helpText;
  }
  requireCheckbox(checked?: unknown, unchecked?: unknown): GBuilder {
    const values = checked === undefined ? [] : unchecked === undefined ? [checked] : [checked, unchecked];
    return this.criteria('CHECKBOX', values);
  }
  requireValueInList(values: string[], showDropdown?: boolean): GBuilder {
    return this.criteria('VALUE_IN_LIST', Array.from(values, String), showDropdown);
  }
  requireNumberBetween(start: number, end: number): GBuilder {
    return this.criteria('NUMBER_BETWEEN', [start, end]);
  }
  requireNumberGreaterThanOrEqualTo(n: number): GBuilder {
    return this.criteria('NUMBER_GREATER_THAN_OR_EQUAL_TO', [n]);
  }
  requireNumberLessThanOrEqualTo(n: number): GBuilder {
    return this.criteria('NUMBER_LESS_THAN_OR_EQUAL_TO', [n]);
  }
  requireFormulaSatisfied(formula: string): GBuilder {
    return this.criteria('CUSTOM_FORMULA', [formula]);
  }
  setAllowInvalid(allow: boolean): GBuilder {
    this.state.allowInvalid = allow;
    return this.self();
  }
  setHelpText(text: string): GBuilder {
    this.state.helpText = text;
    return this.self();
  }
  withCriteria(criteria: Criteria, args: unknown[]): GBuilder {
    return this.criteria(String(criteria), [...args]);
  }
}

export function newValidationBuilder(exec: Exec, state?: ValidationState): GBuilder {
  // New rules warn rather than reject until setAllowInvalid(false), as documented.
  const s = state ?? { type: '', values: [], allowInvalid: true, helpText: '' };
  return exec.calls.wrap(
    new EmuDataValidationBuilder(exec, s),
    'DataValidationBuilder',
  ) as unknown as GBuilder;
}

export const DataValidationCriteria = Object.freeze(
  Object.fromEntries(
    [
      'DATE_AFTER',
      'DATE_BEFORE',
      'DATE_BETWEEN',
      'DATE_EQUAL_TO',
      'DATE_IS_VALID_DATE',
      'DATE_NOT_BETWEEN',
      'DATE_ON_OR_AFTER',
      'DATE_ON_OR_BEFORE',
      'NUMBER_BETWEEN',
      'NUMBER_EQUAL_TO',
      'NUMBER_GREATER_THAN',
      'NUMBER_GREATER_THAN_OR_EQUAL_TO',
      'NUMBER_LESS_THAN',
      'NUMBER_LESS_THAN_OR_EQUAL_TO',
      'NUMBER_NOT_BETWEEN',
      'NUMBER_NOT_EQUAL_TO',
      'TEXT_CONTAINS',
      'TEXT_DOES_NOT_CONTAIN',
      'TEXT_EQUAL_TO',
      'TEXT_IS_VALID_EMAIL',
      'TEXT_IS_VALID_URL',
      'VALUE_IN_LIST',
      'VALUE_IN_RANGE',
      'CUSTOM_FORMULA',
      'CHECKBOX',
    ].map((k) => [k, k]),
  ),
) as unknown as G['DataValidationCriteria'];
