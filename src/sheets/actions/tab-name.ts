import type { Snapshot } from '../grid';

/** A tab's name as the organizer has it now (tabs are found by role), for messages about it. */
export function tabName(snapshot: Snapshot, role: string, fallback: string): string {
  return snapshot.tabs[role]?.name ?? fallback;
}
