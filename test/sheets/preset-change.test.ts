// A Preset changed on the Event tab after setup (src/sheets/preset-change.ts, applied by
// src/sheets/actions/refresh.ts), and the Event tab's dropdowns (src/sheets/setup.ts), as pure plans.
import { describe, expect, it } from 'vitest';
import { settingsOf } from '../../src/engine/any-game/settings';
import { getFormat } from '../../src/engine/formats/registry';
import { planPair } from '../../src/sheets/actions/pair';
import { withRefreshes } from '../../src/sheets/actions/refresh';
import { eventDropdowns, planSetupTabs } from '../../src/sheets/actions/setup';
import { planUpdateStandings } from '../../src/sheets/actions/standings';
import { planUndo } from '../../src/sheets/actions/undo';
import type { Snapshot as Tabs } from '../../src/sheets/grid';
import { PRESET_CODES } from '../../src/sheets/preset-change';
import { planSetup } from '../../src/sheets/setup';
import { NOW, planned, refused, writeTo } from '../support/plans';
import { afterPlan, eventSnapshot, model, paired, typed } from '../support/snapshot';

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
const CHESS = 'Chess club (FIDE tie-breaks)';
const MAGIC = 'Magic: The Gathering';

/** A Magic event as set up: the server keeps the preset its settings were written from. */
const magic = (): Tabs => ({ ...eventSnapshot('any-game', FOUR, { preset: 'magic' }), preset: 'magic' });

const rowOf = (s: Tabs, label: string) => (s.tabs.event?.values ?? []).findIndex((r) => r[0] === label) + 1;
const setting = (s: Tabs, label: string, value: string | number) =>
  typed(s, 'event', rowOf(s, label), 2, [[value]]);
const settingOf = (s: Tabs, label: string) => s.tabs.event?.values[rowOf(s, label) - 1][1];

