// any-game: a whole Magic-preset event through the playground as an organizer clicks it, the five Swiss
// rounds and the top 4 of Magic Tournament Rules, Appendix E, for 10 players (format-walk.ts).
import { walkFormat } from './format-walk';

walkFormat('any-game');
