// The one interface every tournament format implements. The server and the sheet layer only ever talk
// to a Format, so they need no change for a new format; the places that do are listed in
// CONTRIBUTING.md, "Adding a format".

import type { FormatId, FormatPanel, OptionSpec, OptionValue } from '../shared/types';

export type CellValue = string | number | boolean | Date;

export interface ColumnSpec {
  key: string;
  header: string;
  kind: 'text' | 'number' | 'choice' | 'checkbox';
  /** A number column's lowest and highest values, and whether it takes whole numbers only (checked where typed). */
  min?: number;
  max?: number;
  whole?: boolean;
  choices?: string[];
  width?: number;
  help: string;
  /**
   * The same game told from the other seat (src/engine/mirror.ts): the column whose value this one
   * takes, and the choice values that swap. Unset: the value reads the same from either seat.
   */
  mirror?: { key?: string; values?: Record<string, string> };
  /**
   * The report form's question in the reporter's own words, for a column told by seat: its title ("Your
   * points" for the Player's points) and the words of its seat choices ("You" for Player). The reporter
   * answers as if they sat first; the queue mirrors the second seat's answers (src/sheets/reports/queue.ts).
   * Unset: the question is the header, with the same choices.
   */
  asked?: { title: string; words?: Record<string, string>; help?: string };
}

export interface EventConfig {
  format: FormatId;
  name: string;
  date: string;
  rounds: number;
  seed: string;
  options: Record<string, OptionValue>;
}

export interface Player {
  key: string;
  name: string;
  active: boolean;
  /** 1-based row on the Players tab. */
  row: number;
  /** Position in the Players list, 0-based: the order "as listed". */
  listIndex: number;
  fields: Record<string, CellValue>;
  /** The Players tab's "Fixed table": the table this player always plays at (accessibility); unset = none. */
  fixedTable?: number;
}

export interface Match {
  round: number;
  table: number;
  /** 1-based row on the Results tab. */
  row: number;
  a: string;
  /** Null for a bye. */
  b: string | null;
  cells: Record<string, CellValue>;
  /**
   * The table the format paired this game at, when fixed tables renumbered it (read from "Paired as");
   * unset when the Table column is it. Formats that read earlier rounds' tables use pairedTable().
   */
  pairedAt?: number;
}

export interface CellIssue {
  severity: 'error' | 'warning';
  /** A result column key, or '' for the row's player cells. */
  column: string;
  message: string;
  fix: string;
  /** The Problem's code (e.g. src/engine/cell-checks.ts, RESULT_CODES): what kind of problem it is. */
  code: string;
}

/**
 * A problem at a Players cell (`player`: the player's key; `column`: a player column key, '' = the Name)
 * or at a Results row's cell (`row`; `column`: a result column key, '' = the player cells).
 */
export type PlacedIssue = CellIssue &
  ({ player: string; row?: undefined } | { row: number; player?: undefined });

export interface ResultCheck {
  complete: boolean;
  issues: CellIssue[];
  /**
   * What an incomplete result still lacks when it is not the result itself (a winner typed before the
   * deck codes): the row's Status, and a refusal's words and fix. Unset: the result is what is missing.
   */
  waiting?: { status: string; message: string; fix: string };
  /**
   * The result columns this game still needs that are blank, in column order, while it is incomplete:
   * a half-typed result is named by its blank cells, never by a filled one.
   */
  blank?: string[];
}

/**
 * What the formats' own input tabs hold once parsed (InputTab), one entry per tab. The core never looks
 * inside: a format declares an InputKey for its tab's data and reads it back with its own type through
 * inputOf, so adding a format's input tab changes nothing here.
 */
export type FormatInputs = Readonly<Record<string, unknown>>;

/** A format's name for its parsed input, carrying the type the format stores under it. */
export interface InputKey<T> {
  readonly name: string;
  /** Never set: only carries T. */
  readonly type?: T;
}

export const inputKey = <T>(name: string): InputKey<T> => ({ name });

/** The input a format parsed under `key`, or undefined when its tab was not read. */
export function inputOf<T>(ctx: FormatContext, key: InputKey<T>): T | undefined {
  return ctx.inputs[key.name] as T | undefined;
}

/** The inputs with `key`'s entry set (what an InputTab's parse returns, or a context with one replaced). */
export function withInput<T>(key: InputKey<T>, value: T, inputs: FormatInputs = {}): FormatInputs {
  return { ...inputs, [key.name]: value };
}

