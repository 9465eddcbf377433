// How far each player got in the playoff bracket, as a sort key and as words for the tabs.
import type { Bracket, BracketGame } from '../bracket';

export function roundName(bracket: Bracket, round: number): string {
  const left = bracket.rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-final';
  if (left === 2) return 'Quarter-final';
  return `Playoff round ${round}`;
}

/** The game `key` lost; a bye is never lost, as its winner is the player who had it. */
function lostGame(bracket: Bracket, key: string): BracketGame | undefined {
  return bracket.games.find((g) => g.winner !== null && g.winner !== key && (g.a === key || g.b === key));
}

/** Orders the tied group by the playoff: the champion, then everyone still in (still tied), then by round lost. */
export function playoffStage(bracket: Bracket, key: string): number {
  if (bracket.champion === key) return bracket.rounds + 2;
  const lost = lostGame(bracket, key);
  return lost ? lost.round : bracket.rounds + 1;
}

export function stageLabel(bracket: Bracket, key: string): string {
  if (bracket.champion === key) return 'Champion';
  const lost = lostGame(bracket, key);
  if (lost) return `Lost ${roundName(bracket, lost.round).toLowerCase()}`;
  return 'Playing';
}
