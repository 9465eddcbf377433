// A runtime without Unicode script properties in regular expressions (\p{Script=Latin}): the bundle
// must still load, onOpen still build the menu and every action still run; only the warning about a
// name mixing alphabets is off, and the self-test says so. A regular expression literal with \p{...}
// would make the whole file fail to parse there, so none may be in dist/Code.js.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ActionResult, SelfTestResult } from '../../src/shared/types';
import { bundleCode, openArtifact, openArtifactAfter } from '../support/artifact';
import { pairOk } from '../support/events';
import { setupSealed, typeRound } from '../support/sealed';

/** Replaces RegExp with one that refuses property escapes, as an engine without them would. */
const NO_PROPERTY_ESCAPES = `(function () {
  var Real = RegExp;
  function NoProperties(pattern, flags) {
    if (/\\\\[pP]\\{/.test(String(pattern && pattern.source !== undefined ? pattern.source : pattern)))
      throw new SyntaxError('Invalid regular expression: /' + pattern + '/: Invalid escape');
    return new.target ? Reflect.construct(Real, [pattern, flags], new.target) : Real(pattern, flags);
  }
  Object.setPrototypeOf(NoProperties, Real);
  NoProperties.prototype = Real.prototype;
  globalThis.RegExp = NoProperties;
})();`;

// Cyrillic А (U+0410) in a Latin word.
const MIXED = '\u0410lice';
const PLAYERS = ['Ann', 'Bob', 'Cy', MIXED];
const mixedWarning = (r: ActionResult) =>
  r.warnings.some((w) => /mixes .* letters in one word/.test(w.message));

describe('no Unicode script properties in the runtime', () => {
  it('dist/Code.js holds no regular expression literal with \\p{...}: the patterns are built from strings', () => {
    const code = bundleCode();
    // A \p{ not preceded by another backslash is regex syntax; inside a string it is written \\p{.
    expect(code.match(/(?<!\\)\\[pP]\{/g)).toBeNull();
    expect(code).toContain('\\\\p{Script=');
  });

  it('the prelude really refuses property escapes, and a normal runtime warns about the mixed name', () => {
    const ctx = vm.createContext({});
    vm.runInContext(NO_PROPERTY_ESCAPES, ctx);
    expect(() => vm.runInContext("new RegExp('\\\\p{Script=Latin}', 'u')", ctx)).toThrow(/Invalid/);
    expect(vm.runInContext("new RegExp('a+', 'g').test('caa') && /x/ instanceof RegExp", ctx)).toBe(true);
    const normal = openArtifact();
    setupSealed(normal, PLAYERS);
    expect(mixedWarning(normal.call<ActionResult>('checkEvent'))).toBe(true);
  });

  it('onOpen builds the menu, a whole round runs, and only the mixed-alphabet warning is missing', () => {
    const a = openArtifactAfter(NO_PROPERTY_ESCAPES);
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

  it('the self-test reports the missing feature as a failed check', () => {
    const a = openArtifactAfter(NO_PROPERTY_ESCAPES);
    const r = a.call<SelfTestResult>('runSelfTest');
    const c = r.checks.find((x) => x.name === 'alphabets told apart in names');
    expect(c).toMatchObject({ ok: false, expected: 'Latin, Cyrillic, Greek' });
    expect(c?.actual).toContain('the mixed-alphabet warning is off');
    expect(r.ok).toBe(false);
    expect(r.message).toContain('alphabets told apart in names');
    const normal = openArtifact().call<SelfTestResult>('runSelfTest');
    expect(normal.checks.find((x) => x.name === 'alphabets told apart in names')?.ok).toBe(true);
  });
});
