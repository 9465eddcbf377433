// The My season tab (docs/SEASON.md): a player's season on a phone, as My games is their event. Every
// player by name, under a shaded row holding their name (found by a phone's find), then one row per
// event they played: the event, their final rank there, the league points it gave them and their rating
// after it; then their rating line, the ratings one after another as text. Pure: computed from the
// season as League and Ratings are, and rewritten with them.
import type { CellValue } from '../engine/format';
import { compareNames } from '../engine/names';
import { eloSeason } from '../engine/season/elo';
import { glicko2Season } from '../engine/season/glicko2';
import { eventPoints } from '../engine/season/league';
import { leagueEvents, ratedEvents, type SeasonSettings, type SeasonView } from './season';

export const MY_SEASON_HEADERS = ['Event', 'Rank', 'Points', 'Rating'];
/**
 * 330 px in all, as My games' 340: a 390 px phone shows every column beside the row numbers, the event's
 * name and the rating line wrapping in the first. Rank is 60 as its bold header needs.
 */
export const MY_SEASON_WIDTHS = [140, 60, 60, 70];

/** Between two ratings of the line: "1500 → 1512 → 1498". */
export const RATING_LINE_ARROW = ' → ';

/** Each event's ratings, shown to whole points as Ratings shows them; a player not rated yet is absent. */
export function ratingsAfterEach(view: SeasonView, settings: SeasonSettings): Map<string, number>[] {
  const rated = ratedEvents(view);
  if (settings.rating === 'elo')
    return eloSeason(rated, { k: settings.k, initialRating: settings.initialRating }).map(
      (ev) => new Map(ev.map((r) => [r.player, r.rating])),
    );
  return glicko2Season(rated, { tau: settings.tau, initial: { rating: settings.initialRating } }).map(
    (ev) => new Map(ev.map((r) => [r.player, Math.round(r.rating)])),
  );
}

const eventLabel = (e: { event: string; date: string }) => (e.date ? `${e.event} ${e.date}` : e.event);

/**
 * The tab's rows below its header and the indexes (in those rows) of the players' name rows. A player's
 * rating line starts at the initial rating and adds their rating after each event they played, once
 * they have one (a player whose first event was byes only is rated from their first game).
 */
export function mySeasonRows(
  view: SeasonView,
  settings: SeasonSettings,
): { headers: string[]; rows: CellValue[][]; subheaders: number[] } {
  const events = leagueEvents(view);
  const ratings = ratingsAfterEach(view, settings);
  const players = [...new Set(events.flatMap((ev) => ev.map((entry) => entry.player)))].sort(compareNames);
  const rows: CellValue[][] = [];
  const subheaders: number[] = [];
  for (const player of players) {
    subheaders.push(rows.length);
    rows.push([player, '', '', '']);
    const line: number[] = [settings.initialRating];
    events.forEach((ev, i) => {
      const entry = ev.find((x) => x.player === player);
      if (!entry) return;
      const place = view.events[i].standings.find((f) => f.player === player)?.rank ?? null;
      const rating = ratings[i]?.get(player);
      if (rating !== undefined) line.push(rating);
      rows.push([
        eventLabel(view.events[i]),
        place ?? '',
        eventPoints(entry, settings.league.points),
        rating ?? '',
      ]);
    });
    rows.push([`Rating ${line.join(RATING_LINE_ARROW)}`, '', '', '']);
  }
  return { headers: MY_SEASON_HEADERS, rows, subheaders };
}
