// The playground standing in for Google Forms, over real HTTP and no browser (docs/PLAYGROUND.md, "The
// playground's HTTP API"): for every registered format, a whole event whose every result is reported by
// both players through POST /api/form-response into the tab POST /api/link-form added, connected and
// accepted through POST /api/call (connectReportForm, acceptReports) as the sidebar does, until the
// event is finished. Nothing is typed into Results but the games nobody can report (a judge game).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlaygroundForm } from '../../local/playground/report-form';
import { startPlayground } from '../../local/playground/server';
import { allFormats, getFormat } from '../../src/engine/formats/registry';
import { seededRandom } from '../../src/engine/random';
import type { EventState, FormatId } from '../../src/shared/types';
import { attackWingFleet, resultCells } from '../support/events';
import { ownWords } from '../support/own-side';
import { act, call, send, tab, type } from '../support/playground-http';

const dir = mkdtempSync(join(tmpdir(), 'tourney-form-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v ?? ''));

describe('players report through the playground\u2019s stand-in for Google Forms', () => {
  for (const format of allFormats().map((f) => f.id as FormatId)) {
    it(`${format}: every result from two /api/form-response submissions, accepted with acceptReports`, async () => {
      const pg = await startPlayground({ port: 0, workbookPath: join(dir, `${format}.workbook.json`) });
      const { url } = pg;
      try {
        // Before setup there is no format, so no questions to ask.
        expect((await send(`${url}/api/link-form`, 'POST', {})).error).toMatch(/Set up the event first/);
        await act(url, 'setupEvent', {
          format,
          name: `Form ${format}`,
          date: '2026-12-05',
          seed: 'form-api',
          ...(format === 'arrow-target' ? { startNumbers: 'as-listed' } : {}),
        });
        await type(
          url,
          'Players',
          'A2',
          NAMES.map((n) => [n]),
        );
        if (format === 'attack-wing')
          await type(
            url,
            'Fleets',
            'A2',
            NAMES.flatMap((n, i) => attackWingFleet(n, i)),
          );
        if (format === 'full-thrust')
          await type(
            url,
            'Players',
            'C2',
            NAMES.map((_, i) => [1400 + i * 7]),
          );
        expect((await send(`${url}/api/form`, 'GET')).error).toMatch(/No report form is linked/);

        const linked = await send<PlaygroundForm>(`${url}/api/link-form`, 'POST', {});
        const form = linked.value as PlaygroundForm;
        expect(form.tab).toBe('Form Responses 1');
        expect((await tab(url, form.tab))[0].filter(Boolean)).toEqual([
          'Timestamp',
          ...form.questions.map((q) => q.title),
        ]);
        expect((await send<PlaygroundForm>(`${url}/api/form`, 'GET')).value).toEqual(form);
        expect((await call<{ name: string }[]>(url, 'getReportTabs')).map((t) => t.name)).toEqual([form.tab]);
        await act(url, 'connectReportForm', { tab: form.tab });
        // The result questions: after Round, Table and Your name, before the optional drop question.
        const headers = form.questions.slice(3, -1).map((q) => q.title);
        const resultHeaders = getFormat(format)?.resultColumns.map((c) => c.header) ?? [];
        expect(form.questions.at(-1)?.title).toBe('Drop from the event');

        // What Google Forms itself refuses: a blank required question, a choice not offered, a
        // question the form does not ask.
        const base = { Round: '1', Table: '1', 'Your name': NAMES[0] };
        const choice = form.questions.find((q) => q.choices);
        const refusals = [
          { ...base, Round: '' },
          { ...base, 'Extra question': 'x' },
          ...(choice ? [{ ...base, [choice.title]: 'Not a choice' }] : []),
        ];
        for (const answers of refusals)
          expect(
            (await send(`${url}/api/form-response`, 'POST', { answers })).ok,
            JSON.stringify(answers),
          ).toBe(false);

        // Another site's page is refused as on every route that changes the workbook.
        const foreign = await fetch(`${url}/api/form-response`, {
          method: 'POST',
          headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
          body: JSON.stringify({ answers: base }),
        });
        expect(foreign.status).toBe(403);

        let rounds = 0;
        let submitted = 0;
        for (; rounds < 10; ) {
          const state = await call<EventState>(url, 'getEventState');
          if (state.nextAction !== 'pair') break;
          await act(url, 'pairNextRound', {});
          rounds++;
          const results = await tab(url, 'Results');
          const pairings = (await tab(url, 'Pairings')).map((r) => r.join(' '));
          const expected: { row: number; cells: string[] }[] = [];
          for (const [i, r] of results.entries()) {
            if (i === 0 || r[0] !== String(rounds)) continue;
            const cells = resultCells(format, seededRandom(`${format}-${rounds}-${i}`), r[2], rounds);
            if (r[3] === 'BYE') {
              // A Full Thrust judge game has no opponent to agree with: the organizer types it.
              const judge = pairings.some((p) => p.includes(r[2]) && p.includes('Plays a judge'));
              if (format === 'full-thrust' && judge)
                await type(url, 'Results', `E${i + 1}`, [cells.slice(0, 3)]);
              continue;
            }
            const bySeat = Object.fromEntries(resultHeaders.map((h, j) => [h, asText(cells[j])]));
            // Each player answers in their own words, as themselves.
            for (const [name, seat] of [
              [r[2], 'first'],
              [r[3], 'second'],
            ] as const) {
              const answers = ownWords(format, seat, bySeat);
              expect(Object.keys(answers).sort()).toEqual([...headers].sort());
              const sent = await send<{ row: number }>(`${url}/api/form-response`, 'POST', {
                answers: { Round: String(rounds), Table: r[1], 'Your name': name, ...answers },
              });
              expect(sent.error).toBeUndefined();
              submitted++;
              expect(sent.value?.row).toBe(submitted + 1);
            }
            expected.push({ row: i + 1, cells: resultHeaders.map((_, j) => asText(cells[j])) });
          }
          expect(expected.length, `round ${rounds} has games to report`).toBeGreaterThan(0);
          const queued = await call<EventState>(url, 'getEventState');
          expect(queued.reports?.counts.agreed, `round ${rounds}`).toBe(expected.length);
          // The form refused the bad submissions itself: none reached the tab.
          expect(queued.reports?.counts.refused).toBe(0);
          const accepted = await act(url, 'acceptReports', {});
          expect(accepted.message).toMatch(
            expected.length === 1
              ? /Accepted one reported game/
              : `Accepted ${expected.length} reported games`,
          );
          const after = await tab(url, 'Results');
          for (const { row, cells } of expected)
            expect(after[row - 1].slice(4, 4 + cells.length), `Results row ${row}`).toEqual(cells);
          expect(accepted.state?.reports?.games).toEqual([]);
        }
        const end = await call<EventState>(url, 'getEventState');
        expect(end.nextAction, `${format} after ${rounds} rounds`).toBe('finished');
        expect(rounds).toBeGreaterThanOrEqual(2);
        const standings = await tab(url, 'Standings');
        expect(standings.flat().join(' ')).toContain(NAMES[0]);
      } finally {
        await pg.close();
      }
    }, 60_000);
  }
});