export interface FormatContext {
  config: EventConfig;
  players: Player[];
  matches: Match[];
  /** The format's own input tabs, parsed (none when the format has no input tab, or it is not read yet). */
  inputs: FormatInputs;
  /**
   * The organizer's pre-filled report link with placeholders (src/engine/report-link.ts), while a report
   * form is connected and one is set: the Slips tab prints each player's link.
   */
  reportLinkTemplate?: string;
}

/** A problem in a format's own input tab, at a 1-based row and column of that tab. */
export interface TabIssue {
  severity: 'error' | 'warning';
  /** The Problem's code: what kind of problem it is, from the format's own `*_CODES` constant. */
  code: string;
  row: number;
  col: number;
  message: string;
  fix: string;
}

/** A tab the organizer fills in for this format (Fleets, rosters), read and parsed on every action. */
export interface InputTab {
  role: string;
  title: string;
  headers: string[];
  widths?: number[];
  /** 1-based columns holding text (names, codes): written as plain text. */
  textColumns?: number[];
  validations?: { col: number; choices: string[] }[];
  /** ctx.inputs is not filled yet when this runs; players and matches are. */
  parse(grid: CellValue[][], ctx: FormatContext): { inputs: FormatInputs; issues: TabIssue[] };
}

/** What a format command changes: values in the format's Players columns, rows added to its own input tabs, Log lines. */
export type CommandOutcome =
  | {
      ok: true;
      playerFields: { key: string; field: string; value: CellValue }[];
      /** Rows written into one of the format's input tabs from (row, col), both 1-based (e.g. a recorded roll-off). */
      tabRows?: { role: string; row: number; col: number; rows: CellValue[][] }[];
      log: string[];
      message: string;
    }
  /**
   * `role`: the tab the problem is about (a format input tab's role); the Players tab when absent.
   * `code`: what kind of refusal it is, from the format's own constant (as Problem.code).
   */
  | { ok: false; problems: { message: string; fix: string; role?: string; code: string }[] };

/** A note a format gives: its code (from its module's `*_CODES`) says what kind it is, its words what to do. */
export interface Note {
  code: string;
  message: string;
}

/**
 * A note on the event as it stands (Format.warnings). `setting`: the label of the Event setting it is
 * about, whose value cell the note points at; unset for a note about no setting (the players, a playoff).
 */
export interface FormatNote extends Note {
  setting?: string;
}

/** The Event tab's label of the number of rounds, for a note about it. */
export const ROUNDS_SETTING = 'Rounds';

/**
 * A warning of a round's pairing. `players`: the two players a rematch warning is about, so a swap that
 * parts them clears it.
 */
export interface PairingWarning extends Note {
  players?: readonly [string, string];
}

/** Codes of the warnings a pairing gives (RoundPlan.warnings), for code that decides by them. */
export const PAIRING_CODES = {
  /** Two players who have met before play again: no pairing left avoided it. */
  rematch: 'pairing-rematch',
  /** A player who has had a bye receives another: every player has had one. */
  secondBye: 'pairing-second-bye',
  /** A second bye though some players have had none: the bye rule as written gives it to the pile's last. */
  secondByeAsWritten: 'pairing-second-bye-as-written',
  /** A game of the round is not paired: it waits for the result of an earlier game (a playoff's). */
  waiting: 'pairing-waiting',
  /** The pile walk as written made rematches the look-ahead option would avoid. */
  avoidableRematches: 'pairing-avoidable-rematches',
  /** A playoff round asked for though first place is not tied. */
  noPlayoff: 'pairing-no-playoff',
  /** The cut asked for before the qualifying results are complete. */
  cutNotReady: 'pairing-cut-not-ready',
  /** A player left without an opponent by a drop (a judge plays them, or they sit out). */
  aloneAfterDrop: 'pairing-alone-after-drop',
  /** Both players of a knockout game have dropped: nobody plays it. */
  bothDropped: 'pairing-both-dropped',
  /** A field too large for every pairing preference: one was left out. */
  preferenceLeftOut: 'pairing-preference-left-out',
  /** No allocation of a pair keeps the colour rule. */
  colourRule: 'pairing-colour-rule',
  /** A round past the end of a round robin. */
  noSuchRound: 'pairing-no-such-round',
} as const;

/** The Log lines and warnings a pairing collects while it makes a round's tables. */
export type RoundNotes = Pick<RoundPlan, 'log' | 'warnings'>;

