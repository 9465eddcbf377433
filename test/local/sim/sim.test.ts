import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSim } from '../../../local/sim/run';

const ROOT = resolve(__dirname, '../../..');

describe('npm run sim', () => {
  it('runs entry points of the built bundle against a workbook file that a script fills between calls', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const path = join(dir, 'event.workbook.json');
    const setup = runSim(
      path,
      'setupEvent',
      [{ format: 'sealed-deck', name: 'Sim night', seed: 's1' }],
      resolve(ROOT, 'dist'),
    );
    expect((setup.value as { ok: boolean }).ok).toBe(true);
    // A person or a script fills Players in the JSON: tabs by name, each a grid of cell values.
    const workbook = JSON.parse(readFileSync(path, 'utf8'));
    workbook.tabs.Players.values.push(['Ann'], ['Bob'], ['Cy']);
    writeFileSync(path, JSON.stringify(workbook));
    const paired = runSim(path, 'pairNextRound', [], resolve(ROOT, 'dist'));
    expect((paired.value as { ok: boolean }).ok).toBe(true);
    expect(paired.calls).toBeGreaterThan(0);
    const after = JSON.parse(readFileSync(path, 'utf8'));
    expect(after.tabs.Results.values.slice(1).map((r: unknown[]) => r[0])).toEqual([1, 1]);
  });

  it('the CLI prints the return value and the number of service calls', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const out = execFileSync(
      process.execPath,
      [
        resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'local/sim/cli.ts',
        join(dir, 'w.json'),
        'getEventState',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(out).toContain('"nextAction": "setup"');
    expect(out).toMatch(/service calls: \d+/);
  });
});
