// The whole-event walks, shard 1 (format-walk.ts, WALK_FILES): each registered format with a browser
// flow in its kit, through the playground as an organizer clicks it.
import { walkShardFormats } from './format-walk';

walkShardFormats(0);
