// Sealed deck's seating list for deck construction, through the built dist/Code.js: "Deck Construction -
// Each player now opens their deck and has 30 minutes to create a 6-mission deck" (sealed-deck-stccg.txt);
// docs/rules/DECISIONS.md: timer preset "deck construction 30 minutes". Before round 1, a seeded seating list of
// the active players on Pairings; refused once round 1 is paired; replaced by round 1's pairings.
import { describe, expect, it } from 'vitest';
import type { ActionResult, EventState } from '../../src/shared/types';
import { type Artifact, expectUnchanged, openArtifact, reopen } from '../support/artifact';
import { setupSealed, typePlayers } from '../support/sealed';

const EIGHT = ['Picard', 'Riker', 'Data', 'Worf', 'Troi', 'Crusher', 'La Forge', 'Yar'];
const byName = (x: string, y: string) => x.localeCompare(y, undefined, { sensitivity: 'base' });

function seat(a: Artifact, seen?: unknown): ActionResult {
  return a.call<ActionResult>('seatPlayers', { seen });
}

/** The Pairings tab read as the seating list: the title, the seats in order, and the find-your-name block. */
function seating(a: Artifact) {
  const rows = a.values('Pairings');
  const blank = rows.findIndex((r, i) => i > 1 && r.every((v) => v === ''));
  return {
    rows,
    title: rows[0][0],
    header: rows[1],
    seats: rows.slice(2, blank).map((r) => [r[0], r[1]] as [number, string]),
    findHeader: rows[blank + 1],
    find: rows.slice(blank + 2).map((r) => [r[0], r[1]] as [number, string]),
  };
}

function seatingLog(a: Artifact): unknown[][] {
  return a.values('Log').filter((r) => r[1] === 'Deck construction seating');
}

