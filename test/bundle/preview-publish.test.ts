// Preview, then publish (docs/ARCHITECTURE.md, Preview and publish), through dist/Code.js for every
// format: previewNextRound writes nothing, publishRound writes exactly what pairNextRound writes (with
// the swaps, each logged with its reason), and a publish planned on an event that changed since is refused.
// A new event is set up with "Preview pairings before publishing" yes, so the sidebar's main button
// previews; the entry point and the menu's Pair next round pair at once all the same, and an event set up
// before the row existed reads no (its sidebar pairs in one click, as it did).
import { describe, expect, it } from 'vitest';
import { allFormats } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatId, RoundPreview, Swap } from '../../src/shared/types';
import { SWAP_CODES } from '../../src/sheets/actions/swaps';
import { type Artifact, expectUnchanged, openArtifact } from '../support/artifact';
import { pairOk, roundRows, startEvent, typeResults } from '../support/events';
import { FORMATS_0_2_0, oldEvent } from '../support/upgrade';

const SEVEN = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
const FORMAT_IDS: FormatId[] = allFormats().map((f) => f.id);

/** An event of `format` with round 1 paired and played: round 2 is next. */
function atRound2(format: FormatId): Artifact {
  const a = openArtifact();
  startEvent(a, format, SEVEN);
  pairOk(a);
  typeResults(a, format, 1, seededRandom(`preview-${format}`));
  return a;
}

/** The workbook as JSON with the Log's time column blanked: what two runs of the same action share. */
function withoutLogTimes(a: Artifact): string {
  const book = a.save();
  const log = book.tabs.Log;
  if (log) log.values = log.values.map((row, i) => (i === 0 ? row : ['', ...row.slice(1)]));
  return JSON.stringify(book);
}

const preview = (a: Artifact, swaps?: Swap[]) =>
  a.call<RoundPreview>('previewNextRound', swaps ? { swaps } : undefined);

/** Two players at different tables with an opponent each: the first player of two game tables. */
function twoSeats(p: RoundPreview): [string, string] {
  const games = p.tables.filter((t) => t.b !== null);
  return [games[0].a, games[1].a];
}

/** A swap that makes a rematch: X stays, and Y (X's round-1 opponent) takes the seat of X's opponent. */
function rematchSwap(a: Artifact, p: RoundPreview): Swap | null {
  const r1 = roundRows(a, 1).map((r) => [String(r.values[2]), String(r.values[3])]);
  for (const t of p.tables.filter((x) => x.b !== null)) {
    const met = r1.find(([x, y]) => x === t.a || y === t.a);
    const y = met && (met[0] === t.a ? met[1] : met[0]);
    const yAt = p.tables.find((u) => u !== t && (u.a === y || u.b === y));
    if (y && y !== 'BYE' && yAt) return { a: t.b as string, b: y, reason: 'Testing a rematch' };
  }
  return null;
}

/** A swap of two seated players that is refused: the preview's and publish's first problem; nothing is written. */
function refusedSwap(format: FormatId, reason: string) {
  const a = atRound2(format);
  const p = preview(a);
  const [x, y] = twoSeats(p);
  const swaps = [{ a: x, b: y, reason }];
  const shown = preview(a, swaps);
  expect(shown.ok).toBe(false);
  const before = a.snapshot();
  const r = a.call<ActionResult>('publishRound', { swaps, seen: p.seen });
  expect(r.ok).toBe(false);
  expectUnchanged(a, before);
  return { x, y, shown: shown.problems[0]?.message, published: r.problems[0]?.message };
}

