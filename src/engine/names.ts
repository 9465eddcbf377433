// Names go to a ratings body, so the same person must always be the same name: compare trimmed,
// case-insensitive and with accents folded; flag near-duplicates rather than guess. Names are typed,
// pasted and copied from chat apps, so what a person cannot see must not make two players: the
// comparison key is NFKC (full-width Ｂｏｂ is Bob) without invisible or text-direction characters,
// and names that only look alike (Cyrillic А in Аnn) are flagged.

/** Longest name taken. A name is printed on Pairings and Standings (a 220-pixel column) and sent to a
 * ratings body; 100 characters holds any real full name with room to spare, and keeps every cell the
 * add-on writes from a name far below Sheets' 50,000-character cell limit. */
export const MAX_NAME_LENGTH = 100;

/**
 * Characters that show nothing: zero-width spaces and joiners, soft hyphen, word joiner, BOM, Hangul
 * fillers, variation selectors, tags, and the bidi marks and controls. Ignored when names are compared.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single code points to delete, the grapheme joiner and variation selectors among them; nothing is meant to combine.
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|[\u{E0000}-\u{E0FFF}]/gu;

/** Explicit embeddings, overrides and isolates: they reorder what follows, so a name can show as another. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Letters of other scripts that look like Latin ones (after lower-casing), for the look-alike check. */
const LOOKS_LATIN: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  ԝ: 'w',
  х: 'x',
  с: 'c',
  ԁ: 'd',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
});

/**
 * Keys already worked out: an action asks for the same few thousand names' keys many times over, and
 * the two Unicode normalizations are most of what reading a large event costs.
 */
const KEYS = new Map<string, string>();
const MAX_KEYS = 20000;

export function nameKey(name: string): string {
  let key = KEYS.get(name);
  if (key === undefined) {
    if (KEYS.size >= MAX_KEYS) KEYS.clear();
    key = keyOf(name);
    KEYS.set(name, key);
  }
  return key;
}

