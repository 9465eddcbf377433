// docs/ARCHITECTURE.md, Guarantees, for every format: text a person typed is written back as text (formula, number, date and
// boolean look-alikes never become formulas, numbers or dates), and contact columns the organizer keeps
// on Players never reach Pairings, Standings, the Log or any other tab the add-on writes.
import { describe, expect, it } from 'vitest';
import { columnToLetters } from '../../local/emulator';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, FormatId } from '../../src/shared/types';
import { type Artifact, openArtifact } from '../support/artifact';
import { attackWingFleet, FORMATS, pairOk, roundRows, setupFormat, typeResults } from '../support/events';
import { OUTPUT_TABS } from '../support/nothing-lost';
import { grow, typePlayers } from '../support/sealed';
import { standingsOf } from '../support/standings';

/** Names that Sheets would turn into a formula, a number, a boolean or a date if written as typed. */
const TRICKY = [
  '=1+1',
  '+44 7700',
  '@home',
  '<b>x</b>',
  '007',
  'TRUE',
  '2026-12-05',
  '=HYPERLINK("http://x","y")',
  '1e3',
  '12/31/2026',
];
/** Look-alikes used for the formats' own text cells (card names, deck codes). */
const LOOKALIKES = ['=1/0', '0042', 'FALSE', '2026-01-31', '-5', '+7', '3.50'];

const isFormula = (v: unknown) => typeof v === 'object' && v !== null && 'formula' in v;
const isDate = (v: unknown) => typeof v === 'object' && v !== null && 'date' in v;

function column(a: Artifact, tab: string, header: string): unknown[] {
  // Standings has its title line above the headers.
  const { headers: head, rows } =
    tab === 'Standings' ? standingsOf(a) : { headers: a.values(tab)[0], rows: a.values(tab).slice(1) };
  const i = (head as unknown[]).indexOf(header);
  return rows.map((r) => r[i]);
}

function setupTricky(a: Artifact, format: FormatId): void {
  setupFormat(a, format);
  typePlayers(a, TRICKY);
  if (format === 'attack-wing') {
    const rows = TRICKY.flatMap((n, i) =>
      attackWingFleet(n, i).map((r, j) =>
        j === 2 ? [...r.slice(0, 4), LOOKALIKES[i % LOOKALIKES.length], ...r.slice(5)] : r,
      ),
    );
    grow(a, 'Fleets', rows.length + 1);
    a.type('Fleets', 'A2', rows);
  }
  if (format === 'full-thrust')
    a.type(
      'Players',
      'C2',
      TRICKY.map((_, i) => [1400 + i]),
    );
}

