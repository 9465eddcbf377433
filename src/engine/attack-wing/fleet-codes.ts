// The codes of the problems found on the Fleets tab's fleets (the roll-offs beside them have their own,
// ROLL_OFF_CODES): the tests and the sidebar tell them apart by these, never by the message.
export const FLEET_CODES = {
  /** A fleet's total (printed SP plus faction penalties) is over the event's squadron point limit. */
  overLimit: 'attack-wing-fleet-over-limit',
  /** A ship label with cards but no Ship card. */
  noShipCard: 'attack-wing-fleet-no-ship-card',
  /** A ship label with two Ship cards. */
  secondShipCard: 'attack-wing-fleet-second-ship-card',
  /** A ship with no captain. */
  noCaptain: 'attack-wing-fleet-no-captain',
  /** A ship with two captains. */
  secondCaptain: 'attack-wing-fleet-second-captain',
  /** +1 SP for a card of another faction than its ship's (a warning: the build may be right). */
  factionPenalty: 'attack-wing-fleet-faction-penalty',
  /** A fleet with more than one resource. */
  secondResource: 'attack-wing-fleet-second-resource',
  /** A resource assigned to a ship the fleet does not have. */
  resourceShipUnknown: 'attack-wing-fleet-resource-ship-unknown',
  /** A fleet changed on the Fleets tab after it was frozen at pairing. */
  changedSinceFrozen: 'attack-wing-fleet-changed-since-frozen',
  /** A fleet first recorded after round 1 was paired, for a player who played round 1. */
  recordedLate: 'attack-wing-fleet-recorded-late',
  /** An active player with no fleet on the Fleets tab. */
  noFleet: 'attack-wing-fleet-missing',
  /** A card row with no player above it. */
  noPlayer: 'attack-wing-fleet-card-no-player',
  /** A card row naming someone not on the Players tab. */
  unknownPlayer: 'attack-wing-fleet-unknown-player',
  /** A card type cell blank or none of the card types. */
  cardType: 'attack-wing-fleet-card-type',
  /** A card with no ship to be on. */
  noShip: 'attack-wing-fleet-card-no-ship',
  /** An upgrade type letter blank or none of the upgrade types. */
  upgradeType: 'attack-wing-fleet-upgrade-type',
  /** A faction code that is none of the factions. */
  unknownFaction: 'attack-wing-fleet-unknown-faction',
  /** A card with no faction. */
  factionMissing: 'attack-wing-fleet-faction-missing',
  /** An SP cost blank or not a number. */
  cost: 'attack-wing-fleet-card-cost',
} as const;
