// Which artifact suites run a second time with every platform switch flipped (local/emulator/platform.ts,
// docs/PLATFORM.md). A suite whose run under the defaults never reaches a decision that a flipped switch
// would make otherwise runs the same, call for call, when flipped, so repeating it proves nothing; the
// switch probe (test/support/switch-probe.ts) watches every default run and fails a suite that reaches
// such a decision but is missing below, or is listed but reaches none.

/** Every switch flipped from its default. */
export const FLIPPED =
  'sheetNameLookup=exact,apostropheInTextCell=kept,metadataOnDuplicate=dropped,conversions=basic,locale=de_DE,scriptProperties=missing,formAnswers=typed';

/**
 * The suites whose outcome a flipped switch can change, with the switches they reach (kept by hand, checked
 * by the probe).
 */
export const SWITCH_SUITES: Record<string, string[]> = {
  // Names in other alphabets build the script patterns a runtime without them refuses.
  'test/bundle/adversarial-names.test.ts': ['scriptProperties'],
  // Players' reports arrive through the form with numbers as text or as numbers.
  'test/bundle/reports.test.ts': ['formAnswers'],
  // The same, with decisions keyed by the answers as read back.
  'test/bundle/report-pairings.test.ts': ['formAnswers'],
  // Drop requests and mirrored reports read the same answers.
  'test/bundle/drop-requests.test.ts': ['formAnswers'],
  'test/bundle/mirrored-reports.test.ts': ['formAnswers'],
  'test/bundle/own-side-reports.test.ts': ['formAnswers'],
  // Season games and Season events typed by hand: dates and scores as Sheets converts them.
  'test/bundle/season-close.test.ts': ['conversions'],
  // A season's earlier weeks written as a fixture: their dates as Sheets converts them.
  'test/bundle/season-budget.test.ts': ['conversions'],
  // Start the next event copies the event's tabs into its archive, developer metadata and all or not.
  'test/bundle/season-next-event.test.ts': ['metadataOnDuplicate'],
  // The season state after Start the next event, whose archive copies the tabs, metadata and all or not.
  'test/bundle/season-state.test.ts': ['metadataOnDuplicate'],
  // Ratings from the season in the event Start the next event makes, whose archive copies the tabs.
  'test/bundle/season-ratings.test.ts': ['metadataOnDuplicate'],
  'test/bundle/my-season.test.ts': ['metadataOnDuplicate'],
  // The next event set up in another format after Start the next event's archive.
  'test/bundle/season-formats.test.ts': ['metadataOnDuplicate'],
  // A season of two events, Start the next event's archive between them.
  'test/bundle/season-presets.test.ts': ['metadataOnDuplicate'],
  // The self-test there runs every platform check with only scriptProperties set by the test.
  'test/bundle/no-script-properties.test.ts': [
    'apostropheInTextCell',
    'conversions',
    'locale',
    'metadataOnDuplicate',
    'sheetNameLookup',
  ],
};

/**
 * Suites the probe does not judge. The first four count service calls, which no switch changes; the
 * others set the switches they test themselves, both ways; platform-env reads TOURNEY_PLATFORM itself.
 */
export const NOT_PROBED: Record<string, string> = {
  'test/bundle/service-call-budget.test.ts': 'counts calls',
  'test/bundle/service-call-budget-any-game.test.ts': 'counts calls',
  'test/bundle/service-calls.test.ts': 'counts calls',
  'test/bundle/report-budget.test.ts': 'counts calls',
  'test/bundle/platform-switches.test.ts': 'sets every switch itself',
  'test/bundle/typed-lookalikes.test.ts': 'sets every switch itself',
  'test/bundle/self-test-form.test.ts': 'sets formAnswers itself, both ways',
};

/** Suites that read the environment's switches themselves, so always run flipped. */
export const READS_ENVIRONMENT = ['test/bundle/platform-env.test.ts'];
