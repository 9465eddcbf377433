// The Standings title line (row 1): the event's name and how far the standings go, worded as an
// organizer reads it out ("after round 2 of 5"), so a player on a phone knows which round they reflect.
import { standingsOf } from '../engine/format';
import { plural } from '../shared/plural';
import type { Problem } from '../shared/types';
import { awaitsResult, type EventModel, errorsOf } from './event-model';

/** One paired round: how many of its games await a result, and how many of those are in. */
export interface RoundProgress {
  round: number;
  recorded: number;
  expected: number;
}

export interface TitleInput {
  eventName: string;
  /** Every round the event has (the format's own count where it decides it, else the Event tab's Rounds). */
  rounds: number;
  /** Each paired round, in order from round 1. */
  paired: RoundProgress[];
  /** A decision the standings wait for once every result is in ("tie-breaker battle to play"). */
  pending?: string;
}

const done = (r: RoundProgress) => r.recorded >= r.expected;

/**
 * "Spring Open · after round 2 of 5 · round 3: 4 of 8 results in", "Spring Open · final",
 * "Spring Open · round 1 of 5: 3 of 8 results in", "Spring Open · before round 1". The standings count the rounds whose results are all in (N: the last
 * of an unbroken run from round 1); a later paired round still waiting for results is named with how
 * many are in, so nobody mistakes half a round for a finished one.
 */
export function standingsTitle(input: TitleInput): string {
  const head = input.eventName.trim() || 'Standings';
  const { paired, rounds } = input;
  let complete = 0;
  while (complete < paired.length && done(paired[complete])) complete++;
  const last = paired.length;
  const of = (n: number) => (rounds >= n ? ` of ${rounds}` : '');
  // Every result is in but a tie waits for its battle: not final, and not yet the next round.
  if (last > 0 && complete === last && input.pending)
    return `${head} · after round ${complete}${of(complete)} · ${input.pending}`;
  if (last > 0 && complete === last && last >= rounds) return `${head} · final`;
  // Round 1 in play is named with the round count too ("round 1 of 5: 3 of 8 results in").
  const inPlay = paired
    .slice(complete)
    .map((r) => `round ${r.round}${r.round === 1 ? of(1) : ''}: ${resultsIn(r)}`);
  if (complete > 0) return [`${head} · after round ${complete}${of(complete)}`, ...inPlay].join(' · ');
  if (!inPlay.length) return `${head} · before round 1`;
  return [head, ...inPlay].join(' · ');
}

const resultsIn = (r: RoundProgress) => `${r.recorded} of ${plural(r.expected, 'result')} in`;

/** What the title needs from an event: the round count and each paired round's results. */
export function titleInput(model: EventModel, pending?: string): TitleInput {
  const rounds = model.format.roundLimit?.(model.ctx)?.rounds ?? model.ctx.config.rounds;
  const paired: RoundProgress[] = [];
  // From the rows themselves: pairing renders Standings with the new round's rows added to the model.
  const last = model.ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  for (let r = 1; r <= last; r++) paired.push({ round: r, recorded: 0, expected: 0 });
  for (const m of model.ctx.matches) {
    const at = paired[m.round - 1];
    // A bye needs no result; a Full Thrust game against a judge does.
    if (!at || !awaitsResult(model, m)) continue;
    at.expected++;
    if (model.complete.has(m)) at.recorded++;
  }
  return { eventName: model.ctx.config.name, rounds, paired, ...(pending ? { pending } : {}) };
}

const FINAL = ' · final';

/** Whether a title calls the standings final (only the last part can: the event's name comes first). */
export const saysFinal = (title: string): boolean => title.trimEnd().endsWith(FINAL);

/**
 * The title as the record and Results stand, as renderStandings writes it. With an error on the sheet the
 * standings are not computed, so whether a tie still waits for its battle is unknown: a title that would
 * call them final is then null (left as it is), and any other is the rounds' progress alone.
 */
export function currentTitle(model: EventModel): string | null {
  if (!errorsOf(model.problems).length)
    return standingsTitle(titleInput(model, standingsOf(model.format, model.ctx).pending));
  const title = standingsTitle(titleInput(model));
  return saysFinal(title) ? null : title;
}

/** Problem codes of the Standings title (docs/ARCHITECTURE.md, Sheet contract: the Standings title). */
export const TITLE_CODES = {
  /** Standings says final while a game still waits for its result: players read a wrong outcome. */
  finalWhilePending: 'standings-final-while-pending',
  /** Every result is in, but Standings does not say final yet: the final standings are unpublished. */
  finalUnpublished: 'standings-final-unpublished',
} as const;

/**
 * What is wrong with the title Standings shows (`shown`, read from its A1) against the event as it
 * stands, for the read-only paths (Check event, the sidebar's state): only where it misleads about the
 * end. A title whose counts lag a few results is Standings not updated yet, which its title itself says.
 */
export function titleProblems(model: EventModel, shown: string | undefined, tab: string): Problem[] {
  if (shown === undefined || model.round === 0) return [];
  const now = currentTitle(model);
  if (now === null || saysFinal(shown) === saysFinal(now)) return [];
  const at = { tab, cell: 'A1', role: 'standings' };
  const action = { label: 'Update standings', name: 'updateStandings' as const, args: [] };
  if (saysFinal(shown))
    return [
      {
        severity: 'error',
        ...at,
        code: TITLE_CODES.finalWhilePending,
        message: `The ${tab} title says "final", but the event is not finished: as Results stand it reads "${now}".`,
        fix: `Update standings (the sidebar's button), which rewrites ${tab} from Results as they stand.`,
        action,
      },
    ];
  return [
    {
      severity: 'warning',
      ...at,
      code: TITLE_CODES.finalUnpublished,
      message: `Every result is in, but ${tab} still reads "${shown}".`,
      fix: `Update standings (the sidebar's "Publish final standings") to show players the final order.`,
      action,
    },
  ];
}
