// The demo events' fields: names of every origin, shared by the kits.
export const STARSHIP = ['Picard', 'Riker', 'Data', 'Worf', 'Troi', 'Crusher', 'La Forge'];
export const EIGHT = [
  'Ann Archer',
  'Ben Okafor',
  'Chloé Dubois',
  'Dmitri Ivanov',
  'Eve Santos',
  'Farah Haddad',
  'Gus Lindqvist',
  'Hana Sato',
];
export const TWELVE = [...EIGHT, 'Ivan Petrov', 'Jade Morales', 'Kofi Mensah', 'Lena Fischer'];

/** One legal two-ship Federation fleet (Attack Wing Fleets tab rows), numbered `i`. */
export function attackWingFleet(name: string, i: number): (string | number)[][] {
  return [
    [name, '1', 'Ship', '', `U.S.S. Ship ${i}`, 'FED', 28],
    ['', '', 'Captain', '', `Captain ${i}`, 'FED', 5],
    ['', '', 'Upgrade', 'W', 'Photon Torpedoes', 'FED', 5],
    ['', '2', 'Ship', '', `U.S.S. Escort ${i}`, 'FED', 20],
    ['', '', 'Captain', '', 'Federation Captain', 'FED', 0],
  ];
}

/** The number in a name ("Player 12" is 12), 0 when it has none. */
export const num = (name: string) => Number(name.replace(/\D/g, '')) || 0;
