// Why an action changed nothing, as ActionResult.code: the sidebar and the tests decide by these, never
// by the message's wording.
export const ACTION_CODES = {
  /** Another execution held the document lock: nothing was read or written; try again in a moment. */
  busy: 'busy',
  /** The sidebar acted on an event that has moved on since it last read it (Seen): nothing written. */
  movedOn: 'moved-on',
  /** The plan refused: its problems say why, at their cells where they are sheet problems. */
  refused: 'refused',
} as const;
