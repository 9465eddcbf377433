// A runtime without Unicode script properties in regular expressions (\p{Script=Latin}), the switch
// scriptProperties=missing: the bundle must still load, onOpen still build the menu and every action
// still run; only the warning about a name mixing alphabets is off, and the self-test says so. A
// regular expression literal with \p{...} would make the whole file fail to parse there (no switch can
// play that, the engine compiles literals itself), so none may be in dist/Code.js.
import { describe, expect, it } from 'vitest';
import type { PlatformSwitches } from '../../local/emulator';
import type { ActionResult, SelfTestResult } from '../../src/shared/types';
import { type Artifact, bundleCode, openArtifact } from '../support/artifact';
import { pairOk } from '../support/events';
import { setupSealed, typeRound } from '../support/sealed';

// Cyrillic А (U+0410) in a Latin word.
const MIXED = '\u0410lice';
const PLAYERS = ['Ann', 'Bob', 'Cy', MIXED];
const mixedWarning = (r: ActionResult) =>
  r.warnings.some((w) => /mixes .* letters in one word/.test(w.message));

function under(scriptProperties: PlatformSwitches['scriptProperties']): Artifact {
  const a = openArtifact();
  a.emu.setPlatform({ scriptProperties });
  return a;
}

describe('no Unicode script properties in the runtime', () => {
  it('dist/Code.js holds no regular expression literal with \\p{...}: the patterns are built from strings', () => {
    const code = bundleCode();
    // A \p{ not preceded by another backslash is regex syntax; inside a string it is written \\p{.
    expect(code.match(/(?<!\\)\\[pP]\{/g)).toBeNull();
    expect(code).toContain('\\\\p{Script=');
  });

  it('with them, the mixed name is warned about', () => {
    const a = under('supported');
    setupSealed(a, PLAYERS);
    expect(mixedWarning(a.call<ActionResult>('checkEvent'))).toBe(true);
  });

  it('without them, onOpen builds the menu, rounds are paired, scored and undone, and only the mixed-alphabet warning is missing', () => {
    const a = under('missing');
    a.call('onOpen', { authMode: 'FULL' });
    expect(a.emu.ui.menus).toHaveLength(1);
    expect(a.emu.ui.menus[0].items.length).toBeGreaterThan(3);
    setupSealed(a, PLAYERS);
    const check = a.call<ActionResult>('checkEvent');
    expect(check.ok).toBe(true);
    expect(mixedWarning(check)).toBe(false);
    pairOk(a);
    typeRound(a, 1, () => [100, 20, 'Win']);
    const standings = a.call<ActionResult>('updateStandings');
    expect(standings.ok).toBe(true);
    expect(a.values('Standings').some((row) => row.includes(MIXED))).toBe(true);
    pairOk(a);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
  });

  it('the self-test reports the missing feature as a failed check, and passes it otherwise', () => {
    const r = under('missing').call<SelfTestResult>('runSelfTest');
    const c = r.checks.find((x) => x.name === 'alphabets told apart in names');
    expect(c).toMatchObject({ ok: false, expected: 'Latin, Cyrillic, Greek' });
    expect(c?.actual).toContain('the mixed-alphabet warning is off');
    expect(r.ok).toBe(false);
    expect(r.message).toContain('alphabets told apart in names');
    const normal = under('supported').call<SelfTestResult>('runSelfTest');
    expect(normal.checks.find((x) => x.name === 'alphabets told apart in names')?.ok).toBe(true);
  });
});
