// Every format's test kit by its registry id. The suites iterate the registry (allFormats) and look the
// kit up here; test/support/kits/kits.test.ts fails while a registered format has none.
import type { FormatId } from '../../../src/shared/types';
import { anyGameKit } from './any-game';
import { arrowTargetKit } from './arrow-target';
import { attackWingKit } from './attack-wing';
import { fullThrustKit } from './full-thrust';
import type { Kit } from './kit';
import { sealedDeckKit } from './sealed-deck';

export type { Kit } from './kit';

export const KITS: Readonly<Record<string, Kit>> = Object.freeze(
  Object.fromEntries(
    [sealedDeckKit, attackWingKit, arrowTargetKit, fullThrustKit, anyGameKit].map((k) => [k.id, k]),
  ),
);

/** The kit of a registered format; throws, naming the file to add, when it has none. */
export function kitOf(id: FormatId | string): Kit {
  const kit = Object.hasOwn(KITS, id) ? KITS[id] : undefined;
  if (!kit)
    throw new Error(
      `format ${id} has no test kit: add test/support/kits/${id}.ts (CONTRIBUTING.md, Adding a format)`,
    );
  return kit;
}
