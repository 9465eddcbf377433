// "1 table", "2 tables": every count shown to the organizer goes through here, never "table(s)".

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
