// JSON-safe shapes that cross google.script.run (no Date, no functions: ISO strings and plain data).

export type FormatId = 'sealed-deck' | 'attack-wing' | 'arrow-target' | 'full-thrust' | 'any-game';

export type Severity = 'error' | 'warning';

/** One thing wrong with the sheet, addressed so the organizer can go straight to it. */
export interface Problem {
  severity: Severity;
  tab: string;
  /** A1 notation of the cell, or '' when the problem is about a whole tab. */
  cell: string;
  /** The tab's role (players, results…), so "Go to" finds it even after a rename. */
  role?: string;
  message: string;
  fix: string;
  /**
   * What kind of problem it is (stable kebab-case, from the owning module's `*_CODES` constant): Undo, the
   * sidebar and the tests decide by it, never by the message's wording.
   */
  code: string;
  /** A server action that fixes it in one click (restore a missing row, confirm a rename). */
  action?: ProblemAction;
}

/**
 * What the organizer saw when they clicked: the round and the pairings fingerprint of the EventState the
 * sidebar showed. Every state-changing entry point takes it; a call whose event has moved on is refused.
 */
export interface Seen {
  round: number;
  fingerprint: string;
  /**
   * Set by previewNextRound only: a hash of every input tab as the preview read it, so publishRound is
   * refused when anything changed since (a result typed, a player added), not only the pairings.
   */
  inputs?: string;
}

/** Two players exchanged between their tables in a previewed round, with the organizer's reason (logged). */
export interface Swap {
  a: string;
  b: string;
  reason: string;
}

/** One table of a previewed round: the players by name (`b` null: a bye or a game against a judge). */
export interface PreviewTable {
  table: number;
  a: string;
  b: string | null;
  /** The note Pairings will show (a role, a rematch flag, "Bye"). */
  note: string;
  /** Why the table is as it is, as far as the pairing says (its note, a fixed table, a swap's reason). */
  reasons: string[];
}

/**
 * previewNextRound's answer: the round pairNextRound would write, and nothing written. `seen` is the
 * event the preview was made from; publishRound takes it back and is refused if the event changed since.
 */
export interface RoundPreview {
  ok: boolean;
  message: string;
  round: number;
  tables: PreviewTable[];
  /** How the round was made (the lines pairing writes to the Log). */
  log: string[];
  problems: Problem[];
  warnings: Problem[];
  seen: Seen | null;
}

/** An entry point the sidebar offers beside a problem: its name and arguments, in the entry point's order. */
export interface ProblemAction {
  label: string;
  name: 'restoreMissingRows' | 'renamePlayer' | 'updateStandings';
  args: string[];
}

export type OptionValue = string | number | boolean;

export interface SetupOptions {
  format: FormatId;
  name: string;
  date?: string;
  rounds?: number;
  seed?: string;
  [option: string]: OptionValue | undefined;
}

export interface OptionChoice {
  value: string;
  label: string;
}

/** How the sidebar draws one setup field and the Event tab explains it. */
export interface OptionSpec {
  key: string;
  label: string;
  help: string;
  type: 'number' | 'choice' | 'boolean' | 'text';
  default: OptionValue;
  choices?: OptionChoice[];
  min?: number;
  max?: number;
}

export interface FormatSummary {
  id: FormatId;
  title: string;
  summary: string;
  options: OptionSpec[];
  defaultRounds: number;
  /** Set when the players decide the rounds: the rule, in words (the wizard shows it instead of asking). */
  roundsRule?: string;
  /** The title of the format's report tab (sealed deck's Report), when it has one: the sidebar exports it. */
  report?: string;
  /** What the event's winner is called ("Grand Admiral"); "Champion" when unset. */
  championTitle?: string;
}

/** A file the Export section offers besides the CSVs (any game's FIDE TRF for a chess event). */
export interface ExportFileSpec {
  id: string;
  label: string;
  extension: string;
}

export interface MissingResult {
  round: number;
  table: number;
  players: string[];
  cell: string;
}

/**
 * A format's own section of the sidebar, built by the server from the event as it stands, so the sidebar
 * offers exactly what the format has to do now and sends back exactly the arguments the server chose.
 */
export type FormatPanel = CommandPanel | ToolPanel;

