// What a pure plan (src/sheets/actions/) came to: its writes, or the problems that refused it.
import { expect } from 'vitest';
import type { Problem } from '../../src/shared/types';
import type { Plan } from '../../src/sheets/actions/plan';
import type { Write } from '../../src/sheets/patch';

/** The time every plan in these tests is made at: the Log's Time column. */
export const NOW = '2026-12-05T10:00:00.000Z';

/** The plan, which must be ok: its writes, message and warnings. */
export function planned(plan: Plan): Extract<Plan, { ok: true }> {
  if (!plan.ok) throw new Error(`refused: ${JSON.stringify(plan.problems)}`);
  return plan;
}

/** The plan, which must be refused: its problems. */
export function refused(plan: Plan): Problem[] {
  expect(plan.ok, 'the plan was not refused').toBe(false);
  return plan.ok ? [] : plan.problems;
}

/** The write of `role` of a kind, which must be there. */
export function writeTo<K extends Write['kind']>(
  writes: readonly Write[],
  role: string,
  kind: K,
): Extract<Write, { kind: K }> {
  const w = writes.find((x) => x.role === role && x.kind === kind);
  if (!w)
    throw new Error(`no ${kind} write to ${role}: ${writes.map((x) => `${x.kind} ${x.role}`).join(', ')}`);
  return w as Extract<Write, { kind: K }>;
}
