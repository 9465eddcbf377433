// Pairing a battle round: "Prior to the first Battle Round, players will be assigned opponents randomly";
// later rounds sort by battle points, then fleet points, then roll-off, and pair neighbours not yet faced.
import { type FormatContext, optionValue, playerNames, type RoundPlan } from '../format';
import { seededRandom, seedFor } from '../random';
import type { PairingMode } from '../swiss';
import { pairFromPile, pairNeighbours, type SwissRound } from '../swiss-round';
import { rollOff } from './attack-dice';
import { freezeFleets } from './fleet-freeze';
import { byeFleetOpt, pairingOpt } from './options';
import { resultsText } from './roll-off-record';
import { scoreGroups } from './score-groups';
import { tallies } from './scoring';
import { rollOffRecords, tieOf } from './ties';

type NameOf = (key: string) => string;

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const { config } = ctx;
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const log: string[] = [];
  let paired: SwissRound;
  if (!ctx.matches.some((m) => m.round < round)) {
    // "In the first Battle Round, the Bye is determined randomly": the last of the shuffled list.
    const seed = seedFor(config.seed, round, 'first-round-order');
    paired = pairNeighbours(
      seededRandom(seed).shuffle(ctx.players.filter((p) => p.active).map((p) => p.key)),
    );
    log.push(
      `Round ${round}: opponents assigned randomly with seed "${seed}" (neighbours in the shuffled list play).`,
    );
  } else {
    // "the player with the least amount of Battle Points will be assigned the Bye. If [they have] already
    // received a Bye, then assign the Bye to the player with the next least amount ... who has not."
    paired = pairFromPile(ctx, round, pileOrder(ctx, round, nameOf, log), {
      mode: optionValue<string>(config, pairingOpt) as PairingMode,
    });
  }
  if (paired.bye) {
    log.push(
      `Bye: ${nameOf(paired.bye)} (2 battle points; fleet points are the round's average, rounded up${optionValue<string>(config, byeFleetOpt) === 'zero' ? ' — set to 0 on the Event tab' : ''}).`,
    );
  }
  return {
    round,
    tables: paired.tables,
    log,
    warnings: paired.warnings,
    playerFields: freezeFleets(ctx, round, paired.tables),
  };
}

/**
 * The active players best first: by battle points, then fleet points; players still level are ordered by
 * the roll-off recorded for exactly their tie after the last round, otherwise by a roll-off seeded for this
 * round and written to the Log. A dropped player is part of the tie (it is the same tie on the Standings)
 * but not of the pile.
 */
function pileOrder(ctx: FormatContext, round: number, nameOf: NameOf, log: string[]): string[] {
  const rollSeed = seedFor(ctx.config.seed, round, 'pairing-roll-off');
  const rand = seededRandom(rollSeed);
  const records = rollOffRecords(ctx);
  const order: string[] = [];
  for (const group of scoreGroups([...tallies(ctx, round - 1).values()])) {
    const active = group.filter((x) => x.active);
    const level = `Level on ${group[0].battlePoints} BP / ${group[0].fleetPoints} FP`;
    const tie = group.length > 1 && active.length > 1 ? tieOf(group, round - 1, records) : null;
    if (!tie) {
      order.push(...active.map((x) => x.key));
    } else if (tie.order && tie.record) {
      const keys = tie.order.filter((k) => active.some((x) => x.key === k));
      order.push(...keys);
      const rolled = new Map(tie.record.rolls.map((r) => [r.key, resultsText(r.results)]));
      log.push(
        `${level}: the roll-off recorded after round ${round - 1} (Fleets row ${tie.record.firstRow}): ${keys.map((k) => `${nameOf(k)} ${rolled.get(k)}`).join(', ')}.`,
      );
    } else {
      const r = rollOff(
        rand,
        active.map((x) => x.key),
        nameOf,
      );
      order.push(...r.order);
      log.push(`${level}, no roll-off recorded: seeded roll-off (seed "${rollSeed}"): ${r.lines.join(' ')}`);
    }
  }
  log.push(
    `Round ${round}: sorted by battle points, then fleet points, then roll-off: ${order.map(nameOf).join(', ')}.`,
  );
  return order;
}
