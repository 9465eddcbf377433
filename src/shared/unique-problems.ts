import type { Problem } from './types';

/** Each problem once, in the order found: the same severity, tab, cell and message is one problem. */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity}|${p.tab}|${p.cell}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
