// The sidebar's calls reach google.script.run with the arguments of the entry point they name; an
// action that is refused on a moved event gets the shown state's `seen` in its one options object.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, callSeen } from '../../src/sidebar/server';

type Sent = { name: string; args: unknown[] };

/** A google.script.run that answers every call with what it was sent. */
function fakeRun(sent: Sent[]) {
  const runner = (ok: (v: unknown) => void): Record<string, unknown> =>
    new Proxy(
      {},
      {
        get: (_t, name: string) => {
          if (name === 'withSuccessHandler') return (fn: (v: unknown) => void) => runner(fn);
          if (name === 'withFailureHandler') return () => runner(ok);
          return (...args: unknown[]) => {
            sent.push({ name, args });
            ok({ ok: true, name, args });
          };
        },
      },
    );
  return runner(() => undefined);
}

const g = globalThis as { google?: unknown };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  g.google = { script: { run: fakeRun(sent) } };
});
afterEach(() => {
  delete g.google;
});

describe('sidebar calls', () => {
  it('call passes the arguments as given', async () => {
    await call('selectCell', 'Results', 'A2', 'results');
    await call('runFormatTool', 'peakPerformance', { opponent: 'Ann' });
    expect(sent).toEqual([
      { name: 'selectCell', args: ['Results', 'A2', 'results'] },
      { name: 'runFormatTool', args: ['peakPerformance', { opponent: 'Ann' }] },
    ]);
  });

  it("callSeen adds the shown state's seen to the options", async () => {
    const seen = { round: 2, fingerprint: 'sealed-deck:2:abc' };
    await callSeen('setPlayerStatus', { name: 'Ann', status: 'dropped' }, seen);
    await callSeen('pairNextRound', { force: true }, seen);
    await callSeen('undoLastRound', undefined, seen);
    expect(sent).toEqual([
      { name: 'setPlayerStatus', args: [{ name: 'Ann', status: 'dropped', seen }] },
      { name: 'pairNextRound', args: [{ force: true, seen }] },
      { name: 'undoLastRound', args: [{ seen }] },
    ]);
  });

  it('with nothing shown yet there is no claim: the options go alone, or nothing', async () => {
    await callSeen('addPlayer', { name: 'Zed' }, undefined);
    await callSeen('updateStandings', undefined, undefined);
    expect(sent).toEqual([
      { name: 'addPlayer', args: [{ name: 'Zed' }] },
      { name: 'updateStandings', args: [] },
    ]);
  });
});
