// arrow-target: a whole event through the playground as an organizer clicks it (format-walk.ts).
import { walkFormat } from './format-walk';

walkFormat('arrow-target');
