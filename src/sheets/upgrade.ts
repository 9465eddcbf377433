// What changes when an event set up with an earlier release meets this one (an organizer's add-on can
// update mid-event): the layout version setup records, and the Log line that says what the upgrade did.
// 0.3.0 made Pairings four phone columns and gave Standings a title row above its headers;
// an older Pairings tab would otherwise keep its find-your-name list in F–H, a round out of date.
import type { CellValue } from '../engine/format';
import { ADDON_NAME } from '../shared/version';
import { a1 } from './a1';
import { PAIRINGS_HEADERS } from './layout';
import type { LogLine } from './render';
import { cellText } from './text';

/** The layout this release sets up; an event without it was set up before 0.3.0. */
export const LAYOUT_VERSION = '0.3.0';

/** 0.2.0's Pairings wrote its find-your-name list in F–H; the add-on wrote nothing else past D. */
const OLD_FIND_YOUR_NAME = new Set([6, 7, 8]);

export interface TypedCell {
  cell: string;
  value: string;
}

/**
 * Cells past Pairings' four columns that the add-on never wrote: typed by hand, so they go to the Log
 * before those columns are removed. `grid` starts at row 1, column E.
 */
export function handTypedPastPairings(grid: readonly (readonly CellValue[])[]): TypedCell[] {
  const first = PAIRINGS_HEADERS.length + 1;
  const out: TypedCell[] = [];
  grid.forEach((row, i) => {
    row.forEach((v, j) => {
      const col = first + j;
      const text = cellText(v);
      if (text.trim() !== '' && !OLD_FIND_YOUR_NAME.has(col)) out.push({ cell: a1(i + 1, col), value: text });
    });
  });
  return out;
}

/** The Log line of an upgrade that relaid `tabs` (Pairings, Standings or both). */
export function upgradeLogLine(
  round: number,
  tabs: { pairings: boolean; standings: boolean },
  typed: readonly TypedCell[],
): LogLine {
  const what = [
    tabs.pairings
      ? "Pairings keeps four columns (Table, Player, Opponent, Note) with the find-your-name list below the tables, so its columns past D are removed (the old list in F–H was the add-on's own)"
      : '',
    tabs.standings ? 'Standings has a title row above its headers' : '',
  ].filter(Boolean);
  const kept = typed.length
    ? ` Cells typed there by hand, as they were: ${typed.map((t) => `${t.cell} "${t.value}"`).join('; ')}.`
    : '';
  return {
    action: 'Upgrade layout',
    round,
    seed: '',
    details: `${ADDON_NAME} ${LAYOUT_VERSION} lays out Pairings and Standings for phones: ${what.join('; ')}.${kept}`,
  };
}