function keyOf(name: string): string {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The key with look-alike letters of other scripts read as Latin: equal skeletons show the same. */
export function lookAlikeKey(key: string): string {
  let out = '';
  for (const ch of key) out += LOOKS_LATIN[ch] ?? ch;
  return out;
}

/** Words the add-on itself writes in player cells (Results' Opponent, bracket and Pairings seats). */
const RESERVED = ['BYE', 'Judge', 'Sits out', 'to be decided'];
const compact = (key: string) => key.replace(/[\s().\-_]/g, '');
const RESERVED_KEYS = new Map(RESERVED.map((w) => [compact(nameKey(w)), w]));

/** The codes of the problems with player names (one name on its own, or two names of the Players tab). */
export const NAME_CODES = {
  /** A name longer than the add-on takes. */
  tooLong: 'name-too-long',
  /** A name that is a word the add-on writes in player cells (BYE, Judge…). */
  reserved: 'name-reserved',
  /** A name holding an invisible text-direction character. */
  directionCharacter: 'name-direction-character',
  /** A word mixing letters of two alphabets. */
  mixedAlphabets: 'name-mixed-alphabets',
  /** The same name twice on the Players tab (compared ignoring case, spaces, accents…). */
  duplicate: 'name-duplicate',
  /** A name that looks exactly like another but is spelt with letters of another alphabet. */
  lookAlike: 'name-look-alike',
  /** Two names one letter apart, or written with initials: maybe the same person (a warning). */
  nearDuplicate: 'name-near-duplicate',
} as const;

export interface NameIssue {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  fix: string;
}

let NAME_ORDER: Intl.Collator | undefined;

/** The order of a find-your-name list: alphabetical, ignoring case and accents. */
export function compareNames(x: string, y: string): number {
  // localeCompare with options builds a collator at every call; one collator compares the same way.
  NAME_ORDER ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  return NAME_ORDER.compare(x, y);
}

/**
 * Characters as a person counts them (code points, as `[...text].length`), without making an array of
 * them: every action checks every name, and a pasted name may be 50,000 characters long.
 */
export function characterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/** A name shortened for messages, so a pasted 50,000-character cell does not flood the sidebar. */
export function shortName(name: string): string {
  if (characterCount(name) <= 40) return name;
  // Forty characters take at most eighty UTF-16 units.
  return `${[...name.slice(0, 80)].slice(0, 40).join('')}…`;
}

const LOOK_ALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek'];
const ASCII_ONLY = /^[ -~]*$/;
let scriptPatterns: [string, RegExp][] | null = null;

/**
 * The script tests, built on first use from strings: a regular expression literal with \p{Script=…}
 * is checked when the file is parsed, so a runtime without Unicode property escapes would refuse the
 * whole bundle, onOpen included. Built here, a missing feature turns off the mixed-alphabet warning only.
 */
function scripts(): [string, RegExp][] {
  if (!scriptPatterns) {
    try {
      scriptPatterns = LOOK_ALIKE_SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')]);
    } catch (_e) {
      scriptPatterns = [];
    }
  }
  return scriptPatterns;
}

/** The scripts one word's letters come from, among the three whose letters look alike (none if unsupported). */
export function scriptsOf(word: string): string[] {
  return scripts()
    .filter(([, re]) => re.test(word))
    .map(([s]) => s);
}

/**
 * What is wrong with one name on its own: too long, a word the add-on writes itself, characters that
 * reorder text, letters of two alphabets in one word. Errors refuse the sheet; warnings are listed.
 */
export function nameIssues(name: string): NameIssue[] {
  const length = characterCount(name);
  if (length > MAX_NAME_LENGTH) {
    return [
      {
        severity: 'error',
        code: NAME_CODES.tooLong,
        message: `This name is ${length} characters long; the add-on takes names of up to ${MAX_NAME_LENGTH}.`,
        fix: 'Shorten it (the name the player is known by); keep other details in a column of your own.',
      },
    ];
  }
  const key = nameKey(name);
  const reserved = RESERVED_KEYS.get(compact(key));
  if (reserved) {
    return [
      {
        severity: 'error',
        code: NAME_CODES.reserved,
        message: `"${name}" cannot be a player's name: the add-on writes "${reserved}" in player cells.`,
        fix: 'Add a surname or an initial (for example "Bye, J.").',
      },
    ];
  }
  const issues: NameIssue[] = [];
  if (BIDI_CONTROL.test(name)) {
    issues.push({
      severity: 'error',
      code: NAME_CODES.directionCharacter,
      message:
        'This name holds an invisible text-direction character (U+202A–U+202E or U+2066–U+2069), which can make it show as another name.',
      fix: 'Retype the name by hand instead of pasting it.',
    });
  }
  // Every printable ASCII letter is Latin, so only a word with other characters can mix alphabets; skipping the
  // rest leaves the script patterns unbuilt for most events (a runtime without them then runs the same).
  const mixed = key.split(' ').find((w) => !ASCII_ONLY.test(w) && scriptsOf(w).length > 1);
  if (mixed) {
    issues.push({
      severity: 'warning',
      code: NAME_CODES.mixedAlphabets,
      message: `"${name}" mixes ${scriptsOf(mixed).join(' and ')} letters in one word; they look alike but are different letters.`,
      fix: 'Retype the name in one alphabet, so results typed by hand find it.',
    });
  }
  return issues;
}

/** Edit distance at most one, in one pass over the shorter string. */
function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Below this length a changed letter is another name (Bob and Rob, Tim and Tom); one added or removed is not. */
const SHORT_NAME = 4;

function typoNear(ka: string, kb: string): boolean {
  // "Table 12" and "Table 13" are different entries, not typos: numbers are left alone.
  if (/\d/.test(ka) || /\d/.test(kb)) return false;
  const shorter = Math.min(ka.length, kb.length);
  if (shorter >= SHORT_NAME) return editDistanceAtMostOne(ka, kb);
  // Ann and Anne, Jo and Joe: one letter more or less.
  return shorter >= 2 && Math.abs(ka.length - kb.length) === 1 && editDistanceAtMostOne(ka, kb);
}

const nameParts = (key: string) => key.replace(/\./g, ' ').split(' ').filter(Boolean);

/** "J. Smith" and "John Smith": same surname, initials agree. */
function initialsMatch(a: string, b: string): boolean {
  const pa = nameParts(a);
  const pb = nameParts(b);
  if (pa.length < 2 || pa.length !== pb.length) return false;
  if (pa[pa.length - 1] !== pb[pb.length - 1]) return false;
  let abbreviated = false;
  for (let i = 0; i < pa.length - 1; i++) {
    if (pa[i] === pb[i]) continue;
    if (pa[i].length === 1 && pb[i].startsWith(pa[i])) abbreviated = true;
    else if (pb[i].length === 1 && pa[i].startsWith(pb[i])) abbreviated = true;
    else return false;
  }
  return abbreviated;
}

function keysNear(ka: string, kb: string): boolean {
  if (ka === kb) return false;
  return typoNear(ka, kb) || initialsMatch(ka, kb);
}

export function areNearDuplicates(a: string, b: string): boolean {
  return keysNear(nameKey(a), nameKey(b));
}

/** Pairs of names compared by the last findNearDuplicates calls (the benchmark and tests read it). */
export const nearDuplicateStats = { compared: 0 };

/** Keys up to this length are indexed by every one-letter deletion (cost length² per name). */
const DELETION_INDEX_MAX = 32;

/**
 * Blocking keys for "one edit apart": two keys one edit apart share a bucket. Short keys use their
 * one-letter deletions. A longer key of length L is split at L/2: the one edit falls in one half, so
 * the other half is shared exactly; each key files its halves under its own length and looks up the
 * halves a key of length L-1, L or L+1 would file, which costs a few hashes of the key, not L of them.
 */
function typoTokens(k: string): { file: string[]; find: string[] } {
  const deletions = () => {
    const variants = [`d:${k}`];
    for (let p = 0; p < k.length; p++) variants.push(`d:${k.slice(0, p)}${k.slice(p + 1)}`);
    return variants;
  };
  if (k.length <= DELETION_INDEX_MAX) {
    const variants = deletions();
    return { file: variants, find: variants };
  }
  const halves = (len: number) => {
    const mid = Math.floor(len / 2);
    return [`p:${len}:${k.slice(0, mid)}`, `s:${len}:${k.slice(k.length - (len - mid))}`];
  };
  const find = [k.length - 1, k.length, k.length + 1].flatMap(halves);
  // One letter longer than the deletion index: its neighbours one letter shorter are filed by deletions.
  if (k.length === DELETION_INDEX_MAX + 1) find.push(...deletions());
  return { file: halves(k.length), find };
}

/**
 * Blocking keys for "initials agree": the surname, the number of parts and every given name's first
 * letter. Only a name with an initial ("J. Smith") can match another, so full names are filed and only
 * names with an initial look: 5,000 Smiths with full first names compare nothing.
 */
function initialTokens(k: string): { file: string[]; find: string[] } {
  const parts = nameParts(k);
  if (parts.length < 2) return { file: [], find: [] };
  const token = `i:${parts.length}:${parts[parts.length - 1]}:${parts
    .slice(0, -1)
    .map((p) => p.charAt(0))
    .join(' ')}`;
  const hasInitial = parts.slice(0, -1).some((p) => p.length === 1);
  return { file: [token], find: hasInitial ? [token] : [] };
}

/**
 * Index pairs [i, j] (i < j) of names that look like the same person. Each name files itself under a
 * few blocking keys and is compared only with the names filed under the keys it looks up, so the work
 * grows with the number of names and their length, not with their square.
 */
export function findNearDuplicates(names: readonly string[]): [number, number][] {
  const keys = names.map(nameKey);
  const filed = new Map<string, number[]>();
  const lookups: string[][] = [];
  keys.forEach((k, i) => {
    const typo = /\d/.test(k) ? { file: [], find: [] } : typoTokens(k);
    const initials = initialTokens(k);
    for (const token of [...typo.file, ...initials.file]) {
      const list = filed.get(token);
      if (!list) filed.set(token, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
    lookups.push([...typo.find, ...initials.find]);
  });
  const found = new Set<string>();
  const out: [number, number][] = [];
  lookups.forEach((tokens, j) => {
    for (const token of tokens) {
      for (const i of filed.get(token) ?? []) {
        if (i === j) continue;
        const [x, y] = i < j ? [i, j] : [j, i];
        const id = `${x}|${y}`;
        if (found.has(id)) continue;
        found.add(id);
        nearDuplicateStats.compared++;
        if (keysNear(keys[x], keys[y])) out.push([x, y]);
      }
    }
  });
  return out.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
}
