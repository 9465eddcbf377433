// scripts/blossom-stages.mjs rewrites edmonds-blossom-fixed for the bundle so that each stage resets its
// arrays in place instead of building new ones. The rewrite must give the very same matching as the
// published library, or any-game's Swiss would pair differently in Apps Script than in the engine tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOSSOM_FILE, reuseStageArrays } from '../../scripts/blossom-stages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Edge = [number, number, number];
type Matcher = (edges: Edge[], maxCardinality: boolean) => number[];

const libraryPath = createRequire(import.meta.url).resolve('edmonds-blossom-fixed');
const published = readFileSync(libraryPath, 'utf8');

function load(source: string): Matcher {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports as Matcher;
}

/** A graph on up to `n` vertices, each pair present or not, with integer weights (some equal, some large). */
const graphs = (n: number) =>
  fc
    .tuple(
      fc.integer({ min: 2, max: n }),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat(),
          fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1e9 })),
        ),
        {
          minLength: 1,
          maxLength: 120,
        },
      ),
    )
    .map(([size, raw]) => {
      const seen = new Set<string>();
      const edges: Edge[] = [];
      for (const [a, b, w] of raw) {
        const [u, v] = [a % size, b % size];
        const pair = `${Math.min(u, v)}-${Math.max(u, v)}`;
        if (u === v || seen.has(pair)) continue;
        seen.add(pair);
        edges.push([u, v, w]);
      }
      return edges;
    })
    .filter((edges) => edges.length > 0);

describe('scripts/blossom-stages.mjs', () => {
  const original = load(published);
  const rewritten = load(reuseStageArrays(published));

  it('names the file the library resolves to', () => {
    expect(libraryPath).toMatch(BLOSSOM_FILE);
  });

  it('the rewritten library gives the published one’s matching on random graphs, with and without max cardinality', () => {
    fc.assert(
      fc.property(graphs(24), fc.boolean(), (edges, maxCardinality) => {
        expect(
          rewritten(
            edges.map((e) => [...e]),
            maxCardinality,
          ),
        ).toEqual(
          original(
            edges.map((e) => [...e]),
            maxCardinality,
          ),
        );
      }),
      { numRuns: 400, seed: 19 },
    );
  });

  it('the same matching on a Swiss-sized graph: 200 vertices, every pair within 32 places', () => {
    const edges: Edge[] = [];
    for (let i = 0; i < 200; i++)
      for (let j = i + 1; j < 200 && j - i <= 32; j++)
        edges.push([i, j, ((i * 7919 + j * 104729) % 1000) + 1]);
    expect(rewritten(edges, true)).toEqual(original(edges, true));
  });

  it('refuses a library whose stage loop it does not know, rather than skipping the rewrite', () => {
    expect(() =>
      reuseStageArrays(published.replace('this.allowEdge = filledArray', 'this.allowEdge = makeArray')),
    ).toThrow(/not the version/);
    expect(() =>
      reuseStageArrays(`${published}\nfunction f(b) { this.blossomBestEdges[b].push(1); }`),
    ).toThrow(/cannot be shared/);
  });

  it('the built dist/Code.js carries the rewrite', () => {
    const code = readFileSync(resolve(ROOT, 'dist/Code.js'), 'utf8');
    expect(code).toContain('this.allowEdge.fill(false)');
    // init() still makes the array once; no stage makes it again.
    expect(code.split('this.allowEdge = filledArray(').length - 1).toBe(1);
  });
});

describe('scripts/blossom-stages-hook.cjs', () => {
  it('tests and the bench run the rewritten library, as dist/ does', async () => {
    const matching = (await import('edmonds-blossom-fixed')) as { default: { stagesRewritten?: boolean } };
    expect(matching.default.stagesRewritten).toBe(true);
  });
});
