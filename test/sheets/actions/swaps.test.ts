// The organizer's swaps in a previewed round as pure code (src/sheets/actions/swaps.ts), and the same
// swaps carried through the one pairing plan (src/sheets/actions/pair.ts): preview and publish agree.
import { describe, expect, it } from 'vitest';
import { type FormatContext, type Match, PAIRING_CODES, type PlannedTable } from '../../../src/engine/format';
import { planPair, previewPair } from '../../../src/sheets/actions/pair';
import { applySwaps, readSwaps, SWAP_CODES } from '../../../src/sheets/actions/swaps';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

function ctxWith(matches: Partial<Match>[]): FormatContext {
  return {
    config: { format: 'sealed-deck', name: 'T', date: '', rounds: 3, seed: 's', options: {} },
    players: NAMES.map((name, i) => ({
      key: name.toLowerCase(),
      name,
      active: true,
      row: i + 2,
      listIndex: i,
      fields: {},
    })),
    matches: matches.map((m, i) => ({ round: 1, table: i + 1, row: i + 2, a: '', b: null, cells: {}, ...m })),
    inputs: {},
  };
}

// Round 1 was ann v bob, cy v dee, eve's bye; round 2 as the format paired it:
const ROUND1 = [
  { a: 'ann', b: 'bob' },
  { a: 'cy', b: 'dee' },
  { a: 'eve', b: null },
];
const ROUND2: PlannedTable[] = [
  { table: 1, a: 'ann', b: 'cy', note: '' },
  { table: 2, a: 'bob', b: 'eve', note: '' },
  { table: 3, a: 'dee', b: null, note: 'Bye' },
];

