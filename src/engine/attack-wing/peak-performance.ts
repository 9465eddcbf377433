// The Peak Performance scenario's scoring (attack-wing-op.txt, SCORING THE BATTLE and OBJECTIVE), as a
// calculator the organizer may use; results are entered as fleet points either way (docs/rules/DECISIONS.md).
//
// - "When a player would normally destroy a ship, they are awarded Fleet Points equal to that ship's
//   total ship points." A returned ship can be destroyed again, so a ship may appear more than once.
// - "a player is only awarded Fleet Points for that resource when all of his opponent's ship's Ship Cards
//   have at least one Critical Hit Token on them." Every destruction places a token, so the resource is
//   scored at the destruction that leaves every enemy ship card with a token. "A resource is not removed
//   from the game after it is scored": read as the resource staying in play, scored once.
// - "BONUS: Each player gains +5 Fleet Points for each Critical Hit Token on the opposing player's Ship
//   Cards at the end of the game." Each destruction places a Critical Hit Token on the ship's Ship Card
//   ("Place a Critical Hit Token on the ship's Ship Card") and nothing in the scenario removes one, so at
//   the end there are at least as many tokens as destructions: fewer is refused as impossible. During the
//   battle (the "running tally") the count is left blank and no bonus is added.

export interface PeakShip {
  label: string;
  /** Ship point total: ship, captain, admiral, upgrades and any resource assigned to it. */
  total: number;
}

export interface PeakInput {
  ships: PeakShip[];
  /** Labels of the opponent's ships in the order they would have been destroyed. */
  destroyed: string[];
  /** SP of the opponent's fleet resource (0 when none). */
  resourceSp: number;
  resourceName?: string;
  /** Critical Hit Tokens on the opponent's ship cards at the end of the game; null during the battle. */
  criticalHitTokens: number | null;
}

export interface PeakAward {
  ship: string;
  shipPoints: number;
  resourcePoints: number;
}

export type PeakResult =
  | {
      ok: true;
      awards: PeakAward[];
      shipPoints: number;
      resourcePoints: number;
      bonusPoints: number;
      total: number;
      lines: string[];
    }
  | { ok: false; message: string };

export const CRITICAL_HIT_BONUS = 5;

export function peakPerformance(input: PeakInput): PeakResult {
  const byLabel = new Map(input.ships.map((s) => [s.label.trim().toLowerCase(), s]));
  const tokens = new Map<string, number>();
  const awards: PeakAward[] = [];
  const lines: string[] = [];
  let resourceScored = false;
  const tokensAtEnd = input.criticalHitTokens;
  if (tokensAtEnd !== null && (!Number.isInteger(tokensAtEnd) || tokensAtEnd < 0)) {
    return { ok: false, message: `"${tokensAtEnd}" is not a number of Critical Hit Tokens.` };
  }
  if (tokensAtEnd !== null && tokensAtEnd < input.destroyed.length) {
    const n = input.destroyed.length;
    return {
      ok: false,
      message: `${tokensAtEnd} Critical Hit Token${tokensAtEnd === 1 ? '' : 's'} at the end, but ${n} ship${n === 1 ? '' : 's'} would have been destroyed: each places a Critical Hit Token on its Ship Card and none is removed, so there are at least ${n}. Count the tokens again (at least ${n}), or leave the count blank during the battle.`,
    };
  }
  for (const raw of input.destroyed) {
    const ship = byLabel.get(String(raw).trim().toLowerCase());
    if (!ship)
      return {
        ok: false,
        message: `The opponent has no ship "${raw}". Ships: ${input.ships.map((s) => s.label).join(', ') || 'none'}.`,
      };
    tokens.set(ship.label, (tokens.get(ship.label) ?? 0) + 1);
    let resourcePoints = 0;
    if (!resourceScored && input.resourceSp > 0 && input.ships.every((s) => (tokens.get(s.label) ?? 0) > 0)) {
      resourceScored = true;
      resourcePoints = input.resourceSp;
    }
    awards.push({ ship: ship.label, shipPoints: ship.total, resourcePoints });
    lines.push(
      `${ship.label} would be destroyed: +${ship.total}${resourcePoints ? ` and +${resourcePoints} for ${input.resourceName || 'the resource'} (every ship card now has a Critical Hit Token)` : ''}.`,
    );
  }
  const shipPoints = awards.reduce((t, a) => t + a.shipPoints, 0);
  const resourcePoints = awards.reduce((t, a) => t + a.resourcePoints, 0);
  const bonusPoints = CRITICAL_HIT_BONUS * (tokensAtEnd ?? 0);
  if (tokensAtEnd)
    lines.push(
      `End of game: ${tokensAtEnd} Critical Hit Token${tokensAtEnd === 1 ? '' : 's'} × ${CRITICAL_HIT_BONUS} = +${bonusPoints}.`,
    );
  return {
    ok: true,
    awards,
    shipPoints,
    resourcePoints,
    bonusPoints,
    total: shipPoints + resourcePoints + bonusPoints,
    lines,
  };
}
