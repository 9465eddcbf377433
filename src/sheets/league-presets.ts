// The League presets (docs/SEASON.md, League presets): the Season settings a kind of league starts from.
// A league setting left blank takes its value from the preset named on the block's first row, so
// changing the preset mid-season changes every rule the organizer has not typed; a value typed wins.

/** The settings a preset gives, by their labels on Season settings. */
export const PRESET_LABELS = [
  'Points for attending',
  'Points per match win',
  'Points per match draw',
  'Points per match loss',
  'Points by final place',
  'Best N events',
  'Minimum events',
  'Tie-breakers',
  'League order',
] as const;

export type PresetLabel = (typeof PRESET_LABELS)[number];

export interface LeaguePreset {
  /** As typed on Season settings (any case). */
  name: string;
  values: Record<PresetLabel, string>;
}

/**
 * A store league counts attendance and wins, the football count most club leagues follow; an OP series
 * (organized-play kits) counts points by final place over a player's best events; a chess ladder ranks by
 * rating, its league points the chess count ("a player who wins his game ... scores one point (1), ...
 * draws his game scores a half point", FIDE Laws of Chess, Article 11).
 */
export const LEAGUE_PRESETS: readonly LeaguePreset[] = [
  {
    name: 'Store league',
    values: {
      'Points for attending': '1',
      'Points per match win': '3',
      'Points per match draw': '1',
      'Points per match loss': '0',
      'Points by final place': '',
      'Best N events': '',
      'Minimum events': '0',
      'Tie-breakers': 'events played, match wins',
      'League order': 'league points',
    },
  },
  {
    name: 'OP series',
    values: {
      'Points for attending': '1',
      'Points per match win': '0',
      'Points per match draw': '0',
      'Points per match loss': '0',
      'Points by final place': '10, 8, 6, 5, 4, 3, 2, 1',
      'Best N events': '4',
      'Minimum events': '0',
      'Tie-breakers': 'points per event, events played',
      'League order': 'league points',
    },
  },
  {
    name: 'Chess ladder',
    values: {
      'Points for attending': '0',
      'Points per match win': '1',
      'Points per match draw': '0.5',
      'Points per match loss': '0',
      'Points by final place': '',
      'Best N events': '',
      'Minimum events': '0',
      'Tie-breakers': 'match wins',
      'League order': 'rating',
    },
  },
];

export const DEFAULT_PRESET = LEAGUE_PRESETS[0];

/** The preset a typed name means (any case and spacing), or null. */
export function presetNamed(text: string): LeaguePreset | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return LEAGUE_PRESETS.find((p) => p.name.toLowerCase() === key) ?? null;
}

/** What the Default column says of a setting a preset gives: each preset's value ("—" for blank). */
export function presetDefaultsText(label: PresetLabel): string {
  return LEAGUE_PRESETS.map((p) => `${p.name}: ${p.values[label] || '—'}`).join(' · ');
}

export const isPresetLabel = (label: string): label is PresetLabel =>
  (PRESET_LABELS as readonly string[]).includes(label);
