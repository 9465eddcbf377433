// The Module cells of docs/rules/*.md: each row of a `| Rule | Source | Module | Tests |` table names
// the files that implement its rule. Shared by scripts/rules-doc.mjs (which refuses to write
// docs/RULES.md otherwise) and test/docs/rules-doc.test.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Problems with the Module cells of one rules file: a row naming no module, or a backticked path that
 * does not exist under `root`.
 * @param {string} file
 * @param {string} text
 * @param {string} root
 * @returns {string[]}
 */
export function moduleProblems(file, text, root) {
  const problems = [];
  let moduleCol = -1;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      moduleCol = -1;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split(' | ')
      .map((c) => c.trim());
    if (line.startsWith('| Rule')) {
      moduleCol = cells.indexOf('Module');
      continue;
    }
    if (moduleCol < 0 || line.startsWith('|---')) continue;
    const paths = [...(cells[moduleCol] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    if (paths.length === 0) problems.push(`${file}: no module named for "${cells[0]}"`);
    for (const p of paths) if (!existsSync(join(root, p))) problems.push(`${file}: ${p} does not exist`);
  }
  return problems;
}
