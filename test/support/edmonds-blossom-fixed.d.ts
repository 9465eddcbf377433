declare module 'edmonds-blossom-fixed' {
  /** Returns mate[v] (or -1) for each vertex; edges are [u, v, weight]. */
  export default function maxWeightMatching(
    edges: [number, number, number][],
    maxCardinality?: boolean,
  ): number[];
}
