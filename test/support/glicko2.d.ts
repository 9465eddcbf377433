declare module 'glicko2' {
  /** The glicko2 package's player (glicko2js): ratings on the Glicko scale. */
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** Rates one period: each match is [player, opponent, the player's score]. */
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
