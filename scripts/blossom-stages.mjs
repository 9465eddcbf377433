// edmonds-blossom-fixed (the weighted matching behind any-game's Swiss, src/engine/matching.ts) begins each
// of its n stages by building new arrays over every vertex and every edge, one push at a time. At 2,000
// players that allocation was most of the pairing time (66 of 75 s over a whole 2,000-player event in
// Node, with system time for the memory on top). The build hands esbuild the library with those arrays
// reset in place instead: the same values at the start of every stage, so the same matching (checked on
// random graphs by test/scripts/blossom-stages.test.ts), only without the allocation.
import { readFile } from 'node:fs/promises';

/** The library file the build rewrites. */
export const BLOSSOM_FILE = /edmonds-blossom-fixed[\\/]app[\\/]blossom\.js$/;

const STAGE_START = `    this.label = filledArray(2 * this.nVertex, 0);
    this.bestEdge = filledArray(2 * this.nVertex, -1);
    this.blossomBestEdges = initArrArr(2 * this.nVertex);
    this.allowEdge = filledArray(this.nEdge, false);
`;

// init() has already made each of these arrays at its full length. blossomBestEdges' lists are only ever
// read or replaced, never pushed to, so every blossom may start from one shared empty list.
const STAGE_START_IN_PLACE = `    this.label.fill(0);
    this.bestEdge.fill(-1);
    this.blossomBestEdges.fill(NO_BEST_EDGES);
    this.allowEdge.fill(false);
`;

const HELPERS = '//HELPERS//';

/**
 * The library's source with each stage's arrays reset in place. Throws when the source is not the text
 * this was written for (another version of the library), so an upgrade cannot silently skip it.
 */
export function reuseStageArrays(source) {
  const text = source.replace(/\r\n/g, '\n');
  if (text.split(STAGE_START).length !== 2 || text.split(HELPERS).length !== 2)
    throw new Error(
      'edmonds-blossom-fixed is not the version scripts/blossom-stages.mjs rewrites: check its stage loop and update the rewrite',
    );
  if (/blossomBestEdges\[[^\]]*\]\.(push|splice|unshift)\(/.test(text))
    throw new Error('edmonds-blossom-fixed now pushes to blossomBestEdges: its lists cannot be shared');
  return text
    .replace(STAGE_START, STAGE_START_IN_PLACE)
    .replace(HELPERS, `${HELPERS}\nvar NO_BEST_EDGES = [];`);
}

/** The esbuild plugin scripts/build.mjs uses. */
export const blossomStagesPlugin = {
  name: 'blossom-stages',
  setup(build) {
    build.onLoad({ filter: BLOSSOM_FILE }, async (args) => {
      return { contents: reuseStageArrays(await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};
