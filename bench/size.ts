// The artifact's size and the time to load it into a fresh vm context (what every Apps Script call pays).
import { readFileSync, statSync } from 'node:fs';
import vm from 'node:vm';
import { createEmulator } from '../local/emulator';

export function bundleFigures(dist = 'dist') {
  const code = readFileSync(`${dist}/Code.js`, 'utf8');
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const emu = createEmulator({ distDir: dist });
    const ctx = vm.createContext({ ...emu.globals() });
    const t = process.hrtime.bigint();
    vm.runInContext(code, ctx, { filename: 'Code.gs' });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const cold = times[0];
  times.sort((a, b) => a - b);
  return {
    /** The first load in this process (V8 caches compiled code between contexts afterwards). */
    coldMs: cold,
    codeBytes: statSync(`${dist}/Code.js`).size,
    sidebarBytes: statSync(`${dist}/Sidebar.html`).size,
    loadMs: times[Math.floor(times.length / 2)],
  };
}