describe.each(FORMATS)('%s: typed text stays text', (format) => {
  it('names (and deck codes, card names) that look like formulas, numbers or dates survive pairing, results, undo and standings unchanged, and no cell becomes a formula', () => {
    const a = openArtifact();
    setupTricky(a, format);
    const r = seededRandom(`tricky:${format}`);
    pairOk(a);
    typeResults(a, format, 1, r);
    if (format === 'arrow-target') {
      // Deck codes are the arrow/target format's own text cells (Results E and F).
      roundRows(a, 1).forEach(({ row, values }, i) => {
        if (values[3] !== 'BYE')
          a.type('Results', `E${row}`, [
            [LOOKALIKES[i % LOOKALIKES.length], LOOKALIKES[(i + 1) % LOOKALIKES.length]],
          ]);
      });
    }
    // Every cell but Status, which pairing brings up to date ("Recorded" once a result is typed).
    const status = a.values('Results')[0].lastIndexOf('Status');
    const typed = () => roundRows(a, 1).map((x) => x.values.filter((_, i) => i !== status));
    const round1 = typed();
    pairOk(a);
    // Undo rewrites the Results rows it keeps: round 1's typed text must come back exactly.
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(typed()).toEqual(round1);
    expect(roundRows(a, 1).every((x) => ['Recorded', 'Bye'].includes(String(x.values[status])))).toBe(true);
    pairOk(a);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);

    expect(column(a, 'Players', 'Name')).toEqual(TRICKY);
    const seated = a
      .values('Results')
      .slice(1)
      .flatMap((row) => [row[2], row[3]])
      .filter((v) => v !== 'BYE');
    expect(new Set(seated)).toEqual(new Set(TRICKY));
    const standingsNames = column(a, 'Standings', 'Player').filter((v) => v !== '');
    expect(new Set(standingsNames)).toEqual(new Set(TRICKY));
    const pairings = a.values('Pairings').flat();
    for (const name of seated.filter((n) => roundRows(a, 2).some((x) => x.values.includes(n))))
      expect(pairings).toContain(name);
    if (format === 'arrow-target') {
      // Pairings show each arrow its target's deck, exactly as typed.
      const notes = a.values('Pairings').flat().map(String).join('\n');
      expect(LOOKALIKES.some((code) => notes.includes(`target's deck: ${code}`))).toBe(true);
    }
    if (format === 'attack-wing') {
      const sheets = a.values('Fleet Build Sheets').flat();
      for (const name of LOOKALIKES) expect(sheets).toContain(name);
    }
    // No cell anywhere is a formula; no typed text turned into a date (the Log's Time column is a
    // real date-time).
    for (const [tab, t] of Object.entries(a.save().tabs)) {
      for (const v of t.values.flatMap((row) => (tab === 'Log' ? row.slice(1) : row))) {
        expect(isFormula(v), `${tab}: ${JSON.stringify(v)}`).toBe(false);
        expect(isDate(v), `${tab}: ${JSON.stringify(v)}`).toBe(false);
      }
    }
  });
});

describe.each(FORMATS)('%s: contact details stay private', (format) => {
  it('an Email and a Phone column on Players never appear on Pairings, Standings, the Log, any output tab or what the sidebar receives', () => {
    const a = openArtifact();
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];
    setupFormat(a, format);
    typePlayers(a, names);
    if (format === 'attack-wing')
      a.type(
        'Fleets',
        'A2',
        names.flatMap((n, i) => attackWingFleet(n, i)),
      );
    if (format === 'full-thrust')
      a.type(
        'Players',
        'C2',
        names.map((_, i) => [1400 + i]),
      );
    const first = (a.values('Players')[0] as unknown[]).length + 1;
    const [email, phone] = [columnToLetters(first), columnToLetters(first + 1)];
    a.type('Players', `${email}1`, [['Email', 'Phone']]);
    const contacts = names.map((n, i) => [`${n.toLowerCase()}@example.org`, `+44 7700 90012${i}`]);
    a.type('Players', `${email}2:${phone}${names.length + 1}`, contacts);
    const r = seededRandom(`private:${format}`);
    pairOk(a);
    typeResults(a, format, 1, r);
    expect(a.call<ActionResult>('setPlayerStatus', { name: 'Gus', status: 'dropped' }).ok).toBe(true);
    pairOk(a);
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    pairOk(a);
    expect(a.call<ActionResult>('updateStandings').ok).toBe(true);
    const secret = new Set(contacts.flat());
    const tabs = a.save().tabs;
    for (const tab of [...OUTPUT_TABS, 'Log', 'Results'])
      for (const v of tabs[tab]?.values.flat() ?? [])
        expect(secret.has(String(v)), `${tab}: ${v}`).toBe(false);
    const sidebar = JSON.stringify([
      a.call('getEventState'),
      a.call('getExportTables'),
      a.call('checkEvent'),
    ]);
    for (const s of secret) expect(sidebar).not.toContain(s);
    // The contact columns themselves are untouched.
    expect(
      a
        .values('Players')
        .slice(1)
        .map((row) => row.slice(first - 1, first + 1)),
    ).toEqual(contacts);
  });
});
