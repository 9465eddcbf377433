// Fixed tables: "a player with a number there always plays at that table
// (accessibility); pairing keeps every other rule". The format pairs the round exactly as it would
// without them; only then are its table numbers changed, so fixed tables never change who plays whom.
// A game holding a player with fixed table F takes number F, and the row that had F (a game or a bye)
// takes the number it freed: a swap, so every number stays unique. A bye is never moved to a fixed table.
import {
  awaitsResultIn,
  type Format,
  type FormatContext,
  type Match,
  type PlannedTable,
  type Player,
  type RoundPlan,
} from './format';

/** A fixed table the round could not honour: a warning at that player's Fixed table cell. */
export interface FixedTableIssue {
  /** The player's key. */
  player: string;
  message: string;
  fix: string;
}

export interface FixedTables {
  /** The round's rows renumbered and sorted by table; a moved row keeps its first number as `pairedAt`. */
  tables: PlannedTable[];
  /** One Log line naming every renumbered table, when any is. */
  log: string[];
  issues: FixedTableIssue[];
}

/** The table a game was paired at by its format: what formats read back from earlier rounds. */
export function pairedTable(m: Pick<Match, 'table' | 'pairedAt'>): number {
  return m.pairedAt ?? m.table;
}

/** A round's games in the order of the tables their format paired them at, which fixed tables may not keep. */
export function byPairedTable(matches: readonly Match[], round: number): Match[] {
  return matches.filter((m) => m.round === round).sort((x, y) => pairedTable(x) - pairedTable(y));
}

interface Claim {
  player: Player;
  row: PlannedTable;
  table: number;
}

const repair = (round: number) => `then choose "Re-pair round" if round ${round} has no results yet`;

/**
 * Renumbers one round's tables for the players' fixed tables. `byRule`: the rules' words when they
 * number this round's tables themselves; the round is then left as paired and every fixed table it does
 * not honour is a warning. Claims are settled in Players order: the first player on the list to claim a
 * table gets it, and a game takes the fixed table of the first of its two players to have one.
 */
export function fixTables(
  tables: readonly PlannedTable[],
  players: readonly Player[],
  round: number,
  byRule: string | null = null,
  /** Whether a row is a game to seat: every row with an opponent, and (Full Thrust) a game against a judge. */
  hasGame: (row: PlannedTable) => boolean = (row) => row.b !== null,
): FixedTables {
  const byKey = new Map(players.map((p) => [p.key, p]));
  const rows = tables.map((t) => ({ ...t }));
  const claims: Claim[] = [];
  for (const row of rows) {
    if (!hasGame(row)) continue;
    for (const key of row.b === null ? [row.a] : [row.a, row.b]) {
      const player = byKey.get(key);
      if (player?.fixedTable !== undefined) claims.push({ player, row, table: player.fixedTable });
    }
  }
  claims.sort((x, y) => x.player.listIndex - y.player.listIndex);
  if (byRule !== null) {
    const issues = claims
      .filter((c) => c.row.table !== c.table)
      .map((c) => ({
        player: c.player.key,
        message: `${c.player.name} has fixed table ${c.table}, but the rules number round ${round}'s tables themselves ("${byRule}"): ${c.player.name} plays at table ${c.row.table}.`,
        fix: `Nothing is renumbered in this round. If table ${c.row.table} does not suit ${c.player.name}, seat that game at table ${c.table} in the hall; Results keep the rules' number.`,
      }));
    return { tables: rows, log: [], issues };
  }
  const byTable = new Map<number, Claim>();
  const byRow = new Map<PlannedTable, Claim>();
  const granted: Claim[] = [];
  /** Claims that lost, with the claim that won: reported once the final numbers are known. */
  const lost: { claim: Claim; winner: Claim }[] = [];
  for (const c of claims) {
    const winner = byRow.get(c.row) ?? byTable.get(c.table);
    if (winner) {
      // Two players who play each other with the same fixed table: both are where they need to be.
      if (!(winner.row === c.row && winner.table === c.table)) lost.push({ claim: c, winner });
      continue;
    }
    byRow.set(c.row, c);
    byTable.set(c.table, c);
    granted.push(c);
  }
  const first = new Map(rows.map((r) => [r, r.table]));
  const at = new Map(rows.map((r) => [r.table, r]));
  for (const c of granted) {
    const freed = c.row.table;
    if (freed === c.table) continue;
    // Only a row no claim was granted to can hold c.table here: granted rows hold their own tables.
    const holder = at.get(c.table);
    c.row.table = c.table;
    at.set(c.table, c.row);
    if (holder) {
      holder.table = freed;
      at.set(freed, holder);
    } else at.delete(freed);
  }
  const moved = rows.filter((r) => r.table !== first.get(r));
  for (const r of moved) r.pairedAt = first.get(r);
  rows.sort((x, y) => x.table - y.table);
  const name = (key: string | null) => (key === null ? '' : (byKey.get(key)?.name ?? key));
  const log = moved.length
    ? [
        `Fixed tables: ${moved
          .map((r) => {
            const who =
              r.b !== null
                ? `${name(r.a)} v ${name(r.b)}`
                : hasGame(r)
                  ? `${name(r.a)}'s game`
                  : `${name(r.a)}'s bye`;
            const why = byRow.get(r);
            return `${who}, paired at table ${r.pairedAt}, is table ${r.table}${why ? ` (fixed table of ${why.player.name})` : ''}`;
          })
          .join('; ')}.`,
      ]
    : [];
  const issues = lost.map(({ claim: c, winner: w }): FixedTableIssue => {
    const who = c.player.name;
    if (w.row === c.row)
      return {
        player: c.player.key,
        message: `${w.player.name} (fixed table ${w.table}) and ${who} (fixed table ${c.table}) play each other in round ${round}, at table ${w.table}: ${w.player.name} is higher on the Players tab and keeps their fixed table.`,
        fix: `If ${who} needs table ${c.table} more, clear or change ${w.player.name}'s fixed table, ${repair(round)}.`,
      };
    return {
      player: c.player.key,
      message: `${w.player.name} and ${who} both have fixed table ${c.table} but do not play each other in round ${round}: ${w.player.name} plays at table ${w.row.table}, ${who} at table ${c.row.table}.`,
      fix: `Give ${who} another fixed table or clear it (one table seats one game), ${repair(round)}.`,
    };
  });
  return { tables: rows, log, issues };
}

/** The format's pairing of `round`, renumbered for the players' fixed tables. */
export function pairWithFixedTables(
  format: Format,
  ctx: FormatContext,
  round: number,
): { plan: RoundPlan; issues: FixedTableIssue[] } {
  return withFixedTables(format, ctx, round, format.pairRound(ctx, round));
}

/** A plan of `round` (the format's, or as the organizer swapped it) renumbered for the fixed tables. */
export function withFixedTables(
  format: Format,
  ctx: FormatContext,
  round: number,
  plan: RoundPlan,
): { plan: RoundPlan; issues: FixedTableIssue[] } {
  // A row without an opponent is still a game to seat when it awaits a result (a judge game).
  const hasGame = (row: PlannedTable) =>
    awaitsResultIn(format, ctx, { round, table: row.table, row: 0, a: row.a, b: row.b, cells: {} });
  const byRule = format.tablesByRule?.(ctx, round) ?? null;
  const fixed = fixTables(plan.tables, ctx.players, round, byRule, hasGame);
  return { plan: { ...plan, tables: fixed.tables, log: [...plan.log, ...fixed.log] }, issues: fixed.issues };
}
