// Rename a player everywhere the add-on wrote the name: the Players row, the Player and Opponent cells
// and "Paired as" of Results, the format's input tabs (a fleet's Player, a recorded roll-off), and the
// record; the derived tabs are rewritten from the renamed event and the old name is kept in the Log.
// It also confirms a rename typed by hand on Players (src/sheets/reconcile.ts asks about it).
import type { CellValue } from '../../engine/format';
import { lookAlikeKey, NAME_CODES, nameIssues, nameKey } from '../../engine/names';
import type { Problem } from '../../shared/types';
import { snapshotAfter } from '../after-writes';
import { cellOf } from '../columns';
import { errorsOf, readEvent } from '../event-model';
import type { Grid, Snapshot } from '../grid';
import { pairedAsColumn } from '../paired-as';
import type { RowsWrite, Write } from '../patch';
import { renderRecord } from '../record';
import { renderLog } from '../render';
import { cellText } from '../text';
import { derivedWrites, pairingsDespiteErrors } from './derived-writes';
import { type Plan, refuse } from './plan';
import { tabName } from './tab-name';

/** One column of a tab rewritten from row 2 when `change` alters any of its cells; null when none. */
function columnWrite(
  role: string,
  grid: Grid,
  col: number,
  change: (v: CellValue) => CellValue,
  replaced: Set<CellValue>,
): { write: RowsWrite; count: number } | null {
  if (col <= 0) return null;
  let count = 0;
  const rows: CellValue[][] = [];
  for (let r = 1; r < grid.length; r++) {
    const v = grid[r][col - 1] ?? '';
    const next = change(v);
    if (next !== v) {
      count++;
      replaced.add(v);
    }
    rows.push([next]);
  }
  if (!count) return null;
  return {
    write: { kind: 'rows', role, startRow: 2, col, width: 1, rows, clearTo: grid.length },
    count,
  };
}

/** "Round 2: Gus v Ann" with Gus renamed: the names are split at " v " where either side is the old name. */
function renamedPairedAs(text: string, from: string, to: string): string {
  const m = /^(round \d+(?: \(paired at table \d+\))?: )(.*)$/i.exec(text.trim());
  if (!m) return text;
  const [prefix, names] = [m[1], m[2]];
  const old = nameKey(from);
  const cut = names.split(' v ');
  for (let i = 1; i < cut.length; i++) {
    const [a, b] = [cut.slice(0, i).join(' v '), cut.slice(i).join(' v ')];
    const [ka, kb] = [nameKey(a), nameKey(b)];
    if (ka === old || kb === old) return `${prefix}${ka === old ? to : a} v ${kb === old ? to : b}`;
  }
  return text;
}

/** The codes of a rename's own refusals (a name's own problems are NAME_CODES). */
export const RENAME_CODES = {
  /** The old or the new name is blank. */
  nameMissing: 'rename-name-missing',
  /** The new name is the old one. */
  sameName: 'rename-same-name',
  /** The old name is on Players and in no game. */
  unknownName: 'rename-unknown-name',
} as const;

