import type { Problem } from '../../shared/types';
import { errorsOf, type ReadOutcome } from '../event-model';
import type { Write } from '../patch';

/** What every action plans: the writes that carry it out, or the problems that refuse it (nothing written). */
export type Plan =
  | {
      ok: true;
      writes: Write[];
      message: string;
      warnings: Problem[];
      /**
       * The preset the Event tab's settings hold once the writes are applied, for the server to keep
       * (Snapshot.preset): set where a Preset change is applied, or where none was kept yet.
       */
      preset?: string;
      /**
       * The event as every write of the plan leaves it, read by withRefreshes (src/sheets/actions/
       * refresh.ts) to bring Status and the title up to date: the frame answers from it instead of
       * parsing the same tabs again. Its own writes (Status cells, the title) are none that a read parses.
       */
      after?: ReadOutcome;
    }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

export function refuse(problems: Problem[]): Plan {
  return {
    ok: false,
    problems: errorsOf(problems),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}
