// vitest setup file of the default project: watches each artifact suite's run for a decision a flipped
// switch would make otherwise, and holds test/support/switch-suites.ts to what it sees.
import { appendFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseSwitches, startSwitchProbe } from '../../local/emulator/platform';
import { FLIPPED, NOT_PROBED, READS_ENVIRONMENT, SWITCH_SUITES } from './switch-suites';

const ROOT = resolve(__dirname, '../..');
let hits: Set<string> = new Set();

beforeAll(() => {
  hits = startSwitchProbe(parseSwitches(FLIPPED));
});

afterAll(() => {
  const file = relative(ROOT, expect.getState().testPath ?? '');
  if (!file.startsWith('test/bundle/') || file in NOT_PROBED || READS_ENVIRONMENT.includes(file)) return;
  const reached = [...hits].sort();
  // `TOURNEY_PROBE_REPORT=path` lists what every suite reached, to write the table from.
  const report = process.env.TOURNEY_PROBE_REPORT;
  if (report) appendFileSync(report, `${JSON.stringify({ file, reached })}\n`);
  const listed = SWITCH_SUITES[file];
  if (reached.length > 0 && !listed)
    throw new Error(
      `${file} reaches ${reached.join(', ')}: list it in SWITCH_SUITES (test/support/switch-suites.ts) so the flipped run repeats it`,
    );
  if (listed && reached.length === 0)
    throw new Error(
      `${file} reaches no platform switch: take it out of SWITCH_SUITES (test/support/switch-suites.ts)`,
    );
  if (listed && listed.join() !== reached.join())
    throw new Error(`${file} reaches ${reached.join(', ')}, not ${listed.join(', ')}: correct SWITCH_SUITES`);
});
