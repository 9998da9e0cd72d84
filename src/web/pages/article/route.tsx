import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link, Navigate, useParams, type ClientLoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { articleQuery, type ArticleResponse } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { PageStats } from '../../components/admin/PageStats';
import { WhenNear } from '../../components/WhenNear';
import { Loading } from '../../components/ui/Spinner';
import { tagHref } from '../../components/articles/ArticleEntry';
import { ListError } from '../../components/shop/ListStates';
import { SkeletonLine } from '../../components/shop/Skeleton';
import { TagLinks } from '../../components/TagLinks';
import { ARTICLE_SLUG, TAG_TYPE_LABELS, authorName, groupTags, volumeHref, wasRevised } from '../../lib/articles';
import { useReaderTimeZone } from '../../lib/hydrated';
import { fullDate } from '../../lib/relative-age';
import { ArticleActions } from './ArticleActions';
import s from './Article.module.css';
import { References } from './References';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

// The comments bring their editor, zod and the comment schemas: loaded once the page is live and
// the reader nears them.
const ArticleComments = lazy(() => import('../../components/comments/ArticleComments').then((m) => ({ default: m.ArticleComments })));

/**
 * Starts fetching the article with the page's code; the page shows a skeleton until it comes (a
 * server render waits for it).
 */
export function clientLoader({ params}: ClientLoaderFunctionArgs): null {
  const slug = params.articleId ?? '';
  if (ARTICLE_SLUG.test(slug)) void queryClient.prefetchQuery(articleQuery(slug));
  return null;
}

/** /article/:articleId: the article, its votes, shares and references; a missing one goes to /404 (SPEC §8). */
export default function Component() {
  const slug = useParams().articleId ?? '';
  const valid = ARTICLE_SLUG.test(slug);
  const article = useQuery({ ...articleQuery(slug), enabled: valid });

  const missing = !valid || (article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400));
  if (missing) return <Navigate to="/404" replace />;
  if (article.data) return <ArticleView key={slug} article={article.data} />;
  if (article.isError) return <ArticleFailed retry={() => void article.refetch()} retrying={article.isFetching} />;
  return <ArticleSkeleton />;
}

function ArticleView({ article }: { article: ArticleResponse }) {
  const volume = article.tags.find((t) => t.tag_type === 'volume');
  const groups = groupTags(article.tags).filter((g) => g.type !== 'volume');
  const published = article.published_at;
  const timeZone = useReaderTimeZone();

  return (
    <article className={`page ${s.page}`} aria-labelledby="article-title">
      <header className={s.header}>
        {volume && (
          <p className="eyebrow">
            <Link to={volumeHref(volume.name)} className={s.volume}>
              {volume.symbol ? `Volume ${volume.symbol} · ` : 'Volume · '}
              {volume.label}
            </Link>
          </p>
        )}
        <h1 id="article-title" className={s.title}>
          {article.title}
        </h1>
        {article.subtitle && <p className={s.subtitle}>{article.subtitle}</p>}
        <p className={s.byline}>
          By <span className={s.author}>{authorName(article.author)}</span>
          {article.author && <span className={s.username}> @{article.author.username}</span>}
        </p>
        <p className={s.dates}>
          {published && (
            <span>
              Published <time dateTime={published}>{fullDate(new Date(published), timeZone)}</time>
            </span>
          )}
          {wasRevised(published, article.updated_at) && (
            <span>
              Updated <time dateTime={article.updated_at}>{fullDate(new Date(article.updated_at), timeZone)}</time>
            </span>
          )}
        </p>
        {groups.length > 0 && (
          <div className={s.tagGroups}>
            {groups.map((g) => (
              <div key={g.type} className={s.tagGroup}>
                <span id={`tags-${g.type}`} className={s.tagGroupLabel}>
                  {TAG_TYPE_LABELS[g.type]}
                </span>
                <TagLinks tags={g.tags} hrefOf={tagHref} labelledBy={`tags-${g.type}`} />
              </div>
            ))}
          </div>
        )}
        <ArticleActions article={article} />
        <PageStats page={{ kind: 'article', id: article.id }} />
      </header>

      {/* Sanitised by the server when it was saved. */}
      <div className={`prose ${s.body}`} dangerouslySetInnerHTML={{ __html: article.body }} />

      <References references={article.references} />

      <section id="comments" className={s.comments} aria-labelledby="comments-title">
        <WhenNear fallback={<CommentsLoading />}>
          <ArticleComments slug={article.id} count={article.num_comments} titleId="comments-title" />
        </WhenNear>
      </section>
    </article>
  );
}

/** The comments' heading while their code loads (the section is named by it). */
function CommentsLoading() {
  return (
    <>
      <h2 id="comments-title" className="visually-hidden">
        Comments
      </h2>
      <Loading />
    </>
  );
}

/** The article's shape while it loads: title, byline, dates, actions and a few paragraphs. */
function ArticleSkeleton() {
  return (
    <div className={`page ${s.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the article…
      </p>
      <div className={s.header} aria-hidden="true">
        <span className={s.skeletonTitle}>
          <SkeletonLine width="short" />
        </span>
        <SkeletonLine width="shorter" />
        <SkeletonLine width="shorter" />
        <span className={s.skeletonActions}>
          <SkeletonLine width="short" />
        </span>
      </div>
      <div className={s.body} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <p key={i}>
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine width="short" />
          </p>
        ))}
      </div>
    </div>
  );
}

function ArticleFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <div className={`page ${s.page}`}>
      <h1 className={s.title}>Article</h1>
      <ListError message="We could not load this article." onRetry={retry} retrying={retrying} />
    </div>
  );
}
