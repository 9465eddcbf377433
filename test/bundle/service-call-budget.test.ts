// Service calls per action are a constant, independent of players and rounds, and at most
// BUDGET Spreadsheet calls, at 2,000 players and at 10 rounds. Every format's whole event runs through the
// built dist/Code.js (bench/calls.ts drives it; the benchmark prints the same figures).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRIVERS, type EntryCalls, Event } from '../../bench/calls';
import { typeInto } from '../../local/emulator';
import {
  BUDGET,
  byEntry,
  constantCallsName,
  eventCalls,
  expectBudgets,
  FORM_READS,
} from '../support/call-budget';

describe('cost per entry point: one commit, reads constant in players and rounds, calls and cells within budget', () => {
  // Any game's case is test/bundle/service-call-budget-any-game.test.ts.
  for (const driver of DRIVERS.filter((d) => d.id !== 'any-game'))
    it(constantCallsName(driver), () => expectBudgets(driver), 400_000);
});

describe('with a report form connected, every result reported by both players and accepted', () => {
  for (const driver of DRIVERS) {
    const players = driver.id === 'arrow-target' ? 21 : 20;
    it(`${driver.id}: pairNextRound and updateStandings read ${FORM_READS} times more than without a form, at most ${BUDGET + FORM_READS} calls and one commit`, () => {
      const withForm = byEntry(eventCalls(driver, players, 3, true));
      const without = byEntry(eventCalls(driver, players, 3));
      const own = (c: EntryCalls) => c.spreadsheet - c.growth - c.widen;
      for (const entry of ['pairNextRound', 'updateStandings']) {
        const reading = withForm.get(entry) ?? [];
        const plain = without.get(entry) ?? [];
        expect(reading.length, entry).toBe(plain.length);
        expect(reading.length, entry).toBeGreaterThanOrEqual(3);
        reading.forEach((c, i) => {
          expect(own(c), `${entry} at round ${c.round}`).toBeLessThanOrEqual(BUDGET + FORM_READS);
          expect(c.cost.commits, `${entry} at round ${c.round}: commits`).toBeLessThanOrEqual(1);
          expect(c.cost.reads - plain[i].cost.reads, `${entry} at round ${c.round}: the form's reads`).toBe(
            FORM_READS,
          );
        });
      }
      // Every round's results came from the reports: accepted at every round.
      expect((withForm.get('acceptReports') ?? []).length).toBe(driver.rounds(3, players));
    });
  }
});

describe('the GPL peer stays out of the bundle', () => {
  it('dist/Code.js holds nothing of tournament-pairings (dev-only benchmark dependency)', () => {
    const code = readFileSync(resolve(__dirname, '../../dist/Code.js'), 'utf8');
    expect(code).not.toMatch(/tournament-pairings/i);
    // Its Swiss is built on these names (node_modules/tournament-pairings/dist/Swiss.js).
    const peer = readFileSync(
      resolve(__dirname, '../../node_modules/tournament-pairings/dist/Swiss.js'),
      'utf8',
    );
    expect(peer).toMatch(/receivedBye/);
    expect(code).not.toMatch(/receivedBye/);
    const sources = readFileSync(resolve(__dirname, '../../src/server/main.ts'), 'utf8');
    expect(sources).not.toMatch(/tournament-pairings/);
  });
});

describe('actions return the state computed from the tabs they read and wrote, not read again', () => {
  it('every action of every format returns exactly what getEventState reads right after it', () => {
    for (const driver of DRIVERS) {
      const ev = new Event();
      const names = Array.from({ length: 9 }, (_, i) => `Player ${i + 1}`);
      const same = (what: string, r: { state?: unknown }) =>
        expect(r.state, `${driver.id}: ${what}`).toEqual(ev.call('getEventState'));
      same('setupEvent', ev.call('setupEvent', { format: driver.id, ...driver.options(3, 9) }));
      ev.paste('Players', driver.players(names));
      for (const [tab, rows] of Object.entries(driver.inputs?.(names) ?? {})) ev.paste(tab, rows);
      for (let round = 1; round <= 2; round++) {
        same(`pair ${round}`, ev.call('pairNextRound'));
        ev.values('Results').forEach((row, i) => {
          if (i === 0 || row[0] !== round || row[3] === 'BYE') return;
          const cells = driver.result(row, round, i + 1);
          if (cells) typeInto(ev.emu, 'Results', `E${i + 1}`, [cells]);
        });
        same(`standings ${round}`, ev.call('updateStandings'));
      }
      for (const [entry, ...args] of driver.extras?.(names) ?? [])
        if (entry === 'runFormatCommand') same(entry, ev.call(entry, ...args));
      same('drop', ev.call('setPlayerStatus', { name: names[4], status: 'dropped' }));
      same('late entry', ev.call('addPlayer', { name: driver.late }));
      same('undo', ev.call('undoLastRound'));
      same('pair again', ev.call('pairNextRound'));
      same('re-pair', ev.call('rePairRound'));
      same('refused', ev.call('setPlayerStatus', { name: 'Nobody', status: 'dropped' }));
    }
  });
});
