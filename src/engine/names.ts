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

export function areNearDuplicates(a: string, b: string): boolean {
  const ka = nameKey(a);
  const kb = nameKey(b);
  if (ka === kb) return false;
  if (ka.length >= 4 && kb.length >= 4 && editDistanceAtMostOne(ka, kb)) return true;
  return initialsMatch(ka, kb);
}
