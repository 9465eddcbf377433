// What an action costs in a real spreadsheet, in seconds, from what the emulator can count: service
// calls, commits (a read after writes makes Sheets apply the pending writes first) and cells written.
// The emulator runs in microseconds, so only this model turns its counts into time an organizer waits.
// Each constant is a range read off published figures, with the quoted text and its address in
// docs/PLATFORM.md ("Cost model"); the self-test's Measure speed check times the same things in the
// organizer's own spreadsheet, so a real run can tell whether the range holds.

export type ModelPoint = 'low' | 'mid' | 'high';

/** What one action asks of Sheets, as the emulator counts it. */
export interface ActionCost {
  calls: number;
  commits: number;
  cells: number;
}

/** Each constant as a range; mid is the best guess. Milliseconds. */
export const COST_MODEL: {
  callMs: Record<ModelPoint, number>;
  commitMs: Record<ModelPoint, number>;
  cellMs: Record<ModelPoint, number>;
} = {
  // One Spreadsheet-service call: a read is a round trip to Google's servers, a write mostly waits in
  // the write cache; an action's calls mix both.
  callMs: { low: 15, mid: 25, high: 60 },
  // Applying the pending writes before a read (or at a flush), beyond the cells themselves.
  commitMs: { low: 30, mid: 100, high: 500 },
  // One cell written, paid when its write is committed.
  cellMs: { low: 0.03, mid: 0.1, high: 0.2 },
};

/** The modelled wall time of an action, in seconds, at one point of every range (mid unless told). */
export function modelledSeconds(cost: ActionCost, point: ModelPoint = 'mid'): number {
  const ms =
    cost.calls * COST_MODEL.callMs[point] +
    cost.commits * COST_MODEL.commitMs[point] +
    cost.cells * COST_MODEL.cellMs[point];
  return ms / 1000;
}
