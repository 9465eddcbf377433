// Pairing a round: "Take the top two cards off the pile" for the first; later "Arrange the cards in
// descending order according to total score ... Pair the highest scoring player with the second-highest
// ... pair the player with the next lowest player they have not faced before", with the bye as
// bye-walk.ts gives it.
import {
  type FormatContext,
  optionValue,
  PAIRING_CODES,
  type PairingWarning,
  playerNames,
  type RoundPlan,
} from '../format';
import { seededRandom, seedFor } from '../random';
import type { PairingMode } from '../swiss';
import { pairNeighbours, type SwissRound, toTables } from '../swiss-round';
import { walkWithBye } from './bye-walk';
import { byeRuleOpt, firstRoundOpt, pairingOpt } from './options';
import { formatScore, scoreChain, type Tally, tallies } from './scoring';

export function pairRound(ctx: FormatContext, round: number): RoundPlan {
  const { config } = ctx;
  const active = ctx.players.filter((p) => p.active);
  const log: string[] = [];
  let paired: SwissRound;
  if (!ctx.matches.some((m) => m.round < round)) {
    const listed = active.map((p) => p.key);
    if (optionValue<string>(config, firstRoundOpt) === 'as-listed') {
      paired = pairNeighbours(listed);
      log.push('First round: the Players list as listed, top two cards paired.');
    } else {
      const seed = seedFor(config.seed, round, 'first-round-order');
      paired = pairNeighbours(seededRandom(seed).shuffle(listed));
      log.push(`First round: the Players list shuffled with seed "${seed}".`);
    }
  } else {
    paired = laterRound(ctx, round, pile(ctx, round, log), log);
  }
  if (paired.bye) log.push(`Bye: ${ctx.players.find((p) => p.key === paired.bye)?.name}.`);
  return { round, tables: paired.tables, log, warnings: paired.warnings };
}

/** The active players best first: victory points, then differential; equal scores in a seeded order. */
function pile(ctx: FormatContext, round: number, log: string[]): string[] {
  const active = ctx.players.filter((p) => p.active);
  const t = tallies(ctx);
  const tieSeed = seedFor(ctx.config.seed, round, 'pile-order');
  const tieBreak = new Map(
    seededRandom(tieSeed)
      .shuffle(active.map((p) => p.key))
      .map((k, i) => [k, i]),
  );
  const sorted = active
    .map((p) => t.get(p.key) as Tally)
    .sort((a, b) => scoreChain(a, b) || (tieBreak.get(a.key) ?? 0) - (tieBreak.get(b.key) ?? 0));
  // The whole pile goes to the Log, so the organizer (and a test) can walk it by hand.
  log.push(
    `Round ${round}: pile sorted by victory points then differential (equal scores ordered by seed "${tieSeed}"): ${sorted.map((x) => `${x.name} ${formatScore(x.vp, x.diff)}`).join(', ')}.`,
  );
  return sorted.map((x) => x.key);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function laterRound(ctx: FormatContext, round: number, order: string[], log: string[]): SwissRound {
  const previous = ctx.matches.filter((m) => m.round < round);
  const names = playerNames(ctx);
  const nameOf = (k: string) => names.get(k) ?? k;
  const byeKeys = new Set(previous.filter((m) => m.b === null).map((m) => m.a));
  const strict = optionValue<string>(ctx.config, byeRuleOpt) === 'as-written';
  const result = walkWithBye({
    order,
    history: previous.filter((m) => m.b !== null).map((m) => [m.a, m.b as string] as [string, string]),
    mode: optionValue<string>(ctx.config, pairingOpt) as PairingMode,
    strict,
    hadBye: (k) => byeKeys.has(k),
  });
  const warnings: PairingWarning[] = [];
  const coded = (message: string, code: string, players?: readonly [string, string]) =>
    warnings.push({ code, message, ...(players ? { players } : {}) });
  const rematches = new Set<string>();
  const aside = result.skipped && result.bye ? ` (${nameOf(result.bye)} aside, who has the bye)` : '';
  for (const [a, b] of result.rematches) {
    rematches.add(`${a}|${b}`);
    coded(
      `Rematch: ${nameOf(a)} and ${nameOf(b)} have met before; ${nameOf(a)} had already faced every player left in the pile${aside}, so the pairing stays as it was.`,
      PAIRING_CODES.rematch,
      [a, b],
    );
  }
  if (result.avoidableRematches > 0) {
    coded(
      `The written rule made ${plural(result.avoidableRematches, 'rematch', 'rematches')} that the "Look ahead" option would avoid. Set "Later rounds" to Look ahead on the Event tab and re-pair to use it.`,
      PAIRING_CODES.avoidableRematches,
    );
  }
  if (result.skipped && result.bye) {
    log.push(
      `Bye: the walk left ${nameOf(result.skipped)}, who already had a bye; ${nameOf(result.bye)}, the lowest player who has not, has it and the rest of the pile was walked again.`,
    );
  }
  if (result.bye && byeKeys.has(result.bye)) {
    const without = order.filter((k) => !byeKeys.has(k)).length;
    coded(
      without === 0
        ? `${nameOf(result.bye)} receives a second bye: every player has had one.`
        : `${nameOf(result.bye)} receives a second bye: strictly as written, the last player left in the pile has it, though ${plural(without, 'player has', 'players have')} had none. Choose "Skip players who had a bye" under Bye on the Event tab and re-pair to give it to the lowest of them.`,
      without === 0 ? PAIRING_CODES.secondBye : PAIRING_CODES.secondByeAsWritten,
    );
  }
  return { tables: toTables(result.pairs, result.bye, rematches), warnings, bye: result.bye };
}
