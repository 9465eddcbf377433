// The Peak Performance scenario's scoring (attack-wing-op.txt, SCORING THE BATTLE and OBJECTIVE), as a
// calculator the organizer may use; results are entered as fleet points either way (CLARIFICATIONS).
//
// - "When a player would normally destroy a ship, they are awarded Fleet Points equal to that ship's
//   total ship points." A returned ship can be destroyed again, so a ship may appear more than once.
// - "a player is only awarded Fleet Points for that resource when all of his opponent's ship's Ship Cards
//   have at least one Critical Hit Token on them." Every destruction places a token, so the resource is
//   scored at the destruction that leaves every enemy ship card with a token. "A resource is not removed
//   from the game after it is scored": read as the resource staying in play, scored once.
// - "BONUS: Each player gains +5 Fleet Points for each Critical Hit Token on the opposing player's Ship
//   Cards at the end of the game."

import { plural } from '../../shared/plural';

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
  /** Critical Hit Tokens on the opponent's ship cards at the end of the game (0 during the battle). */
  criticalHitTokens: number;
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
  if (!Number.isInteger(input.criticalHitTokens) || input.criticalHitTokens < 0) {
    return { ok: false, message: `"${input.criticalHitTokens}" is not a number of Critical Hit Tokens.` };
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
  const bonusPoints = CRITICAL_HIT_BONUS * input.criticalHitTokens;
  if (bonusPoints)
    lines.push(
      `End of game: ${plural(input.criticalHitTokens, 'Critical Hit Token')} × ${CRITICAL_HIT_BONUS} = +${bonusPoints}.`,
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
