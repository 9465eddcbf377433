// Through the built dist/Code.js: the arrow/target schedule decides the rounds ("There are
// N rounds total"; docs/rules/DECISIONS.md: N - 1 for an even field), and at setup the players are not in yet, so
// nothing proposes 9 rounds: Rounds is left blank, explained, and worked out once the players are typed.
import { describe, expect, it } from 'vitest';
import { ARROW_TARGET_NOTE_CODES } from '../../src/engine/arrow-target/warnings';
import type { ActionResult, EventState, FormatSummary } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';

function setupWith(names: string[], extra: Record<string, unknown> = {}) {
  const a = openArtifact();
  const r = a.call<ActionResult>('setupEvent', {
    format: 'arrow-target',
    name: 'Counter night',
    seed: 'arrows',
    ...extra,
  });
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  if (names.length)
    a.type(
      'Players',
      'A2',
      names.map((n) => [n]),
    );
  return a;
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

describe('arrow/target: rounds follow the players', () => {
  it('the format summary the wizard reads proposes no round count but states the rule', () => {
    const a = openArtifact();
    const state = a.call<EventState>('getEventState');
    const f = state.formats?.find((x: FormatSummary) => x.id === 'arrow-target') as FormatSummary;
    expect(f.defaultRounds).toBe(0);
    expect(f.roundsRule).toMatch(/^N rounds for an odd number of players N, N − 1 for an even number/);
  });

  it('setup leaves Rounds blank with the rule; 7 players make 7 rounds, 6 players 5, without a Rounds note', () => {
    for (const [n, rounds] of [
      [7, 7],
      [6, 5],
      [3, 3],
    ]) {
      const a = setupWith([]);
      const row = a.values('Event').find((r) => r[0] === 'Rounds') as unknown[];
      expect(row[1] ?? '').toBe('');
      expect(String(row[2])).toContain('Blank: set by the players once they are in');
      expect(a.call<EventState>('getEventState').rounds).toBe(0);
      a.type(
        'Players',
        'A2',
        names(n).map((x) => [x]),
      );
      expect(a.call<EventState>('getEventState').rounds).toBe(rounds);
      const paired = a.call<ActionResult>('pairNextRound');
      expect(paired.ok, JSON.stringify(paired.problems)).toBe(true);
      expect(paired.warnings.map((w) => w.code)).not.toContain(ARROW_TARGET_NOTE_CODES.roundsNotUsed);
      expect(paired.state?.rounds).toBe(rounds);
    }
  });

  it('with one player, pairing asks for players (not "All 0 rounds are paired")', () => {
    const a = setupWith(['Solo']);
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toMatch(/at least two are needed/);
  });

  it('a Rounds number typed by the organizer is still checked against the schedule', () => {
    const a = setupWith(names(5), { rounds: 9 });
    const r = a.call<ActionResult>('pairNextRound');
    expect(r.ok).toBe(true);
    const note = r.warnings.find((w) => w.code === ARROW_TARGET_NOTE_CODES.roundsNotUsed);
    expect(note?.message).toContain('Set Rounds to 5, or leave it blank');
  });
});
