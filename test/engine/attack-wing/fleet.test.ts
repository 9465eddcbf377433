import { describe, expect, it } from 'vitest';
import { FLEET_HEADERS, FLEETS, FROZEN_FIELD } from '../../../src/engine/attack-wing/fleet';
import { FLEET_CODES } from '../../../src/engine/attack-wing/fleet-codes';
import {
  type CellValue,
  type FormatContext,
  inputOf,
  type Match,
  type Player,
  type TabIssue,
  withInput,
} from '../../../src/engine/format';
import { attackWing } from '../../../src/engine/formats/attack-wing';

function ctx(
  names: string[],
  matches: Match[] = [],
  frozen: Record<string, string> = {},
  options: Record<string, number> = {},
): FormatContext {
  const players: Player[] = names.map((name, i) => ({
    key: name.toLowerCase(),
    name,
    active: true,
    row: i + 2,
    listIndex: i,
    fields: { rollOff: '', [FROZEN_FIELD]: frozen[name] ?? '' },
  }));
  return {
    config: { format: 'attack-wing', name: 'OP', date: '', rounds: 3, seed: 's', options },
    players,
    matches,
    inputs: {},
  };
}

/** Ann's Example-1 ship: 28 + 5 + 5 + 5 + 4 = 47 SP. */
const ANN_FLEET: CellValue[][] = [
  ['Ann', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 28],
  ['', '', 'Captain', '', 'Jean-Luc Picard', 'FED', 5],
  ['', '', 'Upgrade', 'C', 'Data', 'FED', 5],
  ['', '', 'Upgrade', 'W', 'Photon Torpedoes', 'FED', 5],
  ['', '', 'Upgrade', 'E', 'Make It So', 'FED', 4],
];

function parse(rows: CellValue[][], c: FormatContext = ctx(['Ann'])) {
  const tab = attackWing.inputTabs?.[0];
  if (!tab) throw new Error('no Fleets tab');
  const out = tab.parse([FLEET_HEADERS, ...rows], c);
  const data = inputOf({ ...c, inputs: out.inputs }, FLEETS);
  if (!data) throw new Error('no fleets parsed');
  return { data, issues: out.issues };
}

const at = (issues: TabIssue[], severity = 'error') =>
  issues.filter((i) => i.severity === severity).map((i) => [i.row, i.col]);

