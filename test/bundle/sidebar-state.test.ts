// What the sidebar is told, through the built dist/Code.js: the Results Status column is never stale
// after an action that writes Results, counts read "1 table" not "1 tables", a note
// about an Event setting points at that setting's cell, the state lists errors before warnings,
// each once, and says pairing is blocked while an error stands, and Attack Wing's own sidebar
// sections (Roll-off per tie, Peak Performance) come from the server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import type { ActionResult, EventState, FormatPanel } from '../../src/shared/types';
import { openArtifact } from '../support/artifact';
import { FORMATS, pairOk, roundRows, startEvent, typeResults } from '../support/events';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

/** The Results Status column (the last header) of every row of `round`. */
function statuses(a: ReturnType<typeof openArtifact>, round: number): unknown[] {
  const header = a.values('Results')[0];
  const col = header.lastIndexOf('Status');
  return roundRows(a, round).map((r) => r.values[col]);
}

describe('Results Status is refreshed by every action that writes Results', () => {
  it.each(FORMATS)(
    '%s: round 1 reads "Recorded" once round 2 is paired, without Update standings',
    (format) => {
      const a = openArtifact();
      startEvent(a, format, SIX);
      pairOk(a);
      expect(statuses(a, 1).filter((s) => s === 'Waiting for result').length).toBeGreaterThan(0);
      typeResults(a, format, 1, seededRandom(`status:${format}`));
      pairOk(a);
      expect(statuses(a, 1).every((s) => s === 'Recorded' || s === 'Bye')).toBe(true);
      // Undo round 2 and re-pair it: round 1 still reads as recorded, round 2 is waiting again.
      expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
      expect(statuses(a, 1).every((s) => s === 'Recorded' || s === 'Bye')).toBe(true);
      pairOk(a);
      expect(a.call<ActionResult>('rePairRound').ok).toBe(true);
      expect(statuses(a, 1).every((s) => s === 'Recorded' || s === 'Bye')).toBe(true);
      expect(statuses(a, 2)).toContain('Waiting for result');
    },
  );

  it('undo brings a result typed after the last write up to date on the rows it keeps', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', SIX);
    pairOk(a);
    pairOk(a, true); // round 2 paired with round 1's results missing
    typeResults(a, 'sealed-deck', 1, seededRandom('undo-status'));
    expect(statuses(a, 1)).toContain('Waiting for result');
    expect(a.call<ActionResult>('undoLastRound').ok).toBe(true);
    expect(statuses(a, 1).every((s) => s === 'Recorded')).toBe(true);
  });
});

describe('counts are written as words agree', () => {
  it('two players: "Round 1 paired: 1 table.", one row undone, "1 active player"', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', ['Ann', 'Bob']);
    expect(pairOk(a).message).toBe('Round 1 paired: 1 table.');
    expect(a.call<ActionResult>('undoLastRound').message).toBe('Round 1 undone: its row is in the Log tab.');
    expect(a.values('Log').some((r) => String(r[4]).includes('Removed 1 Results row of round 1'))).toBe(true);
    a.call<ActionResult>('setPlayerStatus', { name: 'Bob', status: 'dropped' });
    const refused = a.call<ActionResult>('pairNextRound');
    expect(refused.problems[0].message).toBe('1 active player: at least two are needed to pair a round.');
  });

  it('a one-round event: "The only round is paired."; an arrow/target leader with one win: "1 win"', () => {
    const a = openArtifact();
    startEvent(a, 'sealed-deck', ['Ann', 'Bob'], { rounds: 1 });
    pairOk(a);
    typeResults(a, 'sealed-deck', 1, seededRandom('one-round'));
    expect(a.call<ActionResult>('pairNextRound').problems[0].message).toBe('The only round is paired.');
    const b = openArtifact();
    startEvent(b, 'arrow-target', ['Ann', 'Bob', 'Cy']);
    pairOk(b);
    typeResults(b, 'arrow-target', 1, seededRandom('one-win'));
    const leaders = b.call<ActionResult>('updateStandings').state?.leaders ?? [];
    expect(leaders[0].score).toBe('1 win');
  });

  it('no user-facing text in src/ writes a count as "row(s)", "player(s)" or the like', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name))
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (!line.trim().startsWith('//') && /\s[a-z]+\(s\)/.test(line))
                offenders.push(`${path}:${i + 1}: ${line.trim()}`);
            });
      }
    };
    walk(resolve(__dirname, '../../src'));
    expect(offenders).toEqual([]);
  });
});

