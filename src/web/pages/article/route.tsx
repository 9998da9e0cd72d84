import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import { articleQuery, type ArticleResponse } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { PageStats } from '../../components/admin/PageStats';
import { WhenNear } from '../../components/WhenNear';
import { Loading } from '../../components/ui/Spinner';
import { tagHref } from '../../components/articles/ArticleEntry';
import { TagLinks } from '../../components/TagLinks';
import { ARTICLE_SLUG, TAG_TYPE_LABELS, authorName, groupTags, volumeHref, wasRevised } from '../../lib/articles';
import { useReaderTimeZone } from '../../lib/hydrated';
import { routeMeta } from '../../lib/meta';
import { notFound, orNotFound } from '../../lib/not-found';
import { fullDate } from '../../lib/relative-age';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import { ArticleActions } from './ArticleActions';
import s from './Article.module.css';
import { articleHead, articleMeta, type ArticleHead } from './meta';
import { References } from './References';
import { fontPreloads } from '../../lib/fonts';
import type { Route } from './+types/route';
export { RouteErrorTo404 as ErrorBoundary } from '../../components/RouteError';

/** The faces the page's first screen shows beside the root's (src/web/lib/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads('jost500', 'jost600', 'literata400', 'literata400Italic');

// The comments bring their editor, zod and the comment schemas: loaded once the page is live and
// the reader nears them.
const ArticleComments = lazy(() => import('../../components/comments/ArticleComments').then((m) => ({ default: m.ArticleComments })));

/** The article's id in the address; a 404 for an address that cannot name one. */
function slugOf(params: { articleId?: string }): string {
  const slug = params.articleId ?? '';
  if (!ARTICLE_SLUG.test(slug)) throw notFound();
  return slug;
}

/**
 * /article/:articleId: the article is in the page (title, body, references) with its shared
 * link's head; a missing or unpublished one is a 404, and the browser goes on to /404 (SPEC §8).
 * The server reads it as the request's visitor may see it; the browser, between pages, from the API.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await orNotFound(requestQueryClient(context).fetchQuery(articleQuery(slugOf(params), context.reads)));
  return { ...pageQueries(context), head: articleHead(article) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const article = await orNotFound(queryClient.ensureQueryData(articleQuery(slugOf(params))));
  return { head: articleHead(article) };
}

export const meta = routeMeta((data: { head: ArticleHead }, site) => articleMeta(data.head, site));

/** The article, its votes, shares, tags, references and comments. */
export default function ArticlePage() {
  const slug = useParams().articleId!;
  const article = useSuspenseQuery(articleQuery(slug)).data;
  return <ArticleView key={slug} article={article} />;
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
