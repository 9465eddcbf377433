// The Full Thrust tie chain as data: each step is a key; the tie-breaker battle step is only used for a
// tie that decides who advances, and asks for the battle of exactly that group of tied players (a battle
// belongs to one tie); the last step is a coin toss from the seed.
// Source, "Resolving Ties": score, highest OPT, most undamaged hull boxes, lowest original fleet total,
// a tie-breaker battle "if the tie determines whether or not a player advances", else a coin toss.
import { seededRandom } from '../random';

export interface TieStep<T> {
  name: string;
  /** Numeric key, higher first unless `ascending`. Absent on the coin toss step. */
  get?: (t: T) => number;
  ascending?: boolean;
  /**
   * The tie-breaker battle: only for a group of tied players that straddles the advancement line. Given
   * exactly that group's keys, the winner recorded for it (the player left on the table), or null.
   */
  battle?: (keys: readonly string[]) => string | null;
  /** The seeded coin toss: orders any group still tied. */
  coin?: boolean;
}

export interface ChainOptions {
  /** Players at positions < line advance; a tie straddling it "determines whether a player advances". */
  line?: number;
  /** The seed text of this ranking's coin tosses (the group's keys are appended). */
  coinSeed: string;
  name: (key: string) => string;
}

export interface ChainResult<T> {
  order: T[];
  /** Per position i > 0: the index of the step that separated position i-1 from i. */
  splitStep: number[];
  /** Per key: the place it drew in a coin toss (1 = won), when one was needed. */
  coin: Map<string, number>;
  /** Log lines for every coin toss made. */
  tosses: string[];
  /**
   * Tied groups across the line that reached the battle step and had no recorded battle. They stay in
   * the order given, with no coin toss: the battle, not a toss, will decide them.
   */
  battleMissing: string[][];
  /** Every group that reached the battle step, with the winner recorded for it (null: none). */
  battles: { keys: string[]; winner: string | null }[];
  /** The tied group the line cut through, and the step (> 0) that split it at the line. */
  lineTie: { keys: string[]; step: number; toss: string; below: string } | null;
}

/** Orders `items` by the steps in turn, refining only groups still tied, and records which step split each neighbour pair. */
export function rankByChain<T>(
  items: readonly T[],
  keyOf: (t: T) => string,
  steps: readonly TieStep<T>[],
  opts: ChainOptions,
): ChainResult<T> {
  // A group waiting for its battle is only put in a provisional order by the coin: no toss is recorded,
  // and nothing says the coin decided it (the battle will).
  let groups: { start: number; members: T[]; waiting?: boolean }[] = [{ start: 0, members: items.slice() }];
  const splitStep: number[] = new Array(items.length).fill(-1);
  const coin = new Map<string, number>();
  const tosses: string[] = [];
  const battleMissing: string[][] = [];
  const battles: ChainResult<T>['battles'] = [];
  let lineTie: ChainResult<T>['lineTie'] = null;
  steps.forEach((step, s) => {
    const next: typeof groups = [];
    for (const g of groups) {
      if (g.members.length < 2) {
        next.push(g);
        continue;
      }
      const end = g.start + g.members.length;
      const straddles = opts.line !== undefined && g.start < opts.line && end > opts.line;
      if (step.battle && !straddles) {
        next.push(g);
        continue;
      }
      let keyed: { t: T; k: number }[];
      let toss = '';
      if (step.battle) {
        // Each battle's winner (the player left on the table) goes first; the players left are a new
        // tie, and while it still straddles the line it needs a battle of its own.
        const lookup = step.battle;
        let rest = g.members.slice();
        let start = g.start;
        let waiting = false;
        while (rest.length > 1 && start < (opts.line as number)) {
          const keys = rest.map(keyOf).sort();
          const winner = lookup(keys);
          battles.push({ keys, winner });
          const w = rest.find((t) => keyOf(t) === winner);
          if (!w) {
            battleMissing.push(keys);
            waiting = true;
            break;
          }
          next.push({ start, members: [w] });
          splitStep[start + 1] = s;
          if (start + 1 === opts.line)
            lineTie = { keys, step: s, toss: '', below: keyOf(rest.find((t) => t !== w) as T) };
          rest = rest.filter((t) => t !== w);
          start++;
        }
        next.push({ start, members: rest, waiting });
        continue;
      }
      if (step.coin) {
        const keys = g.members.map(keyOf).sort();
        const seed = `${opts.coinSeed}:${keys.join(',')}`;
        const drawn = seededRandom(seed).shuffle(keys);
        if (g.waiting) {
          const members = g.members.slice().sort((x, y) => drawn.indexOf(keyOf(x)) - drawn.indexOf(keyOf(y)));
          next.push({ ...g, members });
          continue;
        }
        drawn.forEach((k, i) => {
          coin.set(k, i + 1);
        });
        toss = `Coin toss among ${keys.map(opts.name).join(', ')} (seed "${seed}"): ${drawn.map(opts.name).join(' ahead of ')}.`;
        tosses.push(toss);
        keyed = g.members.map((t) => ({ t, k: -drawn.indexOf(keyOf(t)) }));
      } else {
        const get = step.get as (t: T) => number;
        keyed = g.members.map((t) => ({ t, k: step.ascending ? -get(t) : get(t) }));
      }
      keyed.sort((x, y) => y.k - x.k);
      let runStart = 0;
      for (let i = 1; i <= keyed.length; i++) {
        if (i === keyed.length || keyed[i].k !== keyed[runStart].k) {
          next.push({ start: g.start + runStart, members: keyed.slice(runStart, i).map((x) => x.t) });
          if (i < keyed.length) splitStep[g.start + i] = s;
          if (i < keyed.length && s > 0 && straddles && g.start + i === opts.line)
            lineTie = { keys: g.members.map(keyOf), step: s, toss, below: keyOf(keyed[i].t) };
          runStart = i;
        }
      }
    }
    groups = next;
  });
  return {
    order: groups.flatMap((g) => g.members),
    splitStep,
    coin,
    tosses,
    battleMissing,
    battles,
    lineTie,
  };
}

/** "OPT vs Bob; Coin toss vs Cid": the steps beyond the first that placed each key against its neighbours. */
export function decidedBy<T>(
  result: ChainResult<T>,
  keyOf: (t: T) => string,
  steps: readonly { name: string }[],
  name: (key: string) => string,
  /** Only the split between positions at - 1 and at (a decision about one place), with a note on what for. */
  only?: { at: number; what: string },
  /** Splits not to say (two players with nothing yet to tell them apart). */
  skip: (above: string, below: string) => boolean = () => false,
): Map<string, string> {
  const out = new Map<string, string>();
  const add = (key: string, text: string) => out.set(key, out.has(key) ? `${out.get(key)}; ${text}` : text);
  for (let i = 1; i < result.order.length; i++) {
    const s = result.splitStep[i];
    if (s <= 0 || (only && i !== only.at)) continue;
    const what = only ? ` (${only.what})` : '';
    const above = keyOf(result.order[i - 1]);
    const below = keyOf(result.order[i]);
    if (skip(above, below)) continue;
    add(above, `${steps[s].name} vs ${name(below)}${what}`);
    add(below, `${steps[s].name} vs ${name(above)}${what}`);
  }
  return out;
}
