// The event's rules as they stand: each Event tab setting as typed, or the preset's value where it is
// blank. Everything else in the format reads these, never the raw options.
import type { OptionValue } from '../../shared/types';
import type { EventConfig } from '../format';
import {
  byeOpt,
  coloursOpt,
  cutOpt,
  doubleLossOpt,
  drawOpt,
  FROM_PRESET,
  lossOpt,
  NO_TIEBREAKER,
  presetOpt,
  requestedByesOpt,
  resultsOpt,
  seedingOpt,
  structureOpt,
  TIEBREAK_SLOTS,
  tiebreakOpts,
  winOpt,
} from './options';
import { type Preset, presetById, type ResultMode } from './presets';
import type { CutSize } from './rounds-tables';
import type { PointScale } from './tiebreakers/event';
import type { TiebreakerId } from './tiebreakers/library';

export type Structure = 'swiss' | 'round-robin' | 'double-round-robin' | 'elimination';

export interface Settings {
  preset: Preset;
  structure: Structure;
  /** 'table': the preset's table decides; else a fixed cut or none. */
  cut: 'table' | 'none' | CutSize;
  seeding: 'seeded' | 'random';
  results: ResultMode;
  points: PointScale;
  doubleLoss: boolean;
  colours: boolean;
  /** Whether a player may ask for a bye for the coming round (the Players tab's Bye request). */
  requestedByes: boolean;
  /** After the points, in order; the random order is not listed (it always comes last). */
  tiebreakers: TiebreakerId[];
}

function raw(config: EventConfig, key: string): OptionValue {
  const v = config.options[key];
  return v === undefined || v === null ? FROM_PRESET : v;
}

function isBlank(v: OptionValue): boolean {
  return typeof v === 'string' && v.trim() === '';
}

function number(config: EventConfig, key: string, fallback: number): number {
  const v = raw(config, key);
  if (isBlank(v)) return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

function choice(config: EventConfig, key: string, fallback: string): string {
  const v = raw(config, key);
  return isBlank(v) ? fallback : String(v);
}

const SETTINGS = new WeakMap<EventConfig, Settings>();

export function settingsOf(config: EventConfig): Settings {
  const known = SETTINGS.get(config);
  if (known) return known;
  const preset = presetById(choice(config, presetOpt.key, String(presetOpt.default)));
  const cut = choice(config, cutOpt.key, 'table');
  const tiebreakers: TiebreakerId[] = [];
  for (let i = 0; i < TIEBREAK_SLOTS; i++) {
    const v = choice(config, tiebreakOpts[i].key, preset.tiebreakers[i] ?? NO_TIEBREAKER);
    if (v === NO_TIEBREAKER) break;
    if (!tiebreakers.includes(v as TiebreakerId)) tiebreakers.push(v as TiebreakerId);
  }
  const settings: Settings = {
    preset,
    structure: choice(config, structureOpt.key, 'swiss') as Structure,
    cut: cut === 'table' || cut === 'none' ? cut : (Number(cut) as CutSize),
    seeding: choice(config, seedingOpt.key, 'seeded') as 'seeded' | 'random',
    results: choice(config, resultsOpt.key, preset.results) as ResultMode,
    points: {
      win: number(config, winOpt.key, preset.points.win),
      draw: number(config, drawOpt.key, preset.points.draw),
      loss: number(config, lossOpt.key, preset.points.loss),
      bye: number(config, byeOpt.key, preset.points.bye),
    },
    doubleLoss: choice(config, doubleLossOpt.key, preset.doubleLoss ? 'allowed' : 'refused') === 'allowed',
    colours: choice(config, coloursOpt.key, preset.colours ? 'balanced' : 'none') === 'balanced',
    requestedByes: choice(config, requestedByesOpt.key, 'refused') === 'allowed',
    tiebreakers,
  };
  SETTINGS.set(config, settings);
  return settings;
}

/**
 * The values setup writes for the settings left blank: the preset's, so the Event tab shows what the
 * event will use. Tie-breaker rows past the preset's list read None.
 */
export function presetValues(options: Record<string, OptionValue>): Record<string, OptionValue> {
  const preset = presetById(
    isBlank(options.preset ?? '') ? String(presetOpt.default) : String(options.preset),
  );
  const filled: Record<string, OptionValue> = {
    [resultsOpt.key]: preset.results,
    [winOpt.key]: preset.points.win,
    [drawOpt.key]: preset.points.draw,
    [lossOpt.key]: preset.points.loss,
    [byeOpt.key]: preset.points.bye,
    [doubleLossOpt.key]: preset.doubleLoss ? 'allowed' : 'refused',
    [coloursOpt.key]: preset.colours ? 'balanced' : 'none',
  };
  tiebreakOpts.forEach((spec, i) => {
    filled[spec.key] = preset.tiebreakers[i] ?? NO_TIEBREAKER;
  });
  const out: Record<string, OptionValue> = {};
  for (const [key, value] of Object.entries(filled)) {
    const typed = options[key];
    out[key] = typed === undefined || isBlank(typed) ? value : typed;
  }
  return out;
}
