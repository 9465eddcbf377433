// A deliberately naive Attack Wing oracle, written straight from the OP instructions (attack-wing-op.txt)
// and the "Attack Wing" section of docs/rules/DECISIONS.md. It imports nothing from src/: it works on
// the tabs' plain values, so a defect in the add-on cannot hide in code the two share.
//
// Rules used, in the source's words:
// - BATTLE POINTS: "2 PTS for a Win, 2 PTS for a Bye and 1 PT for a Loss", received "At the end of every
//   Battle Round" (a bye therefore counts once every battle of its round has a result).
// - A battle at time: "the player with the most Fleet Points at the end of that Battle Round wins"; the
//   organizer's Winner cell overrides; an elimination needs it.
// - Bye fleet points: "the average of all other players' Fleet Points for that round (rounded up)";
//   Decision, option: 0.
// - Later rounds: "sort by battle points, then fleet points, pair neighbours, avoid rematches the same way
//   as sealed deck": walk the pile; pair the top player with the next lower player not yet faced; with
//   look-ahead a pair is only committed if the players still unpaired can all be paired without a rematch.
// - Byes: "the player with the least amount of Battle Points will be assigned the Bye. If [they have] already
//   received a Bye, then assign the Bye to the player with the next least amount of Battle Points who has
//   not received a Bye" (fewest fleet points next, a decision).
// - Ties "between 2 or more players' Battle and Fleet Points at the end of any Battle Round ... broken by a
//   roll off ... the player with the most results is the winner": a roll-off decides only the tie it was
//   rolled for (those players, that round).

export interface OracleGame {
  round: number;
  a: string;
  /** null: a bye. */
  b: string | null;
  aFleet: unknown;
  bFleet: unknown;
  ended: unknown;
  winner: unknown;
}

export interface OracleRollOff {
  round: number;
  /** Each player with their results: first roll, then re-rolls. */
  rolls: { name: string; results: number[] }[];
}

export interface OracleEvent {
  /** Players as listed, with whether they are still in the event. */
  players: { name: string; active: boolean }[];
  games: OracleGame[];
  rollOffs: OracleRollOff[];
  byeFleetPointsZero: boolean;
  lookAhead: boolean;
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
};

/** Who won a battle and the fleet points, or null while the result is missing. */
export function outcome(g: OracleGame): { winner: string; aFleet: number; bFleet: number } | null {
  if (g.b === null) return null;
  const aFleet = num(g.aFleet);
  const bFleet = num(g.bFleet);
  const ended = String(g.ended ?? '').toLowerCase();
  if (aFleet === null || bFleet === null || aFleet < 0 || bFleet < 0) return null;
  if (!ended.startsWith('time') && !ended.startsWith('elim')) return null;
  const w = String(g.winner ?? '').trim();
  if (w === 'Player' || w.toLowerCase() === g.a.toLowerCase()) return { winner: g.a, aFleet, bFleet };
  if (w === 'Opponent' || w.toLowerCase() === g.b.toLowerCase()) return { winner: g.b, aFleet, bFleet };
  if (w !== '') return null;
  if (ended.startsWith('elim') || aFleet === bFleet) return null;
  return { winner: aFleet > bFleet ? g.a : g.b, aFleet, bFleet };
}

export function roundComplete(ev: OracleEvent, round: number): boolean {
  const games = ev.games.filter((g) => g.round === round);
  return games.length > 0 && games.every((g) => g.b === null || outcome(g) !== null);
}

export interface Score {
  name: string;
  active: boolean;
  bp: number;
  fp: number;
  wins: number;
  losses: number;
  byes: number;
}

