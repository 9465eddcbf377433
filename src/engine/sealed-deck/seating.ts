// Sealed deck's seating for deck construction: "Deck Construction - Each player now opens their deck
// and has 30 minutes to create a 6-mission deck" (the length is the event's Deck construction minutes).
import { type EventConfig, optionValue, type SeatingSpec } from '../format';
import { deckMinutesOpt } from './options';

export const seating: SeatingSpec = {
  purpose: 'Deck construction',
  minutes: (config: EventConfig) => {
    const minutes = Number(optionValue<number>(config, deckMinutesOpt));
    return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
  },
  button: 'Seat deck construction',
  help: 'Before round 1: a seating list drawn from the event seed for building decks, on the Pairings tab (seat numbers, and a find-your-name list). Pairing round 1 replaces it.',
};
