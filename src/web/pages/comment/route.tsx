import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CornerLeftUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useParams, type ClientLoaderFunctionArgs } from 'react-router-dom';
import { isId } from '../../../platform/contract';
import { ApiError } from '../../api/client';
import { commentQuery, type CommentResponse, type CommentSort } from '../../api/comments';
import { articleQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { CommentNode } from '../../components/comments/CommentNode';
import { SortComments } from '../../components/comments/SortComments';
import { ThreadContext } from '../../components/comments/thread-context';
import { ListError } from '../../components/shop/ListStates';
import { SkeletonLine } from '../../components/shop/Skeleton';
import { ARTICLE_SLUG, articleHref } from '../../lib/articles';
import { DEFAULT_COMMENT_SORT, threadHref } from '../../lib/comments';
import s from './Thread.module.css';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The route's ids, or null when they cannot name a comment. */
function threadParams(params: { articleId?: string; commentId?: string }) {
  const slug = params.articleId ?? '';
  const id = /^\d{1,10}$/.test(params.commentId ?? '') ? Number(params.commentId) : NaN;
  return ARTICLE_SLUG.test(slug) && isId(id) ? { slug, id } : null;
}

/** Starts fetching the thread and its article's title with the page's code. */
export function clientLoader({ params}: ClientLoaderFunctionArgs): null {
  const thread = threadParams(params);
  if (thread) {
    const client = queryClient;
    void client.prefetchQuery(commentQuery(thread.slug, thread.id, DEFAULT_COMMENT_SORT));
    void client.prefetchQuery(articleQuery(thread.slug));
  }
  return null;
}

/**
 * /comment/:articleId/:commentId (SPEC §2): one comment as the root of its thread, with the same
 * behaviours as on the article page, under a link back to the article. A missing comment goes to
 * /404, as a missing article does.
 */
export default function Component() {
  const thread = threadParams(useParams());
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const slug = thread?.slug ?? '';
  const id = thread?.id ?? 0;
  const comment = useQuery({ ...commentQuery(slug, id, sort), enabled: !!thread, placeholderData: keepPreviousData });
  const article = useQuery({ ...articleQuery(slug), enabled: !!thread });
  const title = article.data?.title;

  const missing = !thread || (comment.error instanceof ApiError && (comment.error.status === 404 || comment.error.status === 400));
  if (missing) return <Navigate to="/404" replace />;
  // The comment belongs to another article than the address says: its own address instead.
  if (comment.data && comment.data.article_id !== slug) return <Navigate to={threadHref(comment.data.article_id, id)} replace />;

  return (
    <div className={`page ${s.page}`}>
      <p className={s.back}>
        <Link to={articleHref(slug)}>
          <ArrowLeft aria-hidden="true" size={16} />
          {title ? `Back to “${title}”` : 'Back to the article'}
        </Link>
      </p>
      <div className={s.head}>
        <h1 className={s.title}>Comment thread</h1>
        <SortComments value={sort} onChange={setSort} />
      </div>
      {comment.data ? (
        <Thread slug={slug} sort={sort} root={comment.data} />
      ) : comment.isError ? (
        <ListError message="We could not load this comment." onRetry={() => void comment.refetch()} retrying={comment.isFetching} />
      ) : (
        <div aria-busy="true" className={s.skeleton}>
          <p className="visually-hidden" role="status">
            Loading the comment…
          </p>
          <SkeletonLine width="shorter" />
          <SkeletonLine />
          <SkeletonLine width="short" />
        </div>
      )}
      <p className={s.all}>
        <Link to={`${articleHref(slug)}#comments`}>All comments on this article</Link>
      </p>
    </div>
  );
}

function Thread({ slug, sort, root }: { slug: string; sort: CommentSort; root: CommentResponse }) {
  const settings = useMemo(() => ({ slug, sort }), [slug, sort]);
  return (
    <ThreadContext value={settings}>
      {root.parent_comment !== null && (
        <p className={s.parent}>
          <Link to={threadHref(slug, root.parent_comment)}>
            <CornerLeftUp aria-hidden="true" size={16} />
            The comment it replies to
          </Link>
        </p>
      )}
      <CommentNode key={root.id} comment={root} level={0} />
    </ThreadContext>
  );
}
