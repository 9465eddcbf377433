// The League for the hall screen (docs/SEASON.md): the League tab's rank, player and league points as
// the tab shows them, so the projector and the spreadsheet agree. Pure: works on the tab as read.
import type { HallScreen } from '../shared/types';
import type { Grid } from './grid';
import { cellText } from './text';

/** League's rows under its header; undefined where there is no League tab. */
export function hallLeague(grid: Grid | null | undefined): HallScreen['league'] {
  if (!grid) return undefined;
  return grid
    .slice(1)
    .filter((r) => cellText(r[1]).trim() !== '')
    .map((r) => {
      const rank = Number(cellText(r[0]).trim());
      const points = r[2];
      return {
        rank: cellText(r[0]).trim() !== '' && Number.isFinite(rank) ? rank : null,
        player: cellText(r[1]).trim(),
        points: typeof points === 'number' ? points : cellText(points),
      };
    });
}
