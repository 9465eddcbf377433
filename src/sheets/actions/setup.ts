// Setting up an event as a pure plan, like every other action: what the spreadsheet holds in (its tabs'
// roles, names and rows, read by src/server/setup.ts), either problems or the tabs to create and the
// writes to apply out. Refused while the earlier event holds anything typed, or a tab of the same name
// is not the add-on's.
import type { CellValue } from '../../engine/format';
import { plural } from '../../shared/plural';
import type { Problem, SetupOptions } from '../../shared/types';
import { ADDON_NAME, ADDON_VERSION } from '../../shared/version';
import { a1 } from '../a1';
import { asRead, stepWrites } from '../after-writes';
import { canonicalGrid, findColumns } from '../columns';
import type { Grid, Snapshot } from '../grid';
import { EVENT_HEADERS, headerRowOf, type TabLayout } from '../layout';
import { EVENT_LABELS, parseEvent } from '../parse-event';
import type { DropdownsWrite, Write } from '../patch';
import { renderLog } from '../render';
import { type ReplacedTab, replacedTabLines } from '../replaced-tabs';
import type { SetupPlan } from '../setup';
import { standingsTitle } from '../standings-title';
import { defaultTitle } from '../tab-titles';
import { cellText } from '../text';
import { mergeWidths, setupWidths, widthsFor } from '../widths';
import { carriedPlayers } from './setup-in-season';

const FIX =
  'Change settings on the Event tab instead, or set up the new event in a copy of this file (File > Make a copy) or a new spreadsheet.';

/** The codes of the refusals of setting up an event in a spreadsheet that already has one. */
export const SETUP_AGAIN_CODES = {
  /** A tab the organizer types in has rows under its headers. */
  eventTyped: 'setup-event-typed',
  /** An Event setting differs from the format's default. */
  settingChanged: 'setup-setting-changed',
  /** A tab of the new event's title exists and is not the earlier event's. */
  tabClash: 'setup-tab-clash',
} as const;

/** An earlier event's tab the organizer types in, with the rows it uses. */
export interface TypedTab {
  name: string;
  lastRow: number;
}

/**
 * Why setting up again is refused: a typed tab with a row under its headers, or an Event setting
 * changed from its default. A cleared Log is no permission.
 */
export function existingEventProblems(
  typed: readonly TypedTab[],
  event: { name: string; values: Grid } | null,
): Problem[] {
  const problems: Problem[] = typed
    .filter((t) => t.lastRow > 1)
    .map((t) => ({
      severity: 'error' as const,
      code: SETUP_AGAIN_CODES.eventTyped,
      tab: t.name,
      cell: 'A2',
      message: `This spreadsheet already has an event: the ${t.name} tab has ${plural(t.lastRow - 1, 'row')} of data.`,
      fix: FIX,
    }));
  const changed = event ? changedSettings(event.values, event.name) : null;
  if (changed) problems.push({ ...changed, fix: FIX });
  return problems;
}

/** The first Event setting (Rounds or a format option) that differs from the format's default, as a problem. */
function changedSettings(grid: Grid, tab: string): Problem | null {
  const found = findColumns(grid, EVENT_HEADERS, tab, EVENT_HEADERS.slice(0, 2));
  if (!found.ok) return null;
  const canonical = canonicalGrid(grid, EVENT_HEADERS, found.cols);
  const parsed = parseEvent(canonical, tab, found.cols[1]);
  if (!parsed.format) return null;
  const message = (label: string) =>
    `This spreadsheet already has an event whose "${label}" setting on the ${tab} tab differs from the default; setting up again would replace the ${tab} tab.`;
  const cellOfLabel = (label: string) => {
    const row = canonical.findIndex(
      (r, i) => i > 0 && cellText(r[0]).trim().toLowerCase() === label.toLowerCase(),
    );
    return a1(row < 0 ? 1 : row + 1, found.cols[1]);
  };
  const changed = (label: string): Problem => ({
    severity: 'error',
    code: SETUP_AGAIN_CODES.settingChanged,
    tab,
    cell: cellOfLabel(label),
    message: message(label),
    fix: '',
  });
  const config = parsed.config;
  // A setting that does not read as valid was typed by hand, too.
  if (!config) return parsed.problems[0] ? { ...changed('Event'), cell: parsed.problems[0].cell } : null;
  if (config.rounds !== parsed.format.defaultRounds) return changed(EVENT_LABELS.rounds);
  for (const spec of parsed.format.options)
    if (config.options[spec.key] !== spec.default) return changed(spec.label);
  return null;
}

/**
 * Tab names are unique ignoring case ("A sheet with the name ... already exists"): a tab of the new
 * event's title that is not the earlier event's own is a clash. `other` is that tab's name, if any.
 */
export function tabClashes(
  layouts: readonly TabLayout[],
  other: (lowerTitle: string) => string | null,
): Problem[] {
  const clashes: Problem[] = [];
  for (const layout of layouts) {
    const name = other(layout.title.toLowerCase());
    if (name === null) continue;
    clashes.push({
      severity: 'error',
      code: SETUP_AGAIN_CODES.tabClash,
      tab: name,
      cell: 'A1',
      message: `A tab named "${name}" already exists and is not part of a ${ADDON_NAME} event; tab names are the same ignoring capitals, so the event's "${layout.title}" tab cannot be added.`,
      fix: `Rename or delete your "${name}" tab, then set up the event again.`,
    });
  }
  return clashes;
}

/**
 * The Event tab's dropdowns, on the Value cells from the first setting with choices to the last. They
 * mark a value not in the list rather than refuse it: the tab reads a choice's id in any case as well as
 * its label ("chess"), and a value it cannot read is an error at its cell listing the choices.
 */