/** A format command (runFormatCommand): one button per thing to do now, e.g. one per tie to roll off. */
export interface CommandPanel {
  kind: 'command';
  /** The command's name, as runFormatCommand takes it. */
  command: string;
  title: string;
  help: string;
  choices: { label: string; args: unknown }[];
  /** Shown when there is nothing to do (no choices). */
  none: string;
}

/**
 * A format's calculator (runFormatTool), drawn by the generic sidebar from this description: pick a
 * subject, build an ordered list from that subject's picks (a pick may repeat), type a count, and send
 * them as the tool's arguments. The tool writes nothing and answers a ToolResult.
 */
export interface ToolPanel {
  kind: 'tool';
  /** The section's HTML id, and the prefix of its controls' ids. */
  id: string;
  /** The tool's name, as runFormatTool takes it. */
  tool: string;
  title: string;
  help: string;
  subject: {
    /** The argument it is sent as. */
    arg: string;
    label: string;
    /** The empty choice's text. */
    prompt: string;
    /** Shown in place of the controls when there is nothing to pick. */
    none: string;
    options: { value: string; picks: { label: string; value: string }[]; note: string }[];
  };
  /** The ordered list built from the subject's picks. */
  sequence: { arg: string; label: string; picksLabel: string };
  /** A whole number typed at the end; blank is sent as 0. */
  count: { arg: string; label: string };
  button: string;
}

/** What a format tool answers: a headline and its lines, or why it could not. */
export type ToolResult =
  | { ok: true; headline: string; lines: string[]; warning?: string }
  | { ok: false; message: string };

export interface EventState {
  ready: boolean;
  format: FormatId | null;
  formatTitle: string;
  name: string;
  date: string;
  round: number;
  rounds: number;
  players: { active: number; dropped: number };
  /** The current round's stage where the format names one ("Swiss round 3 of 5, then Top 4"). */
  stage?: string;
  /** The next round's name when it is a knockout round ("Semi-finals (Top 4)"): the pair button says it. */
  nextStage?: string;
  /** Every player on the Players tab, in its order, for the sidebar to pick from (none past 500 players). */
  roster?: { name: string; active: boolean }[];
  resultsEntered: number;
  resultsExpected: number;
  missing: MissingResult[];
  problems: Problem[];
  /**
   * 'fix-problems': an error on the sheet blocks pairing and standings until it is fixed.
   * 'publish-final': every result is in, but the Standings tab does not say final yet; 'finished' once it does.
   */
  nextAction:
    | 'setup'
    | 'add-players'
    | 'fix-problems'
    | 'pair'
    | 'enter-results'
    | 'publish-final'
    | 'finished';
  /** The top of the standings as Results stand; none while the final standings wait to be published. */
  leaders: { rank: number; name: string; score: string }[];
  /**
   * The Standings tab's title as players read it ("after round 2 of 3 · round 3: 3 of 4 results in"),
   * when it was read or just written, and whether it is the event as Results stand now.
   */
  standingsTab?: { title: string; current: boolean; final: boolean };
  formats: FormatSummary[];
  /** The format's own sidebar sections (Attack Wing: roll-offs, Peak Performance). */
  panels: FormatPanel[];
  /** The files Export offers for this event (a FIDE TRF where the event is chess); none when unset. */
  files?: ExportFileSpec[];
  /**
   * The pairings the organizer is looking at (see src/sheets/actions/fingerprint.ts): state-changing
   * calls send it back with the round as `seen`, and a call whose event has moved on is refused.
   */
  fingerprint?: string;
  /** Event option "Preview pairings before publishing": the main button previews the round first. */
  previewPairings?: boolean;
  /** The event's option values as read from the Event tab (e.g. minutes per game for the round timer). */
  settings?: Record<string, OptionValue>;
  /** Before round 1, when the format seats players first (sealed deck's deck construction): the button. */
  seating?: { button: string; help: string };
  /** Players' own reports from the linked form (docs/REPORTING.md); absent while no form is connected. */
  reports?: ReportQueue;
  /** While no form is connected: the questions a form made by hand asks, titled exactly, in order. */
  reportQuestions?: { title: string; choices?: string[] }[];
  /**
   * The season the spreadsheet holds (docs/SEASON.md), for the Season section to offer only the buttons
   * that apply; absent where the season tabs were not read (a pure caller).
   */
  season?: SeasonState;
}

