// The organizer's swaps in a previewed round (previewNextRound, publishRound): two players exchange
// places between their tables before fixed tables number the round, so the same plan that writes the
// round writes it with the swaps. Pure: the format's tables in, the swapped tables, warnings and Log
// lines out, or why the swaps are refused.
import type { FormatContext, PairingWarning, PlannedTable } from '../../engine/format';
import { playerNames } from '../../engine/format';
import { nameKey } from '../../engine/names';
import type { Swap } from '../../shared/types';

/** The codes of the refusals of a previewed round's swaps. */
export const SWAP_CODES = {
  /** The swaps sent are not a list. */
  notAList: 'swaps-not-a-list',
  /** The format's rules fix this round's games: no swap is taken. */
  roundFixed: 'swaps-round-fixed',
  /** A swap with no reason. */
  noReason: 'swap-no-reason',
  /** A swap naming a player not paired in the round. */
  notPaired: 'swap-not-paired',
  /** A swap of two players at the same table. */
  sameTable: 'swap-same-table',
  /** A swap moving a row whose result pairing wrote (a requested bye): the result is the player's own. */
  resultFixed: 'swap-result-fixed',
  /** A swap gives a player a second bye (a warning: the swap is made). */
  secondBye: 'swap-second-bye',
  /** A swap seats two players who have met before (a warning: the swap is made). */
  rematch: 'swap-rematch',
} as const;

export interface SwapRefusal {
  code: string;
  message: string;
  fix: string;
}

export type Swapped =
  | {
      ok: true;
      tables: PlannedTable[];
      /** One warning per rule a swap breaks that the pairing checks (a rematch, a second bye). */
      warnings: PairingWarning[];
      /** The games of the format's tables a swap parted: a rematch warning about one of them no longer holds. */
      parted: (readonly [string, string])[];
      /** Each swap with its reason, for the Log. */
      log: string[];
      /** The player keys each swap moved, with the reason: the preview's reason for their tables. */
      moved: Map<string, string>;
    }
  | { ok: false; problems: SwapRefusal[] };

/** Reads the swaps as sent (anything not a list of { a, b, reason } is refused, never guessed). */
export function readSwaps(value: unknown): Swap[] | SwapRefusal {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    return {
      code: SWAP_CODES.notAList,
      message: 'The swaps are not a list.',
      fix: 'Send each swap as { a, b, reason }.',
    };
  return value.map((v) => {
    const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
    return { a: String(o.a ?? ''), b: String(o.b ?? ''), reason: String(o.reason ?? '') };
  });
}

const label = (s: Swap) => `${s.a.trim()} and ${s.b.trim()}`;

/**
 * Applies each swap in order to the format's tables of `round`. `refused`: the format's words when its
 * rules fix this round's games (Format.swapsRefused); every swap is then refused.
 */
