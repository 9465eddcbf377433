// Close event and Undo close as pure plans (src/sheets/actions/season.ts), on events held as 2-D arrays.
import { describe, expect, it } from 'vitest';
import { planSetPlayerStatus } from '../../../src/sheets/actions/players';
import {
  archivedRoles,
  archiveName,
  planCloseEvent,
  planStartNext,
  planUndoClose,
} from '../../../src/sheets/actions/season';
import { planUpdateStandings } from '../../../src/sheets/actions/standings';
import { snapshotAfter } from '../../../src/sheets/after-writes';
import type { Snapshot } from '../../../src/sheets/grid';
import type { Write } from '../../../src/sheets/patch';
import { SEASON_ROLES, SEASON_TITLES, seasonLayouts } from '../../../src/sheets/season';
import { NOW, planned, refused, writeTo } from '../../support/plans';
import { afterPlan, eventSnapshot, paired, sealedRoundPlayed, typed } from '../../support/snapshot';

/** A season tab's rows as the plan writes them: its bold header row, then its body. */
const seasonRows = (writes: readonly Write[], role: string) =>
  writes.flatMap((w) => (w.role === role && w.kind === 'rows' ? w.rows : []));

const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

/** The season's tabs as the server makes them for the first close: headers only. */
function withSeasonTabs(s: Snapshot): Snapshot {
  const tabs = { ...s.tabs };
  for (const layout of Object.values(seasonLayouts()))
    tabs[layout.role] = { name: SEASON_TITLES[layout.role], values: [layout.headers.slice()] };
  return { ...s, tabs };
}

/** A sealed-deck event of four played to the end, Standings published final. */
function finished(): Snapshot {
  let s = eventSnapshot('sealed-deck', FOUR);
  for (let round = 1; round <= 3; round++) s = sealedRoundPlayed(paired(s), round);
  return afterPlan(s, planUpdateStandings(s, NOW));
}