export function planRename(snapshot: Snapshot, from: string, to: string, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  const playersTab = tabName(snapshot, 'players', 'Players');
  const oldName = String(from ?? '').trim();
  const newName = String(to ?? '').trim();
  const fail = (code: string, message: string, fix: string, cell = ''): Plan =>
    refuse([{ severity: 'error', tab: playersTab, cell, message, fix, code }]);
  if (!oldName || !newName)
    return fail(RENAME_CODES.nameMissing, 'A rename needs the old name and the new one.', 'Type both names.');
  if (nameKey(oldName) === nameKey(newName) && oldName === newName)
    return fail(RENAME_CODES.sameName, `${oldName} already has that name.`, 'Type a different new name.');
  const issues = nameIssues(newName).filter((i) => i.severity === 'error');
  if (issues.length)
    return refuse(
      issues.map((i) => ({
        severity: 'error',
        tab: playersTab,
        cell: '',
        message: i.message,
        fix: i.fix,
        code: i.code,
      })),
    );
  const [oldKey, newKey] = [nameKey(oldName), nameKey(newName)];
  const listed = model.ctx.players.find((p) => p.key === oldKey);
  const recorded = model.record.entries.some(
    (e) => nameKey(e.a) === oldKey || (e.b !== null && nameKey(e.b) === oldKey),
  );
  // Renamed by hand on Players already: the new name is there, the old one only in the games.
  const byHand = !listed && recorded ? model.ctx.players.find((p) => p.key === newKey) : undefined;
  if (!listed && !byHand)
    return fail(
      RENAME_CODES.unknownName,
      `"${oldName}" is neither on ${playersTab} nor in any game of this event.`,
      'Check the spelling of the old name.',
    );
  const clash = model.ctx.players.find(
    (p) => p !== listed && p !== byHand && (p.key === newKey || lookAlikeKey(p.key) === lookAlikeKey(newKey)),
  );
  if (clash)
    return fail(
      NAME_CODES.duplicate,
      `"${newName}" is already on ${playersTab} as "${clash.name}".`,
      'Choose a name no other player has.',
      cellOf(model.columns.players, clash.row, 1),
    );
  const isOld = (v: CellValue) => typeof v === 'string' && v.trim() !== '' && nameKey(v) === oldKey;
  const writes: Write[] = [];
  const changed: string[] = [];
  // Every value a rename replaces goes to the Log line, cell by cell, as removed rows do.
  const replaced = new Set<CellValue>();
  if (listed) {
    replaced.add(listed.name);
    writes.push({
      kind: 'cells',
      role: 'players',
      row: listed.row,
      col: model.columns.players[0],
      rows: [[newName]],
    });
    changed.push(`${playersTab} ${cellOf(model.columns.players, listed.row, 1)}`);
  }
  const resultsTab = tabName(snapshot, 'results', 'Results');
  const results = snapshot.tabs.results?.values ?? [];
  const cols = model.columns.results;
  let cells = 0;
  for (const col of [cols[2], cols[3]]) {
    const w = columnWrite('results', results, col, (v) => (isOld(v) ? newName : v), replaced);
    if (w) {
      writes.push(w.write);
      cells += w.count;
    }
  }
  const pairedAs = columnWrite(
    'results',
    results,
    cols[pairedAsColumn(model.format) - 1] ?? 0,
    (v) => {
      const text = cellText(v);
      const next = renamedPairedAs(text, oldName, newName);
      return next === text ? v : next;
    },
    replaced,
  );
  if (pairedAs) {
    writes.push(pairedAs.write);
    cells += pairedAs.count;
  }
  if (cells) changed.push(`${cells} ${resultsTab} cell${cells === 1 ? '' : 's'}`);
  for (const input of model.format.inputTabs ?? []) {
    const tab = snapshot.tabs[input.role];
    if (!tab) continue;
    let n = 0;
    const width = Math.max(0, ...tab.values.map((r) => r.length));
    for (let c = 1; c <= width; c++) {
      const w = columnWrite(input.role, tab.values, c, (v) => (isOld(v) ? newName : v), replaced);
      if (w) {
        writes.push(w.write);
        n += w.count;
      }
    }
    if (n) changed.push(`${n} ${tab.name} cell${n === 1 ? '' : 's'}`);
  }
  const renamed = (n: string | null) => (n !== null && nameKey(n) === oldKey ? newName : n);
  writes.push(
    renderRecord(
      model.record.entries.map((e) => ({ ...e, a: renamed(e.a) as string, b: renamed(e.b) })),
      snapshot.tabs.record?.values.length ?? 0,
    ),
  );
  const after = readEvent(snapshotAfter(snapshot, writes));
  if (after.ok && !errorsOf(after.model.problems).length) writes.push(...derivedWrites(after.model));
  else if (after.ok) writes.push(...pairingsDespiteErrors(after.model));
  writes.push(
    renderLog(
      [
        {
          action: 'Rename player',
          round: model.round,
          seed: '',
          details: `Old name "${oldName}", new name "${newName}"${byHand ? ` (typed on ${playersTab} by hand)` : ''}: renamed on ${[...changed, "the add-on's record"].join(', ')}. The values replaced follow.`,
          removed: [...replaced],
        },
      ],
      nowIso,
    ),
  );
  const left: Problem[] = after.ok ? errorsOf(after.model.problems) : [];
  return {
    ok: true,
    writes,
    message: `${oldName} is now ${newName} on every tab.${left.length ? ' Other problems remain: see the list.' : ''}`,
    warnings: [],
  };
}