describe('applySwaps', () => {
  const ctx = ctxWith(ROUND1);

  it('no swaps: the tables as paired, nothing to warn or log', () => {
    const out = applySwaps(ctx, 2, ROUND2, [], null);
    expect(out).toEqual({ ok: true, tables: ROUND2, warnings: [], parted: [], log: [], moved: new Map() });
  });

  it('exchanges two players between their tables, by name in any case, with the reason for the Log', () => {
    const out = applySwaps(ctx, 2, ROUND2, [{ a: ' cy ', b: 'EVE', reason: 'Cy has to leave early' }], null);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.tables.map((t) => [t.table, t.a, t.b])).toEqual([
      [1, 'ann', 'eve'],
      [2, 'bob', 'cy'],
      [3, 'dee', null],
    ]);
    expect(out.log).toEqual(['Cy and Eve swapped tables: Cy has to leave early']);
    expect(out.moved).toEqual(
      new Map([
        ['cy', 'Cy has to leave early'],
        ['eve', 'Cy has to leave early'],
      ]),
    );
    expect(out.warnings).toEqual([]);
    // The format's tables are not changed in place.
    expect(ROUND2[0].b).toBe('cy');
  });

  it('a player on a row whose result pairing wrote (a requested bye) has no seat to exchange: refused, by code', () => {
    const asked: PlannedTable[] = [
      ...ROUND2.slice(0, 2),
      {
        table: 3,
        a: 'dee',
        b: null,
        note: 'Half-point bye (requested)',
        cells: { result: 'Half-point bye' },
      },
    ];
    const out = applySwaps(ctx, 2, asked, [{ a: 'Dee', b: 'Eve', reason: 'Dee came after all' }], null);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => p.code)).toEqual([SWAP_CODES.resultFixed]);
    // Pairing's own bye still moves.
    expect(applySwaps(ctx, 2, ROUND2, [{ a: 'Dee', b: 'Eve', reason: 'Eve needs a rest' }], null).ok).toBe(
      true,
    );
  });

  it('a swap that makes a rematch warns, naming both players and the round they met, and flags the table', () => {
    const out = applySwaps(ctx, 2, ROUND2, [{ a: 'Cy', b: 'Bob', reason: 'Table height' }], null);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.tables[0]).toMatchObject({ a: 'ann', b: 'bob', note: 'Rematch' });
    expect(out.warnings).toEqual([
      {
        code: SWAP_CODES.rematch,
        message: 'Rematch after a swap: Ann and Bob already played each other in round 1.',
        players: ['ann', 'bob'],
      },
    ]);
  });

  it('a swap that ends a rematch clears its flag', () => {
    const rematch: PlannedTable[] = [
      { table: 1, a: 'ann', b: 'bob', note: 'Rematch' },
      { table: 2, a: 'cy', b: 'eve', note: '' },
    ];
    const out = applySwaps(ctx, 2, rematch, [{ a: 'Bob', b: 'Eve', reason: 'Avoid the rematch' }], null);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.tables.map((t) => [t.a, t.b, t.note])).toEqual([
      ['ann', 'eve', ''],
      ['cy', 'bob', ''],
    ]);
    expect(out.warnings).toEqual([]);
    // The games the swap parted: the format's rematch warning about Ann and Bob is no longer true.
    expect(out.parted).toEqual([
      ['ann', 'bob'],
      ['cy', 'eve'],
    ]);
  });

  it('a swap onto the bye gives a player who had one a second bye: a warning', () => {
    const out = applySwaps(ctx, 2, ROUND2, [{ a: 'Dee', b: 'Eve', reason: 'Eve asked to sit out' }], null);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.tables[2]).toMatchObject({ a: 'eve', b: null });
    expect(out.warnings).toEqual([
      { code: SWAP_CODES.secondBye, message: 'After a swap Eve has a second bye (the first in round 1).' },
    ]);
  });

  it('refuses a swap without a reason, with an unknown player, or within one table, saying which', () => {
    const out = applySwaps(
      ctx,
      2,
      ROUND2,
      [
        { a: 'Ann', b: 'Bob', reason: '   ' },
        { a: 'Ann', b: 'Zed', reason: 'x' },
        { a: 'Ann', b: 'Cy', reason: 'x' },
      ],
      null,
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => p.message)).toEqual([
      'The swap of Ann and Bob has no reason.',
      'The swap of Ann and Zed: "Zed" is not paired in round 2.',
      'The swap of Ann and Cy: they are at the same table, so there is nothing to exchange.',
    ]);
  });

  it('refuses every swap when the format fixes the round, with its words', () => {
    const out = applySwaps(ctx, 2, ROUND2, [{ a: 'Ann', b: 'Bob', reason: 'x' }], 'the schedule fixes it.');
    expect(out).toEqual({
      ok: false,
      problems: [
        {
          code: SWAP_CODES.roundFixed,
          message: 'Round 2 cannot be changed by hand: the schedule fixes it.',
          fix: 'Publish it as paired.',
        },
      ],
    });
  });

  it('readSwaps takes a list of { a, b, reason } and refuses anything else', () => {
    expect(readSwaps(undefined)).toEqual([]);
    expect(readSwaps([{ a: 'Ann', b: 1 }])).toEqual([{ a: 'Ann', b: '1', reason: '' }]);
    expect(readSwaps('Ann')).toEqual({
      code: SWAP_CODES.notAList,
      message: 'The swaps are not a list.',
      fix: 'Send each swap as { a, b, reason }.',
    });
  });
});

