// A season's league table: each event gives a player points for attending, for each match won, drawn
// or lost, and for their final place; the best N events count; a player needs a minimum of events to
// be ranked; ties on points go by the organizer's tie-breakers. The organizer's own rules (no rule text governs a club league): the choices are
// docs/rules/DECISIONS.md's, section Season.

/** A player's line from one event's final standings. */
export interface LeagueEntry {
  player: string;
  /** Final place, 1 for the winner; players sharing a place each take its points. */
  place: number;
  wins: number;
  draws: number;
  losses: number;
}

/** One event: each player who took part, once. */
export type LeagueEvent = readonly LeagueEntry[];

export interface LeaguePoints {
  attend: number;
  win: number;
  draw: number;
  loss: number;
  /** Points by final place: `[first, second, …]`; a place past the list scores nothing for it. */
  byPlace: readonly number[];
}

/** What orders players equal on league points: more events played, more match wins, more points per event. */
export type LeagueTieBreaker = 'events' | 'wins' | 'perEvent';

/** The tie-breakers unless the organizer chooses others: events played, then match wins. */
export const DEFAULT_TIE_BREAKERS: readonly LeagueTieBreaker[] = ['events', 'wins'];

export interface LeagueOptions {
  points: LeaguePoints;
  /** After league points, in order, each the more the better; default DEFAULT_TIE_BREAKERS. */
  tieBreakers?: readonly LeagueTieBreaker[];
  /** Only the best N events' points count; default every event. */
  best?: number;
  /** Events a player needs to be ranked; default 0 (everyone is). */
  minEvents?: number;
}

export interface LeagueRow {
  /** Null for a player under the minimum of events: listed after the ranked, unranked. */
  rank: number | null;
  player: string;
  /** The sum of the counted events' points. */
  points: number;
  /** Events played. */
  events: number;
  /** Events whose points count: the best N of those played. */
  counted: number;
  /** League points per counted event. */
  perEvent: number;
  /** Match wins over every event played: the second tie-breaker. */
  wins: number;
}

/** One event's points for one entry. */
export function eventPoints(entry: LeagueEntry, points: LeaguePoints): number {
  return (
    points.attend +
    entry.wins * points.win +
    entry.draws * points.draw +
    entry.losses * points.loss +
    (points.byPlace[entry.place - 1] ?? 0)
  );
}

interface Tally {
  player: string;
  scores: number[];
  wins: number;
}

/** Sorts by league points, then each tie-breaker (all descending), then name in code-unit order. */
function comparer(tieBreakers: readonly LeagueTieBreaker[]) {
  return (a: LeagueRow, b: LeagueRow): number => {
    const by = b.points - a.points || tieBreakers.reduce((d, t) => d || b[t] - a[t], 0);
    return by || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0);
  };
}

/** Equal on everything but the name: the same rank (the alphabet is no merit; it only orders the list). */
function sameRank(a: LeagueRow, b: LeagueRow, tieBreakers: readonly LeagueTieBreaker[]): boolean {
  return a.points === b.points && tieBreakers.every((t) => a[t] === b[t]);
}

/** The league table after `events`: the ranked players first (ranks 1, 2, 2, 4 …), then the unranked. */
export function leagueTable(events: readonly LeagueEvent[], options: LeagueOptions): LeagueRow[] {
  const best = options.best ?? Number.POSITIVE_INFINITY;
  const minEvents = options.minEvents ?? 0;
  if (!(best >= 1)) throw new Error(`best N must be at least 1, not ${best}`);
  const tallies = new Map<string, Tally>();
  events.forEach((event, e) => {
    const seen = new Set<string>();
    for (const entry of event) {
      if (seen.has(entry.player)) throw new Error(`event ${e + 1}: ${entry.player} is listed twice`);
      seen.add(entry.player);
      let t = tallies.get(entry.player);
      if (!t) {
        t = { player: entry.player, scores: [], wins: 0 };
        tallies.set(entry.player, t);
      }
      t.scores.push(eventPoints(entry, options.points));
      t.wins += entry.wins;
    }
  });
  const rows = [...tallies.values()].map((t): LeagueRow => {
    const kept = [...t.scores].sort((x, y) => y - x).slice(0, best);
    const points = kept.reduce((s, x) => s + x, 0);
    return {
      rank: null,
      player: t.player,
      points,
      events: t.scores.length,
      counted: kept.length,
      perEvent: points / kept.length,
      wins: t.wins,
    };
  });
  const tieBreakers = options.tieBreakers ?? DEFAULT_TIE_BREAKERS;
  const compare = comparer(tieBreakers);
  const ranked = rows.filter((r) => r.events >= minEvents).sort(compare);
  const unranked = rows.filter((r) => r.events < minEvents).sort(compare);
  ranked.forEach((r, i) => {
    r.rank = i > 0 && sameRank(ranked[i - 1], r, tieBreakers) ? (ranked[i - 1].rank as number) : i + 1;
  });
  return [...ranked, ...unranked];
}