describe('Fleets tab (the Fleet Build Sheet)', () => {
  it('a legal fleet parses into ships with totals and no problems', () => {
    const { data, issues } = parse(ANN_FLEET);
    expect(issues).toEqual([]);
    const ann = data.fleets.ann;
    expect(ann.ships).toHaveLength(1);
    expect(ann.ships[0].total).toBe(47);
    expect(ann.total).toBe(47);
    expect(ann.summary).toMatch(/^1 ship, 5 cards, 47 SP #[0-9a-z]+$/);
  });

  it("over the squadron point limit: reported at the fleet's first SP cell", () => {
    const { issues } = parse(ANN_FLEET, ctx(['Ann'], [], {}, { squadronPoints: 40 }));
    expect(at(issues)).toEqual([[2, 7]]);
    expect(issues[0].message).toContain('47 SP');
    expect(issues[0].message).toContain('over the 40 SP limit');
  });

  it('two captains on a ship: "Captain Cards (one per ship)" — reported at the second captain', () => {
    const { issues } = parse([...ANN_FLEET, ['', '', 'Captain', '', 'William T. Riker', 'FED', 3]]);
    expect(at(issues)).toEqual([[7, 3]]);
    expect(issues[0].message).toContain('second captain');
  });

  it('a ship with no captain is reported at its Ship card', () => {
    const { issues } = parse([['Ann', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 28]]);
    expect(at(issues)).toEqual([[2, 3]]);
    expect(issues[0].message).toContain('no captain');
  });

  it('two resources: "each player may equip their fleet with exactly 1 Resource" — reported at the second', () => {
    const { issues } = parse(
      [
        ...ANN_FLEET,
        ['Ann', '', 'Resource', '', 'Reinforcements Sideboard', '', 10],
        ['Ann', '', 'Resource', '', 'Fleet Captain', '', 5],
      ],
      ctx(['Ann'], [], {}, { squadronPoints: 200 }),
    );
    expect(at(issues)).toEqual([[8, 3]]);
    expect(issues[0].message).toContain('second resource');
  });

  it('an unknown faction code is reported at its Faction cell', () => {
    const rows = ANN_FLEET.map((r) => r.slice());
    rows[2][5] = 'XYZ';
    const { issues } = parse(rows);
    expect(at(issues)).toEqual([[4, 6]]);
    expect(issues[0].message).toContain('"XYZ" is not a faction code');
  });

  it('the off-faction penalty: +1 SP for each captain or upgrade of another faction, reported at its cell, 0-SP captains exempt', () => {
    const rows: CellValue[][] = [
      ['Bob', '1', 'Ship', '', "I.K.S. Negh'Var", 'KLI', 30],
      ['', '', 'Captain', '', 'Jean-Luc Picard', 'FED', 5],
      ['', '', 'Upgrade', 'C', 'Data', 'FED', 5],
      ['', '', 'Upgrade', 'W', 'Disruptor Beams', 'KLI', 4],
      ['', '2', 'Ship', '', 'I.K.S. Vorn', 'KLI', 20],
      ['', '', 'Captain', '', 'Federation Captain', 'FED', 0],
    ];
    const { data, issues } = parse(rows, ctx(['Bob']));
    expect(at(issues)).toEqual([]);
    expect(at(issues, 'warning')).toEqual([
      [3, 6],
      [4, 6],
    ]);
    const bob = data.fleets.bob;
    expect([bob.printed, bob.penalty, bob.total]).toEqual([64, 2, 66]);
    expect(bob.ships[0].total).toBe(46);
    // The penalty can push a fleet over the limit.
    const over = parse(rows, ctx(['Bob'], [], {}, { squadronPoints: 65 }));
    expect(over.issues.find((i) => i.severity === 'error')?.message).toContain(
      '66 SP (64 printed + 2 faction penalty), over the 65 SP limit',
    );
  });

  it('player names that are not on the Players tab, bad SP and missing upgrade letters are reported at their cells', () => {
    const { issues } = parse([
      ['Zed', '1', 'Ship', '', 'X', 'FED', 20],
      ['Ann', '1', 'Ship', '', 'U.S.S. Enterprise-D', 'FED', 'lots'],
      ['', '1', 'Upgrade', '', 'Data', 'FED', 5],
      ['', '1', 'Captain', '', 'Picard', 'FED', 5],
    ]);
    // Row 3's Ship card is dropped for its bad SP, so ship 1 is also reported as having no Ship card (at row 4).
    expect(at(issues)).toEqual([
      [2, 1],
      [3, 7],
      [4, 4],
      [4, 2],
    ]);
    expect(issues[0].message).toContain('"Zed" is not on the Players tab');
  });

  it('a fleet edited after round 1 is reported (its fingerprint was frozen at pairing)', () => {
    const frozen = parse(ANN_FLEET).data.fleets.ann.summary;
    const round1: Match[] = [{ round: 1, table: 1, row: 2, a: 'ann', b: 'bob', cells: {} }];
    const same = parse(ANN_FLEET, ctx(['Ann', 'Bob'], round1, { Ann: `${frozen} (round 1)` }));
    expect(same.issues.filter((i) => i.code === FLEET_CODES.changedSinceFrozen)).toEqual([]);
    const edited = ANN_FLEET.map((r) => r.slice());
    edited[3][4] = 'Quantum Torpedoes';
    const changed = parse(edited, ctx(['Ann', 'Bob'], round1, { Ann: `${frozen} (round 1)` }));
    const report = changed.issues.find((i) => i.code === FLEET_CODES.changedSinceFrozen);
    expect(report).toMatchObject({ severity: 'warning', row: 2, col: 1 });
    expect(report?.fix).toContain('Players cannot change fleets between battle rounds');
    // Moving rows around is not a change.
    const reordered = [ANN_FLEET[0], ANN_FLEET[1], ANN_FLEET[4], ANN_FLEET[3], ANN_FLEET[2]];
    expect(parse(reordered, ctx(['Ann'], round1, { Ann: frozen })).issues).toEqual([]);
  });

  it("pairing round 1 freezes every paired player's fleet into the Frozen fleet column", () => {
    const c = ctx(['Ann', 'Bob']);
    const fleets = parse(ANN_FLEET, c).data;
    c.inputs = withInput(FLEETS, fleets);
    const plan = attackWing.pairRound(c, 1);
    expect(plan.playerFields).toEqual([
      {
        key: 'ann',
        field: FROZEN_FIELD,
        value: `${fleets.fleets.ann.summary} (round 1)`,
      },
    ]);
  });
});
