// What the sidebar offers for Attack Wing, from the event as it stands: a Roll-off button per tie the
// Standings flag "Roll-off needed" once the round's results are all in (the arguments are the server's,
// sent back as they are), and the Peak Performance calculator with each fleet's ships from the Fleets tab.
import type { FormatPanel } from '../../shared/types';
import { type FormatContext, playerNames } from '../format';
import { fleetsOf } from './fleet';
import { checkResult } from './results';
import { flaggedTies } from './roll-off-command';

export function panels(ctx: FormatContext, scored: boolean): FormatPanel[] {
  const names = playerNames(ctx);
  const round = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  // A tie is rolled off once it stands: every battle of the round has its result.
  const roundDone = ctx.matches.every((m) => m.round !== round || m.b === null || checkResult(m).complete);
  const ties = scored && roundDone ? flaggedTies(ctx) : [];
  const fleets = Object.values(fleetsOf(ctx).fleets)
    .filter((f) => names.has(f.key) && f.ships.length)
    .map((f) => ({
      player: names.get(f.key) ?? f.name,
      ships: f.ships.map((s) => ({ label: s.label, total: s.total })),
      resource: f.resource ? `${f.resource.name} (${f.resource.sp} SP)` : '',
    }))
    .sort((a, b) => a.player.localeCompare(b.player));
  return [
    {
      kind: 'command',
      command: 'rollOff',
      title: 'Roll-off',
      help: '"Each player rolls 5 attack dice and the player with the most results is the winner." Rolled from the event seed; the rolls go to the Roll-off column and the Log.',
      choices: ties.map((tie) => {
        const players = tie.map((k) => names.get(k) ?? k);
        return { label: `Roll off: ${players.join(' / ')}`, args: { players, round } };
      }),
      none: !scored
        ? 'Roll-offs are offered once the problems listed are fixed.'
        : !roundDone
          ? `Roll-offs are offered once every result of round ${round} is in.`
          : 'No tie needs a roll-off: nobody is level on both battle points and fleet points.',
    },
    {
      kind: 'peak-performance',
      tool: 'peakPerformance',
      title: 'Peak Performance calculator',
      help: 'Pick the opponent, then their ships in the order they would be destroyed (a ship may come back and be destroyed again), and the Critical Hit Tokens on their ship cards at the end. Writes nothing: type the fleet points on Results yourself.',
      fleets,
    },
  ];
}
