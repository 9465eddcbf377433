import type { Exec } from './exec';
import type { SheetState } from './store';

type GProtection = GoogleAppsScript.Spreadsheet.Protection;

export const ProtectionType = Object.freeze({
  RANGE: 'RANGE',
  SHEET: 'SHEET',
}) as unknown as typeof GoogleAppsScript.Spreadsheet.ProtectionType;

type ProtectionMethods =
  | 'setWarningOnly'
  | 'isWarningOnly'
  | 'setDescription'
  | 'getDescription'
  | 'getProtectionType'
  | 'remove'
  | 'canEdit';

/** Sheet-level protection only; it lives on the sheet so JSON can save it. */
class EmuProtection implements Pick<GProtection, ProtectionMethods> {
  constructor(private sheet: SheetState) {}
  private self(): GProtection {
    return this as unknown as GProtection;
  }
  private state() {
    this.sheet.protection ??= { warningOnly: false, description: '' };
    return this.sheet.protection;
  }
  setWarningOnly(warningOnly: boolean): GProtection {
    this.state().warningOnly = !!warningOnly;
    return this.self();
  }
  isWarningOnly(): boolean {
    return this.sheet.protection?.warningOnly ?? false;
  }
  setDescription(description: string): GProtection {
    this.state().description = String(description);
    return this.self();
  }
  getDescription(): string {
    return this.sheet.protection?.description ?? '';
  }
  getProtectionType(): GoogleAppsScript.Spreadsheet.ProtectionType {
    return 'SHEET' as unknown as GoogleAppsScript.Spreadsheet.ProtectionType;
  }
  remove(): void {
    this.sheet.protection = null;
  }
  canEdit(): boolean {
    // The emulated user owns the document.
    return true;
  }
}

export function wrapProtection(exec: Exec, sheet: SheetState): GProtection {
  return exec.calls.wrap(new EmuProtection(sheet), 'Protection') as unknown as GProtection;
}
