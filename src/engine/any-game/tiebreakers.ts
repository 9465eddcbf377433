// The any-game format's tie-breaker library: the neutral event input, each tie-breaker by source, the
// named library with its Standings columns, and the ranking. docs/rules/any-game-tiebreakers.md.
export * from './tiebreakers/event';
export * from './tiebreakers/fide';
export * from './tiebreakers/head-to-head';
export * from './tiebreakers/library';
export * from './tiebreakers/magic';
export * from './tiebreakers/pokemon';
export * from './tiebreakers/rank';
export * from './tiebreakers/rating';
export * from './tiebreakers/sos';