describe('swaps through the pairing plan', () => {
  const round2 = () => sealedRoundPlayed(paired(eventSnapshot('sealed-deck', NAMES)), 1);

  it('the preview is what planPair writes, swaps applied, each swap logged with its reason', () => {
    const s = round2();
    const plain = previewPair(s, {});
    if (!plain.ok) throw new Error('refused');
    const games = plain.preview.tables.filter((t) => t.b !== null);
    const swaps = [{ a: games[0].a, b: games[1].a, reason: 'Parents asked' }];
    const shown = previewPair(s, { swaps });
    if (!shown.ok) throw new Error(JSON.stringify(shown.refused.problems));
    expect(shown.preview.tables[0].a).toBe(games[1].a);
    expect(shown.preview.tables[1].a).toBe(games[0].a);
    expect(shown.preview.tables[0].reasons).toContain('Swapped: Parents asked');
    const plan = planned(planPair(s, { swaps }, NOW));
    const rows = writeTo(plan.writes, 'results', 'append').rows;
    expect(rows.map((r) => [r[1], r[2], r[3]])).toEqual(
      shown.preview.tables.map((t) => [t.table, t.a, t.b ?? 'BYE']),
    );
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual(['Pair round', 'Swap players']);
    expect(log[1][4]).toBe(`${games[0].a} and ${games[1].a} swapped tables: Parents asked`);
    // Without swaps the plan is exactly pairNextRound's.
    expect(planPair(s, { swaps: [] }, NOW)).toEqual(planPair(s, {}, NOW));
  });

  it('fixed tables still number the round after a swap: the player keeps their table, and the preview says why', () => {
    let s = round2();
    const header = s.tabs.players?.values[0] ?? [];
    const col = header.indexOf('Fixed table') + 1;
    expect(col).toBeGreaterThan(0);
    s = typed(s, 'players', 2, col, [[3]]);
    const plain = previewPair(s, {});
    if (!plain.ok) throw new Error(JSON.stringify(plain.refused.problems));
    const annAt = plain.preview.tables.find((t) => t.a === 'Ann' || t.b === 'Ann');
    expect(annAt?.table).toBe(3);
    const other = plain.preview.tables.find((t) => t !== annAt && t.b !== null);
    const partner = annAt?.a === 'Ann' ? annAt.b : annAt?.a;
    const shown = previewPair(s, { swaps: [{ a: String(partner), b: String(other?.a), reason: 'Swap' }] });
    if (!shown.ok) throw new Error(JSON.stringify(shown.refused.problems));
    const now = shown.preview.tables.find((t) => t.a === 'Ann' || t.b === 'Ann');
    expect(now?.table).toBe(3);
    expect(now?.reasons.some((r) => r.startsWith('Fixed table of Ann'))).toBe(true);
  });

  it('a fixed table a swap stops the round from honouring is a warning that says the swap did it', () => {
    let s = round2();
    const col = (s.tabs.players?.values[0] ?? []).indexOf('Fixed table') + 1;
    const plain = previewPair(s, {});
    if (!plain.ok) throw new Error(JSON.stringify(plain.refused.problems));
    // Two players who meet in round 2 share fixed table 1: fine while they play each other.
    const game = plain.preview.tables.find((t) => t.b !== null);
    const other = plain.preview.tables.find((t) => t !== game && t.b !== null);
    const rowOf = (name: string) => NAMES.indexOf(name) + 2;
    for (const name of [game?.a, game?.b]) s = typed(s, 'players', rowOf(String(name)), col, [[1]]);
    const before = previewPair(s, {});
    if (!before.ok) throw new Error(JSON.stringify(before.refused.problems));
    expect(before.preview.warnings.filter((w) => w.message.includes('fixed table'))).toEqual([]);
    const swapped = previewPair(s, { swaps: [{ a: String(game?.b), b: String(other?.a), reason: 'Apart' }] });
    if (!swapped.ok) throw new Error(JSON.stringify(swapped.refused.problems));
    const fixed = swapped.preview.warnings.filter((w) => w.message.includes('both have fixed table 1'));
    expect(fixed).toHaveLength(1);
    expect(fixed[0].message).toMatch(/^After a swap: /);
  });

  it("a swap that parts a rematch the format warned of drops that warning, by its code and players; the swap's own rematch is warned", () => {
    // Four players who have all met by round 4: every game of it is a rematch the format warns of.
    let s = eventSnapshot('sealed-deck', ['Ann', 'Bob', 'Cy', 'Dee'], { firstRound: 'as-listed', rounds: 4 });
    for (let round = 1; round <= 3; round++) s = sealedRoundPlayed(paired(s), round);
    const plain = previewPair(s, {});
    if (!plain.ok) throw new Error(JSON.stringify(plain.refused.problems));
    const rematches = plain.preview.warnings.filter((w) => w.code === PAIRING_CODES.rematch);
    expect(rematches).toHaveLength(2);
    const [first, second] = plain.preview.tables.filter((t) => t.b !== null);
    const swapped = previewPair(s, { swaps: [{ a: String(first.b), b: String(second.b), reason: 'Table' }] });
    if (!swapped.ok) throw new Error(JSON.stringify(swapped.refused.problems));
    const codes = swapped.preview.warnings.map((w) => w.code);
    expect(codes).not.toContain(PAIRING_CODES.rematch);
    expect(codes.filter((c) => c === SWAP_CODES.rematch)).toHaveLength(2);
  });

  it('a swap without a reason refuses the plan: nothing is written', () => {
    const problems = refused(planPair(round2(), { swaps: [{ a: 'Ann', b: 'Bob', reason: '' }] }, NOW));
    expect(problems.map((p) => p.message)).toEqual(['The swap of Ann and Bob has no reason.']);
  });
});
