// An arrow/target event through the built artifact, numbered as the Players are listed.
import { expect } from 'vitest';
import type { ActionResult } from '../../src/shared/types';
import { type Artifact, openArtifact } from './artifact';

export function setupArrowTarget(names: string[], extra: Record<string, unknown> = {}): Artifact {
  const a = openArtifact();
  const r = a.call<ActionResult>('setupEvent', {
    format: 'arrow-target',
    name: 'Counter night',
    seed: 'arrows',
    startNumbers: 'as-listed',
    ...extra,
  });
  expect(r.ok, JSON.stringify(r.problems)).toBe(true);
  a.type(
    'Players',
    'A2',
    names.map((n) => [n]),
  );
  return a;
}
