// Drops, reinstatements and late entries as pure plans (src/sheets/actions/players.ts).
import { describe, expect, it } from 'vitest';
import { PLAYER_CODES, planAddPlayer, planSetPlayerStatus } from '../../../src/sheets/actions/players';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, model, paired } from '../../support/snapshot';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const arrowTarget = () =>
  paired(eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee'], { startNumbers: 'as-listed' }));

describe('planSetPlayerStatus', () => {
  it('writes the Status cell only, rewrites Pairings and the slips, and logs where', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const plan = planned(planSetPlayerStatus(s, 'cy', 'Dropped', NOW));
    expect(plan.message).toBe('Cy is dropped: not paired from the next round; past results stay.');
    expect(writeTo(plan.writes, 'players', 'cells')).toEqual({
      kind: 'cells',
      role: 'players',
      row: 4,
      col: 2,
      rows: [['dropped']],
    });
    expect(plan.writes.map((w) => w.role)).toEqual(['players', 'pairings', 'slips', 'log']);
    expect(writeTo(plan.writes, 'log', 'append').rows[0][4]).toBe(
      'Cy (Players B4) set to dropped; past results stay.',
    );
    expect(model(afterPlan(s, plan)).ctx.players.find((p) => p.name === 'Cy')?.active).toBe(false);
  });

  it('refuses a status that is not one and a name that is not on Players', () => {
    const s = eventSnapshot('sealed-deck', SIX);
    expect(refused(planSetPlayerStatus(s, 'Ann', 'gone', NOW))[0].message).toBe(
      '"gone" is not a player status.',
    );
    expect(refused(planSetPlayerStatus(s, 'Zed', 'dropped', NOW))[0].message).toBe(
      '"Zed" is not on the Players tab.',
    );
  });

  it('reinstating a player who never played is refused where the format takes no late entries', () => {
    let s = eventSnapshot('arrow-target', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], { startNumbers: 'as-listed' });
    s = afterPlan(s, planSetPlayerStatus(s, 'Eve', 'dropped', NOW));
    s = paired(s);
    const problems = refused(planSetPlayerStatus(s, 'Eve', 'active', NOW));
    expect(problems.map((p) => p.cell)).toEqual(['B6']);
    expect(problems[0].message).toMatch(/^Eve cannot join now\. /);
    expect(problems[0].code).toBe(PLAYER_CODES.lateEntryClosed);
  });
});

describe('planAddPlayer', () => {
  it('appends the name under Name and Status, and says which round a late entry joins', () => {
    const s = paired(eventSnapshot('sealed-deck', SIX));
    const plan = planned(planAddPlayer(s, '  Kim ', NOW));
    expect(plan.message).toBe('Kim joins from round 2. Late players join the next round with 0 (+0).');
    expect(writeTo(plan.writes, 'players', 'append').rows).toEqual([['Kim', 'active', '']]);
    expect(writeTo(plan.writes, 'log', 'append').rows[0].slice(1, 5)).toEqual([
      'Late entry',
      1,
      '',
      'Kim added; joins round 2.',
    ]);
  });

  it('refuses a blank name, and a name already on Players at its cell (case and look-alikes too)', () => {
    const s = eventSnapshot('sealed-deck', SIX);
    expect(refused(planAddPlayer(s, '  ', NOW))[0].message).toBe('The new player has no name.');
    const clash = refused(planAddPlayer(s, 'DEE', NOW));
    expect(clash.map((p) => [p.cell, p.message])).toEqual([
      ['A5', '"DEE" is already on the Players tab as "Dee".'],
    ]);
  });

  it('refuses a late entry where the format takes none, and once every round is paired', () => {
    const late = refused(planAddPlayer(arrowTarget(), 'Kim', NOW));
    expect(late[0].message).toMatch(/^Kim cannot join after round 1\. /);
    expect(late[0].code).toBe(PLAYER_CODES.lateEntryClosed);
    const last = paired(eventSnapshot('sealed-deck', SIX, { rounds: 1 }));
    const noRound = refused(planAddPlayer(last, 'Kim', NOW));
    expect(noRound[0].message).toBe(
      'Kim cannot join: all 1 rounds are already paired, so there is no round left for Kim to play.',
    );
    expect(noRound[0].code).toBe(PLAYER_CODES.noRoundLeft);
  });
});