describe('notes about Event settings point at the setting', () => {
  it.each([
    ['sealed-deck', { rounds: 2, gameMinutes: 45 }, ['Rounds', 'Minutes per game']],
    ['attack-wing', { rounds: 4, battleMinutes: 90 }, ['Rounds', 'Battle round minutes']],
    ['full-thrust', { gameMinutes: 200 }, ['Minutes per game']],
  ] as const)('%s: each setting warning names the Event cell of its value', (format, options, labels) => {
    const a = openArtifact();
    startEvent(a, format, SIX, options);
    const event = a.values('Event');
    const cellOf = (label: string) => `B${event.findIndex((r) => r[0] === label) + 1}`;
    const state = a.call<EventState>('getEventState');
    for (const label of labels) {
      const cell = cellOf(label);
      expect(cell).not.toBe('B0');
      expect(
        state.problems.some((p) => p.tab === 'Event' && p.cell === cell && p.severity === 'warning'),
        `${label} at Event!${cell}: ${JSON.stringify(state.problems)}`,
      ).toBe(true);
    }
    // Check event and Update standings address them the same way.
    const check = a.call<ActionResult>('checkEvent');
    for (const label of labels) expect(check.warnings.map((w) => w.cell)).toContain(cellOf(label));
  });
});

describe('the state lists errors first, once, and says pairing is blocked', () => {
  it('an Attack Wing fleet over the limit: nextAction is fix-problems, errors before warnings, no repeats', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', SIX, { rounds: 4 });
    let state = a.call<EventState>('getEventState');
    expect(state.nextAction).toBe('pair');
    a.type('Fleets', 'G2', [[500]]);
    state = a.call<EventState>('getEventState');
    expect(state.nextAction).toBe('fix-problems');
    const severities = state.problems.map((p) => p.severity);
    expect(severities[0]).toBe('error');
    expect(severities).toContain('warning');
    expect(severities.lastIndexOf('error')).toBeLessThan(severities.indexOf('warning'));
    const keys = state.problems.map((p) => `${p.tab}|${p.cell}|${p.message}`);
    expect(new Set(keys).size).toBe(keys.length);
    // An update answers with its own warnings and the state; the warning is in both, once in each.
    a.type('Fleets', 'G2', [[28]]);
    const update = a.call<ActionResult>('updateStandings');
    expect(update.state?.nextAction).toBe('pair');
    const rounds = (ps: { message: string }[]) =>
      ps.filter((p) => p.message.includes('3 Battle Rounds')).length;
    expect(rounds(update.warnings)).toBe(1);
    expect(rounds(update.state?.problems ?? [])).toBe(1);
  });

  it('a late entry the format refuses is a state error at its Players row, and blocks pairing', () => {
    const a = openArtifact();
    startEvent(a, 'full-thrust', SIX);
    pairOk(a);
    a.type('Players', 'A8', [['Late Larry']]);
    const state = a.call<EventState>('getEventState');
    expect(state.nextAction).toBe('fix-problems');
    expect(state.problems[0]).toEqual(
      expect.objectContaining({ tab: 'Players', cell: 'A8', severity: 'error' }),
    );
  });
});