/** Every player's battle and fleet points from the rounds up to `through`. */
export function scores(ev: OracleEvent, through = 1e9): Score[] {
  const out = ev.players.map((p) => ({ ...p, bp: 0, fp: 0, wins: 0, losses: 0, byes: 0 }));
  const get = (name: string) => out.find((s) => s.name === name);
  for (const g of ev.games) {
    if (g.round > through) continue;
    if (g.b === null) {
      if (!roundComplete(ev, g.round)) continue;
      const others: number[] = [];
      for (const x of ev.games) {
        const o = x.round === g.round ? outcome(x) : null;
        if (o) others.push(o.aFleet, o.bFleet);
      }
      const s = get(g.a);
      if (!s) continue;
      s.bp += 2;
      s.byes += 1;
      if (!ev.byeFleetPointsZero && others.length)
        s.fp += Math.ceil(others.reduce((t, x) => t + x, 0) / others.length);
      continue;
    }
    const o = outcome(g);
    if (!o) continue;
    for (const [name, fleet] of [
      [g.a, o.aFleet],
      [g.b, o.bFleet],
    ] as const) {
      const s = get(name);
      if (!s) continue;
      const won = o.winner === name;
      s.bp += won ? 2 : 1;
      s.fp += fleet;
      if (won) s.wins++;
      else s.losses++;
    }
  }
  return out;
}

/** Players level on both battle and fleet points, best group first. */
export function levelGroups(list: Score[]): Score[][] {
  const groups: Score[][] = [];
  for (const s of [...list].sort((x, y) => y.bp - x.bp || y.fp - x.fp)) {
    const g = groups.find((x) => x[0].bp === s.bp && x[0].fp === s.fp);
    if (g) g.push(s);
    else groups.push([s]);
  }
  return groups;
}

/** The order a roll-off recorded for exactly these players after `round` gives, or null (none, or still level). */
export function rollOffOrder(ev: OracleEvent, round: number, names: string[]): string[] | null {
  const same = (r: OracleRollOff) =>
    r.round === round &&
    r.rolls.length === names.length &&
    names.every((n) => r.rolls.some((x) => x.name === n));
  const r = [...ev.rollOffs].reverse().find(same);
  if (!r) return null;
  const cmp = (x: number[], y: number[]) => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return y[i] - x[i];
    return 0;
  };
  const sorted = [...r.rolls].sort((x, y) => cmp(x.results, y.results));
  for (let i = 1; i < sorted.length; i++)
    if (cmp(sorted[i - 1].results, sorted[i].results) === 0) return null;
  return sorted.map((x) => x.name);
}

/**
 * The pile for pairing `round`: active players best first, as groups. A group of one player is fixed; a
 * larger group is a tie in order when a recorded roll-off decides it, else `open` (a seeded roll decides).
 */
export function pile(ev: OracleEvent, round: number): { names: string[]; open: boolean }[] {
  const out: { names: string[]; open: boolean }[] = [];
  for (const g of levelGroups(scores(ev, round - 1))) {
    const active = g.filter((s) => s.active).map((s) => s.name);
    if (active.length === 0) continue;
    if (active.length === 1) {
      out.push({ names: active, open: false });
      continue;
    }
    const order = rollOffOrder(
      ev,
      round - 1,
      g.map((s) => s.name),
    );
    if (order) out.push({ names: order.filter((n) => active.includes(n)), open: false });
    else out.push({ names: active, open: true });
  }
  return out;
}

/** Everyone the rules allow to get the bye of `round` (one name when the rules alone decide it). */
export function byeCandidates(ev: OracleEvent, round: number): string[] {
  const groups = pile(ev, round);
  const count = groups.reduce((n, g) => n + g.names.length, 0);
  if (count % 2 === 0) return [];
  const hadBye = new Set(ev.games.filter((g) => g.b === null && g.round < round).map((g) => g.a));
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    const without = g.names.filter((n) => !hadBye.has(n));
    if (without.length === 0) continue;
    if (!g.open) return [without[without.length - 1]];
    return without;
  }
  // Everyone has had a bye: "the player with the least amount of Battle Points".
  const last = groups[groups.length - 1];
  return last.open ? last.names : [last.names[last.names.length - 1]];
}

