// The timer's preset buttons come from the format's options measured in minutes (minutes per game,
// deck construction...), at the values set for this event; 50 minutes when the format has none.
import type { EventState } from '../shared/types';
import type { Preset } from './timer';

export function presetsOf(s: EventState): Preset[] {
  const format = s.formats.find((f) => f.id === s.format);
  const out: Preset[] = [];
  for (const spec of format?.options ?? []) {
    if (spec.type !== 'number' || !/minute/i.test(`${spec.key} ${spec.label}`)) continue;
    const minutes = Number(s.settings?.[spec.key] ?? spec.default);
    if (!Number.isFinite(minutes) || minutes <= 0) continue;
    const name = spec.label.replace(/\bminutes?\b( per)?/i, '').trim();
    out.push({ label: name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Round', minutes });
  }
  if (!out.length) out.push({ label: 'Round', minutes: 50 });
  return out;
}
