// Accepting and rejecting players' reports, for every format, within the cost budgets of
// test/bundle/service-call-budget.test.ts (test/support/call-budget.ts, expectReportBudgets): a
// 3-round event at 20 and 2,000 players whose results come from a report form.
import { describe, it } from 'vitest';
import { DRIVERS } from '../../bench/calls';
import { expectReportBudgets, sizesOf } from '../support/call-budget';

describe('accepting and rejecting reports: one commit, calls, cells and modelled seconds within budget', () => {
  for (const driver of DRIVERS) {
    const [small, large] = sizesOf(driver);
    it(
      `${driver.id}: acceptReports and rejectReport at ${small} and ${large} players`,
      () => expectReportBudgets(driver),
      400_000,
    );
  }
});