/** Whether two players have met in an earlier round. */
const metBefore = (ev: OracleEvent, round: number, x: string, y: string) =>
  ev.games.some(
    (g) => g.round < round && g.b !== null && ((g.a === x && g.b === y) || (g.a === y && g.b === x)),
  );

/** Can `left` (an even list) all be paired with no two who have met? Tried every way. */
function pairableWithoutRematch(ev: OracleEvent, round: number, left: string[]): boolean {
  if (left.length === 0) return true;
  const [first, ...rest] = left;
  return rest.some(
    (p, i) =>
      !metBefore(ev, round, first, p) &&
      pairableWithoutRematch(
        ev,
        round,
        rest.filter((_, j) => j !== i),
      ),
  );
}

/**
 * The pairings of `round` (2 or later) when the rules decide them: the tables as [higher, lower] in walk
 * order and the bye; null when a seeded roll-off orders part of the pile.
 */
export function pairings(
  ev: OracleEvent,
  round: number,
): { tables: [string, string][]; bye: string | null } | null {
  const groups = pile(ev, round);
  if (groups.some((g) => g.open)) return null;
  const order = groups.flatMap((g) => g.names);
  const byes = byeCandidates(ev, round);
  const bye = byes.length ? byes[0] : null;
  let left = order.filter((n) => n !== bye);
  const tables: [string, string][] = [];
  while (left.length >= 2) {
    const [top, ...below] = left;
    const unmet = below.filter((p) => !metBefore(ev, round, top, p));
    let partner = unmet[0];
    if (ev.lookAhead)
      partner =
        unmet.find((p) =>
          pairableWithoutRematch(
            ev,
            round,
            below.filter((x) => x !== p),
          ),
        ) ?? partner;
    // "if every remaining player was faced, keep the original (adjacent) pairing".
    if (partner === undefined) partner = below[0];
    tables.push([top, partner]);
    left = below.filter((x) => x !== partner);
  }
  return { tables, bye };
}

export interface OracleStanding {
  name: string;
  rank: number;
  bp: number;
  fp: number;
  wlb: string;
  /** 'Roll-off needed', 'Roll-off decided' or '' for a player level with nobody; null: not compared. */
  tie: string | null;
}

/**
 * The Standings: battle points, then fleet points; players level after a complete round are ordered by the
 * roll-off recorded for exactly them, otherwise they share the rank (1, 2, 2, 4). Players of one shared
 * rank come in no particular order.
 */
export function standings(ev: OracleEvent): OracleStanding[] {
  const list = scores(ev);
  const counted = ev.games
    .filter((g) => (g.b === null ? roundComplete(ev, g.round) : outcome(g) !== null))
    .map((g) => g.round);
  const at = counted.length ? Math.max(...counted) : 0;
  const complete = at > 0 && roundComplete(ev, at);
  const out: OracleStanding[] = [];
  for (const g of levelGroups(list)) {
    const order =
      g.length > 1 && complete
        ? rollOffOrder(
            ev,
            at,
            g.map((s) => s.name),
          )
        : null;
    const start = out.length + 1;
    const line = (s: Score, rank: number, tie: string | null) => ({
      name: s.name,
      rank,
      bp: s.bp,
      fp: s.fp,
      wlb: `${s.wins}-${s.losses}-${s.byes}`,
      tie: at === 0 ? '' : tie,
    });
    if (g.length === 1) out.push(line(g[0], start, ''));
    else if (order)
      order.forEach((n, i) => {
        out.push(line(g.find((s) => s.name === n) as Score, start + i, 'Roll-off decided'));
      });
    else for (const s of g) out.push(line(s, start, complete ? 'Roll-off needed' : null));
  }
  return out;
}

/** The rank title: the list in order, the last one for every rank after it. */
export function title(titles: string[], rank: number): string {
  return titles[Math.min(rank, titles.length) - 1];
}
