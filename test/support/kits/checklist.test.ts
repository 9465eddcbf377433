// CONTRIBUTING.md's "Adding a format" walked with a toy format: the list names exactly the four places,
// and a format given only those four runs through the generic suites' own helpers.
// The toy ("toy-duel") is sealed deck's engine under a new id and title, so it proves the wiring, not an
// engine: that one registry line and one kit are all the suites need. Its registry line is added to a
// build of src/ made here (src/ itself is untouched), and its kit is in no list but the one this test
// hands the helpers. The browser walk is not run on it: the playground serves dist/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { runEvent } from '../../../bench/calls';
import { moduleProblems } from '../../../scripts/rules-modules.mjs';
import type { Format } from '../../../src/engine/format';
import { sealedDeck } from '../../../src/engine/formats/sealed-deck';
import { seededRandom } from '../../../src/engine/random';
import type { EventState, FormatId } from '../../../src/shared/types';
import { fuzzCase, runCase } from '../../fuzz/fuzz-sheet';
import { DIST, openArtifact } from '../artifact';
import { BUDGET, REMOVES_ROWS } from '../call-budget';
import { pairOk, startEvent, typeResults } from '../events';
import { standingsOf } from '../standings';
import { formatsWithoutKit, kitProblems } from './check';
import { KITS } from './index';
import type { Kit } from './kit';
import { sealedDeckKit } from './sealed-deck';

const ROOT = resolve(__dirname, '../../..');
const contributing = readFileSync(resolve(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** The numbered items of CONTRIBUTING.md's "Adding a format". */
function checklist(): string[] {
  const start = contributing.indexOf('\n## Adding a format');
  const next = contributing.indexOf('\n## ', start + 1);
  const section = contributing.slice(start, next < 0 ? undefined : next);
  return section.split(/\n(?=\d+\. )/).filter((item) => /^\d+\. /.test(item));
}

// 1. The engine folder: sealed deck's modules, under the toy's id and title.
const TOY = 'toy-duel' as FormatId;
const toyFormat: Format = { ...sealedDeck, id: TOY, title: 'Toy duel', summary: 'A toy format for a test.' };

// 2. The kit, made from a kit as CONTRIBUTING says: every part names the toy.
const toyKit: Kit = {
  ...sealedDeckKit,
  id: TOY,
  demo: { ...sealedDeckKit.demo, setup: { ...sealedDeckKit.demo.setup, format: TOY, name: 'Toy night' } },
  driver: { ...sealedDeckKit.driver, id: TOY },
};

// 3. The rules document: one rule in the table form, with the module that implements it.
const TOY_RULES = [
  '# Toy duel',
  '',
  '| Rule | Source | Module | Tests |',
  '|---|---|---|---|',
  '| The player with more points wins. | the toy | `src/engine/sealed-deck/scoring.ts` | `test/support/kits/checklist.test.ts` |',
].join('\n');

// 4. The registry line, added to a build of src/ as it would be to src/engine/formats/registry.ts.
const REGISTRY_LINE = `  ['${TOY}', { ...sealedDeck, id: '${TOY}', title: 'Toy duel', summary: 'A toy format for a test.' }],`;

/** dist/Code.js built again with the toy's registry line, the way scripts/build.mjs builds it. */
async function toyBuild(): Promise<string> {
  // The entry points' top-level stubs, as the build writes them after the bundle.
  const stubs = readFileSync(resolve(DIST, 'Code.js'), 'utf8').match(
    /^function \w+\(\) \{ return __TourneySheets\.\w+\.apply\(this, arguments\); \}$/gm,
  );
  if (!stubs?.length) throw new Error('dist/Code.js has no entry point stubs');
  const version = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).version;
  const out = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2019',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __ADDON_VERSION__: JSON.stringify(version) },
    format: 'iife',
    globalName: '__TourneySheets',
    write: false,
    footer: { js: stubs.join('\n') },
    plugins: [
      {
        name: 'toy-registry-line',
        setup(b) {
          b.onLoad({ filter: /[\\/]engine[\\/]formats[\\/]registry\.ts$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            const last = "  ['any-game', anyGame],\n";
            if (!source.includes(last)) throw new Error('the registry has moved: update this test');
            return { contents: source.replace(last, `${last}${REGISTRY_LINE}\n`), loader: 'ts' };
          });
        },
      },
    ],
  });
  return out.outputFiles[0].text;
}

