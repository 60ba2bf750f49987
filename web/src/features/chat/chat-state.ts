import { emptyTimeline, type Timeline } from './timeline';
import type { KeyIn } from '../../i18n/keys';

/** What the chat shows (the widget reads it from the store with useSyncExternalStore). */
export interface ChatState {
  timeline: Timeline;
  /** The first read of the conversation: not begun, under way, done, or failed (to retry). */
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** The socket: connected and caught up (`live`), trying, or away (the browser is offline or it was cut). */
  connection: 'live' | 'connecting' | 'offline';
  olderLoading: boolean;
  olderFailed: boolean;
  /** Support is writing. */
  typing: boolean;
  /** A chat alert to show for 4 s (an i18n key of the chat namespace with its values), or null. */
  alert: { key: KeyIn<'chat'>; values?: Record<string, string | number> } | null;
}

export const initialState: ChatState = {
  timeline: emptyTimeline,
  load: 'idle',
  connection: 'connecting',
  olderLoading: false,
  olderFailed: false,
  typing: false,
  alert: null,
};
