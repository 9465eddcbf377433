// Every problem carries a code, and the code says what kind of problem it is: a broken event's problems
// are told apart by their codes alone (src/shared/types.ts, Problem.code), never by their wording.
import { describe, expect, it } from 'vitest';
import { BYE_REQUEST_CODES } from '../../src/engine/any-game/bye-requests';
import { ANY_GAME_CODES } from '../../src/engine/any-game/results';
import { ANY_GAME_NOTE_CODES } from '../../src/engine/any-game/warnings';
import { LINEUP_CODES } from '../../src/engine/arrow-target/lineup';
import { ARROW_TARGET_CODES } from '../../src/engine/arrow-target/results';
import { ARROW_TARGET_NOTE_CODES } from '../../src/engine/arrow-target/warnings';
import { FLEET_CODES } from '../../src/engine/attack-wing/fleet-codes';
import { ATTACK_WING_CODES } from '../../src/engine/attack-wing/results';
import { ROLL_OFF_COMMAND_CODES } from '../../src/engine/attack-wing/roll-off-command';
import { ROLL_OFF_CODES } from '../../src/engine/attack-wing/roll-offs';
import { ATTACK_WING_NOTE_CODES } from '../../src/engine/attack-wing/warnings';
import { RESULT_CODES } from '../../src/engine/cell-checks';
import { PAIRING_CODES } from '../../src/engine/format';
import { BATTLE_CODES } from '../../src/engine/full-thrust/battles';
import { FLEET_POINTS_CODES } from '../../src/engine/full-thrust/fleet-issues';
import { CUT_CODES } from '../../src/engine/full-thrust/results';
import { ROSTER_CODES } from '../../src/engine/full-thrust/roster';
import { SCORING_CODES } from '../../src/engine/full-thrust/scoring';
import { TIE_CODES } from '../../src/engine/full-thrust/tie-issues';
import { FULL_THRUST_NOTE_CODES } from '../../src/engine/full-thrust/warnings';
import { NAME_CODES } from '../../src/engine/names';
import { SEALED_DECK_CODES } from '../../src/engine/sealed-deck/results';
import { SEALED_DECK_NOTE_CODES } from '../../src/engine/sealed-deck/warnings';
import type { Problem } from '../../src/shared/types';
import { COMMAND_CODES } from '../../src/sheets/actions/command';
import { STALE_CODES } from '../../src/sheets/actions/fingerprint';
import { PAIR_CODES } from '../../src/sheets/actions/pair';
import { PLAYER_CODES } from '../../src/sheets/actions/players';
import { RENAME_CODES } from '../../src/sheets/actions/rename';
import { REPORT_ACTION_CODES } from '../../src/sheets/actions/reports';
import { RESTORE_CODES } from '../../src/sheets/actions/restore';
import { SEATING_CODES } from '../../src/sheets/actions/seating';
import { SETUP_AGAIN_CODES } from '../../src/sheets/actions/setup';
import { SWAP_CODES } from '../../src/sheets/actions/swaps';
import { PLAYER_COUNT_CODES } from '../../src/sheets/actions/too-few-players';
import { UNDO_CODES } from '../../src/sheets/actions/undo';
import { HEADER_CODES } from '../../src/sheets/columns';
import { EVENT_CODES, readEvent } from '../../src/sheets/event-model';
import { PAIRED_AS_CODES } from '../../src/sheets/paired-as';
import { EVENT_SETTING_CODES } from '../../src/sheets/parse-event';
import { PLAYERS_TAB_CODES } from '../../src/sheets/parse-players';
import { RESULTS_TAB_CODES } from '../../src/sheets/parse-results';
import { PRESET_CODES } from '../../src/sheets/preset-change';
import { RECONCILE_CODES } from '../../src/sheets/reconcile';
import { LINK_TEMPLATE_CODES } from '../../src/sheets/reports/link-template';
import { RESPONSE_CODES } from '../../src/sheets/reports/responses';
import { SEASON_CODES } from '../../src/sheets/season';
import { IMPORT_CODES } from '../../src/sheets/season-import';
import { SETUP_CODES } from '../../src/sheets/setup';
import { FIXED_TABLE_CODES } from '../../src/sheets/shared-fixed-tables';
import { TITLE_CODES } from '../../src/sheets/standings-title';
import { eventSnapshot, model, paired, typed } from '../support/snapshot';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every problem has a stable kebab-case code. */
function expectCoded(problems: Problem[]) {
  for (const p of problems) expect(p.code, JSON.stringify(p)).toMatch(KEBAB);
}

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo'];