describe("CONTRIBUTING.md's Adding a format", () => {
  it('lists exactly the engine folder, the kit, the rules document and a registry line', () => {
    const items = checklist();
    expect(items).toHaveLength(4);
    const places = [
      '`src/engine/<id>/`',
      '`test/support/kits/<id>.ts`',
      '`docs/rules/<id>.md`',
      '`src/engine/formats/registry.ts`',
    ];
    for (const [i, item] of items.entries()) expect(item, `item ${i + 1}`).toContain(places[i]);
  });

  describe('walked with a toy format', () => {
    let code = '';
    beforeAll(async () => {
      code = await toyBuild();
    }, 60_000);
    const registry = () => [...Object.keys(KITS), TOY];

    it('without its kit the toy is the format named as lacking one; with it, none is', () => {
      expect(formatsWithoutKit(registry())).toEqual([TOY]);
      expect(formatsWithoutKit(registry(), { ...KITS, [TOY]: toyKit })).toEqual([]);
    });

    it('its kit fits it, and its rules document is in the form docs/RULES.md checks', () => {
      expect(kitProblems(toyKit, toyFormat, ROOT)).toEqual([]);
      expect(moduleProblems(`${TOY}.md`, TOY_RULES, ROOT)).toEqual([]);
    });

    it('the build with its registry line offers it, and the bundle suites play a whole event of it from its kit', () => {
      const a = openArtifact(undefined, undefined, undefined, code);
      const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
      startEvent(a, toyKit, names);
      expect(a.call<EventState>('getEventState').format).toBe(TOY);
      const r = seededRandom('toy');
      for (let round = 1; round <= 3; round++) {
        pairOk(a);
        typeResults(a, toyKit, round, r);
      }
      const scored = a.call<{ ok: boolean }>('updateStandings');
      expect(scored.ok).toBe(true);
      const standings = standingsOf(a);
      const player = standings.headers.indexOf('Player');
      expect(standings.rows.map((row) => String(row[player])).sort()).toEqual(names);
      expect(a.call<EventState>('getEventState').round).toBe(3);
    });

    it('the fuzz suite types its sheets from its kit, and every entry point succeeds or reports its problems', () => {
      const cases = fc.sample(fuzzCase, { seed: 20261205, numRuns: 2 });
      let calls = 0;
      for (const c of cases)
        calls += runCase(toyKit, c, () => openArtifact(undefined, undefined, undefined, code));
      expect(calls).toBeGreaterThan(0);
    });

    it("the bench drives its whole event from its kit's driver: setup within its ceiling, every action one commit within the budget", () => {
      const measured = runEvent(toyKit.driver, 20, 3, false, code);
      const setup = measured.find((m) => m.entry === 'setupEvent');
      expect(setup?.spreadsheet).toBeLessThanOrEqual(toyKit.setupCeiling);
      expect(measured.filter((m) => m.entry === 'pairNextRound').map((m) => m.ok)).toEqual([
        true,
        true,
        true,
      ]);
      for (const m of measured.filter((x) => x.entry !== 'setupEvent')) {
        expect(m.cost.commits, m.entry).toBeLessThanOrEqual(1);
        expect(m.spreadsheet - m.growth - m.widen, m.entry).toBeLessThanOrEqual(
          BUDGET + (REMOVES_ROWS[m.entry] ?? 0),
        );
      }
    });
  });
});
