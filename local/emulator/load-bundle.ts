import vm from 'node:vm';
import type { Emulator } from './emulator';
import { noteSwitch } from './platform';
import { switchDiffers } from './store';

/**
 * Runs inside the context so the bundle's own Date honours the emulator clock while staying the
 * context's Date (`instanceof Date`, Date.UTC and Date() as a function keep working).
 */
const INSTALL_CLOCK = `(function (nowMs) {
  var RealDate = Date;
  var EmuDate = function Date() {
    if (!new.target) return new RealDate(nowMs()).toString();
    var args = Array.prototype.slice.call(arguments);
    return Reflect.construct(RealDate, args.length ? args : [nowMs()], new.target);
  };
  Object.setPrototypeOf(EmuDate, RealDate);
  EmuDate.prototype = RealDate.prototype;
  EmuDate.now = function now() { return nowMs(); };
  globalThis.Date = EmuDate;
})`;

/**
 * Runs inside the context: `new RegExp` refuses Unicode property escapes (\p{...}) while `supported()`
 * says no (switch scriptProperties), as a runtime without them would. A regular expression literal is
 * compiled by the engine itself and cannot be refused here: the bundle must hold none with \p{...}.
 */
const INSTALL_REGEXP = `(function (supported, noteScriptPattern) {
  var RealRegExp = RegExp;
  var EmuRegExp = function RegExp(pattern, flags) {
    var source = pattern instanceof RealRegExp ? pattern.source : String(pattern);
    var scriptPattern = /\\\\[pP]\\{/.test(source);
    if (scriptPattern) noteScriptPattern();
    if (!supported() && scriptPattern)
      throw new SyntaxError('Invalid regular expression: /' + source + '/: Invalid escape');
    return new.target ? Reflect.construct(RealRegExp, [pattern, flags], new.target) : RealRegExp(pattern, flags);
  };
  Object.setPrototypeOf(EmuRegExp, RealRegExp);
  EmuRegExp.prototype = RealRegExp.prototype;
  globalThis.RegExp = EmuRegExp;
})`;

/**
 * Loads Code.js the way Apps Script does: one classic script whose only globals are the emulated
 * services (no require, process, setTimeout...). Returns the context; top-level function
 * declarations become its properties.
 */
export function loadBundle(code: string, emu: Emulator): vm.Context {
  // A context of its own global object, not a contextified sandbox: every global a contextified
  // sandbox resolves goes through an interceptor, which made each `Math.imul` of the bundle's hash
  // about a hundred times slower than in Apps Script, and large events minutes long.
  const ctx = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  Object.assign(ctx, emu.globals());
  const install = vm.runInContext(INSTALL_CLOCK, ctx) as (now: () => number) => void;
  install(() => emu.now().getTime());
  const installRegExp = vm.runInContext(INSTALL_REGEXP, ctx) as (
    supported: () => boolean,
    noteScriptPattern: () => void,
  ) => void;
  installRegExp(
    () => emu.store.platform.scriptProperties !== 'missing',
    () => {
      if (switchDiffers(emu.store, 'scriptProperties')) noteSwitch('scriptProperties');
    },
  );
  emu.setRealm({
    Date: vm.runInContext('Date', ctx) as DateConstructor,
    Error: vm.runInContext('Error', ctx) as ErrorConstructor,
  });
  vm.runInContext(code, ctx, { filename: 'Code.gs' });
  return ctx;
}

function findUnpassable(x: unknown, path: string): string | null {
  if (x === null || typeof x !== 'object') return typeof x === 'function' ? path : null;
  if (Object.prototype.toString.call(x) === '[object Date]') return path;
  for (const [k, v] of Object.entries(x)) {
    const bad = findUnpassable(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

/**
 * Calls an entry point as google.script.run would: arguments and result cross as JSON-like data.
 * A Date or function in the result throws here (google.script.run cannot pass them; the sidebar
 * would get null or a failure), so tests catch it instead of silently receiving strings.
 */
export function callEntryPoint(ctx: vm.Context, name: string, args: unknown[] = []): unknown {
  const fn = (ctx as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`Script function not found: ${name}`);
  const ctxJson = vm.runInContext('JSON', ctx) as JSON;
  const realmArgs = ctxJson.parse(JSON.stringify(args)) as unknown[];
  const result = (fn as (...a: unknown[]) => unknown)(...realmArgs);
  if (result === undefined) return undefined;
  const bad = findUnpassable(result, 'result');
  if (bad)
    throw new Error(`${name} returned a Date or function at ${bad}, which google.script.run cannot pass`);
  return JSON.parse(JSON.stringify(result));
}
