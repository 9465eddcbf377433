import type { Exec } from './exec';
import type { MetadataState, SheetState } from './store';

type GMeta = GoogleAppsScript.Spreadsheet.DeveloperMetadata;
type GFinder = GoogleAppsScript.Spreadsheet.DeveloperMetadataFinder;
type GLocation = GoogleAppsScript.Spreadsheet.DeveloperMetadataLocation;
type GVisibility = GoogleAppsScript.Spreadsheet.DeveloperMetadataVisibility;
type GLocationType = GoogleAppsScript.Spreadsheet.DeveloperMetadataLocationType;

export const DeveloperMetadataVisibility = Object.freeze({
  DOCUMENT: 'DOCUMENT',
  PROJECT: 'PROJECT',
}) as unknown as typeof GoogleAppsScript.Spreadsheet.DeveloperMetadataVisibility;

export const DeveloperMetadataLocationType = Object.freeze({
  SPREADSHEET: 'SPREADSHEET',
  SHEET: 'SHEET',
  ROW: 'ROW',
  COLUMN: 'COLUMN',
}) as unknown as typeof GoogleAppsScript.Spreadsheet.DeveloperMetadataLocationType;

function isVisibility(v: unknown): boolean {
  return v === 'DOCUMENT' || v === 'PROJECT';
}

/**
 * Handles the four addDeveloperMetadata overloads: (key), (key, value), (key, visibility),
 * (key, value, visibility).
 */
export function addMetadata(
  exec: Exec,
  sheet: SheetState | null,
  key: string,
  a?: unknown,
  b?: unknown,
): void {
  const store = exec.store;
  const visibilityArg = isVisibility(a) ? a : b;
  const value = a === undefined || isVisibility(a) ? null : String(a);
  store.metadata.push({
    id: store.nextMetadataId++,
    key: String(key),
    value,
    sheetId: sheet ? sheet.id : null,
    visibility: visibilityArg === 'PROJECT' ? 'PROJECT' : 'DOCUMENT',
  });
}

class EmuLocation
  implements Pick<GLocation, 'getLocationType' | 'getSheet' | 'getSpreadsheet' | 'getRow' | 'getColumn'>
{
  constructor(
    private exec: Exec,
    private state: MetadataState,
  ) {}
  private sheetState(): SheetState | undefined {
    return this.exec.store.sheets.find((s) => s.id === this.state.sheetId);
  }
  getLocationType(): GLocationType {
    return (this.state.sheetId === null ? 'SPREADSHEET' : 'SHEET') as unknown as GLocationType;
  }
  getSheet(): GoogleAppsScript.Spreadsheet.Sheet | null {
    const s = this.sheetState();
    return s ? this.exec.sheetFor(s) : null;
  }
  getSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet | null {
    return this.state.sheetId === null ? this.exec.spreadsheet() : null;
  }
  getRow(): null {
    return null;
  }
  getColumn(): null {
    return null;
  }
}

type MetaMethods =
  | 'getId'
  | 'getKey'
  | 'getValue'
  | 'getVisibility'
  | 'getLocation'
  | 'setKey'
  | 'setValue'
  | 'remove';

class EmuDeveloperMetadata implements Pick<GMeta, MetaMethods> {
  constructor(
    private exec: Exec,
    private state: MetadataState,
  ) {}
  private self(): GMeta {
    return this as unknown as GMeta;
  }
  getId(): number {
    return this.state.id;
  }
  getKey(): string {
    return this.state.key;
  }
  getValue(): string | null {
    return this.state.value;
  }
  getVisibility(): GVisibility {
    return this.state.visibility as unknown as GVisibility;
  }
  getLocation(): GLocation {
    return this.exec.calls.wrap(
      new EmuLocation(this.exec, this.state),
      'DeveloperMetadataLocation',
    ) as unknown as GLocation;
  }
  setKey(key: string): GMeta {
    this.state.key = String(key);
    return this.self();
  }
  setValue(value: string): GMeta {
    this.state.value = value === null || value === undefined ? null : String(value);
    return this.self();
  }
  remove(): void {
    const list = this.exec.store.metadata;
    const i = list.indexOf(this.state);
    if (i >= 0) list.splice(i, 1);
  }
}

export function wrapMetadata(exec: Exec, state: MetadataState): GMeta {
  return exec.calls.wrap(new EmuDeveloperMetadata(exec, state), 'DeveloperMetadata') as unknown as GMeta;
}

/** Metadata attached directly to the spreadsheet (sheet === null) or to one sheet. */
export function metadataAt(exec: Exec, sheet: SheetState | null): GMeta[] {
  const id = sheet ? sheet.id : null;
  return exec.store.metadata.filter((m) => m.sheetId === id).map((m) => wrapMetadata(exec, m));
}

type FinderMethods = 'find' | 'withKey' | 'withValue' | 'withId' | 'withLocationType' | 'withVisibility';

class EmuFinder implements Pick<GFinder, FinderMethods> {
  private filters: ((m: MetadataState) => boolean)[] = [];
  constructor(
    private exec: Exec,
    /** null searches the whole spreadsheet, as Spreadsheet.createDeveloperMetadataFinder does. */
    private sheet: SheetState | null,
  ) {}
  private add(f: (m: MetadataState) => boolean): GFinder {
    this.filters.push(f);
    return this as unknown as GFinder;
  }
  withKey(key: string): GFinder {
    return this.add((m) => m.key === key);
  }
  withValue(value: string): GFinder {
    return this.add((m) => m.value === value);
  }
  withId(id: number): GFinder {
    return this.add((m) => m.id === id);
  }
  withLocationType(type: GLocationType): GFinder {
    return this.add((m) => (m.sheetId === null ? 'SPREADSHEET' : 'SHEET') === (type as unknown as string));
  }
  withVisibility(v: GVisibility): GFinder {
    return this.add((m) => m.visibility === (v as unknown as string));
  }
  find(): GMeta[] {
    const sheetId = this.sheet?.id;
    return this.exec.store.metadata
      .filter((m) => sheetId === undefined || m.sheetId === sheetId)
      .filter((m) => this.filters.every((f) => f(m)))
      .map((m) => wrapMetadata(this.exec, m));
  }
}

export function newFinder(exec: Exec, sheet: SheetState | null): GFinder {
  return exec.calls.wrap(new EmuFinder(exec, sheet), 'DeveloperMetadataFinder') as unknown as GFinder;
}
