import { Link } from 'react-router-dom';
import { articleSearchQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { ArticleResults } from '../../components/articles/ArticleResults';
import { PageHeading } from '../../components/PageHeading';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const NEWEST = { sort_by: 'date_newest', tags: [] } as const;

/** Starts fetching the first articles with the page's code (a server render waits for them). */
export function clientLoader(): null {
  void queryClient.prefetchInfiniteQuery(articleSearchQuery(NEWEST));
  return null;
}

/** /articles: every published article, newest first, 10 at a time by infinite scroll. */
export default function Component() {
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