/** The season as the sidebar needs it: read from Season events (columns A to G) and League's top rows. */
export interface SeasonState {
  /** Events closed into the season. */
  events: number;
  /** The event on the tabs is the season's last, closed, and the next one not started: Start the next event applies, Close event does not. */
  closed: boolean;
  /** Undo close would take the season's last event out now (until the next event pairs its first round). */
  canUndo: boolean;
  /**
   * The tabs hold the season's next event, started and no round paired: it may be set up again in another
   * format (the players carried over, the season kept).
   */
  nextNotBegun: boolean;
  /** The season's last event, as Season events names it (blank: none). */
  lastEvent: string;
  /** The players League ranks first (several when they share the rank). */
  leaders: string[];
}

/**
 * The organizer's queue of players' reports. A game's reports are matched to the record of what was
 * paired by round, table and the reporter's name; `games` lists every paired game of an open round
 * that has at least one report, `refused` every report that matches no game it may change.
 */
export interface ReportQueue {
  /** The linked responses tab (the players' own record: never edited) and the form's address if known. */
  tab: string;
  formUrl: string;
  /**
   * The organizer's pre-filled link with the round, the table and the name as placeholders
   * (REPORT_PLACEHOLDERS in src/engine/report-link.ts), set by setReportLink; null while none is set.
   */
  linkTemplate: string | null;
  /**
   * The form's address players open: the template's without its query, else the connected form's
   * /viewform address; null when neither is known.
   */
  formLink: string | null;
  /** Whether agreed games are accepted by the next action without a click (Event option). */
  autoAccept: boolean;
  /** Whether one player's report alone may be accepted (Event option). */
  acceptSingle: boolean;
  counts: {
    agreed: number;
    waiting: number;
    disputed: number;
    conflicts: number;
    refused: number;
    /** Players asking to drop, waiting for the organizer. */
    drops: number;
  };
  games: ReportedGame[];
  refused: RefusedReport[];
  /** Players who asked through the form to drop, oldest first: Accept drops them as the sidebar's Drop does. */
  drops: DropRequest[];
}

/** A player's request, sent with the form, to leave the event. */
export interface DropRequest {
  /** Stable across reads and row moves: made from the Timestamp and the name. */
  id: string;
  /** The responses tab's row (1-based), shown only. */
  row: number;
  at: string;
  /** The name as on Players. */
  player: string;
  /** The round and table the player gave with the request, as typed. */
  round: string;
  table: string;
}

export type ReportedGameStatus =
  /** Both players reported the same result: ready for Accept. */
  | 'agreed'
  /** One player reported; the other has not. */
  | 'waiting-for-opponent'
  /** The two reports disagree: both are shown, nothing is written. */
  | 'disputed'
  /** The organizer already typed a result on Results: the report never overwrites it. */
  | 'conflict';

export interface ReportedGame {
  /** Stable across reads: `r<round>t<table>` (the record's key of the game). */
  id: string;
  round: number;
  table: string;
  players: [string, string];
  status: ReportedGameStatus;
  /** The latest report of each player (a resubmission replaces an earlier one), oldest first. */
  reports: PlayerReport[];
  /** The Results cells an Accept would write, header -> value, when the status allows one. */
  result?: Record<string, string>;
  /** Why it needs the organizer (the disagreeing fields, the typed result it would overwrite). */
  note?: string;
  /**
   * A dispute where one report is the other told from the other seat: the player who sits second
   * answered "Player" as themselves. The first player's version is then the game (acceptReports' version).
   */
  mirrored?: boolean;
}

export interface PlayerReport {
  /** The responses tab's row (1-based), shown only: rows move when the tab is sorted or edited. */
  row: number;
  /** The Timestamp as ISO text: with the reporter and the answers it names the report. */
  at: string;
  reporter: string;
  /** The format's result fields as the player answered them, put on the game's seats: header -> text. */
  values: Record<string, string>;
  /**
   * The report in its sender's words: each question as the form asked it and the answer as chosen
   * ("Your points 100 · Winner You"), so a dispute reads as each player told it.
   */
  said: string;
}