describe.each(FORMAT_IDS)('%s: preview, then publish', (format) => {
  const swapsAllowed = format !== 'arrow-target';

  it('previewNextRound leaves the saved workbook byte-identical and shows the round with its fingerprint', () => {
    const a = atRound2(format);
    const before = a.snapshot();
    const p = preview(a);
    expect(p.ok, JSON.stringify(p.problems)).toBe(true);
    expect(p.round).toBe(2);
    expect(p.tables.length).toBeGreaterThan(0);
    expect(p.seen?.round).toBe(1);
    expect(p.seen?.inputs).toMatch(/^[0-9a-f]{16}$/);
    expectUnchanged(a, before);
  });

  it('publishRound writes exactly what pairNextRound writes for the same event (Log times aside)', () => {
    const a = atRound2(format);
    const b = openArtifact(a.save());
    const p = preview(a);
    const published = a.call<ActionResult>('publishRound', { seen: p.seen });
    expect(published.ok, JSON.stringify(published.problems)).toBe(true);
    const paired = pairOk(b);
    expect(published.message).toBe(paired.message);
    expect(withoutLogTimes(a)).toBe(withoutLogTimes(b));
    // What the preview showed is what was written.
    const written = roundRows(a, 2).map((r) => [r.values[1], r.values[2], r.values[3]]);
    expect(written).toEqual(p.tables.map((t) => [t.table, t.a, t.b ?? 'BYE']));
  });

  it('a stale preview is refused with nothing written: a result changed, a player added', () => {
    const a = atRound2(format);
    const first = preview(a);
    // A round-1 result typed again differently: the pairings fingerprint alone would not see it.
    const row = roundRows(a, 1).find((r) => r.values[3] !== 'BYE') as { row: number };
    a.type('Results', `E${row.row}`, [['']]);
    const before = a.snapshot();
    const r = a.call<ActionResult>('publishRound', { seen: first.seen });
    expect(r.ok).toBe(false);
    expect(r.problems.map((x) => x.message).join(' ')).toContain('changed since this preview was made');
    expectUnchanged(a, before);

    const c = atRound2(format);
    const second = preview(c);
    c.type('Players', `A${SEVEN.length + 2}`, [['Zed']]);
    const beforeC = c.snapshot();
    const rc = c.call<ActionResult>('publishRound', { seen: second.seen });
    expect(rc.ok).toBe(false);
    expect(rc.problems.map((x) => x.message).join(' ')).toContain('changed since this preview was made');
    expectUnchanged(c, beforeC);
  });

  it('a publish without the preview it was made from is refused', () => {
    const a = atRound2(format);
    const before = a.snapshot();
    const r = a.call<ActionResult>('publishRound', {});
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.message).toContain('no preview was sent');
    expectUnchanged(a, before);
  });

  if (!swapsAllowed) {
    it('refuses swaps: its schedule fixes who meets whom', () => {
      const out = refusedSwap(format, 'Friends');
      expect(out.shown).toContain('cannot be changed by hand');
      expect(out.shown).toContain('schedule');
      expect(out.published).toBe(out.shown);
    });
    return;
  }

  it('a swap is applied on Pairings and Results and logged with its reason', () => {
    const a = atRound2(format);
    const plain = preview(a);
    const [x, y] = twoSeats(plain);
    const swaps = [{ a: x, b: y, reason: 'Same club, asked not to meet' }];
    const p = preview(a, swaps);
    expect(p.ok, JSON.stringify(p.problems)).toBe(true);
    const tableOf = (q: RoundPreview, name: string) =>
      q.tables.find((t) => t.a === name || t.b === name)?.table;
    expect(tableOf(p, x)).toBe(tableOf(plain, y));
    expect(tableOf(p, y)).toBe(tableOf(plain, x));
    const swappedTable = p.tables.find((t) => t.a === y || t.b === y);
    expect(swappedTable?.reasons).toContain('Swapped: Same club, asked not to meet');
    const r = a.call<ActionResult>('publishRound', { swaps, seen: p.seen });
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    const results = roundRows(a, 2).map((row) => [row.values[1], row.values[2], row.values[3]]);
    expect(results).toEqual(p.tables.map((t) => [t.table, t.a, t.b ?? 'BYE']));
    const pairings = a.values('Pairings').map((row) => row.map(String).join('|'));
    const yRow = p.tables.find((t) => t.a === y || t.b === y);
    expect(pairings.some((line) => line.includes(String(yRow?.a)) && line.includes(String(yRow?.b)))).toBe(
      true,
    );
    const log = a.values('Log').map((row) => row.map(String).join('|'));
    expect(
      log.some(
        (line) =>
          line.includes('Swap players') &&
          line.includes(`${x} and ${y} swapped tables: Same club, asked not to meet`),
      ),
    ).toBe(true);
  });

  it('a swap that makes a rematch comes back with a warning naming it', () => {
    const a = atRound2(format);
    const plain = preview(a);
    const swap = rematchSwap(a, plain);
    expect(swap).not.toBeNull();
    const p = preview(a, [swap as Swap]);
    expect(p.ok, JSON.stringify(p.problems)).toBe(true);
    const rematch = p.warnings.find((w) => w.code === SWAP_CODES.rematch);
    expect(rematch?.message).toMatch(/already played each other in round 1/);
  });

  it('a swap without a reason is refused, by the preview and by publish, with nothing written', () => {
    const out = refusedSwap(format, '  ');
    expect(out.shown).toBe(`The swap of ${out.x} and ${out.y} has no reason.`);
    expect(out.published).toBe(out.shown);
  });
});

describe.each(FORMAT_IDS)('%s: a new event previews; the entry point and the menu pair at once', (format) => {
  it('setup writes the Event row "Preview pairings before publishing" = yes, and the state says so', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    const rows = a.values('Event').filter((r) => r[0] === 'Preview pairings before publishing');
    expect(rows).toHaveLength(1);
    expect(rows[0][1]).toBe('yes');
    expect(a.call<EventState>('getEventState').previewPairings).toBe(true);
  });

  it('with the option yes, pairNextRound and the menu pair the round without a preview', () => {
    const a = openArtifact();
    startEvent(a, format, SEVEN);
    expect(a.call<EventState>('getEventState').previewPairings).toBe(true);
    const r = a.call<ActionResult>('pairNextRound', {});
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(roundRows(a, 1).length).toBeGreaterThan(0);
    typeResults(a, format, 1, seededRandom(`menu-${format}`));
    a.call('menuPairNextRound');
    expect(roundRows(a, 2).length).toBeGreaterThan(0);
  });
});

describe.each(FORMATS_0_2_0)('%s: an event from 0.2.0 (before the preview row)', (format) => {
  it('an event set up before the row existed (0.2.0) reads no: its sidebar pairs in one click', () => {
    const a = openArtifact(oldEvent(format));
    expect(a.values('Event').some((r) => r[0] === 'Preview pairings before publishing')).toBe(false);
    expect(a.call<EventState>('getEventState').previewPairings).toBeUndefined();
  });
});
