import { createContext, useContext } from 'react';
import type { CommentSort } from '../../api/comments';

/** What every comment of a thread needs: its article and the order replies load in. */
export interface ThreadSettings {
  slug: string;
  sort: CommentSort;
}

export const ThreadContext = createContext<ThreadSettings | null>(null);

export function useThread(): ThreadSettings {
  const thread = useContext(ThreadContext);
  if (!thread) throw new Error('useThread() needs a <ThreadContext> around the comments.');
  return thread;
}
