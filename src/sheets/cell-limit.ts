// Sheets holds at most 50,000 characters in a cell and refuses a write past it, which would stop an
// action half-way (Results written, Pairings and Log not). Names are capped far below that, but a
// Log line listing a big roll-off or a long event name in a title can still grow past it, so every
// string the add-on writes is cut to fit, with a marker saying how much was cut.

export const CELL_CHAR_LIMIT = 50000;

export function cutMarker(cut: number): string {
  return ` … [${cut} more characters cut: a Sheets cell holds ${CELL_CHAR_LIMIT}]`;
}

/** `text` unchanged when it has at most `room` characters, else cut to `room` with a marker at the end. */
export function boundText(text: string, room = CELL_CHAR_LIMIT): string {
  if (text.length <= room) return text;
  // The marker printed can only be shorter than this one (it counts fewer cut characters).
  let keep = room - cutMarker(text.length).length;
  // Never split a surrogate pair (an emoji in a name) in two.
  const code = text.charCodeAt(keep - 1);
  if (code >= 0xd800 && code <= 0xdbff) keep--;
  return text.slice(0, keep) + cutMarker(text.length - keep);
}