describe('"Deck Construction - Each player now opens their deck and has 30 minutes to create a 6-mission deck": seating before round 1 (through dist/Code.js)', () => {
  it('every active player has one seat 1..N on Pairings, dropped players none, with a find-your-name list, in four columns', () => {
    const a = openArtifact();
    setupSealed(a, EIGHT);
    a.type('Players', 'B4', [['dropped']]); // Data
    const state = a.call<EventState>('getEventState');
    expect(state.seating?.button).toBe('Seat deck construction');
    const r = seat(a);
    expect(r.ok, JSON.stringify(r.problems)).toBe(true);
    expect(r.message).toBe(
      'Deck construction seating: 7 seats on the Pairings tab. Pairing round 1 replaces it.',
    );
    const s = seating(a);
    // The title says what the seats are for, the event and the Deck construction minutes (30).
    expect(s.title).toBe('Deck construction seating · Friday sealed · 30 minutes');
    expect(s.header).toEqual(['Seat', 'Player', '', 'Note']);
    const active = EIGHT.filter((n) => n !== 'Data');
    expect(s.seats.map(([n]) => n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.seats.map(([, name]) => name).sort(byName)).toEqual([...active].sort(byName));
    // The same seats again, sorted by name, so a player finds theirs on a phone.
    expect(s.findHeader).toEqual(['Seat', 'Find your name', '', '']);
    expect(s.find.map(([, name]) => name)).toEqual([...active].sort(byName));
    for (const [n, name] of s.find) expect(s.seats).toContainEqual([n, name]);
    // The phone-first layout: nothing past column D, nothing left of a bigger layout beside it.
    for (const row of s.rows) expect(row.length).toBeLessThanOrEqual(4);
    // Both headers bold, the seats plain.
    const formats = a.tab('Pairings').formats ?? {};
    const findRow = s.rows.indexOf(s.findHeader) + 1;
    expect([formats.A2?.fontWeight, formats[`B${findRow}`]?.fontWeight]).toEqual(['bold', 'bold']);
    expect(formats.B3?.fontWeight).not.toBe('bold');
    expect(formats[`B${findRow + 1}`]?.fontWeight).not.toBe('bold');
    // Nothing else was written: no round, no Results rows.
    expect(a.values('Results').slice(1)).toEqual([]);
    expect(a.call<EventState>('getEventState').round).toBe(0);
  });

  it('the draw is seeded and logged: the same players and seed give the same seats, a changed list a new draw', () => {
    const a = openArtifact();
    setupSealed(a, EIGHT);
    expect(seat(a).ok).toBe(true);
    const first = seating(a).seats;
    // The Log gives the seed and the whole order, seat by seat.
    const [line] = seatingLog(a);
    expect(line[2]).toBe(0);
    expect(line[3]).toBe('fixed-seed:seating');
    expect(line[4]).toBe(
      `8 seats drawn with seed "fixed-seed:seating": ${first.map(([n, name]) => `${n} ${name}`).join(', ')}.`,
    );
    // Running it again seats the same way and logs it again.
    expect(seat(reopen(a)).ok).toBe(true);
    expect(seating(a).seats).toEqual(first);
    expect(seatingLog(a)).toHaveLength(2);
    // The same players listed in another order, same seed: the same seats.
    const b = openArtifact();
    setupSealed(b, [...EIGHT].reverse());
    expect(seat(b).ok).toBe(true);
    expect(seating(b).seats).toEqual(first);
    // Another seed: another draw.
    const c = openArtifact();
    setupSealed(c, EIGHT, { seed: 'other-seed' });
    expect(seat(c).ok).toBe(true);
    expect(seating(c).seats).not.toEqual(first);
    // A player more: a new draw, not the old one with the newcomer at the end.
    typePlayers(a, [...EIGHT, 'Guinan']);
    expect(seat(a).ok).toBe(true);
    const nine = seating(a).seats;
    expect(nine).toHaveLength(9);
    expect(nine.slice(0, 8)).not.toEqual(first);
    // Its own draw, not round 1's pile: the pile's order (table by table) is another one.
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    const pile = a
      .values('Results')
      .slice(1)
      .flatMap((r) => [r[2], r[3]])
      .filter((n) => n !== 'BYE');
    expect(pile).not.toEqual(nine.map(([, name]) => name));
  });

  it('pairing round 1 replaces the seating list as usual, and the seating is refused from then on, writing nothing', () => {
    const a = openArtifact();
    setupSealed(a, EIGHT);
    expect(seat(a).ok).toBe(true);
    const paired = a.call<ActionResult>('pairNextRound');
    expect(paired.ok, JSON.stringify(paired.problems)).toBe(true);
    const pairings = a.values('Pairings');
    expect(pairings[0][0]).toBe('Round 1 · Friday sealed');
    expect(pairings.flat()).not.toContain('Seat');
    expect(pairings.flat().some((v) => String(v).includes('seating'))).toBe(false);
    // Every player is in round 1 as usual: four tables of two.
    expect(a.values('Results').slice(1)).toHaveLength(4);
    expect(a.call<EventState>('getEventState').seating).toBeUndefined();

    const before = a.snapshot();
    const refused = seat(a);
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      expect.objectContaining({
        tab: 'Results',
        cell: 'A2',
        message:
          'Round 1 is paired: the deck construction seating list is only for before round 1, and Pairings now shows round 1.',
      }),
    ]);
    expect(refused.problems[0].fix).toContain('round 1 tables');
    expectUnchanged(a, before);
  });

  it('refused with nothing written when the event has an error or fewer than two active players', () => {
    const a = openArtifact();
    setupSealed(a, ['Picard', 'Riker', 'picard ']);
    const before = a.snapshot();
    const clash = seat(a);
    expect(clash.ok).toBe(false);
    expect(clash.problems.some((p) => p.tab === 'Players' && p.cell === 'A4')).toBe(true);
    expectUnchanged(a, before);

    const one = openArtifact();
    setupSealed(one, ['Picard']);
    const alone = one.snapshot();
    const few = seat(one);
    expect(few.ok).toBe(false);
    expect(few.problems).toEqual([
      expect.objectContaining({
        tab: 'Players',
        cell: 'A2',
        message: '1 active player: at least two are needed for a seating list.',
      }),
    ]);
    expectUnchanged(one, alone);
  });

  it('a sidebar that saw the event before another one paired round 1 is refused, and nothing is written', () => {
    const a = openArtifact();
    setupSealed(a, EIGHT);
    const shown = a.call<EventState>('getEventState');
    const seen = { round: shown.round, fingerprint: shown.fingerprint };
    expect(seat(a, seen).ok).toBe(true);
    expect(reopen(a).call<ActionResult>('pairNextRound').ok).toBe(true);
    const before = a.snapshot();
    const stale = seat(a, seen);
    expect(stale.ok).toBe(false);
    expect(stale.message).toContain('the event moved on');
    expectUnchanged(a, before);
  });

  it('a format without a seating list offers none and refuses the call (Attack Wing)', () => {
    const a = openArtifact();
    const setup = a.call<ActionResult>('setupEvent', {
      format: 'attack-wing',
      name: 'AW',
      rounds: 3,
      seed: 's',
    });
    expect(setup.ok).toBe(true);
    typePlayers(a, ['Picard', 'Riker']);
    expect(a.call<EventState>('getEventState').seating).toBeUndefined();
    const before = a.snapshot();
    const r = seat(a);
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toEqual(
      expect.objectContaining({
        tab: 'Event',
        cell: 'B2',
        message: 'Star Trek: Attack Wing OP has no seating list before round 1.',
      }),
    );
    expectUnchanged(a, before);
  });

  it("the hall screen shows the posted seats by name before round 1, and the round's games once it is paired", () => {
    const a = openArtifact();
    setupSealed(a, EIGHT);
    type Hall = {
      message: string;
      seating: { purpose: string; seats: { seat: number; name: string }[] } | null;
    };
    // Not seated yet: nothing to show but that round 1 is not paired.
    expect(a.call<Hall>('getHallScreen')).toMatchObject({
      seating: null,
      message: 'Round 1 is not paired yet.',
    });
    expect(seat(a).ok).toBe(true);
    const posted = seating(a).seats;
    const hall = a.call<Hall>('getHallScreen');
    expect(hall.message).toBe('');
    expect(hall.seating?.purpose).toBe('Deck construction');
    expect(hall.seating?.seats.map((s) => s.name)).toEqual([...EIGHT].sort(byName));
    for (const s of hall.seating?.seats ?? []) expect(posted).toContainEqual([s.seat, s.name]);
    // A player typed on Players after the list was posted is not on it: the hall shows what Pairings shows.
    a.type('Players', 'A10', [['Ro']]);
    expect(a.call<Hall>('getHallScreen').seating?.seats).toHaveLength(8);
    expect(a.call<ActionResult>('pairNextRound').ok).toBe(true);
    expect(a.call<Hall & { games: unknown[] }>('getHallScreen')).toMatchObject({ seating: null });
  });
});