export function eventDropdowns(plan: SetupPlan): DropdownsWrite[] {
  const first = plan.eventChoices.findIndex((c) => c !== null);
  if (first < 0) return [];
  const last = plan.eventChoices.length - 1 - [...plan.eventChoices].reverse().findIndex((c) => c !== null);
  return [
    {
      kind: 'dropdowns',
      role: 'event',
      row: first + 1,
      col: EVENT_HEADERS.indexOf('Value') + 1,
      choices: plan.eventChoices.slice(first, last + 1),
      strict: false,
    },
  ];
}

/** What carries over from the earlier event when the season's next event is set up in another format. */
export interface CarriedTabs {
  /** The Log as it is: kept, the setup's lines appended. */
  log?: Grid;
  /** The earlier Players tab: its players are written under the new headers. */
  players?: Grid;
}

/** A tab setup creates, with what goes in it when it is made. */
export interface NewTab {
  layout: TabLayout;
  /** The name it is created with: its title, or a free interim name while an earlier tab has the title. */
  name: string;
  /** The title, given once the earlier event's tabs are gone (unset: created with its title). */
  renameTo?: string;
  headerRow: number;
  /** Rows from the header row down: the headers, or the Event tab's settings. */
  top: CellValue[][];
  /** Every column wide enough for its header and what setup writes in it. */
  widths: number[];
  /** Row 1 of Standings. */
  title?: string;
}

export interface SetupTabsPlan {
  tabs: NewTab[];
  /** Applied once every tab exists, each with the rows its tab already uses. */
  writes: { write: Write; usedRows: number | undefined }[];
  /** The input tabs as setup writes them, for the state the sidebar gets back (nothing is read again). */
  inputs: Snapshot;
  message: string;
}

/**
 * The new event's tabs and writes. `taken`: every tab name in the spreadsheet, in lower case (an
 * earlier event's tabs stay until the new ones exist, so a title they hold gets an interim name).
 * `replaced`: the earlier event's tabs, whose rows go to the new Log before they are deleted.
 */
export function planSetupTabs(
  plan: SetupPlan,
  options: SetupOptions,
  taken: ReadonlySet<string>,
  replaced: readonly ReplacedTab[],
  inputRoles: readonly string[],
  nowIso: string,
  carry: CarriedTabs = {},
): SetupTabsPlan {
  const names = new Set(taken);
  const interim = (title: string) => {
    let name = `${title} (new)`;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${title} (new ${n})`;
    names.add(name.toLowerCase());
    return name;
  };
  const seed = String(plan.eventRows.find((r) => r[0] === 'Seed')?.[1] ?? '');
  const rounds = plan.eventRows.find((r) => r[0] === 'Rounds')?.[1];
  const logWrite = renderLog(
    [
      {
        action: 'Set up event',
        round: 0,
        seed,
        details: `${plan.format.title}: "${String(options.name)}", ${rounds ? plural(Number(rounds), 'round') : 'rounds set by the players'}. ${ADDON_NAME} ${ADDON_VERSION}.`,
      },
    ],
    nowIso,
  );
  const written: Snapshot = { tabs: {} };
  const inputs: Snapshot = { tabs: {} };
  if (carry.log) written.tabs.log = { name: defaultTitle('log'), values: asRead(carry.log) };
  const made = carry.log ? plan.layouts.filter((l) => l.role !== 'log') : plan.layouts;
  const tabs = made.map((layout): NewTab => {
    const clash = taken.has(layout.title.toLowerCase());
    const top = layout.role === 'event' ? plan.eventRows : layout.headers.length ? [layout.headers] : [];
    const tab = { name: defaultTitle(layout.role), values: asRead(top) };
    written.tabs[layout.role] = tab;
    if (inputRoles.includes(layout.role)) inputs.tabs[layout.role] = tab;
    return {
      layout,
      name: clash ? interim(layout.title) : layout.title,
      ...(clash ? { renameTo: layout.title } : {}),
      headerRow: headerRowOf(layout.role),
      top,
      // The Log's first line counts; the replaced tabs' rows below it are left to spill.
      widths: mergeWidths(
        setupWidths(layout, top),
        layout.role === 'log' ? widthsFor('log', 2, 1, logWrite.rows) : [],
      ),
      ...(layout.role === 'standings'
        ? {
            title: standingsTitle({
              eventName: String(options.name ?? ''),
              rounds: Number(rounds) || 0,
              paired: [],
            }),
          }
        : {}),
    };
  });
  const removedLines = replacedTabLines(replaced, plan.layouts);
  const playersLayout = plan.layouts.find((l) => l.role === 'players');
  const players = carry.players && playersLayout ? carriedPlayers(carry.players, playersLayout.headers) : [];
  const writes: Write[] = [
    ...eventDropdowns(plan),
    logWrite,
    ...(removedLines.length ? [renderLog(removedLines, nowIso)] : []),
    ...(players.length && playersLayout
      ? [
          {
            kind: 'rows' as const,
            role: 'players',
            startRow: 2,
            width: playersLayout.headers.length,
            rows: players,
            clearTo: 0,
          },
        ]
      : []),
  ];
  if (plan.preset !== undefined) inputs.preset = plan.preset;
  const stepped = stepWrites(written, writes);
  if (players.length) inputs.tabs.players = stepped.after.tabs.players;
  return {
    tabs,
    writes: stepped.steps,
    inputs,
    message: players.length
      ? `${plan.format.title} event set up for the season's next event, with its ${plural(players.length, 'player')}.`
      : `${plan.format.title} event set up. Type the players' names on the Players tab.`,
  };
}
