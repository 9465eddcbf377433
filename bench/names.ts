// The player-name checks at their worst: thousands of players sharing a surname, and
// names tens of thousands of characters long. Timed on the engine's near-duplicate search alone and on
// one whole action (checkEvent, which reads and checks every tab) of the built dist/Code.js.
import { findNearDuplicates } from '../src/engine/names';
import { Event } from './calls';

export interface NamesCase {
  id: string;
  label: string;
  names: string[];
}

const CONSONANTS = 'bcdfghjklmnprstvz';
const VOWELS = 'aeiou';

const SYLLABLES = CONSONANTS.length * VOWELS.length;

/**
 * The i-th made-up three-syllable given name (Bakaso, Tivelu…): distinct, spread over the 614,125
 * possible ones by a multiplier prime to it, so a few (as among real names) are a single typo apart.
 */
function givenName(i: number): string {
  let n = (i * 7919 + 101) % SYLLABLES ** 3;
  let out = '';
  for (let s = 0; s < 3; s++) {
    const syl = n % SYLLABLES;
    out += CONSONANTS[syl % CONSONANTS.length] + VOWELS[Math.floor(syl / CONSONANTS.length)];
    n = Math.floor(n / SYLLABLES);
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** `count` distinct pseudo-random lower-case words of `length` letters (a fixed linear congruential stream). */
function longNames(count: number, length: number): string[] {
  let x = 12345;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    for (let j = 0; j < length; j++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      s += String.fromCharCode(97 + (x % 26));
    }
    out.push(s);
  }
  return out;
}

export function nameCases(): NamesCase[] {
  const smiths = (n: number) => Array.from({ length: n }, (_, i) => `${givenName(i)} Smith`);
  return [
    { id: 'smith-2000', label: '2,000 players surnamed Smith', names: smiths(2000) },
    { id: 'smith-5000', label: '5,000 players surnamed Smith', names: smiths(5000) },
    { id: 'long-60', label: '60 names of 49,000 characters', names: longNames(60, 49000) },
  ];
}

export interface NamesRow {
  label: string;
  /** Median of 3 runs of findNearDuplicates, in ms. */
  engineMs: number;
  nearDuplicates: number;
  /** One checkEvent through dist/Code.js, in ms. */
  actionMs: number;
  problems: number;
}

function time<T>(work: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = work();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

export function namesBench(cases = nameCases()): NamesRow[] {
  return cases.map((c) => {
    const runs = [0, 1, 2].map(() => time(() => findNearDuplicates(c.names)));
    const engine = runs.map((r) => r.ms).sort((a, b) => a - b)[1];
    const ev = new Event();
    ev.call('setupEvent', { format: 'sealed-deck', name: 'Names bench', rounds: 3, seed: 'bench' });
    const sheet = ev.emu.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Players');
    if (!sheet) throw new Error('no Players tab');
    if (sheet.getMaxRows() < c.names.length + 1)
      sheet.insertRowsAfter(sheet.getMaxRows(), c.names.length + 1 - sheet.getMaxRows());
    sheet.getRange(2, 1, c.names.length, 1).setValues(c.names.map((n) => [n]));
    const action = time(() => ev.call<{ problems: unknown[]; warnings: unknown[] }>('checkEvent'));
    return {
      label: c.label,
      engineMs: engine,
      nearDuplicates: runs[0].value.length,
      actionMs: action.ms,
      problems: action.value.problems.length + action.value.warnings.length,
    };
  });
}

const fmt = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));

export function namesTable(rows: NamesRow[]): string {
  return [
    '| case | near-duplicate search ms (median of 3) | pairs found | checkEvent through dist/Code.js ms | problems and warnings listed |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.label} | ${fmt(r.engineMs)} | ${r.nearDuplicates} | ${fmt(r.actionMs)} | ${r.problems} |`,
    ),
  ].join('\n');
}

// `npx tsx bench/names.ts` runs this section alone.
if (process.argv[1]?.endsWith('names.ts')) {
  const only = process.argv[2];
  const rows = namesBench(nameCases().filter((c) => !only || c.id === only));
  console.log(namesTable(rows));
}