describe('problem codes', () => {
  it('a broken event: every problem has a code, and each kind of mistake its own', () => {
    let s = paired(eventSnapshot('sealed-deck', SIX));
    // Each mistake, one per kind, with the code it must be told apart by.
    s = typed(s, 'results', 2, 5, [['lots', 10, 'Win']]);
    s = typed(s, 'results', 3, 5, [[20, 10, 'Winn']]);
    s = typed(s, 'results', 4, 4, [['Nobody']]);
    s = typed(s, 'players', 8, 1, [['ann', 'active']]);
    s = typed(s, 'players', 9, 1, [['Gus', 'maybe']]);
    const problems = model(s).problems;
    expectCoded(problems);
    const expected = {
      notNumber: RESULT_CODES.notNumber,
      unknownChoice: RESULT_CODES.unknownChoice,
      unknownPlayer: RESULTS_TAB_CODES.unknownPlayer,
      duplicate: NAME_CODES.duplicate,
      status: PLAYERS_TAB_CODES.status,
    };
    const codes = new Set(problems.map((p) => p.code));
    for (const [kind, code] of Object.entries(expected)) expect(codes.has(code), kind).toBe(true);
    expect(new Set(Object.values(expected)).size).toBe(Object.keys(expected).length);
    // The code is where the problem is: the not-a-number at the points cell, the unknown name at its cell.
    expect(problems.find((p) => p.code === RESULT_CODES.notNumber)?.cell).toBe('E2');
    expect(problems.find((p) => p.code === RESULTS_TAB_CODES.unknownPlayer)?.cell).toBe('D4');
    expect(problems.find((p) => p.code === NAME_CODES.duplicate)?.cell).toBe('A8');
  });

  it('an event that does not read: a bad Event setting, a missing tab, a missing header each say so by code', () => {
    const fresh = eventSnapshot('sealed-deck', SIX);
    const roundsRow = (fresh.tabs.event?.values ?? []).findIndex((r) => r[0] === 'Rounds') + 1;
    const badRounds = readEvent(typed(fresh, 'event', roundsRow, 2, [['many']]));
    const noResults = readEvent({ tabs: { ...fresh.tabs, results: undefined } });
    const noHeader = readEvent(typed(fresh, 'players', 1, 1, [['']]));
    const outcomes = { badRounds, noResults, noHeader };
    const expected = {
      badRounds: EVENT_SETTING_CODES.rounds,
      noResults: EVENT_CODES.tabMissing,
      noHeader: HEADER_CODES.missing,
    };
    for (const [kind, read] of Object.entries(outcomes)) {
      expect(read.ok, kind).toBe(false);
      if (read.ok) continue;
      expectCoded(read.problems);
      expect(
        read.problems.map((p) => p.code),
        kind,
      ).toContain(expected[kind as keyof typeof expected]);
    }
    expect(new Set(Object.values(expected)).size).toBe(Object.keys(expected).length);
  });

  it('no two kinds of problem share a code: each constant names kinds no other constant names', () => {
    const constants: Record<string, Record<string, string>> = {
      FLEET_CODES,
      ROLL_OFF_CODES,
      ROLL_OFF_COMMAND_CODES,
      ANY_GAME_CODES,
      BYE_REQUEST_CODES,
      ARROW_TARGET_CODES,
      ATTACK_WING_CODES,
      RESULT_CODES,
      PAIRING_CODES,
      BATTLE_CODES,
      FLEET_POINTS_CODES,
      CUT_CODES,
      ROSTER_CODES,
      SCORING_CODES,
      TIE_CODES,
      NAME_CODES,
      SEALED_DECK_CODES,
      COMMAND_CODES,
      SEALED_DECK_NOTE_CODES,
      ATTACK_WING_NOTE_CODES,
      ARROW_TARGET_NOTE_CODES,
      LINEUP_CODES,
      FULL_THRUST_NOTE_CODES,
      ANY_GAME_NOTE_CODES,
      STALE_CODES,
      PAIR_CODES,
      PLAYER_CODES,
      RENAME_CODES,
      REPORT_ACTION_CODES,
      RESTORE_CODES,
      SEATING_CODES,
      SETUP_AGAIN_CODES,
      SWAP_CODES,
      PLAYER_COUNT_CODES,
      UNDO_CODES,
      HEADER_CODES,
      EVENT_CODES,
      PAIRED_AS_CODES,
      EVENT_SETTING_CODES,
      PLAYERS_TAB_CODES,
      RESULTS_TAB_CODES,
      PRESET_CODES,
      RECONCILE_CODES,
      LINK_TEMPLATE_CODES,
      RESPONSE_CODES,
      SETUP_CODES,
      FIXED_TABLE_CODES,
      TITLE_CODES,
      SEASON_CODES,
      IMPORT_CODES,
    };
    const owner = new Map<string, string>();
    for (const [name, codes] of Object.entries(constants)) {
      for (const [key, code] of Object.entries(codes)) {
        expect(code, `${name}.${key}`).toMatch(KEBAB);
        const where = `${name}.${key}`;
        expect(owner.get(code), `${where} repeats ${code}`).toBeUndefined();
        owner.set(code, where);
      }
    }
  });
});
