// What the organizer types for Full Thrust: the Players-tab columns and the Results-tab columns of a game.
import type { ColumnSpec } from '../format';

export const playerColumns: ColumnSpec[] = [
  {
    key: 'fleet',
    header: 'Fleet points',
    kind: 'number',
    // A total below 1 would win every lower-fleet tie-break.
    min: 1,
    whole: true,
    width: 110,
    help: "The fleet's original point total (lower wins a tie that reaches it).",
  },
  {
    key: 'battle',
    header: 'Tie-breaker battle',
    kind: 'text',
    width: 190,
    help: 'A tie-breaker battle this player won, for one tie that decided who advances: "won v Bob (cut)" or "won v Bob, Cid (after game 1)"; two battles: separate them with ";". A new tie needs a new battle.',
  },
];

export const resultColumns: ColumnSpec[] = [
  {
    key: 'aOpt',
    header: 'Player OPT',
    kind: 'number',
    width: 95,
    mirror: { key: 'bOpt' },
    help: 'Points of enemy ships and fighters the player destroyed (blank: computed from the Fleets tab).',
  },
  {
    key: 'aDpt',
    header: 'Player DPT',
    kind: 'number',
    width: 95,
    mirror: { key: 'bDpt' },
    help: "Points of the player's ships and fighters that survived (blank: computed).",
  },
  {
    key: 'aHull',
    header: 'Player hull boxes',
    kind: 'number',
    width: 120,
    mirror: { key: 'bHull' },
    help: "Undamaged hull boxes left on the player's ship control sheets.",
  },
  {
    key: 'bOpt',
    header: 'Opponent OPT',
    kind: 'number',
    width: 110,
    mirror: { key: 'aOpt' },
    help: 'As Player OPT, for the opponent.',
  },
  {
    key: 'bDpt',
    header: 'Opponent DPT',
    kind: 'number',
    width: 110,
    mirror: { key: 'aDpt' },
    help: 'As Player DPT, for the opponent.',
  },
  {
    key: 'bHull',
    header: 'Opponent hull boxes',
    kind: 'number',
    width: 140,
    mirror: { key: 'aHull' },
    help: 'As Player hull boxes, for the opponent.',
  },
  {
    key: 'aLost',
    header: 'Player lost',
    kind: 'text',
    width: 200,
    mirror: { key: 'bLost' },
    help: 'Ships and squadrons the player lost, by Fleets-tab name: "Normal 1, Fast: 5" (5 fighters of Fast); "none".',
  },
  {
    key: 'bLost',
    header: 'Opponent lost',
    kind: 'text',
    width: 200,
    mirror: { key: 'aLost' },
    help: 'The same for the opponent.',
  },
  {
    key: 'battle',
    header: 'Tie-breaker battle',
    kind: 'choice',
    choices: ['Player', 'Opponent'],
    mirror: { values: { Player: 'Opponent', Opponent: 'Player' } },
    width: 140,
    help: 'Only for a cut game tied on score, OPT, hull boxes and fleet total: who was left on the table in its tie-breaker battle.',
  },
];