export interface PlannedTable {
  table: number;
  a: string;
  b: string | null;
  /** Shown on Pairings: a role, a deck to disclose, a rematch flag. */
  note: string;
  /** The table the format paired this game at, when fixed tables renumbered it (src/engine/fixed-tables.ts). */
  pairedAt?: number;
  /**
   * Result cells written with the row, by result column key, when pairing itself knows the result (any
   * game's requested bye: its Result, Half-point bye or Zero-point bye). Unset: every result cell blank.
   */
  cells?: Record<string, CellValue>;
}

export interface RoundPlan {
  round: number;
  tables: PlannedTable[];
  /** Lines for the Log: how the round was made, with seeds. */
  log: string[];
  warnings: PairingWarning[];
  /** Values for the format's Players columns, written with the round (e.g. a fleet frozen at round 1). */
  playerFields?: { key: string; field: string; value: CellValue }[];
}

export interface StandingsTable {
  headers: string[];
  rows: CellValue[][];
  /** Per row: the leader is highlighted, unresolved ties flagged. */
  marks: ('leader' | 'tie' | '')[];
  leaders: { rank: number; name: string; score: string }[];
  /** Set while the standings wait for a decision (a tie-breaker battle to play): the title says it. */
  pending?: string;
  /** Pixel widths for columns whose values are longer than their header (by header). */
  widths?: Record<string, number>;
  /**
   * Headers whose cells wrap at their set width rather than widen it: an outcome column that must stay
   * on a phone's screen beside the name (Full Thrust's Stage: "Grand Admiral" on two lines).
   */
  wrap?: string[];
}

export interface ExtraTab {
  role: string;
  title: string;
  headers: string[];
  rows: CellValue[][];
  /** Indexes into `rows` of a second header row (a table below a block above it), shaded like the header. */
  subheaders?: number[];
  /**
   * Rows of fixed words every block of the tab repeats (Attack Wing's battle-round header): setup sizes
   * the columns for them, so the first write does not widen each column in a call of its own.
   */
  fixedRows?: CellValue[][];
}

/**
 * A seating list some formats need before round 1 (sealed deck: the 30-minute deck construction), so the
 * server and the sidebar offer it without knowing which format it is.
 */
export interface SeatingSpec {
  /** What the players sit down for, as the Pairings title, the Log and the sidebar say it. */
  purpose: string;
  /** How long it lasts, from the event's settings, in minutes (0: untimed, not shown). */
  minutes(config: EventConfig): number;
  /** The sidebar's button and its line of help. */
  button: string;
  help: string;
}

/** A file a format exports (EventState.files offers it where `offered`; getExportTables makes it). */
export interface FileExport {
  id: string;
  /** The Export button's words. */
  label: string;
  /** The file name's ending, without the dot. */
  extension: string;
  /** Whether the event is one the file is made for (a TRF: a chess event); the sidebar offers it then. */
  offered(ctx: FormatContext): boolean;
  make(ctx: FormatContext): ExportedFile;
}

/** A made file, or why it cannot be made for this event (shown to the organizer as it is). */
export type ExportedFile = { ok: true; text: string; note: string } | { ok: false; reason: string };