describe('planCloseEvent', () => {
  it('is refused before the final standings, and while Standings does not show them', () => {
    const early = paired(eventSnapshot('sealed-deck', FOUR));
    expect(codes(refused(planCloseEvent(early, NOW)))).toEqual(['season-not-final']);
    const unpublished = { ...finished(), standingsTitle: 'Test night · after round 2 of 3' };
    const problems = refused(planCloseEvent(unpublished, NOW));
    expect(problems.map((p) => [p.code, p.tab, p.cell])).toEqual([['season-not-final', 'Standings', 'A1']]);
  });

  it('appends the games and one event row, writes the settings at their defaults, League, Ratings and the Log', () => {
    const s = finished();
    const plan = planned(planCloseEvent(s, NOW));
    const games = writeTo(plan.writes, SEASON_ROLES.games, 'append').rows;
    // 4 players, 3 rounds: 2 games a round.
    expect(games).toHaveLength(6);
    for (const g of games) expect(g.slice(0, 2)).toEqual(['Test night', '2026-12-05']);
    // sealedRoundPlayed: the Player wins 20 to 10.
    expect(games.map((g) => g[7])).toEqual([1, 1, 1, 1, 1, 1]);
    const event = writeTo(plan.writes, SEASON_ROLES.events, 'append').rows;
    expect(event).toHaveLength(1);
    expect(event[0].slice(0, 5)).toEqual(['Test night', '2026-12-05', expect.any(String), 4, 6]);
    expect(JSON.parse(String(event[0][7]))).toHaveLength(4);
    expect(writeTo(plan.writes, SEASON_ROLES.settings, 'rows').rows[0].slice(0, 2)).toEqual([
      'League preset',
      'Store league',
    ]);
    const league = seasonRows(plan.writes, SEASON_ROLES.league);
    expect(league[0]).toEqual(['Rank', 'Player', 'League points', 'Events', 'Test night 2026-12-05']);
    expect(league).toHaveLength(5);
    const ratings = seasonRows(plan.writes, SEASON_ROLES.ratings);
    expect(ratings[0]).toEqual(['Rank', 'Player', 'Rating', 'Change', 'Games']);
    // Everyone starts at 1500: the changes of a rating period sum to zero at one K.
    expect(ratings.slice(1).reduce((t, r) => t + Number(r[3]), 0)).toBe(0);
    expect(writeTo(plan.writes, 'log', 'append').rows[0][1]).toBe('Close event');
  });

  it('is refused for the event the season already holds, and for another event of the same name and date', () => {
    const s = withSeasonTabs(finished());
    const closed = afterPlan(s, planCloseEvent(s, NOW));
    expect(codes(refused(planCloseEvent(closed, NOW)))).toEqual(['season-already-closed']);
    // The next event started, with the same name and date on its Event tab.
    const started = typed(closed, SEASON_ROLES.events, 2, 7, [['2026-12-06 10:00:00']]);
    expect(codes(refused(planCloseEvent(started, NOW)))).toEqual(['season-event-duplicate']);
  });

  it('refuses a Season settings value or a Season games score that does not read, at its cell', () => {
    const s = withSeasonTabs(finished());
    const withSettings = afterPlan(s, planCloseEvent(s, NOW));
    const undone = afterPlan(withSettings, planUndoClose(withSettings, NOW));
    const bad = typed(undone, SEASON_ROLES.settings, 4, 2, [['three']]);
    const problems = refused(planCloseEvent(bad, NOW));
    expect(problems.map((p) => [p.code, p.cell])).toEqual([['season-setting-invalid', 'B4']]);
    // The wording a user reads is the point here: no "from -Infinity" for an unbounded number.
    expect(problems[0].message).toBe('Points per match win must be a number.');
    // Tie-breakers: a list of the three the engine knows, or none; anything else is refused at its cell.
    const tie = (text: string) => typed(undone, SEASON_ROLES.settings, 10, 2, [[text]]);
    expect(refused(planCloseEvent(tie('head to head'), NOW)).map((p) => [p.code, p.cell])).toEqual([
      ['season-setting-invalid', 'B10'],
    ]);
    expect(planCloseEvent(tie('points per event, match wins'), NOW).ok).toBe(true);
    expect(planCloseEvent(tie('none'), NOW).ok).toBe(true);
    const badScore = typed(undone, SEASON_ROLES.games, 2, 1, [['Old', '', 1, 1, 'Ann', 'Bob', '', 'won']]);
    expect(refused(planCloseEvent(badScore, NOW)).map((p) => [p.code, p.cell])).toEqual([
      ['season-game-invalid', 'H2'],
    ]);
  });

  it('counts the settings typed: 10 more points for first place', () => {
    const s = withSeasonTabs(finished());
    const closed = afterPlan(s, planCloseEvent(s, NOW));
    const undone = afterPlan(closed, planUndoClose(closed, NOW));
    const placed = typed(undone, SEASON_ROLES.settings, 7, 2, [['10']]);
    const league = seasonRows(planned(planCloseEvent(placed, NOW)).writes, SEASON_ROLES.league);
    const before = seasonRows(planned(planCloseEvent(undone, NOW)).writes, SEASON_ROLES.league);
    expect(Number(league[1][2]) - Number(before[1][2])).toBe(10);
  });
});

