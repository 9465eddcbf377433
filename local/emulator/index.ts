/**
 * In-memory stand-ins for the Apps Script services Tourney Sheets calls (docs/ARCHITECTURE.md, Verification; docs/PLATFORM.md).
 * createEmulator() gives the globals; loadBundle() runs dist/Code.js against them in a vm
 * context; typeInto() plays the organizer typing; saveWorkbook()/workbook JSON make fixtures.
 * Objects handed to a loaded bundle use its realm's Date and Error; getValues arrays stay host
 * arrays (Array.isArray works, `instanceof Array` inside the bundle does not).
 */
export { cellToA1, columnToLetters, type GridRect, lettersToColumn, parseA1, rectToA1 } from './a1';
export { CallCounter } from './call-counter';
export { type CellPrints, cellPrints, changedCells } from './cell-changes';
export { type ParsedInput, parseUserEntered } from './cell-input';
export type { ActionCost } from './cost-counter';
export { createEmulator, type Emulator, type EmulatorGlobals, type EmulatorOptions } from './emulator';
export { linkFormTab, submitFormResponse } from './forms';
export { evaluateFormula } from './formula';
export * as handEdits from './hand-edits';
export { callEntryPoint, loadBundle } from './load-bundle';
export {
  BUILT_IN_DEFAULTS,
  combinations,
  PLATFORM_ENV,
  type PlatformSwitches,
  parseSwitches,
  platformSwitches,
  SWITCH_CHOICES,
} from './platform';
export type { WorkbookStore } from './store';
export { typeInto } from './type-into';
export type { AlertRecord, MenuEntry, MenuRecord, ShownHtml, UiRecords } from './ui';
export type { ValidationState } from './validation';
export {
  type CellFormatJson,
  type CellJson,
  type MetadataJson,
  storeFromJson,
  storeToJson,
  type TabJson,
  type WorkbookJson,
} from './workbook-json';
export { snapshotChange, type WorkbookSnapshot } from './workbook-snapshot';