export interface Format {
  id: FormatId;
  title: string;
  summary: string;
  /** Rounds the setup wizard proposes; 0 when the players decide them (see roundsRule). */
  defaultRounds: number;
  /**
   * When the number of rounds follows from the players (a round robin), the rule in the organizer's
   * words: the wizard says it instead of asking, and a blank Rounds on the Event tab means "follow it".
   */
  roundsRule?: string;
  /**
   * What a number typed in the Event tab's Rounds means for a format with a roundsRule, when it is more
   * than a check (any game: the Swiss rounds, over the preset's table).
   */
  typedRounds?: string;
  /** What the event's winner is called ("Grand Admiral"); "Champion" when unset. */
  championTitle?: string;
  options: OptionSpec[];
  /**
   * The values setup writes for options left blank that follow from other options (a preset's points
   * and tie-breakers), so the Event tab shows what the event will use.
   */
  presetValues?(options: Record<string, OptionValue>): Record<string, OptionValue>;
  /**
   * The key of the option presetValues follows (any game's Preset). Changing it on the Event tab
   * re-derives the settings that still hold the former preset's values (src/sheets/preset-change.ts).
   */
  presetOption?: string;
  playerColumns: ColumnSpec[];
  /**
   * Players columns setup does not write: read when the organizer types the header on the Players tab
   * (any game's Rating), blank for every player when absent. They come after Fixed table in the add-on's
   * column order, so adding one never moves the columns setup writes.
   */
  optionalPlayerColumns?: ColumnSpec[];
  resultColumns: ColumnSpec[];
  checkResult(match: Match, ctx: FormatContext): ResultCheck;
  /** Whether a player may join once round 1 is paired (a message says why not). */
  lateEntry(ctx: FormatContext): { allowed: boolean; reason: string };
  pairRound(ctx: FormatContext, round: number): RoundPlan;
  standings(ctx: FormatContext): StandingsTable;
  /**
   * The header of the Standings column the format ranks by first (victory points, battle points, wins,
   * the qualifying score): Standings by round and My games show it after every round. A function when the
   * event's settings name it (any game's preset calls its points "Match points" or "Points").
   */
  primaryScore: string | ((ctx: FormatContext) => string);
  /**
   * The words Results' choice cells (Winner, Absent) use for the Player's and the Opponent's side, when
   * they are not "Player" and "Opponent": My games reads them from each player's side.
   */
  resultSides?: readonly [string, string];
  /**
   * Who won a game as the format scores it, when its Results cells do not say it in a Winner choice
   * (sealed deck's points, Attack Wing's fleet points at time): My games says "Won" or "Lost" from it.
   * Null while the game is not scored.
   */
  winnerSide?(match: Match, ctx: FormatContext): 'a' | 'b' | 'tie' | null;
  /**
   * The Players column values the pairing of `round` used up, read back from that round's Results rows
   * (any game's Bye request, cleared once its bye is paired): Undo and Re-pair put them back, so the round
   * paired again sees what the organizer typed. Unset: pairing uses up nothing.
   */
  consumedFields?(ctx: FormatContext, round: number): { key: string; field: string; value: CellValue }[];
  /** Event-level notes such as sanctioning minimums, each with its code and the setting it is about. */
  warnings(ctx: FormatContext): FormatNote[];
  extraTabs(ctx: FormatContext): ExtraTab[];
  /**
   * Columns the Results CSV adds to every row: what the format scored for it (sealed deck: each game's
   * victory points and differential), keyed by the match's Results row; a row not scored yet is blank.
   */
  scoreColumns?(ctx: FormatContext): { headers: string[]; byRow: Map<number, CellValue[]> };
  /** Files the sidebar's Export offers besides the CSVs (any game's FIDE TRF), each made on request. */
  files?: readonly FileExport[];
  inputTabs?: InputTab[];
  /** Pure calculators the sidebar can call (e.g. Peak Performance); they write nothing. */
  tools?: Record<string, (ctx: FormatContext, args: unknown) => unknown>;
  /** Actions that record something in the format's Players columns or input tabs (e.g. a roll-off). */
  commands?: Record<string, (ctx: FormatContext, args: unknown) => CommandOutcome>;
  /**
   * The sidebar sections for the commands and tools above, from the event as it stands (the ties to roll
   * off now, the fleets to calculate with). `scored`: the event has no errors, so standings are computed.
   */
  panels?(ctx: FormatContext, scored: boolean): FormatPanel[];
  /**
   * When the format, not the Event tab's Rounds, decides how many rounds the event has (a round robin
   * whose length follows from the players, plus any playoff): the count now, and what to tell the
   * organizer once every one of them is paired.
   */
  roundLimit?(ctx: FormatContext): { rounds: number; done: string };
  /**
   * What round `round` is within the event's stages, in the organizer's words ("Swiss round 3 of 5, then
   * Top 4", "Semi-finals (Top 4)"), with whether it is a knockout round; undefined where every round is
   * alike (the sidebar's "Round 3 of 5" says it all).
   */
  roundStage?(ctx: FormatContext, round: number): { name: string; knockout: boolean } | undefined;
  /**
   * The Pairings note of a game row already on Results (never a bye row), for when Pairings is rebuilt
   * from Results (after an undo): the same note pairRound wrote for that table. Without it the note is blank.
   */
  pairingNote?(match: Match, ctx: FormatContext): string;
  /**
   * What each player of a game must know to sit down at it, for the places players read (the Pairings
   * find-your-name list, slips, the hall screen): its role and the deck it must use. Unset, or null for
   * a game, when a player's role is just its column.
   */
  seatRoles?(match: Match, ctx: FormatContext): { a: string; b: string } | null;
  /**
   * What stands between the results so far and the next round (e.g. a tie that decides who advances and
   * waits for its tie-breaker battle): an error refuses pairing the next round, and nothing else; a
   * warning says how such a tie was settled.
   */
  pairingIssues?(ctx: FormatContext): PlacedIssue[];
  /**
   * When the rules themselves number this round's tables (Full Thrust's semi-finals at tables 1 and 2),
   * their words: fixed tables leave such a round as paired, and a fixed table it does not honour is a
   * warning. Without it (or null) a round's table numbers are the add-on's own, and fixed tables renumber them.
   */
  tablesByRule?(ctx: FormatContext, round: number): string | null;
  /**
   * The rules' words when they fix who plays whom in `round` (a schedule, a bracket's seeds): the
   * organizer's swaps in a previewed round are then refused. Unset or null: swaps are allowed.
   */
  swapsRefused?(ctx: FormatContext, round: number): string | null;
  /**
   * The Results columns a paper slip asks for in this event, when they depend on its settings (any game:
   * no games lines where one result is entered, no double loss the event refuses, chess's notation only
   * in chess). Unset: every result column, with every choice.
   */
  slipColumns?(ctx: FormatContext): ColumnSpec[];
  /**
   * The Results columns with the choices this event's settings accept, for the Results tab's dropdowns
   * and the fixes that list them (any game: chess's notation only in chess, no double loss the event
   * refuses). Same keys and headers as resultColumns. Unset: resultColumns as they are.
   */
  eventResultColumns?(options: Record<string, OptionValue>): ColumnSpec[];
  /** A seeded seating list written to Pairings before round 1 (src/engine/seating.ts). */
  seating?: SeatingSpec;
}

