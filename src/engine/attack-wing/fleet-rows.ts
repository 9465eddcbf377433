// Reads the Fleets tab row by row into cards per player. A blank Player or Ship cell continues the one
// above, as on the printed Fleet Build Sheet; a row that cannot be read is reported at its cell and skipped.

import { type CellValue, type Player, toNumber } from '../format';
import { nameKey } from '../names';
import { own } from '../own';
import type { TabIssueList } from '../tab-issues';
import {
  CARD_TYPES,
  COL,
  cardType,
  FACTIONS,
  FLEET_HEADERS,
  type FleetCard,
  trimmedCellText,
  UPGRADE_TYPES,
} from './fleet';
import { FLEET_CODES } from './fleet-codes';

export interface CardRows {
  /** Cards by player key, in row order. */
  cards: Map<string, FleetCard[]>;
  /** Any non-blank row at all. */
  used: boolean;
  /** The last non-blank row (1 when there is none). */
  lastRow: number;
}

export function readCardRows(grid: CellValue[][], byKey: Map<string, Player>, list: TabIssueList): CardRows {
  const { err } = list;
  const cards = new Map<string, FleetCard[]>();
  const lastShip = new Map<string, string>();
  let player = '';
  let used = false;
  let lastRow = 1;
  for (let i = 1; i < grid.length; i++) {
    const row = grid[i] ?? [];
    const rowNo = i + 1;
    const cells = FLEET_HEADERS.map((_, c) => trimmedCellText(row[c]));
    if (cells.every((c) => c === '')) continue;
    used = true;
    lastRow = rowNo;
    if (cells[0] !== '') player = cells[0];
    if (player === '') {
      err(
        FLEET_CODES.noPlayer,
        rowNo,
        COL.player,
        'This card has no player.',
        "Type the player's name in the first row of their fleet.",
      );
      continue;
    }
    const p = byKey.get(nameKey(player));
    if (!p) {
      if (cells[0] !== '')
        err(
          FLEET_CODES.unknownPlayer,
          rowNo,
          COL.player,
          `"${player}" is not on the Players tab.`,
          'Correct the spelling to match the Players tab, or add the player there.',
        );
      continue;
    }
    const type = cardType(cells[2]);
    if (!type) {
      err(
        FLEET_CODES.cardType,
        rowNo,
        COL.type,
        cells[2] ? `"${cells[2]}" is not a card type.` : 'The card type is missing.',
        `Choose ${CARD_TYPES.join(', ')}.`,
      );
      continue;
    }
    let ship = cells[1];
    if (type !== 'resource') {
      if (ship === '') ship = lastShip.get(p.key) ?? '';
      if (ship === '') {
        err(
          FLEET_CODES.noShip,
          rowNo,
          COL.ship,
          'Which ship is this card on?',
          'Type the ship it belongs to (1, 2, 3… as Ship 1, Ship 2 on the Fleet Build Sheet).',
        );
        continue;
      }
      lastShip.set(p.key, ship);
    }
    const upgradeType = cells[3].toUpperCase();
    if (type === 'upgrade' && !own(UPGRADE_TYPES, upgradeType)) {
      err(
        FLEET_CODES.upgradeType,
        rowNo,
        COL.upgrade,
        cells[3] ? `"${cells[3]}" is not an upgrade type.` : 'The upgrade type letter is missing.',
        'Use C (Crew), E (Elite Talent), T (Tech), W (Weapon), B (Borg) or S (Squadron).',
      );
    }
    const factions = factionCodes(cells[5]);
    const unknown = factions.filter((f) => !own(FACTIONS, f));
    if (unknown.length) {
      err(
        FLEET_CODES.unknownFaction,
        rowNo,
        COL.faction,
        `"${unknown.join(', ')}" is not a faction code.`,
        `Use ${Object.keys(FACTIONS).join(' ')}.`,
      );
    } else if (factions.length === 0 && type !== 'resource') {
      err(
        FLEET_CODES.factionMissing,
        rowNo,
        COL.faction,
        'The faction is missing.',
        `Type the card's faction code: ${Object.keys(FACTIONS).join(' ')}.`,
      );
    }
    const sp = toNumber(row[COL.sp - 1]);
    if (sp === null || sp < 0) {
      err(
        FLEET_CODES.cost,
        rowNo,
        COL.sp,
        cells[6] ? `"${cells[6]}" is not a number of squadron points.` : 'The SP cost is missing.',
        "Type the card's SP cost (0 or more).",
      );
      continue;
    }
    const mine = cards.get(p.key) ?? [];
    mine.push({ row: rowNo, type, ship, upgradeType, name: cells[4], factions, sp, penalty: 0 });
    cards.set(p.key, mine);
  }
  return { cards, used, lastRow };
}

/** "FED/KLI", "fed kli" or "FED, KLI": a dual-faction card lists each code. */
function factionCodes(cell: string): string[] {
  if (cell === '') return [];
  return cell
    .toUpperCase()
    .split(/[\s/,]+/)
    .filter(Boolean);
}
