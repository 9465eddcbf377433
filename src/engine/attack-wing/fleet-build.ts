// One player's cards assembled into a fleet, with the build checks of the Fleet Build Sheet: a Ship card
// and exactly one captain per ship, at most one resource, the +1 SP faction penalty, the SP limit; and the
// fingerprint that freezes the fleet once the player is paired.
import type { Player } from '../format';
import { nameKey } from '../names';
import { hashString } from '../random';
import type { TabIssueList } from '../tab-issues';
import { COL, type Fleet, type FleetCard, type FleetShip } from './fleet';
import { FLEET_CODES } from './fleet-codes';

export function buildFleet(player: Player, list: FleetCard[], limit: number, issues: TabIssueList): Fleet {
  const ships = shipLabels(list).map((label) => buildShip(player, label, list, issues));
  const resources = list.filter((c) => c.type === 'resource');
  const resource = placeResource(player, resources, ships, issues);
  for (const s of ships) s.total = s.cards.reduce((t, c) => t + c.sp + c.penalty, 0);
  const counted = [...list.filter((c) => c.type !== 'resource'), ...resources.slice(0, 1)];
  const printed = counted.reduce((t, c) => t + c.sp, 0);
  const penalty = counted.reduce((t, c) => t + c.penalty, 0);
  const total = printed + penalty;
  const first = list[0].row;
  if (total > limit) {
    issues.err(
      FLEET_CODES.overLimit,
      first,
      COL.sp,
      `${player.name}'s fleet is ${total} SP (${printed} printed${penalty ? ` + ${penalty} faction penalty` : ''}), over the ${limit} SP limit.`,
      'Remove cards until the total is within the squadron point limit on the Event tab.',
    );
  }
  const fingerprint = fingerprintOf(list);
  return {
    key: player.key,
    name: player.name,
    firstRow: first,
    ships,
    resource,
    printed,
    penalty,
    total,
    fingerprint,
    summary: `${ships.length} ship${ships.length === 1 ? '' : 's'}, ${list.length} cards, ${total} SP #${fingerprint}`,
  };
}

function shipLabels(list: FleetCard[]): string[] {
  const labels: string[] = [];
  for (const c of list) if (c.type !== 'resource' && !labels.includes(c.ship)) labels.push(c.ship);
  return labels;
}

function buildShip(player: Player, label: string, list: FleetCard[], issues: TabIssueList): FleetShip {
  const { err } = issues;
  const on = list.filter((c) => c.type !== 'resource' && c.ship === label);
  const shipCards = on.filter((c) => c.type === 'ship');
  if (shipCards.length === 0) {
    err(
      FLEET_CODES.noShipCard,
      on[0].row,
      COL.ship,
      `${player.name}'s ship "${label}" has no Ship card.`,
      'Add a row with Card type Ship for it, or correct the Ship column.',
    );
  }
  for (const extra of shipCards.slice(1)) {
    err(
      FLEET_CODES.secondShipCard,
      extra.row,
      COL.type,
      `${player.name}'s ship "${label}" has a second Ship card (first in row ${shipCards[0].row}).`,
      'Give each ship its own label in the Ship column (1, 2, 3…).',
    );
  }
  const captains = on.filter((c) => c.type === 'captain');
  if (captains.length === 0) {
    err(
      FLEET_CODES.noCaptain,
      (shipCards[0] ?? on[0]).row,
      COL.type,
      `${player.name}'s ship "${label}" has no captain: each ship needs exactly one.`,
      "Add the ship's Captain card (a 0-SP captain counts).",
    );
  }
  for (const extra of captains.slice(1)) {
    err(
      FLEET_CODES.secondCaptain,
      extra.row,
      COL.type,
      `${player.name}'s ship "${label}" has a second captain (first in row ${captains[0].row}): each ship has exactly one.`,
      'Remove one captain, or move it to the ship it belongs to.',
    );
  }
  chargeFactionPenalties(on, shipCards[0]?.factions ?? [], issues);
  return { label, name: shipCards[0]?.name || label, cards: on, total: 0 };
}

/** "+1 SP" for a captain over 0 SP or an upgrade that shares no faction with its ship. */
function chargeFactionPenalties(on: FleetCard[], shipFactions: string[], issues: TabIssueList): void {
  if (shipFactions.length === 0) return;
  for (const c of on) {
    const penalised = c.type === 'upgrade' || (c.type === 'captain' && c.sp > 0);
    if (!penalised || c.factions.length === 0) continue;
    if (c.factions.some((f) => shipFactions.includes(f))) continue;
    c.penalty = 1;
    issues.warn(
      FLEET_CODES.factionPenalty,
      c.row,
      COL.faction,
      `+1 SP: ${c.name || 'this card'} (${c.factions.join('/')}) is on a ${shipFactions.join('/')} ship.`,
      'The faction penalty is included in the fleet total; no action needed if the build is right.',
    );
  }
}

/**
 * "a fleet may use exactly 1 resource": the first counts, the others are errors. A resource with a Ship
 * label joins that ship's total; without one it stays the fleet's own (returned).
 */
function placeResource(
  player: Player,
  resources: FleetCard[],
  ships: FleetShip[],
  issues: TabIssueList,
): FleetCard | null {
  for (const extra of resources.slice(1)) {
    issues.err(
      FLEET_CODES.secondResource,
      extra.row,
      COL.type,
      `${player.name} has a second resource (first in row ${resources[0].row}): a fleet may use exactly 1 resource.`,
      'Keep one resource and remove the others.',
    );
  }
  const r = resources[0];
  if (!r) return null;
  if (r.ship === '') return r;
  const ship = ships.find((s) => s.label === r.ship);
  if (ship) ship.cards.push(r);
  else
    issues.err(
      FLEET_CODES.resourceShipUnknown,
      r.row,
      COL.ship,
      `${player.name} has no ship "${r.ship}" to assign this resource to.`,
      'Leave Ship blank for a resource used by the whole fleet, or correct the ship.',
    );
  return null;
}

/** Independent of row order and name spelling, so only a real change to the build changes it. */
function fingerprintOf(list: FleetCard[]): string {
  const canonical = list
    .map((c) => [c.ship, c.type, c.upgradeType, nameKey(c.name), c.factions.join('/'), c.sp].join('|'))
    .sort()
    .join('\n');
  return (hashString(canonical) >>> 0).toString(36);
}
