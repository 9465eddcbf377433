import type { FormatContext } from '../format';

/** Player key -> the name as typed on the Players tab. */
export function playerNames(ctx: FormatContext): Map<string, string> {
  return new Map(ctx.players.map((p) => [p.key, p.name]));
}
