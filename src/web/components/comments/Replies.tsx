import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { repliesQuery, type CommentResponse } from '../../api/comments';
import { authorLabel, moreRepliesLabel, repliesLoadInline, threadHref, unseenReplies } from '../../lib/comments';
import { ListError } from '../shop/ListStates';
import { Spinner } from '../ui/Spinner';
import { CommentNode } from './CommentNode';
import { focusComment } from './focus-comment';
import s from './Comments.module.css';
import { useThread } from './thread-context';

interface RepliesProps {
  comment: CommentResponse;
  level: number;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The replies under a comment: those that came with it, then 'N more replies', which loads the
 * rest here a page at a time, or, at nesting level 4, opens the thread's own page in a new tab
 * (SPEC §4). A toggle collapses and expands them.
 */
export function Replies({ comment, level, expanded, onToggle }: RepliesProps) {
  const { slug, sort } = useThread();
  const listId = useId();
  const inline = repliesLoadInline(level);
  const [asked, setAsked] = useState(false);
  const more = useInfiniteQuery({ ...repliesQuery(slug, comment.id, sort), enabled: asked && inline });
  const loaded = more.data !== undefined;
  const extras = unseenReplies(more.data?.pages.flatMap((p) => p.comments) ?? [], comment.children);
  const replies = [...comment.children, ...extras];
  // Until asked, the server's count; then what it has not sent yet (unknown once new replies came meanwhile).
  const toLoad = loaded ? (more.hasNextPage ? comment.replies_to_load - extras.length : 0) : comment.replies_to_load;
  const offered = loaded ? more.hasNextPage : comment.replies_to_load > 0;

  // The first reply that comes takes the focus (the button may go once everything has come).
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const arrived = firstNew === null ? undefined : replies[firstNew]?.id;
  useEffect(() => {
    if (arrived === undefined) return;
    setFirstNew(null);
    focusComment(arrived);
  }, [arrived]);

  const loadMore = () => {
    if (more.isFetching) return;
    setFirstNew(replies.length);
    if (!asked) setAsked(true);
    else void more.fetchNextPage();
  };

  return (
    <>
      {replies.length > 0 && (
        <button type="button" className={s.toggle} aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
          <ChevronDown aria-hidden="true" size={16} className={s.toggleIcon} />
          {expanded ? 'Hide replies' : `Show replies (${replies.length})`}
        </button>
      )}
      {replies.length > 0 && (
        <ul id={listId} className={s.replies} hidden={!expanded} aria-label={`Replies to ${authorLabel(comment)}`}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentNode comment={reply} level={level + 1} />
            </li>
          ))}
        </ul>
      )}
      {expanded && more.isError && !more.isFetching && (
        <ListError message="We could not load the replies." onRetry={() => void (loaded ? more.fetchNextPage() : more.refetch())} />
      )}
      {expanded && offered && !more.isError && (
        <div className={s.moreRow}>
          {inline ? (
            <button type="button" className={s.more} onClick={loadMore} aria-busy={more.isFetching || undefined}>
              {more.isFetching && <Spinner size={14} />}
              {moreRepliesLabel(toLoad)}
            </button>
          ) : (
            <a className={s.more} href={threadHref(slug, comment.id)} target="_blank" rel="noopener">
              {moreRepliesLabel(comment.replies_to_load)}
              <span className="visually-hidden"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" size={14} />
            </a>
          )}
        </div>
      )}
    </>
  );
}