describe("the format's own sidebar sections come from the server", () => {
  const panelOf = <K extends FormatPanel['kind']>(s: EventState, kind: K) =>
    s.panels.find((p): p is Extract<FormatPanel, { kind: K }> => p.kind === kind);

  it('Attack Wing: a Roll-off button per tie the Standings flag, whose args roll exactly that tie', () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', ['Ann', 'Bob', 'Cy', 'Dee']);
    const before = panelOf(a.call<EventState>('getEventState'), 'command');
    expect(before?.command).toBe('rollOff');
    expect(before?.choices).toEqual([]);
    pairOk(a);
    // One game in: the two players still waiting are level at 0, but that tie is not final yet.
    const rows = roundRows(a, 1);
    a.type('Results', `E${rows[0].row}`, [[40, 20, 'Time']]);
    const waiting = panelOf(a.call<ActionResult>('updateStandings').state as EventState, 'command');
    expect(waiting?.choices).toEqual([]);
    expect(waiting?.none).toBe('Roll-offs are offered once every result of round 1 is in.');
    // Both games end on time 40-20: the two winners are level on battle and fleet points, and so are the losers.
    for (const { row } of rows) a.type('Results', `E${row}`, [[40, 20, 'Time']]);
    const state = a.call<ActionResult>('updateStandings').state as EventState;
    const rollOff = panelOf(state, 'command');
    expect(rollOff?.choices.length).toBe(2);
    const first = rollOff?.choices[0];
    const rolled = a.call<ActionResult>('runFormatCommand', { name: 'rollOff', args: first?.args });
    expect(rolled.ok).toBe(true);
    const names = (first?.args as { players: string[] } | undefined)?.players ?? [];
    expect(names.length).toBe(2);
    expect(rolled.message).toContain(`${names[0]} and ${names[1]} (after round 1)`);
    // The tie rolled is no longer offered; the other one still is.
    const after = panelOf(rolled.state as EventState, 'command');
    expect(after?.choices.map((c) => c.label)).toEqual([rollOff?.choices[1].label]);
  });

  it("Attack Wing: the Peak Performance panel lists each fleet's ships with their totals; other formats have no panels", () => {
    const a = openArtifact();
    startEvent(a, 'attack-wing', ['Ann', 'Bob']);
    const peak = panelOf(a.call<EventState>('getEventState'), 'tool');
    expect(peak?.id).toBe('peak');
    expect(peak?.tool).toBe('peakPerformance');
    expect(peak?.subject.options.map((f) => f.value)).toEqual(['Ann', 'Bob']);
    expect(peak?.subject.options[0].picks).toEqual([
      { label: '1 (38)', value: '1' },
      { label: '2 (20)', value: '2' },
    ]);
    const tool = a.call<{ ok: boolean; value: { ok: boolean; total: number } }>('runFormatTool', peak?.tool, {
      [peak?.subject.arg ?? '']: 'Ann',
      [peak?.sequence.arg ?? '']: ['1', '2'],
      [peak?.count.arg ?? '']: 2,
    });
    expect(tool.value).toEqual(
      expect.objectContaining({ ok: true, total: 38 + 20 + 10, headline: `${38 + 20 + 10} fleet points` }),
    );
    for (const format of FORMATS.filter((f) => f !== 'attack-wing')) {
      const b = openArtifact();
      startEvent(b, format, SIX);
      expect(b.call<EventState>('getEventState').panels).toEqual([]);
    }
  });
});

describe('the sidebar calls every entry point meant for it', () => {
  it('dist/Sidebar.html names each entry point of dist/Code.js except the menu, onOpen/onInstall and showSidebar', () => {
    const code = readFileSync(resolve(__dirname, '../../dist/Code.js'), 'utf8');
    const html = readFileSync(resolve(__dirname, '../../dist/Sidebar.html'), 'utf8');
    const entries = [...code.matchAll(/^function (\w+)\(\) \{ return __TourneySheets\./gm)].map((m) => m[1]);
    expect(entries).toEqual(expect.arrayContaining(['runFormatTool', 'runFormatCommand', 'checkEvent']));
    const forSidebar = entries.filter((e) => !/^(menu\w+|onOpen|onInstall|showSidebar)$/.test(e));
    const unused = forSidebar.filter((e) => !html.includes(`"${e}"`) && !html.includes(`'${e}'`));
    expect(unused).toEqual([]);
  });
});

describe('the sidebar lists leaders once a game has a result', () => {
  it.each(FORMATS)(
    "%s: none before round 1 or while no result of round 1 is in; then the standings' top",
    (format) => {
      const a = openArtifact();
      startEvent(a, format, SIX);
      expect(a.call<EventState>('getEventState').leaders).toEqual([]);
      pairOk(a);
      expect(a.call<EventState>('getEventState').leaders).toEqual([]);
      typeResults(a, format, 1, seededRandom(`leaders:${format}`));
      const leaders = a.call<ActionResult>('updateStandings').state?.leaders ?? [];
      expect(leaders.length).toBeGreaterThan(0);
      expect(leaders[0].rank).toBe(1);
    },
  );
});