/** Why a report can change no game (docs/REPORTING.md, How a report is matched). */
export type RefusedReportCode =
  /** The round or the table is not a whole number. */
  | 'not-a-number'
  /** The round stands on the record paired after the report was sent: it answers another pairing. */
  | 'earlier-pairing'
  /** The round's pairing time is known but the report's Timestamp is not a time. */
  | 'no-timestamp'
  /** No game at that round and table on the record. */
  | 'no-game'
  | 'not-at-table'
  /** A bye or a judge game: the organizer's to enter. */
  | 'no-opponent'
  | 'closed'
  /** The game's Results row is gone. */
  | 'no-row'
  /** The answers are no result the format takes. */
  | 'answers'
  /** A drop request from a name that is not on Players. */
  | 'drop-not-a-player';

export interface RefusedReport {
  row: number;
  at: string;
  reporter: string;
  round: string;
  table: string;
  code: RefusedReportCode;
  reason: string;
}

export interface ActionResult {
  ok: boolean;
  message: string;
  problems: Problem[];
  warnings: Problem[];
  state?: EventState;
  /**
   * Why the action changed nothing, for code that decides by it instead of by the message
   * (ACTION_CODES in src/shared/action-codes.ts): busy, moved on, refused.
   */
  code?: string;
}

/** One assumption about Google Sheets checked by runSelfTest (docs/PLATFORM.md). */
export interface SelfTestCheck {
  name: string;
  ok: boolean;
  expected: string;
  actual: string;
  /**
   * For information only: a behaviour the add-on does not depend on and whose form differs between
   * locales. `ok` then says whether Sheets behaved as the emulator models it; it is never a failure.
   */
  info?: boolean;
}

export interface SelfTestResult {
  ok: boolean;
  message: string;
  /** The installed version (package.json's, stamped at build). */
  version: string;
  checks: SelfTestCheck[];
  /** The Measure speed figures, absent when the run could not take the lock or the measuring failed. */
  speed?: SpeedReport;
}

/** Where a Measure speed figure falls against the cost model's range for it (docs/PLATFORM.md, Cost model). */
export type SpeedVerdict = 'below' | 'within' | 'above' | 'not modelled';

/** One Measure speed timing in the organizer's spreadsheet, beside what the cost model expects of it. */
export interface SpeedFigure {
  name: string;
  /** Wall time by Date.now(), in whole milliseconds. */
  ms: number;
  /** What the model prices it as ("1 call") and its range in ms; null for pure JavaScript, which it does not price. */
  model: { what: string; low: number; mid: number; high: number } | null;
  verdict: SpeedVerdict;
}

export interface SpeedReport {
  figures: SpeedFigure[];
  /** The figures, the model's constants and the version as plain text, for the sidebar's Copy button. */
  text: string;
}

/**
 * Every player's pre-filled report link for the current round (getReportLinks): the games that take a
 * report (two players: no bye, no judge game), by table. `ok` false, with `message` saying what to do,
 * while no form is connected, no pre-filled link is set or no round is paired.
 */
export interface ReportLinks {
  ok: boolean;
  message: string;
  round: number;
  /** The form's address players open (ReportQueue.formLink). */
  formLink: string | null;
  tables: { table: string; players: { name: string; link: string }[] }[];
  /**
   * The current round's match slips, by table, for "Print slips": each slip's rows exactly as the Slips
   * tab holds them (src/engine/slips.ts, roundSlips), and each player's link to draw as a QR code beside
   * their name ('' for none: no template, a judge game). Given whenever the round is paired and the
   * event has no errors, with or without a form or a template.
   */
  slips: { table: string; rows: string[][]; links: [string, string] }[];
}

/** What the hall screen shows: the current round's games by name (a bye has no table). */
export interface HallScreen {
  ok: boolean;
  message: string;
  eventName: string;
  round: number;
  rounds: number;
  /** `aRole`, `bRole`: each player's role and deck when the format gives them (arrow / target). */
  games: { table: number; a: string; b: string; aRole?: string; bRole?: string }[];
  byes: string[];
  /** Before round 1, the seating list posted on Pairings (sealed deck's deck construction), by name. */
  seating: { purpose: string; seats: { seat: number; name: string }[] } | null;
  /**
   * The League as its tab shows it (docs/SEASON.md), for the hall screen to show instead of the round;
   * absent while the spreadsheet has no League. A player below the minimum events has a blank rank.
   */
  league?: { rank: number | null; player: string; points: number | string }[];
}
