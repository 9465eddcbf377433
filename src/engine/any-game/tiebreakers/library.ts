// The tie-breaker library the organizer orders on the Event tab: each entry has an id, the standard
// column name Standings gives it, its source, and how it computes. An entry reads the whole event
// (`scope: 'event'`) or only the players still tied (`scope: 'group'`).
import { hashString } from '../../random';
import { type TiebreakEvent, type Values, valuesFor } from './event';
import { buchholz, buchholzCut1, gamesWon, medianBuchholz, sonnebornBerger, wins } from './fide';
import { directEncounter, headToHead } from './head-to-head';
import { gwPercent, matchPoints, ogwPercent, omwPercent } from './magic';
import { oowp, owp } from './pokemon';
import { aro, tpr } from './rating';
import { extendedSos, sos } from './sos';

export type TiebreakerId =
  | 'match-points'
  | 'omw'
  | 'gw'
  | 'ogw'
  | 'owp'
  | 'oowp'
  | 'buchholz'
  | 'buchholz-cut-1'
  | 'median-buchholz'
  | 'sonneborn-berger'
  | 'direct-encounter'
  | 'wins'
  | 'games-won'
  | 'sos'
  | 'extended-sos'
  | 'head-to-head'
  | 'aro'
  | 'tpr'
  | 'random';

export type Tiebreaker =
  | {
      readonly id: TiebreakerId;
      readonly column: string;
      readonly source: string;
      readonly scope: 'event';
      readonly compute: (event: TiebreakEvent) => Values;
    }
  | {
      readonly id: TiebreakerId;
      readonly column: string;
      readonly source: string;
      readonly scope: 'group';
      readonly compute: (event: TiebreakEvent, group: readonly string[]) => Values;
    };

const MTR = 'https://blogs.magicjudges.org/rules/mtr-appendix-c/';
const POKEMON = 'https://pastebin.com/Y8zhWz3V';
const FIDE = 'https://handbook.fide.com/chapter/TieBreakRegulations082024';
const XWING = 'https://ffg-forum-archive.entropicdreams.com/topic/201831-strength-of-schedule/';
const NETRUNNER = 'https://github.com/muyjohno/cobra';

/** A value per player from the seed alone: the same seed, the same order; it never ties in practice. */
export function randomOrder(event: TiebreakEvent): Values {
  return valuesFor(event, (id) => hashString(`${event.seed}:tiebreak:${id}`) >>> 0);
}

export const TIEBREAKERS: readonly Tiebreaker[] = [
  { id: 'match-points', column: 'Match points', source: MTR, scope: 'event', compute: matchPoints },
  { id: 'omw', column: 'OMW%', source: MTR, scope: 'event', compute: omwPercent },
  { id: 'gw', column: 'GW%', source: MTR, scope: 'event', compute: gwPercent },
  { id: 'ogw', column: 'OGW%', source: MTR, scope: 'event', compute: ogwPercent },
  { id: 'owp', column: 'OWP', source: POKEMON, scope: 'event', compute: owp },
  { id: 'oowp', column: 'OOWP', source: POKEMON, scope: 'event', compute: oowp },
  { id: 'buchholz', column: 'Buchholz', source: FIDE, scope: 'event', compute: buchholz },
  { id: 'buchholz-cut-1', column: 'Buchholz Cut 1', source: FIDE, scope: 'event', compute: buchholzCut1 },
  { id: 'median-buchholz', column: 'Median Buchholz', source: FIDE, scope: 'event', compute: medianBuchholz },
  {
    id: 'sonneborn-berger',
    column: 'Sonneborn-Berger',
    source: FIDE,
    scope: 'event',
    compute: sonnebornBerger,
  },
  {
    id: 'direct-encounter',
    column: 'Direct encounter',
    source: FIDE,
    scope: 'group',
    compute: directEncounter,
  },
  { id: 'wins', column: 'Wins', source: FIDE, scope: 'event', compute: wins },
  { id: 'games-won', column: 'Games won', source: FIDE, scope: 'event', compute: gamesWon },
  { id: 'sos', column: 'SoS', source: XWING, scope: 'event', compute: sos },
  { id: 'extended-sos', column: 'Extended SoS', source: NETRUNNER, scope: 'event', compute: extendedSos },
  { id: 'head-to-head', column: 'Head-to-head', source: XWING, scope: 'group', compute: headToHead },
  { id: 'aro', column: 'ARO', source: FIDE, scope: 'event', compute: aro },
  { id: 'tpr', column: 'TPR', source: FIDE, scope: 'event', compute: tpr },
  { id: 'random', column: 'Random', source: 'Decision', scope: 'event', compute: randomOrder },
];

export function tiebreaker(id: TiebreakerId): Tiebreaker {
  const t = TIEBREAKERS.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown tie-breaker: ${id}`);
  return t;
}