export function optionValue<T extends OptionValue>(config: EventConfig, spec: OptionSpec): T {
  const v = config.options[spec.key];
  return (v === undefined || v === '' ? spec.default : v) as T;
}

export function toNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '' || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
    return Number(t);
  }
  return null;
}

export function isBlank(value: CellValue | undefined): boolean {
  return value === undefined || value === '' || (typeof value === 'string' && value.trim() === '');
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `${n}` : '+0';
}

/** The format's Results columns with the choices an event of these settings accepts. */
export function resultColumnsOf(format: Format, options: Record<string, OptionValue>): ColumnSpec[] {
  return format.eventResultColumns?.(options) ?? format.resultColumns;
}

/** The opponent named for a game with no opponent in the field that still awaits a result (a judge plays). */
export const JUDGE_OPPONENT = 'Judge';

/**
 * Whether a game waits for a result: every game with an opponent, and a game without one whose result
 * cells cannot stay blank (Full Thrust's game against a judge); a bye is complete as it stands.
 */
export function awaitsResultIn(format: Format, ctx: FormatContext, m: Match): boolean {
  if (m.b !== null) return true;
  const blank = Object.fromEntries(format.resultColumns.map((c) => [c.key, '' as CellValue]));
  return !format.checkResult({ ...m, cells: blank }, ctx).complete;
}

/** Player key -> the name as typed on the Players tab. */
export function playerNames(ctx: Pick<FormatContext, 'players'>): ReadonlyMap<string, string> {
  // Asked for once per game by some formats' result checks: one map per list of players, not per call.
  let names = NAMES.get(ctx.players);
  if (!names || names.size !== ctx.players.length) {
    names = new Map(ctx.players.map((p) => [p.key, p.name]));
    NAMES.set(ctx.players, names);
  }
  return names;
}

const NAMES = new WeakMap<readonly Player[], Map<string, string>>();

/**
 * Player key -> the first player with that key, as `players.find` gives: one map per list of players
 * (Full Thrust's Standings look a player up for each of its rows).
 */
export function playersByKey(ctx: Pick<FormatContext, 'players'>): ReadonlyMap<string, Player> {
  let cached = BY_KEY.get(ctx.players);
  if (!cached || cached.length !== ctx.players.length) {
    const byKey = new Map<string, Player>();
    for (const p of ctx.players) if (!byKey.has(p.key)) byKey.set(p.key, p);
    cached = { byKey, length: ctx.players.length };
    BY_KEY.set(ctx.players, cached);
  }
  return cached.byKey;
}

const BY_KEY = new WeakMap<readonly Player[], { byKey: Map<string, Player>; length: number }>();

const STANDINGS = new WeakMap<FormatContext, StandingsTable>();

/**
 * The format's Standings of an event, computed once per context: an action writes Standings, Standings
 * by round and My games from the same one (a context is never changed once made).
 */
export function standingsOf(format: Format, ctx: FormatContext): StandingsTable {
  let table = STANDINGS.get(ctx);
  if (!table) {
    table = format.standings(ctx);
    STANDINGS.set(ctx, table);
  }
  return table;
}

/** The header of the Standings column the format ranks by first, for this event. */
export function primaryScoreOf(format: Format, ctx: FormatContext): string {
  return typeof format.primaryScore === 'function' ? format.primaryScore(ctx) : format.primaryScore;
}
