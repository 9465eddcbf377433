import type { Exec } from './exec';
import { DeveloperMetadataLocationType, DeveloperMetadataVisibility } from './metadata';
import { ProtectionType } from './protection';
import { activeSheetState } from './spreadsheet';
import { DataValidationCriteria, newValidationBuilder } from './validation';

type GApp = GoogleAppsScript.Spreadsheet.SpreadsheetApp;
type AppMethods =
  | 'getActiveSpreadsheet'
  | 'getActive'
  | 'getActiveSheet'
  | 'getActiveRange'
  | 'getUi'
  | 'flush'
  | 'newDataValidation';

const WrapStrategy = Object.freeze({
  WRAP: 'WRAP',
  OVERFLOW: 'OVERFLOW',
  CLIP: 'CLIP',
}) as unknown as typeof GoogleAppsScript.Spreadsheet.WrapStrategy;

export class EmuSpreadsheetApp implements Pick<GApp, AppMethods> {
  readonly DeveloperMetadataVisibility = DeveloperMetadataVisibility;
  readonly DeveloperMetadataLocationType = DeveloperMetadataLocationType;
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly ProtectionType = ProtectionType;
  readonly WrapStrategy = WrapStrategy;

  constructor(
    private exec: Exec,
    private ui: () => GoogleAppsScript.Base.Ui,
  ) {}

  getActiveSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
    return this.exec.spreadsheet();
  }
  getActive(): GoogleAppsScript.Spreadsheet.Spreadsheet {
    return this.exec.spreadsheet();
  }
  getActiveSheet(): GoogleAppsScript.Spreadsheet.Sheet {
    return this.exec.sheetFor(activeSheetState(this.exec));
  }
  getActiveRange(): GoogleAppsScript.Spreadsheet.Range {
    return this.exec.spreadsheet().getActiveRange() as GoogleAppsScript.Spreadsheet.Range;
  }
  getUi(): GoogleAppsScript.Base.Ui {
    return this.ui();
  }
  flush(): void {
    // Writes are applied immediately; the call is still counted so budgets can see it.
  }
  newDataValidation(): GoogleAppsScript.Spreadsheet.DataValidationBuilder {
    return newValidationBuilder(this.exec);
  }
}
