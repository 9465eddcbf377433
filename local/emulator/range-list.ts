import type { Exec } from './exec';

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GRangeList = GoogleAppsScript.Spreadsheet.RangeList;
type HAlign = 'left' | 'center' | 'normal' | 'right' | null;

type RangeListMethods =
  | 'getRanges'
  | 'setNumberFormat'
  | 'setFontWeight'
  | 'setFontColor'
  | 'setFontSize'
  | 'setBackground'
  | 'setHorizontalAlignment'
  | 'setVerticalAlignment'
  | 'setWrap'
  | 'setValue'
  | 'clear'
  | 'clearContent'
  | 'clearFormat';

/** Applies one setting to every member range; member calls run inside this call, so count once. */
class EmuRangeList implements Pick<GRangeList, RangeListMethods> {
  constructor(private ranges: GRange[]) {}
  private all(fn: (r: GRange) => void): GRangeList {
    for (const r of this.ranges) fn(r);
    return this as unknown as GRangeList;
  }
  getRanges(): GRange[] {
    return [...this.ranges];
  }
  setNumberFormat(format: string): GRangeList {
    return this.all((r) => r.setNumberFormat(format));
  }
  setFontWeight(weight: GoogleAppsScript.Spreadsheet.FontWeight | null): GRangeList {
    return this.all((r) => r.setFontWeight(weight));
  }
  setFontColor(color: string | null): GRangeList {
    return this.all((r) => r.setFontColor(color as string));
  }
  setFontSize(size: number): GRangeList {
    return this.all((r) => r.setFontSize(size));
  }
  setBackground(color: string | null): GRangeList {
    return this.all((r) => r.setBackground(color));
  }
  setHorizontalAlignment(alignment: HAlign): GRangeList {
    return this.all((r) => r.setHorizontalAlignment(alignment));
  }
  setVerticalAlignment(alignment: 'top' | 'middle' | 'bottom' | null): GRangeList {
    return this.all((r) => r.setVerticalAlignment(alignment));
  }
  setWrap(wrap: boolean): GRangeList {
    return this.all((r) => r.setWrap(wrap));
  }
  setValue(value: unknown): GRangeList {
    return this.all((r) => r.setValue(value));
  }
  clear(): GRangeList {
    return this.all((r) => r.clear());
  }
  clearContent(): GRangeList {
    return this.all((r) => r.clearContent());
  }
  clearFormat(): GRangeList {
    return this.all((r) => r.clearFormat());
  }
}

export function newRangeList(exec: Exec, ranges: GRange[]): GRangeList {
  return exec.calls.wrap(new EmuRangeList(ranges), 'RangeList') as unknown as GRangeList;
}
