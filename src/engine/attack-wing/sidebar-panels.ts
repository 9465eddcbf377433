// What the sidebar offers for Attack Wing, from the event as it stands: a Roll-off button per tie due
// now (ties.ts: after the last paired round, once it is complete; the arguments, the tie's round and
// players, are the server's and are sent back as they are), and the Peak Performance calculator with
// each fleet's ships from the Fleets tab.
import type { FormatPanel } from '../../shared/types';
import { type FormatContext, playerNames } from '../format';
import { fleetsOf } from './fleet';
import { completeRounds } from './scoring';
import { tiesDue } from './ties';

export function panels(ctx: FormatContext, scored: boolean): FormatPanel[] {
  const names = playerNames(ctx);
  const round = ctx.matches.reduce((m, x) => Math.max(m, x.round), 0);
  const roundDone = round === 0 || completeRounds(ctx).has(round);
  const ties = scored ? tiesDue(ctx) : [];
  const fleets = Object.values(fleetsOf(ctx).fleets)
    .filter((f) => names.has(f.key) && f.ships.length)
    .map((f) => ({
      value: names.get(f.key) ?? f.name,
      picks: f.ships.map((s) => ({ label: `${s.label} (${s.total})`, value: s.label })),
      note: f.resource ? `Resource: ${f.resource.name} (${f.resource.sp} SP)` : '',
    }))
    .sort((a, b) => a.value.localeCompare(b.value));
  return [
    {
      kind: 'command',
      command: 'rollOff',
      title: 'Roll-off',
      help: '"Each player rolls 5 attack dice and the player with the most results is the winner." A roll-off decides only its tie (those players, after that round). Rolled from the event seed; the rolls go to the roll-offs table on the Fleets tab and the Log.',
      choices: ties.map((tie) => {
        const players = tie.players.map((p) => p.name);
        return { label: `Roll off: ${players.join(' / ')}`, args: { round: tie.round, players } };
      }),
      none: !scored
        ? 'Roll-offs are offered once the problems listed are fixed.'
        : !roundDone
          ? `Roll-offs are offered once every result of round ${round} is in.`
          : 'No tie needs a roll-off: nobody is level on both battle points and fleet points.',
    },
    {
      kind: 'tool',
      id: 'peak',
      tool: 'peakPerformance',
      title: 'Peak Performance calculator',
      help: 'Pick the opponent, then their ships in the order they would be destroyed (a ship may come back and be destroyed again), and the Critical Hit Tokens on their ship cards at the end. Writes nothing: type the fleet points on Results yourself.',
      subject: {
        arg: 'opponent',
        label: 'Opponent',
        prompt: 'Choose the opponent',
        none: 'No fleets on the Fleets tab yet.',
        options: fleets,
      },
      sequence: { arg: 'destroyed', label: 'Destroyed, in order', picksLabel: 'Destroy a ship' },
      count: { arg: 'criticalHitTokens', label: 'Critical Hit Tokens at the end' },
      button: 'Calculate',
    },
  ];
}
