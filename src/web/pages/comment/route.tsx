import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft, CornerLeftUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, redirect, useParams } from 'react-router-dom';
import { isId } from '../../../platform/contract';
import { isMissing } from '../../api/client';
import { commentQuery, type CommentResponse, type CommentSort } from '../../api/comments';
import { articleQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import type { SiteReads } from '../../api/reads';
import { CommentNode } from '../../components/comments/CommentNode';
import { SortComments } from '../../components/comments/SortComments';
import { ThreadContext } from '../../components/comments/thread-context';
import { ListError } from '../../components/shop/ListStates';
import { SkeletonLine } from '../../components/shop/Skeleton';
import { ARTICLE_SLUG, articleHref } from '../../lib/articles';
import { DEFAULT_COMMENT_SORT, threadHref } from '../../lib/comments';
import { routeMeta } from '../../lib/meta';
import { notFound, orNotFound } from '../../lib/not-found';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import { commentHead, commentMeta, type CommentHead } from './meta';
import s from './Thread.module.css';
import type { Route } from './+types/route';
export { RouteErrorTo404 as ErrorBoundary } from '../../components/RouteError';

/** The route's ids, or null when they cannot name a comment. */
function threadParams(params: { articleId?: string; commentId?: string }) {
  const slug = params.articleId ?? '';
  const id = /^\d{1,10}$/.test(params.commentId ?? '') ? Number(params.commentId) : NaN;
  return ARTICLE_SLUG.test(slug) && isId(id) ? { slug, id } : null;
}

/**
 * The thread's comment and its article's title, both at once, into a cache: a 404 for a comment
 * that is not there (or whose article is not published); one of another article than the address
 * says goes to its own address.
 */
async function loadThread(params: Route.LoaderArgs['params'], client: QueryClient, reads?: SiteReads): Promise<CommentHead> {
  const thread = threadParams(params);
  if (!thread) throw notFound();
  const [comment, article] = await Promise.all([
    orNotFound(client.fetchQuery(commentQuery(thread.slug, thread.id, DEFAULT_COMMENT_SORT, reads))),
    orNotFound(client.fetchQuery(articleQuery(thread.slug, reads))),
  ]);
  if (comment.article_id !== thread.slug) throw redirect(threadHref(comment.article_id, thread.id));
  return commentHead(comment, article);
}

/** The server reads the thread as the API answers it; the browser, between pages, from the API. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const head = await loadThread(params, requestQueryClient(context), context.reads);
  return { ...pageQueries(context), head };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { head: await loadThread(params, queryClient) };
}

export const meta = routeMeta((data: { head: CommentHead }, site) => commentMeta(data.head, site));

/**
 * /comment/:articleId/:commentId (SPEC §2): one comment as the root of its thread, with the same
 * behaviours as on the article page, under a link back to the article. A missing comment goes to
 * /404, as a missing article does.
 */
export default function CommentThreadPage() {
  const { slug, id } = threadParams(useParams())!;
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const comment = useQuery({ ...commentQuery(slug, id, sort), placeholderData: keepPreviousData });
  const title = useQuery(articleQuery(slug)).data?.title;

  // Gone since the page came (removed, or its article unpublished), seen in another order.
  if (isMissing(comment.error)) return <Navigate to="/404" replace />;

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
