import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/shared/types';
import { refuse } from '../../../src/sheets/actions/plan';

const problem = (severity: Problem['severity'], message: string): Problem => ({
  severity,
  code: 'test-problem',
  tab: 'Results',
  cell: 'E2',
  message,
  fix: '',
});

describe('refuse', () => {
  it('a refusal lists the errors as its problems and keeps the warnings apart, each in order', () => {
    const plan = refuse([
      problem('warning', 'w1'),
      problem('error', 'e1'),
      problem('error', 'e2'),
      problem('warning', 'w2'),
    ]);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.problems.map((p) => p.message)).toEqual(['e1', 'e2']);
    expect(plan.warnings.map((p) => p.message)).toEqual(['w1', 'w2']);
  });
});
