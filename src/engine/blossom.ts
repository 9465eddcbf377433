// Maximum-weight matching: Edmonds' blossom algorithm with dual variables, the algorithm of the
// edmonds-blossom-fixed package (a port of Joris van Rantwijk's mwmatching.py) step for step, over typed
// arrays, and started from a greedy matching of the heaviest edges.
//
// Why not the library itself: a 2,000-player Swiss round is a graph of 2,000 vertices and some 64,000
// edges, and the library runs one stage per augmenting path, about 1,000 stages. Each stage clears its
// labels and grows alternating trees again from every free vertex. Once a point group is left with an
// odd player, that player's tree spans its whole group, and every later stage grows it again before
// pairing two other players elsewhere: 16 to 22 million edge scans per round, seconds per round (the
// published library also allocates every stage's arrays anew).
//
// The greedy start: every vertex dual starts at the largest weight, so the edges of that weight are
// exactly the tight ones, and a matching made only of them keeps every invariant the stages rely on
// (feasible duals, tight matched edges, every free vertex at the same, smallest dual). The library's
// own first stages build such a matching one edge per stage: the highest free vertex is scanned first
// and pairs with its first tight free neighbour. The greedy pass does the same in one sweep, down
// from the highest vertex, and goes on past a vertex that has no such neighbour; the stages then
// start from it and only have the leftovers to place (a few per point group, 1 to 30 stages in place
// of 1,000). The result is a maximum-weight matching (of maximum cardinality when asked) like the
// library's; where several matchings weigh the same, it may be another of them.
// test/engine/blossom.test.ts checks the weight and cardinality against the library (kept as a dev
// dependency, the oracle) and an exhaustive search on random graphs.

/**
 * Work counted over every call, for tests and the bench: calls, edges given, pairs the greedy start
 * made, stages (each ends with one augmenting path, or the last with none), substages (dual changes)
 * and edge scans.
 */
export const blossomWork = { calls: 0, edges: 0, greedyPairs: 0, stages: 0, substages: 0, edgeScans: 0 };

const NONE: readonly number[] = [];

/**
 * A maximum-weight matching of the graph whose edge k joins `from[k]` and `to[k]` with weight
 * `weight[k]` (vertices 0..n-1, n one past the largest named; no self-loops or repeated pairs); among
 * the matchings of maximum cardinality when `maxCardinality` is set. Returns mate[v], or -1 when v is
 * unmatched. Weights must be integers for the result to be exact (the duals are kept doubled).
 */
