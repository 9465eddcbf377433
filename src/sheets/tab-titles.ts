// Problems name tabs by their default titles (the plans never see a tab's real name); the server
// swaps in the real names of the tabs it found. The naming is pure; only asking a tab its name is not.
import type { Problem } from '../shared/types';

/** The title setup gives a role's tab: "results" is "Results". */
export function defaultTitle(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** The default titles `problems` name, to ask only those tabs their real names. */
export function titlesNamed(problems: readonly Problem[]): Set<string> {
  return new Set(problems.map((p) => p.tab));
}

/**
 * Each problem naming a default title gets the tab's real name and its role (so "Go to" selects the tab
 * by role, whatever it is called by then); other problems stay as they are.
 */
export function withRealTabNames(
  problems: Problem[],
  real: ReadonlyMap<string, { name: string; role: string }>,
): Problem[] {
  return problems.map((p) => {
    const found = real.get(p.tab);
    return found ? { ...p, tab: found.name, role: found.role } : p;
  });
}
