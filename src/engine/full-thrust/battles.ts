// Tie-breaker battles on the Players tab. A battle belongs to one tie: the players tied and the decision
// they were tied for ("after game 1": who is eliminated or goes straight to the cut; "cut": who reaches
// the cut). The winner's "Tie-breaker battle" cell records it as `won v Bob (cut)`, one record per tie
// ("; " between two), so a later tie among other players asks for a battle of its own.
// Source, "Resolving Ties" 4: "the tied players play a short battle ... The winner will be the player
// left on the table."
import { type FormatContext, isBlank, type PlacedIssue } from '../format';
import { nameKey } from '../names';

export type BattleStage = 'after game 1' | 'cut';
/** Problem codes of the tie-breaker battles typed on Players. */
export const BATTLE_CODES = {
  /** A Battle cell that is not a tie-breaker battle record (or names no tie). */
  badRecord: 'full-thrust-battle-record',
} as const;

export const BATTLE_STAGES: readonly BattleStage[] = ['after game 1', 'cut'];

export interface BattleRecord {
  /** The player whose cell holds the record: the winner. */
  winner: string;
  /** Every player of the battle, winner included, sorted. */
  keys: string[];
  stage: BattleStage;
  text: string;
}

export interface BattleRecords {
  records: BattleRecord[];
  issues: PlacedIssue[];
}

const RECORD = /^won\s+(?:v|vs\.?|versus)\s+(.+?)\s*\(\s*(after game 1|cut)\s*\)$/i;

/** The text to type for a battle `winner` won against `others` at `stage`. */
export function recordText(others: readonly string[], stage: BattleStage): string {
  return `won v ${others.join(', ')} (${stage})`;
}

const cache = new WeakMap<FormatContext, BattleRecords>();

/** Every record typed on the Players tab, and an error at each cell that is not one. */
export function battleRecords(ctx: FormatContext): BattleRecords {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const out: BattleRecords = { records: [], issues: [] };
  const known = new Map(ctx.players.map((p) => [p.key, p.name]));
  const fix =
    'Type the battle in its winner\'s cell as "won v <the other tied players> (<after game 1 or cut>)", e.g. "won v Bob (cut)", or clear it.';
  for (const p of ctx.players) {
    const cell = p.fields.battle;
    if (isBlank(cell)) continue;
    for (const part of String(cell)
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean)) {
      const issue = (message: string) =>
        out.issues.push({
          severity: 'error',
          code: BATTLE_CODES.badRecord,
          player: p.key,
          column: 'battle',
          message,
          fix,
        });
      const m = RECORD.exec(part);
      if (!m) {
        issue(
          /^won$/i.test(part)
            ? `"${part}" does not say which tie the battle was for: a battle belongs to one tie (those players, that decision).`
            : /^lost\b/i.test(part)
              ? `"${part}": a battle is recorded once, in its winner's cell (the player left on the table).`
              : `"${part}" is not a tie-breaker battle record.`,
        );
        continue;
      }
      const others = m[1]
        .split(/\s*(?:,|&|\band\b)\s*/i)
        .map((n) => n.trim())
        .filter(Boolean);
      const unknown = others.filter((n) => !known.has(nameKey(n)));
      if (unknown.length) {
        issue(`"${unknown.join('", "')}" is not a player on this tab.`);
        continue;
      }
      const keys = [...new Set([p.key, ...others.map(nameKey)])].sort();
      if (keys.length < 2) {
        issue(`"${part}" names no other player: a battle is between the tied players.`);
        continue;
      }
      const stage = m[2].toLowerCase() as BattleStage;
      const clash = out.records.find((r) => r.stage === stage && r.keys.join() === keys.join());
      if (clash) {
        issue(
          `The battle among ${keys.map((k) => known.get(k)).join(', ')} (${stage}) is recorded twice (also for ${known.get(clash.winner)}).`,
        );
        continue;
      }
      out.records.push({ winner: p.key, keys, stage, text: part });
    }
  }
  cache.set(ctx, out);
  return out;
}

/** The battle step's lookup for one decision: the winner recorded for exactly this group, or null. */
export function battleFor(
  ctx: FormatContext,
  stage: BattleStage,
): (keys: readonly string[]) => string | null {
  const { records } = battleRecords(ctx);
  return (keys) => {
    const want = [...keys].sort().join();
    return records.find((r) => r.stage === stage && r.keys.join() === want)?.winner ?? null;
  };
}
