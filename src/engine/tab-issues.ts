// The problems a format finds in one of its input tabs (src/engine/format.ts, InputTab), collected while
// its rows are read, each at its row and column so the sidebar can point at the cell.
import type { TabIssue } from './format';

export function tabIssueList() {
  const issues: TabIssue[] = [];
  const add =
    (severity: TabIssue['severity']) =>
    (code: string, row: number, col: number, message: string, fix: string) => {
      issues.push({ severity, code, row, col, message, fix });
    };
  return { issues, err: add('error'), warn: add('warning') };
}

export type TabIssueList = ReturnType<typeof tabIssueList>;
