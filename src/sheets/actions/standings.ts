import { plural } from '../../shared/plural';
import { errorsOf, readEvent } from '../event-model';
import type { Snapshot } from '../grid';
import type { Write } from '../patch';
import { renderLog, renderResultStatuses } from '../render';
import { derivedWrites } from './derived-writes';
import { eventWarnings } from './event-warnings';
import { refusedLateEntries } from './late-entries';
import { type Plan, refuse } from './plan';
import { tabName } from './tab-name';

export function planUpdateStandings(snapshot: Snapshot, nowIso: string): Plan {
  const read = readEvent(snapshot);
  if (!read.ok) return refuse(read.problems);
  const model = read.model;
  if (errorsOf(model.problems).length) return refuse(model.problems);
  // A late entry the format refuses is no player of the event: ranked, it would stand beside the field.
  const late = refusedLateEntries(model, tabName(snapshot, 'players', 'Players'));
  if (late.length) return refuse([...late, ...model.problems]);
  const statuses = renderResultStatuses(model);
  const writes: Write[] = [...derivedWrites(model), ...(statuses ? [statuses] : [])];
  writes.push(
    renderLog(
      [
        {
          action: 'Update standings',
          round: model.round,
          seed: '',
          details: `${model.complete.size} of ${plural(model.ctx.matches.length, 'result')} recorded.`,
        },
      ],
      nowIso,
    ),
  );
  return {
    ok: true,
    writes,
    message: 'Standings updated.',
    warnings: eventWarnings(model, tabName(snapshot, 'event', 'Event')),
  };
}