describe('planUndoClose', () => {
  it('logs every row it removes, then deletes them and rewrites League and Ratings', () => {
    const s = withSeasonTabs(finished());
    const closed = afterPlan(s, planCloseEvent(s, NOW));
    const plan = planned(planUndoClose(closed, NOW));
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.filter((r) => r[1] === 'Undo close: removed row')).toHaveLength(7);
    expect(writeTo(plan.writes, SEASON_ROLES.games, 'delete-rows').rows).toEqual([2, 3, 4, 5, 6, 7]);
    expect(writeTo(plan.writes, SEASON_ROLES.events, 'delete-rows').rows).toEqual([2]);
    const after = snapshotAfter(closed, plan.writes);
    expect(after.tabs[SEASON_ROLES.league]?.values.filter((r) => r.some((v) => v !== ''))).toHaveLength(1);
    expect(codes(refused(planUndoClose(after, NOW)))).toEqual(['season-nothing-to-undo']);
  });

  it('is refused once the next event has paired its first round, and allowed before', () => {
    const s = withSeasonTabs(finished());
    const closed = afterPlan(s, planCloseEvent(s, NOW));
    const started = typed(closed, SEASON_ROLES.events, 2, 7, [['2026-12-06 10:00:00']]);
    // The next event on the tabs, with the season kept.
    const fresh = eventSnapshot('sealed-deck', FOUR);
    const next: Snapshot = { ...fresh, tabs: { ...started.tabs, ...fresh.tabs } };
    expect(planUndoClose(next, NOW).ok).toBe(true);
    const pairedNext = paired(next);
    const problems = refused(planUndoClose(pairedNext, NOW));
    expect(problems.map((p) => [p.code, p.cell])).toEqual([['season-next-paired', 'G2']]);
  });
});

describe('planStartNext', () => {
  const NEXT = { seed: 'next-seed', date: '2026-12-12' };

  it('is refused until the event is closed, and once the next event has started', () => {
    const s = withSeasonTabs(finished());
    expect(codes(refused(planStartNext(s, NOW, NEXT)))).toEqual(['season-event-not-closed']);
    const closed = afterPlan(s, planCloseEvent(s, NOW));
    const started = afterPlan(closed, planStartNext(closed, NOW, NEXT));
    expect(codes(refused(planStartNext(started, NOW, NEXT)))).toEqual(['season-event-not-closed']);
  });

  it('empties Results and the record, sets every player active, a new seed and date, and notes the start', () => {
    let s = withSeasonTabs(finished());
    s = afterPlan(s, planSetPlayerStatus(s, 'Dee', 'dropped', NOW));
    s = afterPlan(s, planCloseEvent(s, NOW));
    const plan = planned(planStartNext(s, NOW, NEXT));
    expect(writeTo(plan.writes, 'results', 'delete-rows').rows).toEqual([2, 3, 4, 5, 6, 7]);
    expect(writeTo(plan.writes, 'record', 'delete-rows').rows.length).toBeGreaterThan(0);
    const after = snapshotAfter(s, plan.writes);
    const event = after.tabs.event?.values ?? [];
    expect(event.find((r) => r[0] === 'Seed')?.[1]).toBe('next-seed');
    expect(event.find((r) => r[0] === 'Date')?.[1]).toBe('2026-12-12');
    expect(after.tabs.players?.values.find((r) => r[0] === 'Dee')?.[1]).toBe('active');
    expect(after.tabs[SEASON_ROLES.events]?.values[1][6]).toBe('2026-12-05 10:00:00');
    // The season is not touched.
    expect(plan.writes.some((w) => w.role === SEASON_ROLES.games)).toBe(false);
    const log = writeTo(plan.writes, 'log', 'append').rows;
    expect(log.map((r) => r[1])).toEqual(['Start the next event', 'Start the next event: status reset']);
    expect(log[1][4]).toBe('Dee was dropped; now active.');
    // The fresh event reads, before round 1.
    expect(after.tabs.standings?.values[0][0]).toBe('Test night · before round 1');
  });

  it('archives every event tab but the Log, Players and the season, under the event’s name and date', () => {
    expect(archivedRoles(['event', 'players', 'results', 'log', 'record', SEASON_ROLES.games])).toEqual([
      'event',
      'results',
      'record',
    ]);
    expect(archiveName('Autumn Open', '2026-11-01', 'Results')).toBe('Autumn Open 2026-11-01 · Results');
    expect(archiveName('x'.repeat(200), '', 'Results')).toHaveLength(100);
  });
});
