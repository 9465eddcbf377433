import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areNearDuplicates,
  characterCount,
  findNearDuplicates,
  lookAlikeKey,
  MAX_NAME_LENGTH,
  nameIssues,
  nameKey,
  nearDuplicateStats,
  shortName,
} from '../../src/engine/names';
import { params } from '../property/arbitraries';

function bruteForce(names: string[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) if (areNearDuplicates(names[i], names[j])) out.push([i, j]);
  return out.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
}

describe('player names (clarification: "compared trimmed, case-insensitive and with accents folded")', () => {
  it('folds case, spaces and accents', () => {
    expect(nameKey('  Zoë   HART ')).toBe('zoe hart');
    expect(nameKey('José')).toBe(nameKey('jose'));
  });

  it('"Jon Smith" / "John Smith" and "J. Smith" are near-duplicates; different people are not', () => {
    expect(areNearDuplicates('Jon Smith', 'John Smith')).toBe(true);
    expect(areNearDuplicates('J. Smith', 'John Smith')).toBe(true);
    expect(areNearDuplicates('Jane Doe', 'John Smith')).toBe(false);
    expect(areNearDuplicates('Player 12', 'Player 13')).toBe(false);
  });

  it('the indexed search finds the same pairs as comparing every pair', () => {
    const names = [
      'Jon Smith',
      'John Smith',
      'J. Smith',
      'Ann Lee',
      'Anne Lee',
      'Bob',
      'Rob',
      'Kim Park',
      'K. Park',
    ];
    expect(findNearDuplicates(names)).toEqual(bruteForce(names));
  });
});

describe('look-alike names', () => {
  it('NFKC and invisible characters: Ann, Ann + zero-width space, full-width Ｂｏｂ and Bob share a key', () => {
    expect(nameKey('Ann\u200B')).toBe(nameKey('Ann'));
    expect(nameKey('\uFEFFA\u00ADnn\u2060')).toBe('ann');
    expect(nameKey('Ｂｏｂ')).toBe('bob');
    expect(nameKey('\u202EAnn\u202C')).toBe('ann');
    expect(nameKey('𝐀nn')).toBe('ann');
  });

  it('Cyrillic А in Аnn reads as Latin for the look-alike check, and the word is flagged as mixing alphabets', () => {
    expect(nameKey('Аnn')).not.toBe(nameKey('Ann'));
    expect(lookAlikeKey(nameKey('Аnn'))).toBe(lookAlikeKey(nameKey('Ann')));
    expect(lookAlikeKey(nameKey('Сара'))).toBe('capa');
    expect(nameIssues('Аnn')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringContaining('Latin and Cyrillic'),
      }),
    ]);
    expect(nameIssues('Иван Петров')).toEqual([]);
    expect(nameIssues('Ivan Петров')).toEqual([]);
  });

  it('short names get the near-duplicate check too: one letter more or less (Ann / Anne), not a changed letter (Bob / Rob)', () => {
    expect(areNearDuplicates('Ann', 'Anne')).toBe(true);
    expect(areNearDuplicates('Jo', 'Joe')).toBe(true);
    expect(areNearDuplicates('Bob', 'Rob')).toBe(false);
    expect(areNearDuplicates('A', 'Al')).toBe(false);
  });
});

describe('names refused on their own', () => {
  it('words the add-on writes in player cells, in any case and spacing, are not names', () => {
    for (const n of [
      'Bye',
      'bye',
      ' BYE ',
      'B y e',
      'BYE\u200B',
      'Ｂｙｅ',
      'Judge',
      'sits  out',
      '(To be decided)',
      'to-be-decided',
    ])
      expect(nameIssues(n), n).toEqual([expect.objectContaining({ severity: 'error' })]);
    for (const n of ['Byers', 'Bye Smith', 'Judge Dredd', 'Sitsou']) expect(nameIssues(n), n).toEqual([]);
  });

  it(`names longer than ${MAX_NAME_LENGTH} characters are refused; ${MAX_NAME_LENGTH} is taken`, () => {
    expect(nameIssues('x'.repeat(MAX_NAME_LENGTH))).toEqual([]);
    expect(nameIssues('x'.repeat(MAX_NAME_LENGTH + 1))).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringContaining('101 characters') }),
    ]);
  });

  it('a text-direction override or isolate is refused; a right-to-left name on its own is not', () => {
    for (const c of ['\u202E', '\u202D', '\u202A', '\u2066', '\u2067', '\u2068'])
      expect(nameIssues(`${c}Ann`)).toEqual([expect.objectContaining({ severity: 'error' })]);
    expect(nameIssues('שרה לוי')).toEqual([]);
    expect(nameIssues('سارة')).toEqual([]);
  });
});

