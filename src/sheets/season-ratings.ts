// Ratings from the season (docs/SEASON.md, Ratings in the next event): with the any-game setting
// "Ratings from the season" on yes, a player whose Rating on Players is blank (or who has no Rating
// column) takes the rating the season's Ratings tab shows, matched by the fold Players compares names
// by (nameKey). A rating typed on Players always wins; with no Ratings tab nothing changes. Pure: works
// on the tabs as read, so pairing and the orders read it as they read a typed rating.
import { SEASON_RATINGS_KEY } from '../engine/any-game/options';
import { RATING_KEY, RATING_MAX } from '../engine/any-game/rating';
import { type EventConfig, isBlank, type Player, toNumber } from '../engine/format';
import { nameKey } from '../engine/names';
import type { Grid } from './grid';
import { RATINGS_HEADERS } from './season';
import { cellText } from './text';

/** Whether the event's settings ask for the season's ratings (only any game has the setting). */
export function seasonRatingsOn(config: Pick<EventConfig, 'options'>): boolean {
  return config.options[SEASON_RATINGS_KEY] === true;
}

/**
 * Each player's rating on the Ratings tab, by name key: its Player and Rating columns found by their
 * headers on row 1; a row whose rating is not a whole number from 0 to the Rating column's highest is
 * left out (never a guess), as is a tab without those headers.
 */
export function seasonRatings(grid: Grid | undefined): Map<string, number> {
  const out = new Map<string, number>();
  const headers = (grid?.[0] ?? []).map((h) => cellText(h).trim());
  const playerCol = headers.indexOf(RATINGS_HEADERS[1]);
  const ratingCol = headers.indexOf(RATINGS_HEADERS[2]);
  if (!grid || playerCol < 0 || ratingCol < 0) return out;
  for (const row of grid.slice(1)) {
    const name = cellText(row[playerCol]).trim();
    const n = toNumber(row[ratingCol]);
    if (!name || n === null || !Number.isInteger(n) || n < 0 || n > RATING_MAX) continue;
    const key = nameKey(name);
    if (!out.has(key)) out.set(key, n);
  }
  return out;
}

/**
 * `players` with each blank Rating filled from the season's ratings (`grid`, the Ratings tab as read);
 * a player with a rating typed, or not on the Ratings tab, is returned as it was.
 */
export function withSeasonRatings(players: Player[], grid: Grid | undefined): Player[] {
  const ratings = seasonRatings(grid);
  if (!ratings.size) return players;
  return players.map((p) => {
    const rating = ratings.get(nameKey(p.name));
    if (rating === undefined || !isBlank(p.fields[RATING_KEY])) return p;
    return { ...p, fields: { ...p.fields, [RATING_KEY]: rating } };
  });
}
