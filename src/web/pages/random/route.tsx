import { useQuery } from '@tanstack/react-query';
import { Shuffle } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { randomArticleQuery } from '../../api/content';
import { PageHeading } from '../../components/PageHeading';
import { EmptyResults, ListError } from '../../components/shop/ListStates';
import { Loading } from '../../components/ui/Spinner';
import { articleHref } from '../../lib/articles';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** /random: draws a published article and goes to it (in place of this page in the history). */
export default function Component() {
  const random = useQuery(randomArticleQuery());
  if (random.data) return <Navigate to={articleHref(random.data)} replace />;
  return (
    <div className="page page-narrow">
      <PageHeading title="Random Article" />
      {random.isPending ? (
        <Loading label="Choosing an article for you…" />
      ) : random.isError ? (
        <ListError message="We could not choose an article." onRetry={() => void random.refetch()} retrying={random.isFetching} />
      ) : (
        <EmptyResults icon={<Shuffle aria-hidden="true" size={36} strokeWidth={1.25} />}>
          There are no articles to choose from yet. <Link to="/articles">See the articles</Link> or come back soon.
        </EmptyResults>
      )}
    </div>
  );
}
