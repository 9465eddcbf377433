// The report queue (src/sheets/reports/queue.ts, read.ts): reports matched to the record by round, table
// and name, the latest per player, each game's status, and every refusal with its reason.
import { describe, expect, it } from 'vitest';
import { eventState } from '../../../src/sheets/actions/state';
import { readReports } from '../../../src/sheets/reports/read';
import { connectedEvent, gamesOf, OWN_WORDS_HEADERS, submitted } from '../../support/reports';
import { model, typed } from '../../support/snapshot';

const queueOf = (s: ReturnType<typeof connectedEvent>) => readReports(s, model(s));

describe('the report queue', () => {
  it('is absent while no form is connected, empty once one is', () => {
    const s = connectedEvent();
    expect(readReports({ ...s, form: undefined }, model(s))).toBeNull();
    expect(eventState({ ...s, form: undefined }, []).reports).toBeUndefined();
    expect(eventState(s, []).reports?.games).toEqual([]);
  });

  it('agreed, waiting, disputed and conflict, from each reporter on the same side', () => {
    let s = connectedEvent();
    const [g1, g2, g3] = gamesOf(s);
    s = submitted(s, [1, g1[1], g1[2], '20', '10', 'Win']);
    s = submitted(s, [1, g1[1], g1[3].toLowerCase(), 20, 10, 'win']);
    s = submitted(s, [1, g2[1], g2[2], '20', '10', 'Win']);
    s = submitted(s, [1, g3[1], g3[2], '20', '10', 'Win']);
    s = submitted(s, [1, g3[1], g3[3], '10', '20', 'Win']);
    const q = queueOf(s)?.queue;
    expect(q?.games.map((g) => [g.id, g.status])).toEqual([
      [`r1t${g1[1]}`, 'agreed'],
      [`r1t${g2[1]}`, 'waiting-for-opponent'],
      [`r1t${g3[1]}`, 'disputed'],
    ]);
    expect(q?.games[0].result).toEqual({
      'Player points': '20',
      'Opponent points': '10',
      'How it ended': 'Win',
      Winner: '',
    });
    expect(q?.games[0].reports.map((r) => r.reporter)).toEqual([g1[2], g1[3]]);
    expect(q?.games[2].note).toContain('Player points');
    const typedIn = typed(s, 'results', g1[0], 5, [[20, 10, 'Win']]);
    expect(queueOf(typedIn)?.queue.games[0].status).toBe('conflict');
  });

  it('the latest report of a player replaces the earlier ones; duplicates collapse', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '11', 'Win']);
    s = submitted(s, [1, g[1], g[2], '20', '11', 'Win']);
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win']);
    expect(queueOf(s)?.queue.games[0].status).toBe('disputed');
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win']);
    const game = queueOf(s)?.queue.games[0];
    expect(game?.status).toBe('agreed');
    expect(game?.reports.map((r) => r.row)).toEqual([4, 5]);
  });

  it('refuses what matches no game it may change, each with its reason', () => {
    let s = connectedEvent();
    const [g1, g2] = gamesOf(s);
    s = submitted(s, [1, 9, g1[2], '20', '10', 'Win']);
    s = submitted(s, [2, g1[1], g1[2], '20', '10', 'Win']);
    s = submitted(s, [1, g1[1], g2[2], '20', '10', 'Win']);
    s = submitted(s, ['x', g1[1], g1[2], '20', '10', 'Win']);
    s = submitted(s, [1, g1[1], g1[2], '=1+1', '10', 'Win']);
    s = submitted(s, [1, g1[1], g1[2], '20', '10', 'x'.repeat(50_000)]);
    s = submitted(s, [1, g1[1], g1[2], '20', '10', g1[3]]);
    s = submitted(s, [1, g1[1], g1[2], '20', '', '']);
    const refused = queueOf(s)?.queue.refused.map((r) => r.reason) ?? [];
    expect(refused).toHaveLength(8);
    expect(refused[0]).toBe(`No game was paired at round 1, table 9.`);
    expect(refused[1]).toBe(`No game was paired at round 2, table ${g1[1]}.`);
    expect(refused[2]).toContain(`${g2[2]} is not at round 1, table ${g1[1]}`);
    expect(refused[3]).toBe('"x" is not a round number.');
    expect(refused[4]).toContain('is a formula');
    expect(refused[5]).toContain('50000 characters');
    expect(refused[6]).toContain(g1[3]);
    expect(refused[7]).toContain('blank');
    expect(queueOf(s)?.queue.games).toEqual([]);
  });

  it('a responses tab without its headers is a warning, and the queue is empty', () => {
    const s = connectedEvent();
    const broken = {
      ...s,
      tabs: { ...s.tabs, responses: { name: 'Form responses 1', values: [['Timestamp', 'Round']] } },
    };
    const read = queueOf(broken);
    expect(read?.problems.map((p) => [p.severity, p.cell])).toEqual([
      ['warning', 'C1'],
      ['warning', 'D1'],
    ]);
  });

  it("a dispute keeps each version in its reporter's words: the form's questions and choice words, not the seats", () => {
    let s = connectedEvent(OWN_WORDS_HEADERS);
    const [g] = gamesOf(s);
    // Both players say they won 20-10: each answered as themselves, so the seats disagree.
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win', 'You']);
    s = submitted(s, [1, g[1], g[3], '20', '10', 'Win', 'You']);
    const game = queueOf(s)?.queue.games[0];
    expect(game?.status).toBe('disputed');
    expect(game?.reports.map((r) => r.said)).toEqual([
      "Your points 20 · Your opponent's points 10 · How it ended Win · Winner You",
      "Your points 20 · Your opponent's points 10 · How it ended Win · Winner You",
    ]);
    // On the seats the second report is the other way round.
    expect(game?.reports[1].values['Player points']).toBe('10');
    expect(game?.reports[1].values.Winner).toBe('Opponent');
  });

  it('a form by seat is told in the Results headers it asked, a blank answer named blank', () => {
    let s = connectedEvent();
    const [g] = gamesOf(s);
    s = submitted(s, [1, g[1], g[2], '20', '10', 'Win']);
    expect(queueOf(s)?.queue.games[0].reports[0].said).toBe(
      'Player points 20 · Opponent points 10 · How it ended Win · Winner blank',
    );
  });
});