export function maxWeightMatching(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  weight: ArrayLike<number>,
  maxCardinality: boolean,
): Int32Array {
  const nEdge = from.length;
  blossomWork.calls++;
  blossomWork.edges += nEdge;
  if (nEdge === 0) return new Int32Array(0);
  let n = 0;
  let maxWeight = 0;
  for (let k = 0; k < nEdge; k++) {
    if (from[k] >= n) n = from[k] + 1;
    if (to[k] >= n) n = to[k] + 1;
    if (weight[k] > maxWeight) maxWeight = weight[k];
  }
  // endpoint[2k] and endpoint[2k + 1] are edge k's two ends; a vertex's neighbours are the endpoints
  // p at its far ends, listed in edge order (vertex v's run is adj[adjStart[v]..adjStart[v + 1])).
  const endpoint = new Int32Array(2 * nEdge);
  // Twice each weight: the duals are kept doubled, so a slack is dual + dual - 2w.
  const w2 = new Float64Array(nEdge);
  const adjStart = new Int32Array(n + 1);
  for (let k = 0; k < nEdge; k++) {
    endpoint[2 * k] = from[k];
    endpoint[2 * k + 1] = to[k];
    w2[k] = 2 * weight[k];
    adjStart[from[k] + 1]++;
    adjStart[to[k] + 1]++;
  }
  for (let v = 0; v < n; v++) adjStart[v + 1] += adjStart[v];
  const adj = new Int32Array(2 * nEdge);
  const fill = adjStart.slice(0, n);
  for (let k = 0; k < nEdge; k++) {
    adj[fill[from[k]]++] = 2 * k + 1;
    adj[fill[to[k]]++] = 2 * k;
  }

  // mate[v]: the remote endpoint of v's matched edge, or -1 (turned into a vertex at the end).
  const mate = new Int32Array(n).fill(-1);
  // label: 0 free, 1 S, 2 T, 5 S while scanBlossom walks a path, -1 an expanded blossom this stage.
  const label = new Int32Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds: number[][] = [];
  const blossomEndPs: number[][] = [];
  let blossomBestEdges: (readonly number[])[] = [];
  for (let b = 0; b < 2 * n; b++) {
    blossomChilds.push([]);
    blossomEndPs.push([]);
    blossomBestEdges.push(NONE);
  }
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const unusedBlossoms: number[] = [];
  for (let b = n; b < 2 * n; b++) unusedBlossoms.push(b);
  const dualVar = new Float64Array(2 * n);
  dualVar.fill(maxWeight, 0, n);
  const allowEdge = new Uint8Array(nEdge);
  // The vertices to scan, last in first out; `queued` is its length.
  let queue = new Int32Array(2 * n);
  let queued = 0;
  const enqueue = (v: number) => {
    if (queued === queue.length) {
      const grown = new Int32Array(2 * queue.length);
      grown.set(queue);
      queue = grown;
    }
    queue[queued++] = v;
  };
  const bestEdgeTo = new Int32Array(2 * n);
  const leafBuffer = new Int32Array(n);

  const slack = (k: number) => dualVar[endpoint[2 * k]] + dualVar[endpoint[2 * k + 1]] - w2[k];

  /** Writes b's leaves from `at` on, in the library's order (children in order, depth first); returns the end. */
  function leavesInto(b: number, out: Int32Array, at: number): number {
    if (b < n) {
      out[at] = b;
      return at + 1;
    }
    const childs = blossomChilds[b];
    for (let t = 0; t < childs.length; t++) at = leavesInto(childs[t], out, at);
    return at;
  }

  /** b's leaves into the shared buffer; its count. Read them before another call refills it. */
  const leaves = (b: number): number => leavesInto(b, leafBuffer, 0);

  function assignLabel(v: number, t: number, p: number): void {
    const b = inBlossom[v];
    label[v] = label[b] = t;
    labelEnd[v] = labelEnd[b] = p;
    bestEdge[v] = bestEdge[b] = -1;
    if (t === 1) {
      if (b < n) enqueue(b);
      else {
        const count = leaves(b);
        for (let i = 0; i < count; i++) enqueue(leafBuffer[i]);
      }
    } else if (t === 2) {
      const base = blossomBase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  }

  /** The base of the new blossom the S-S edge (v, w) closes, or -1 when it joins two trees. */
  function scanBlossom(v: number, w2: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w2 !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w2 !== -1) {
        const swap = v;
        v = w2;
        w2 = swap;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  }

  function addBlossom(base: number, k: number): void {
    let v = endpoint[2 * k];
    let x = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[x];
    const b = unusedBlossoms.pop() as number;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endPs: number[] = [];
    blossomChilds[b] = path;
    blossomEndPs[b] = endPs;
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endPs.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endPs.reverse();
    endPs.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endPs.push(labelEnd[bw] ^ 1);
      x = endpoint[labelEnd[bw]];
      bw = inBlossom[x];
    }
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dualVar[b] = 0;
    let count = leaves(b);
    for (let i = 0; i < count; i++) {
      const leaf = leafBuffer[i];
      if (label[inBlossom[leaf]] === 2) enqueue(leaf);
      inBlossom[leaf] = b;
    }
    bestEdgeTo.fill(-1);
    const consider = (e: number) => {
      let j = endpoint[2 * e + 1];
      if (inBlossom[j] === b) j = endpoint[2 * e];
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1 && (bestEdgeTo[bj] === -1 || slack(e) < slack(bestEdgeTo[bj])))
        bestEdgeTo[bj] = e;
    };
    for (const child of path) {
      const known = blossomBestEdges[child];
      // As in the library, an empty list (not only an unset one) means "look at every neighbour".
      if (known.length === 0) {
        count = leaves(child);
        for (let i = 0; i < count; i++) {
          const leaf = leafBuffer[i];
          for (let a = adjStart[leaf]; a < adjStart[leaf + 1]; a++) consider(adj[a] >> 1);
        }
      } else {
        for (const e of known) consider(e);
      }
      blossomBestEdges[child] = NONE;
      bestEdge[child] = -1;
    }
    const best: number[] = [];
    for (let i = 0; i < 2 * n; i++) if (bestEdgeTo[i] !== -1) best.push(bestEdgeTo[i]);
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b])) bestEdge[b] = e;
  }

  /** Index `i` of `list`, counting from the end when negative. */
  const at = (list: number[], i: number) => (i < 0 ? list[list.length + i] : list[i]);

  function expandBlossom(b: number, endStage: boolean): void {
    for (const sub of blossomChilds[b]) {
      blossomParent[sub] = -1;
      if (sub < n) inBlossom[sub] = sub;
      else if (endStage && dualVar[sub] === 0) expandBlossom(sub, endStage);
      else {
        const leafCount = leaves(sub);
        for (let i = 0; i < leafCount; i++) inBlossom[leafBuffer[i]] = sub;
      }
    }
    if (!endStage && label[b] === 2) {
      const childs = blossomChilds[b];
      const endPs = blossomEndPs[b];
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= childs.length;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endPs, j - endpTrick) ^ endpTrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[at(endPs, j - endpTrick) >> 1] = 1;
        j += jStep;
        p = at(endPs, j - endpTrick) ^ endpTrick;
        allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jStep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        const count = leaves(bv);
        let v = -1;
        for (let i = 0; i < count; i++) {
          v = leafBuffer[i];
          if (label[v] !== 0) break;
        }
        if (label[v] !== 0) {
          label[v] = 0;
          label[endpoint[mate[blossomBase[bv]]]] = 0;
          assignLabel(v, 2, labelEnd[v]);
        }
        j += jStep;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = [];
    blossomEndPs[b] = [];
    blossomBase[b] = -1;
    blossomBestEdges[b] = NONE;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  }

  function augmentBlossom(b: number, v: number): void {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const i = blossomChilds[b].indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= blossomChilds[b].length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = at(blossomChilds[b], j);
      const p = at(blossomEndPs[b], j - endpTrick) ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += jStep;
      t = at(blossomChilds[b], j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChilds[b] = blossomChilds[b].slice(i).concat(blossomChilds[b].slice(0, i));
    blossomEndPs[b] = blossomEndPs[b].slice(i).concat(blossomEndPs[b].slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b][0]];
  }

  function augmentMatching(k: number): void {
    for (let side = 0; side < 2; side++) {
      let s = endpoint[2 * k + side];
      let p = 2 * k + 1 - side;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }

  const minVertexDual = () => {
    let min = Number.POSITIVE_INFINITY;
    for (let v = 0; v < n; v++) if (dualVar[v] < min) min = dualVar[v];
    return min;
  };

  // The greedy start (see the top of the file): tight edges are those of the largest weight.
  const tight = 2 * maxWeight;
  for (let v = n - 1; v >= 0; v--) {
    if (mate[v] !== -1) continue;
    for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
      const p = adj[a];
      if (mate[endpoint[p]] === -1 && w2[p >> 1] === tight) {
        mate[v] = p;
        mate[endpoint[p]] = p ^ 1;
        blossomWork.greedyPairs++;
        break;
      }
    }
  }

  for (let stage = 0; stage < n; stage++) {
    blossomWork.stages++;
    label.fill(0);
    bestEdge.fill(-1);
    blossomBestEdges = blossomBestEdges.fill(NONE);
    allowEdge.fill(0);
    queued = 0;
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queued > 0 && !augmented) {
        const v = queue[--queued];
        for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
          blossomWork.edgeScans++;
          const p = adj[a];
          const k = p >> 1;
          const x = endpoint[p];
          if (inBlossom[v] === inBlossom[x]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[x]] === 0) {
              assignLabel(x, 2, p ^ 1);
            } else if (label[inBlossom[x]] === 1) {
              const base = scanBlossom(v, x);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[x] === 0) {
              label[x] = 2;
              labelEnd[x] = p ^ 1;
            }
          } else if (label[inBlossom[x]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[x] === 0) {
            if (bestEdge[x] === -1 || kSlack < slack(bestEdge[x])) bestEdge[x] = k;
          }
        }
      }
      if (augmented) break;
      blossomWork.substages++;
      // The smallest dual change that makes progress: 1 a vertex dual reaching 0 (or nothing else left),
      // 2 an edge from S to a free vertex tight, 3 an S-S edge tight, 4 a T-blossom's dual reaching 0.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = minVertexDual();
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (
          blossomBase[b] >= 0 &&
          blossomParent[b] === -1 &&
          label[b] === 2 &&
          (deltaType === -1 || dualVar[b] < delta)
        ) {
          delta = dualVar[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        deltaType = 1;
        delta = Math.max(0, minVertexDual());
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dualVar[v] -= delta;
        else if (l === 2) dualVar[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dualVar[b] += delta;
          else if (label[b] === 2) dualVar[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] === 0) i = endpoint[2 * deltaEdge + 1];
        enqueue(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        enqueue(endpoint[2 * deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dualVar[b] === 0)
        expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v++) if (mate[v] >= 0) mate[v] = endpoint[mate[v]];
  return mate;
}