describe('a Preset changed before round 1', () => {
  it("the settings blank or holding the former preset's values follow the new preset; a value typed otherwise is kept", () => {
    let s = setting(magic(), 'Preset', CHESS);
    s = setting(s, 'Points for a loss', 0.25);
    s = setting(s, 'Points for a win', '');
    s = setting(s, 'Tie-breaker 2', 'SoS');
    const m = model(s);
    const settings = settingsOf(m.ctx.config);
    expect(settings.preset.id).toBe('chess');
    expect(settings.points).toEqual({ win: 1, draw: 0.5, loss: 0.25, bye: 1 });
    expect([settings.results, settings.doubleLoss, settings.colours]).toEqual(['single', true, true]);
    // Row by row: the tie-breaker typed over Magic's GW% stays at its place among chess's.
    expect(settings.tiebreakers).toEqual([
      'direct-encounter',
      'sos',
      'buchholz-cut-1',
      'buchholz',
      'sonneborn-berger',
    ]);
    const warning = m.problems.find((p) => p.code === PRESET_CODES.changed);
    expect(warning).toMatchObject({ severity: 'warning', tab: 'Event', cell: `B${rowOf(s, 'Preset')}` });
    expect(m.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('the next action that writes applies it: the Event cells, the Results dropdowns, one Log line, and the preset to keep', () => {
    const s = setting(setting(magic(), 'Preset', CHESS), 'Points for a loss', 0.25);
    const plan = planned(withRefreshes(s, planPair(s, {}, NOW), { nowIso: NOW }));
    expect(plan.preset).toBe('chess');
    expect(plan.warnings.some((w) => w.code === PRESET_CODES.changed)).toBe(false);
    const after = { ...afterPlan(s, plan), preset: plan.preset };
    expect(
      [
        'Results',
        'Points for a win',
        'Points for a draw',
        'Points for a loss',
        'Points for a bye',
        'Colours',
      ].map((l) => settingOf(after, l)),
    ).toEqual(['One result (win, draw, loss)', 1, 0.5, 0.25, 1, 'White and Black balanced']);
    // Every row from Results' first under its header gets chess's Result choices (Magic's setup gave none of them).
    expect(writeTo(plan.writes, 'results', 'dropdowns')).toMatchObject({
      row: 2,
      col: 8,
      toEnd: true,
      strict: true,
      choices: [
        [
          'Player won',
          'Opponent won',
          'Draw',
          'Intentional draw',
          'Double loss',
          '1-0',
          '0-1',
          '½-½',
          '1F-0F',
          '0F-1F',
          '0F-0F',
        ],
      ],
    });
    const log = plan.writes
      .filter((w) => w.kind === 'append' && w.role === 'log')
      .flatMap((w) => (w.kind === 'append' ? w.rows : []));
    expect(log.map((r) => r[1])).toEqual(['Preset changed', 'Pair round']);
    expect(String(log[0][4])).toMatch(
      /^Preset changed from Magic: The Gathering to Chess club \(FIDE tie-breaks\): Results .* Kept as typed: Points for a loss 0\.25\.$/,
    );
    // Applied: the event reads as set up for chess, with nothing left to say.
    expect(model(after).problems.filter((p) => p.code?.startsWith('preset-'))).toEqual([]);
    expect(settingsOf(model(after).ctx.config).points.win).toBe(1);
  });

  it('set back before any action wrote, nothing changes; with no preset kept (an event set up before it was) the first write keeps the Preset typed', () => {
    const back = setting(setting(magic(), 'Preset', CHESS), 'Preset', MAGIC);
    expect(model(back).problems).toEqual([]);
    expect(planned(withRefreshes(back, planPair(back, {}, NOW), { nowIso: NOW })).preset).toBeUndefined();
    const { preset: _, ...unkept } = setting(magic(), 'Preset', CHESS);
    // Nothing known of the preset the settings came from: they are read as typed, Magic's values and all.
    expect(settingsOf(model(unkept).ctx.config).results).toBe('games');
    const plan = planned(withRefreshes(unkept, planPair(unkept, {}, NOW), { nowIso: NOW }));
    expect(plan.preset).toBe('chess');
    expect(plan.writes.some((w) => w.role === 'event')).toBe(false);
  });
});

describe('a Preset changed once a round is paired', () => {
  it("an error at the Preset cell: the event keeps the former preset's rules, pairing and Update standings are refused, Undo goes ahead and applies it", () => {
    const s = setting(paired(magic()), 'Preset', CHESS);
    const m = model(s);
    expect(settingsOf(m.ctx.config).preset.id).toBe('magic');
    const error = m.problems.filter((p) => p.severity === 'error');
    expect(error.map((p) => [p.code, p.tab, p.cell, p.fix])).toEqual([
      [
        PRESET_CODES.changedAfterPairing,
        'Event',
        `B${rowOf(s, 'Preset')}`,
        `Set it back to ${MAGIC}, or Undo back to round 0 to change it.`,
      ],
    ]);
    for (const plan of [planPair(s, { force: true }, NOW), planUpdateStandings(s, NOW)])
      expect(refused(plan).map((p) => p.code)).toEqual([PRESET_CODES.changedAfterPairing]);
    const undo = planned(withRefreshes(s, planUndo(s, NOW), { nowIso: NOW }));
    expect(undo.preset).toBe('chess');
    const log = writeTo(undo.writes.slice().reverse(), 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual(['Preset changed']);
    expect(settingOf(afterPlan(s, undo), 'Results')).toBe('One result (win, draw, loss)');
  });
});

describe("the Event tab's dropdowns", () => {
  it('setup gives every setting with a fixed set of choices a dropdown of them on its Value cell, marking a value outside it rather than refusing it', () => {
    const setup = planSetup({ format: 'full-thrust', name: 'Club' }, 'seed');
    if (!setup.ok) throw new Error('setup refused');
    const { eventRows } = setup.plan;
    const [write] = eventDropdowns(setup.plan);
    expect(write).toMatchObject({ kind: 'dropdowns', role: 'event', col: 2, strict: false });
    const byLabel = new Map(write.choices.map((c, i) => [eventRows[write.row - 1 + i][0], c]));
    expect(byLabel.get('Cut size')).toEqual(['2 (final only)', '4 (semi-finals)', '8 (quarter-finals)']);
    expect(byLabel.get('Odd number of players')).toEqual(['Judge plays', 'Sit out']);
    // A yes / no setting is written yes or no, the words its dropdown offers.
    expect(byLabel.get('Tie-breaker battle')).toEqual(['yes', 'no']);
    expect(eventRows.find((r) => r[0] === 'Tie-breaker battle')?.[1]).toBe('yes');
    expect(byLabel.get('Minutes per game')).toBeNull();
    // Format, name, date, Rounds and Seed have none.
    expect(write.row).toBe(
      eventRows.findIndex((r) => r[0] === getFormat('full-thrust')?.options[0].label) + 1,
    );
    const tabs = planSetupTabs(setup.plan, { format: 'full-thrust', name: 'Club' }, new Set(), [], [], NOW);
    expect(tabs.writes.map((w) => w.write)).toContainEqual(write);
  });
});
