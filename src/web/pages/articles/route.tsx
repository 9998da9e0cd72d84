import { Link } from 'react-router-dom';
import { articleSearchQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { ArticleResults } from '../../components/articles/ArticleResults';
import { PageHeading } from '../../components/PageHeading';
import { routeMeta } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import { fontPreloads } from '../../lib/fonts';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The faces the page's first screen shows beside the root's (src/web/lib/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads('literata400', 'literata400Italic');

const NEWEST = { sort_by: 'date_newest', tags: [] } as const;

/** The first articles are in the page; when they cannot be read, the browser asks again. */
export async function loader({ context }: Route.LoaderArgs) {
  await requestQueryClient(context).prefetchInfiniteQuery(articleSearchQuery(NEWEST, context.reads));
  return pageQueries(context);
}

/** Between pages: starts fetching the first articles with the page's code. */
export function clientLoader() {
  void queryClient.prefetchInfiniteQuery(articleSearchQuery(NEWEST));
  return null;
}

export const meta = routeMeta({ title: 'Articles', description: 'Essays from the library, newest first.' });

/** /articles: every published article, newest first, 10 at a time by infinite scroll. */
export default function ArticlesPage() {
  return (
    <div className="page page-narrow">
      <PageHeading title="Articles">
        <p>
          Essays from the library, newest first. Browse them by <Link to="/volumes">volume</Link>, or <Link to="/search?search_type=articles">search them</Link>.
        </p>
      </PageHeading>
      <ArticleResults filters={NEWEST} label="Articles" empty="No articles have been published yet. Please come back soon." />
    </div>
  );
}
