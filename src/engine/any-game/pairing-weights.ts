// Lexicographic edge weights for the Swiss matching. Each candidate pair (and each player's bye) has a
// cost on several tiers; the matching must prefer any improvement on a higher tier over every possible
// change on all the lower tiers together. So each tier's multiplier is one more than the largest total
// the lower tiers can reach over a whole matching (a matching has at most K = ceil(n/2) edges, and
// exactly one bye edge): then one unit on a tier outweighs everything beneath it, and the maximum-weight
// matching is the lexicographic optimum. The tiers, highest first, and why each outranks the next:
//   second bye   "at most one bye per player": a player who had one gets another only when all have;
//   rematch      "no rematch" outranks everything about scores, and colour preferences can never buy
//                a repeat pairing (a side-balance weight that outweighed the repeat penalty is the way
//                other tools paired the same two players twice);
//   colour rule  (chess only) a pair no White/Black allocation can seat within FIDE C.04.1 (f) and (g);
//   bye rank     the bye to the lowest-ranked player without one, before any pairing preference;
//   group gaps   the squared distance in point groups: same score costs 0, a pairing down one group 1,
//                two groups 4, so an X-0 player meets an 0-X player only when nothing shorter is left;
//                chess instead, after the colour rule: the floaters out of each point group, one tier
//                per group from the top (the Dutch system's brackets), then the squared gaps, then the
//                due colours, then the bye rank (swiss-pairing.ts says why);
//   due colours  (chess only) the pairs that give players their due colour (FIDE C.04.1 (h)): strong
//                preferences (one colour more played) first, then every preference, once the point
//                groups are as whole as they can be;
//   both byes    two players who both had a bye meet only when an otherwise equal pairing cannot avoid it
//                (their scores carry an unplayed win, so meeting each other compounds it);
//   rank gap     within what is left, neighbours in the standings: 1 v 2, 3 v 4, and when a group is odd
//                its lowest-ranked player pairs down against the highest-ranked of the next group.
// Weights must stay exact integers: the blossom's dual variables add and double them, so the largest is
// kept below Number.MAX_SAFE_INTEGER / 4; for a field too big for that, the lowest tiers are dropped one
// at a time, and the pairing says which preferences it could not apply.

/** The largest weight kept exact through the blossom's sums and doublings. */
const SAFE = Math.floor(Number.MAX_SAFE_INTEGER / 4);

export interface Tier {
  name: string;
  /** Cost of each edge on this tier (non-negative integers), indexed like the edges. */
  costs: number[];
  /** Only the bye's edges have a cost here: at most one edge of a matching counts. */
  byeOnly: boolean;
  /**
   * The most this tier's costs can total over one matching, when the caller knows a bound tighter than
   * the largest cost times the edges a matching holds (a narrower weight leaves room for more tiers).
   */
  most?: number;
}

/** The most a tier can total over a matching of at most `pairs` edges. */
export function tierBound(tier: Tier, pairs: number): number {
  let max = 0;
  for (const c of tier.costs) if (c > max) max = c;
  const plain = max * (tier.byeOnly ? 1 : pairs);
  return tier.most === undefined ? plain : Math.min(plain, tier.most);
}

/** How many of `bounds` (tier bounds, highest tier first) fit exactly, the lowest dropped first. */
export function tiersKept(bounds: readonly number[]): number {
  for (let kept = bounds.length; kept > 1; kept--) {
    let lowerTotal = 0;
    for (let t = kept - 1; t >= 0; t--) lowerTotal += (lowerTotal + 1) * bounds[t];
    if (lowerTotal < SAFE) return kept;
  }
  return Math.min(bounds.length, 1);
}

export interface Weights {
  /** Edge weights to maximize, indexed like the edges. */
  weights: number[];
  /** Names of the tiers dropped to keep the weights exact, lowest first. */
  dropped: string[];
}

/** `tiers` highest first; `pairs` is K, the most edges a matching can hold. */
export function lexicographicWeights(tiers: readonly Tier[], edgeCount: number, pairs: number): Weights {
  const dropped: string[] = [];
  let kept = tiers.slice();
  for (;;) {
    const multipliers: number[] = new Array(kept.length).fill(0);
    let lowerTotal = 0;
    for (let t = kept.length - 1; t >= 0; t--) {
      multipliers[t] = lowerTotal + 1;
      lowerTotal += multipliers[t] * tierBound(kept[t], pairs);
    }
    if (lowerTotal < SAFE || kept.length <= 1) {
      const top = lowerTotal + 1;
      const weights: number[] = new Array(edgeCount).fill(top);
      for (let t = 0; t < kept.length; t++) {
        const costs = kept[t].costs;
        for (let e = 0; e < edgeCount; e++) weights[e] -= multipliers[t] * costs[e];
      }
      return { weights, dropped };
    }
    dropped.push(kept[kept.length - 1].name);
    kept = kept.slice(0, -1);
  }
}
