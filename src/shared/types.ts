// JSON-safe shapes that cross google.script.run (no Date, no functions: ISO strings and plain data).

export type FormatId = 'sealed-deck' | 'attack-wing' | 'arrow-target' | 'full-thrust';

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
}

export interface MissingResult {
  round: number;
  table: number;
  players: string[];
  cell: string;
}

export interface EventState {
  ready: boolean;
  format: FormatId | null;
  formatTitle: string;
  name: string;
  date: string;
  round: number;
  rounds: number;
  players: { active: number; dropped: number };
  resultsEntered: number;
  resultsExpected: number;
  missing: MissingResult[];
  problems: Problem[];
  nextAction: 'setup' | 'add-players' | 'pair' | 'enter-results' | 'finished';
  leaders: { rank: number; name: string; score: string }[];
  formats: FormatSummary[];
  /**
   * The pairings the organizer is looking at (see src/sheets/actions/fingerprint.ts): state-changing
   * calls send it back with the round as `seen`, and a call whose event has moved on is refused.
   */
  fingerprint?: string;
  /** The event's option values as read from the Event tab (e.g. minutes per game for the round timer). */
  settings?: Record<string, OptionValue>;
}

export interface ActionResult {
  ok: boolean;
  message: string;
  problems: Problem[];
  warnings: Problem[];
  state?: EventState;
}

/** What the hall screen shows: the current round's games by name (a bye has no table). */
export interface HallScreen {
  ok: boolean;
  message: string;
  eventName: string;
  round: number;
  rounds: number;
  games: { table: number; a: string; b: string }[];
  byes: string[];
}
