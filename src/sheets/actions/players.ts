// Drops, reinstatements and late entries.
import type { CellValue } from '../../engine/format';
import { lookAlikeKey, NAME_CODES, nameIssues, nameKey } from '../../engine/names';
import type { Problem } from '../../shared/types';
import { cellOf, spreadRow } from '../columns';
import { type EventModel, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import { PLAYER_FIXED, STATUS_CHOICES } from '../layout';
import { EVENT_LABELS } from '../parse-event';
import type { Write } from '../patch';
import { renderLog } from '../render';
import { roundTabsWrites } from './derived-writes';
import { type Plan, refuse } from './plan';
import { roundLimit } from './round-limit';
import { tabName } from './tab-name';

/** Problem codes of the Players actions' refusals, for code that decides by them instead of by wording. */
export const PLAYER_CODES = {
  /** The format takes no new player (or no reinstated one who has not played) after round 1. */
  lateEntryClosed: 'late-entry-closed',
  /** Every round of the event is already paired: a player joining now would have no round to play. */
  noRoundLeft: 'no-round-left',
  /** A status that is neither active nor dropped. */
  badStatus: 'player-status-unknown',
  /** A name that is not on the Players tab. */
  notFound: 'player-not-found',
  /** A new player with no name. */
  noName: 'player-no-name',
} as const;

export function planSetPlayerStatus(
  snapshot: Snapshot,
  name: string,
  status: string,
  nowIso: string,
  /** Why, for the Log line (a drop request from the report form). */
  because = '',
): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const wanted = String(status).trim().toLowerCase();
  if (!STATUS_CHOICES.includes(wanted)) {
    return refuse([
      {
        severity: 'error',
        code: PLAYER_CODES.badStatus,
        tab: playersTab,
        cell: '',
        message: `"${status}" is not a player status.`,
        fix: 'Use active or dropped.',
      },
    ]);
  }
  const player = model.ctx.players.find((p) => p.key === nameKey(String(name)));
  if (!player) {
    return refuse([
      {
        severity: 'error',
        code: PLAYER_CODES.notFound,
        tab: playersTab,
        cell: '',
        message: `"${name}" is not on the Players tab.`,
        fix: 'Check the spelling against the Players tab.',
      },
    ]);
  }
  const rule =
    wanted === 'active' && !player.active && model.round > 0 ? model.format.lateEntry(model.ctx) : null;
  const played = model.ctx.matches.some((m) => m.a === player.key || m.b === player.key);
  const noRound =
    wanted === 'active' && !player.active && !played ? noRoundLeft(model, player.name, playersTab) : null;
  if (noRound) return refuse([noRound]);
  if (rule && !rule.allowed) {
    if (!played) {
      return refuse([
        {
          severity: 'error',
          tab: playersTab,
          cell: cellOf(model.columns.players, player.row, 2),
          code: PLAYER_CODES.lateEntryClosed,
          message: `${player.name} cannot join now. ${rule.reason}`,
          fix: '',
        },
      ]);
    }
  }
  const writes: Write[] = [
    { kind: 'cells', role: 'players', row: player.row, col: model.columns.players[1], rows: [[wanted]] },
    ...roundTabsWrites(model),
    renderLog(
      [
        {
          action: wanted === 'dropped' ? 'Drop player' : 'Reinstate player',
          round: model.round,
          seed: '',
          details: `${player.name} (${playersTab} ${cellOf(model.columns.players, player.row, 2)}) set to ${wanted}; past results stay.${because ? ` ${because}` : ''}`,
        },
      ],
      nowIso,
    ),
  ];
  const verb =
    wanted === 'dropped'
      ? 'dropped: not paired from the next round; past results stay'
      : 'active: paired from the next round';
  return { ok: true, writes, message: `${player.name} is ${verb}.`, warnings: [] };
}

/** A player joining once every round is paired would be ranked without a round to play: refused. */
function noRoundLeft(model: EventModel, name: string, tab: string): Problem | null {
  const { rounds } = roundLimit(model);
  if (model.round === 0 || rounds <= 0 || model.round < rounds) return null;
  return {
    severity: 'error',
    tab,
    cell: '',
    code: PLAYER_CODES.noRoundLeft,
    message: `${name} cannot join: all ${rounds} rounds are already paired, so there is no round left for ${name} to play.`,
    fix: `Raise "${EVENT_LABELS.rounds}" on the Event tab first if ${name} is to play another round.`,
  };
}

export function planAddPlayer(snapshot: Snapshot, name: string, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const clean = String(name ?? '').trim();
  if (!clean)
    return refuse([
      {
        severity: 'error',
        code: PLAYER_CODES.noName,
        tab: playersTab,
        cell: '',
        message: 'The new player has no name.',
        fix: 'Type a name.',
      },
    ]);
  const refused = nameIssues(clean).filter((i) => i.severity === 'error');
  if (refused.length)
    return refuse(
      refused.map((i) => ({
        severity: 'error' as const,
        code: i.code,
        tab: playersTab,
        cell: '',
        message: i.message,
        fix: i.fix,
      })),
    );
  const look = lookAlikeKey(nameKey(clean));
  const clash = model.ctx.players.find((p) => p.key === nameKey(clean) || lookAlikeKey(p.key) === look);
  if (clash) {
    return refuse([
      {
        severity: 'error',
        code: NAME_CODES.duplicate,
        tab: playersTab,
        cell: cellOf(model.columns.players, clash.row, 1),
        message: `"${clean}" is already on the Players tab as "${clash.name}".`,
        fix: 'Use a different name, or reinstate that player.',
      },
    ]);
  }
  const noRound = noRoundLeft(model, clean, playersTab);
  if (noRound) return refuse([noRound]);
  const rule = model.format.lateEntry(model.ctx);
  if (model.round > 0 && !rule.allowed) {
    return refuse([
      {
        severity: 'error',
        tab: playersTab,
        cell: '',
        code: PLAYER_CODES.lateEntryClosed,
        message: `${clean} cannot join after round 1. ${rule.reason}`,
        fix: '',
      },
    ]);
  }
  const width = PLAYER_FIXED.length + model.format.playerColumns.length;
  const row: CellValue[] = [clean, 'active'];
  while (row.length < width) row.push('');
  // Under the Name and Status headers wherever they are; the organizer's own columns get nothing.
  const spread = spreadRow(model.columns.players, row);
  const writes: Write[] = [
    { kind: 'append', role: 'players', col: spread.col, width: spread.row.length, rows: [spread.row] },
    ...roundTabsWrites(model),
    renderLog(
      [
        {
          action: model.round > 0 ? 'Late entry' : 'Add player',
          round: model.round,
          seed: '',
          details: `${clean} added${model.round > 0 ? `; joins round ${model.round + 1}` : ''}.`,
        },
      ],
      nowIso,
    ),
  ];
  return {
    ok: true,
    writes,
    message:
      model.round > 0 ? `${clean} joins from round ${model.round + 1}. ${rule.reason}` : `${clean} added.`,
    warnings: [],
  };
}