describe('near-duplicate search stays near-linear', () => {
  const smiths = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      `${'bcdfghjklmnprstvz'[i % 17]}${'aeiou'[(i >> 3) % 5]}${i.toString(36)} Smith`.replace(
        /\d/g,
        (d) => 'qwxyzqwxyz'[Number(d)],
      ),
    );

  it('5,000 players surnamed Smith are compared a few times each, not every pair (12.5 million)', () => {
    const names = smiths(5000);
    nearDuplicateStats.compared = 0;
    findNearDuplicates(names);
    expect(nearDuplicateStats.compared).toBeLessThan(20 * names.length);
  });

  it('60 names of 49,000 characters cost a few comparisons, and one edit anywhere in a long name is still found', () => {
    const base = Array.from({ length: 60 }, (_, i) =>
      `${String.fromCharCode(97 + (i % 26))}${'abcdefghij'.repeat(4900)}`.slice(0, 49000),
    );
    const names = base.map(
      (n, i) => `${n.slice(0, i * 800)}${String.fromCharCode(97 + ((i * 7) % 26))}${n.slice(i * 800 + 1)}`,
    );
    nearDuplicateStats.compared = 0;
    findNearDuplicates(names);
    expect(nearDuplicateStats.compared).toBeLessThan(60 * 60);
    const long = 'q'.repeat(20) + 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
    const edits = [
      long.slice(1), // first letter gone
      `${long.slice(0, 50)}${long.slice(51)}`, // one in the middle gone
      `${long}z`, // one added at the end
      `${long.slice(0, 90)}#${long.slice(91)}`, // one changed in the second half
      `${long.slice(0, 3)}#${long.slice(4)}`, // one changed in the first half
    ];
    for (const e of edits) expect(findNearDuplicates([long, e]), e).toEqual([[0, 1]]);
    // Around the switch from deletion variants to halves (32 letters): 32 and 33 letters, one apart.
    const k32 = 'abcdefghijklmnopqrstuvwxyzabcdef';
    expect(findNearDuplicates([k32, `${k32}g`])).toEqual([[0, 1]]);
    expect(findNearDuplicates([`x${k32}`, `${k32}`])).toEqual([[0, 1]]);
  });

  it('finds exactly the pairs comparing every pair finds, on random fields of typos, initials and long names', () => {
    const letter = fc.constantFrom(...'abcdeéABC. '.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 45 }).map((a) => a.join(''));
    const name = fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    );
    // Each name, and maybe a copy with one letter deleted, inserted or changed somewhere.
    const withTypo = fc
      .tuple(name, fc.nat(), fc.constantFrom('none', 'delete', 'insert', 'change'), letter)
      .map(([n, at, kind, c]) => {
        const p = at % (n.length + 1);
        if (kind === 'delete') return [n, n.slice(0, p) + n.slice(p + 1)];
        if (kind === 'insert') return [n, n.slice(0, p) + c + n.slice(p)];
        if (kind === 'change') return [n, n.slice(0, p) + c + n.slice(p + 1)];
        return [n];
      });
    const field = fc.array(withTypo, { minLength: 1, maxLength: 25 }).map((groups) => groups.flat());
    fc.assert(
      fc.property(field, (names) => {
        expect(findNearDuplicates(names)).toEqual(bruteForce(names));
      }),
      params(200),
    );
  });
});

describe('characters counted as a person counts them', () => {
  // Lone surrogates included: a pasted cell may hold half of an emoji.
  const text = fc.array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\u{1F600}', '\uD83D', '\uDE00', '\uFB01', 'e\u0301', '\uD83D\uD83D\uDE00'),
    ),
    { maxLength: 60 },
  );
  it('characterCount is the number of code points, as [...text].length, for any text', () => {
    fc.assert(
      fc.property(text, (parts) => {
        const t = parts.join('');
        expect(characterCount(t)).toBe([...t].length);
      }),
      params(500),
    );
  });
  it('shortName keeps 40 characters and marks the cut, never splitting a character in two', () => {
    fc.assert(
      fc.property(text, (parts) => {
        const t = parts.join('');
        const chars = [...t];
        expect(shortName(t)).toBe(chars.length <= 40 ? t : `${chars.slice(0, 40).join('')}…`);
      }),
      params(500),
    );
    expect(shortName('\u{1F600}'.repeat(41))).toBe(`${'\u{1F600}'.repeat(40)}…`);
  });
});
