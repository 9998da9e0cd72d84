import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { COMMENT_PAGE_SIZE } from '../../../modules/community/schemas';
import { commentsQuery, type CommentSort } from '../../api/comments';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { InfiniteResultsList } from '../shop/ListStates';
import { SkeletonLine } from '../shop/Skeleton';
import { CommentNode } from './CommentNode';
import s from './Comments.module.css';

/** A comment's shape while the page loads. */
function CommentSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} className={s.skeleton} aria-hidden="true">
      <SkeletonLine width="shorter" />
      <SkeletonLine />
      <SkeletonLine width="short" />
    </li>
  ));
}

/**
 * The article's top-level comments with their threads, 10 at a time by infinite scroll (SPEC §2),
 * in the chosen order; loading, empty and failed (with Retry) in words.
 */
export function CommentList({ slug, sort }: { slug: string; sort: CommentSort }) {
  const results = useInfiniteQuery({ ...commentsQuery(slug, sort), placeholderData: keepPreviousData });
  const comments = results.data?.pages.flatMap((p) => p.comments) ?? [];
  const list = useInfiniteList(results, comments.length, null);
  return (
    <InfiniteResultsList
      results={results}
      list={list}
      items={comments}
      keyOf={(c) => c.id}
      render={(c) => <CommentNode comment={c} level={0} />}
      label="Comments"
      className={s.list}
      firstSkeletons={<CommentSkeletons count={3} />}
      moreSkeletons={<CommentSkeletons count={2} />}
      pageSize={COMMENT_PAGE_SIZE}
      words={{ load: 'the comments', more: 'more comments', end: 'every comment' }}
      empty="No comments yet. Be the first to comment."
      emptyIcon={<MessagesSquare aria-hidden="true" size={32} strokeWidth={1.25} />}
    />
  );
}
