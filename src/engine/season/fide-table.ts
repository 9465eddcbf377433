// FIDE's table of the score probability PD for a rating difference D (FIDE Rating Regulations effective
// from 1 March 2024, table 8.1.2), as the higher-rated player's PD in hundredths: row i holds the
// highest D that still scores ROWS[i][1]. The lower-rated player's PD is 100 minus it (the table's L
// column). Kept in hundredths so a rating change is summed without rounding error before FIDE's own
// rounding (8.3.4).

/** [highest D of the row, the higher-rated player's PD in hundredths]; past the last row, 100. */
const ROWS: readonly (readonly [number, number])[] = [
  [3, 50],
  [10, 51],
  [17, 52],
  [25, 53],
  [32, 54],
  [39, 55],
  [46, 56],
  [53, 57],
  [61, 58],
  [68, 59],
  [76, 60],
  [83, 61],
  [91, 62],
  [98, 63],
  [106, 64],
  [113, 65],
  [121, 66],
  [129, 67],
  [137, 68],
  [145, 69],
  [153, 70],
  [162, 71],
  [170, 72],
  [179, 73],
  [188, 74],
  [197, 75],
  [206, 76],
  [215, 77],
  [225, 78],
  [235, 79],
  [245, 80],
  [256, 81],
  [267, 82],
  [278, 83],
  [290, 84],
  [302, 85],
  [315, 86],
  [328, 87],
  [344, 88],
  [357, 89],
  [374, 90],
  [391, 91],
  [411, 92],
  [432, 93],
  [456, 94],
  [484, 95],
  [517, 96],
  [559, 97],
  [619, 98],
  [735, 99],
];

/** "A difference in rating of more than 400 points shall be counted ... as ... 400 points" (8.3.1). */
export const MAX_DIFFERENCE = 400;

/**
 * The score probability, in hundredths, of a player rated `own` against one rated `opponent`: the
 * difference capped at 400, then the table's H column for the higher-rated player, L for the lower.
 */
export function expectedHundredths(own: number, opponent: number): number {
  const d = Math.min(Math.abs(own - opponent), MAX_DIFFERENCE);
  let high = 100;
  for (const [upTo, pd] of ROWS) {
    if (d <= upTo) {
      high = pd;
      break;
    }
  }
  return own >= opponent ? high : 100 - high;
}
