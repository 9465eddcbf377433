// Names go to a ratings body, so the same person must always be the same name: compare trimmed,
// case-insensitive and with accents folded; flag near-duplicates rather than guess.

export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

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

/** "J. Smith" and "John Smith": same surname, initials agree. */
function initialsMatch(a: string, b: string): boolean {
  const pa = a.replace(/\./g, ' ').split(' ').filter(Boolean);
  const pb = b.replace(/\./g, ' ').split(' ').filter(Boolean);
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
  // "Table 12" and "Table 13" are different entries, not typos: numbers are left alone.
  const typo = ka.length >= 4 && kb.length >= 4 && !/\d/.test(ka + kb) && editDistanceAtMostOne(ka, kb);
  return typo || initialsMatch(ka, kb);
}

export function areNearDuplicates(a: string, b: string): boolean {
  return keysNear(nameKey(a), nameKey(b));
}

/**
 * Index pairs [i, j] (i < j) of names that look like the same person. Candidates come from shared
 * one-deletion variants and shared surnames, so a field of thousands is not compared pair by pair.
 */
export function findNearDuplicates(names: readonly string[]): [number, number][] {
  const keys = names.map(nameKey);
  const buckets = new Map<string, number[]>();
  const add = (token: string, i: number) => {
    const list = buckets.get(token);
    if (!list) buckets.set(token, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  keys.forEach((k, i) => {
    if (!/\d/.test(k)) {
      add(`d:${k}`, i);
      for (let p = 0; p < k.length; p++) add(`d:${k.slice(0, p)}${k.slice(p + 1)}`, i);
    }
    const parts = k.replace(/\./g, ' ').split(' ').filter(Boolean);
    if (parts.length >= 2) add(`s:${parts[parts.length - 1]}:${parts.length}`, i);
  });
  const found = new Set<string>();
  const out: [number, number][] = [];
  for (const list of buckets.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [i, j] = list[x] < list[y] ? [list[x], list[y]] : [list[y], list[x]];
        const id = `${i}|${j}`;
        if (found.has(id) || !keysNear(keys[i], keys[j])) continue;
        found.add(id);
        out.push([i, j]);
      }
    }
  }
  return out.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
}
