// The Fleets tab, laid out like the Fleet Build Sheet: one row per card (Player | Ship | Card type |
// Upgrade type | Card name | Faction | SP). This module holds its vocabulary and the parsed fleet's shape;
// fleet-rows.ts reads the rows, fleet-build.ts assembles and checks each fleet, fleet-parse.ts wires them.

import { type CellValue, type FormatContext, inputKey, inputOf } from '../format';
import { emptyRecord } from '../own';
import type { RollOffRecord } from './roll-off-record';

export const FLEET_HEADERS = ['Player', 'Ship', 'Card type', 'Upgrade type', 'Card name', 'Faction', 'SP'];
export const COL = { player: 1, ship: 2, type: 3, upgrade: 4, name: 5, faction: 6, sp: 7 } as const;

export const CARD_TYPES = ['Ship', 'Captain', 'Admiral', 'Upgrade', 'Resource'] as const;
export type CardType = 'ship' | 'captain' | 'admiral' | 'upgrade' | 'resource';

/** "Upgrade Types C =Crew E =Elite Talent T =Tech W =Weapon B =Borg S =Squadron" */
export const UPGRADE_TYPES: Record<string, string> = {
  C: 'Crew',
  E: 'Elite Talent',
  T: 'Tech',
  W: 'Weapon',
  B: 'Borg',
  S: 'Squadron',
};

/** "FACTIONS: FED =Federation KLI =Klingon ..." */
export const FACTIONS: Record<string, string> = {
  FED: 'Federation',
  KLI: 'Klingon',
  ROM: 'Romulan',
  DOM: 'Dominion',
  BOR: 'Borg',
  SPE: 'Species 8472',
  KAZ: 'Kazon',
  BAJ: 'Bajoran',
  FER: 'Ferengi',
  VUL: 'Vulcan',
  IND: 'Independent',
  MIR: 'Mirror Universe',
};

export interface FleetCard {
  row: number;
  type: CardType;
  /** The ship the card is on; '' for a resource assigned to the whole fleet. */
  ship: string;
  upgradeType: string;
  name: string;
  factions: string[];
  sp: number;
  /** +1 when a captain (over 0 SP) or upgrade is of a faction other than its ship's. */
  penalty: number;
}

export interface FleetShip {
  label: string;
  /** The Ship card's name, or the label when the ship has no Ship card row. */
  name: string;
  cards: FleetCard[];
  /** Ship point total: every card on the ship with its faction penalties (the Peak Performance "ship point total"). */
  total: number;
}

export interface Fleet {
  key: string;
  name: string;
  firstRow: number;
  ships: FleetShip[];
  /** A resource not assigned to a ship (scored by the Peak Performance resource rule), if any. */
  resource: FleetCard | null;
  printed: number;
  penalty: number;
  total: number;
  fingerprint: string;
  summary: string;
}

export interface FleetsData {
  /** Fleets by player key. */
  fleets: Record<string, Fleet>;
  /** Whether the organizer typed any fleet at all (once round 1 is paired, an unused Fleets tab produces no warnings). */
  used: boolean;
  /** The roll-offs table to the right of the fleets (roll-offs.ts). */
  rollOffs?: { records: RollOffRecord[]; nextRow: number };
}

/** The Players column that holds a fleet's summary and fingerprint as it was when first paired. */
export const FROZEN_FIELD = 'frozenFleet';

/**
 * A cell as trimmed text (unlike src/sheets/text.ts cellText, which keeps the spaces): a card name is
 * compared without them. Dates as ISO days so a card name typed like a date still reads back.
 */
export function trimmedCellText(v: CellValue | undefined): string {
  if (v === undefined || v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

export function cardType(v: string): CardType | null {
  const t = v.trim().toLowerCase();
  return (CARD_TYPES.map((c) => c.toLowerCase()) as string[]).includes(t) ? (t as CardType) : null;
}

/** The "#hash" part of a Frozen fleet cell. */
export function fingerprintIn(cell: CellValue | undefined): string | null {
  const m = /#([0-9a-z]+)/i.exec(trimmedCellText(cell));
  return m ? m[1].toLowerCase() : null;
}

/** The round a Frozen fleet cell says the fleet was frozen at ("… (round 2)"), or null. */
export function frozenRoundIn(cell: CellValue | undefined): number | null {
  const m = /\(round (\d+)\)\s*$/.exec(trimmedCellText(cell));
  return m ? Number(m[1]) : null;
}

/** Where the Fleets tab's parsed data sits among the context's inputs. */
export const FLEETS = inputKey<FleetsData>('fleets');

/** The fleet data of a context (empty when the event has no Fleets tab data). */
export function fleetsOf(ctx: FormatContext): FleetsData {
  return inputOf(ctx, FLEETS) ?? { fleets: emptyRecord(), used: false };
}