export function applySwaps(
  ctx: FormatContext,
  round: number,
  tables: readonly PlannedTable[],
  swaps: readonly Swap[],
  refused: string | null,
): Swapped {
  const rows = tables.map((t) => ({ ...t }));
  if (!swaps.length) return { ok: true, tables: rows, warnings: [], parted: [], log: [], moved: new Map() };
  if (refused !== null)
    return {
      ok: false,
      problems: [
        {
          code: SWAP_CODES.roundFixed,
          message: `Round ${round} cannot be changed by hand: ${refused}`,
          fix: 'Publish it as paired.',
        },
      ],
    };
  const names = playerNames(ctx);
  const known = new Map(ctx.players.map((p) => [nameKey(p.name), p.key]));
  const problems: SwapRefusal[] = [];
  const moved = new Map<string, string>();
  const log: string[] = [];
  const touched = new Set<PlannedTable>();
  const seatOf = (key: string) => {
    const row = rows.find((r) => r.a === key || r.b === key);
    return row ? { row, side: row.a === key ? ('a' as const) : ('b' as const) } : null;
  };
  for (const s of swaps) {
    const reason = s.reason.trim();
    if (!reason) {
      problems.push({
        code: SWAP_CODES.noReason,
        message: `The swap of ${label(s)} has no reason.`,
        fix: 'Type why the two players change tables: it goes to the Log.',
      });
      continue;
    }
    const [ka, kb] = [s.a, s.b].map((n) => known.get(nameKey(n.trim())));
    const [sa, sb] = [ka, kb].map((k) => (k === undefined ? null : seatOf(k)));
    const missing = [s.a, s.b].filter((_, i) => ![sa, sb][i]).map((n) => `"${n.trim()}"`);
    if (missing.length || !sa || !sb || ka === undefined || kb === undefined) {
      problems.push({
        code: SWAP_CODES.notPaired,
        message: `The swap of ${label(s)}: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not paired in round ${round}.`,
        fix: 'Pick two players of the previewed round.',
      });
      continue;
    }
    if (sa.row === sb.row) {
      problems.push({
        code: SWAP_CODES.sameTable,
        message: `The swap of ${label(s)}: they are at the same table, so there is nothing to exchange.`,
        fix: 'Pick two players at different tables.',
      });
      continue;
    }
    // A row pairing wrote a result for (any game's requested bye) belongs to its player: swapped, the
    // result would go to another.
    const fixed = [sa, sb].find((x) => x.row.cells !== undefined);
    if (fixed) {
      const who = names.get(fixed.row[fixed.side] ?? '') ?? fixed.row[fixed.side];
      problems.push({
        code: SWAP_CODES.resultFixed,
        message: `The swap of ${label(s)}: ${who} asked to sit this round out (${Object.values(fixed.row.cells ?? {}).join(', ')}), so has no seat to exchange.`,
        fix: 'Pick two players seated by the pairing, or clear the request on Players and preview again.',
      });
      continue;
    }
    sa.row[sa.side] = kb;
    sb.row[sb.side] = ka;
    touched.add(sa.row);
    touched.add(sb.row);
    moved.set(ka, reason);
    moved.set(kb, reason);
    log.push(`${names.get(ka)} and ${names.get(kb)} swapped tables: ${reason}`);
  }
  if (problems.length) return { ok: false, problems };
  const parted = tables
    .filter((t) => t.b !== null && !meet(rows, [t.a, t.b as string]))
    .map((t) => [t.a, t.b as string] as const);
  return { ok: true, tables: rows, warnings: brokenRules(ctx, round, [...touched]), parted, log, moved };
}

/** Whether `players` play each other at one of `tables`. */
export function meet(tables: readonly PlannedTable[], [a, b]: readonly [string, string]): boolean {
  return tables.some((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
}

/** The rules the pairing keeps that the swapped rows break: a rematch, a second bye; rematch notes follow. */
function brokenRules(ctx: FormatContext, round: number, rows: PlannedTable[]): PairingWarning[] {
  const names = playerNames(ctx);
  const earlier = ctx.matches.filter((m) => m.round < round);
  const warnings: PairingWarning[] = [];
  for (const row of rows) {
    if (row.b === null) {
      const bye = earlier.find((m) => m.b === null && m.a === row.a);
      if (bye && row.note === 'Bye')
        warnings.push({
          code: SWAP_CODES.secondBye,
          message: `After a swap ${names.get(row.a)} has a second bye (the first in round ${bye.round}).`,
        });
      continue;
    }
    const { a, b } = row;
    const met = earlier.find((m) => (m.a === a && m.b === b) || (m.a === b && m.b === a));
    if (met) {
      warnings.push({
        code: SWAP_CODES.rematch,
        message: `Rematch after a swap: ${names.get(a)} and ${names.get(b)} already played each other in round ${met.round}.`,
        players: [a, b],
      });
      if (row.note === '') row.note = 'Rematch';
    } else if (row.note === 'Rematch') row.note = '';
  }
  return warnings;
}
