import { Shuffle } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { getRandomArticle } from '../../api/content';
import { PageHeading } from '../../components/PageHeading';
import { EmptyResults } from '../../components/shop/ListStates';
import { Loading } from '../../components/ui/Spinner';
import { articleHref } from '../../lib/articles';
import { routeMeta } from '../../lib/meta';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/**
 * /random: draws a published article in the browser, afresh on every visit, and goes to it in
 * place of this page in the history. The server sends the page that says it is choosing.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { id: await getRandomArticle({ signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export const meta = routeMeta({ title: 'Random Article' });

export function HydrateFallback() {
  return (
    <div className="page page-narrow">
      <PageHeading title="Random Article" />
      <Loading label="Choosing an article for you…" />
    </div>
  );
}

/** Goes to the article drawn; says so when the library has none to choose from yet. */
export default function RandomPage({ loaderData: { id } }: Route.ComponentProps) {
  if (id) return <Navigate to={articleHref(id)} replace />;
  return (
    <div className="page page-narrow">
      <PageHeading title="Random Article" />
      <EmptyResults icon={<Shuffle aria-hidden="true" size={36} strokeWidth={1.25} />}>
        There are no articles to choose from yet. <Link to="/articles">See the articles</Link> or come back soon.
      </EmptyResults>
    </div>
  );
}
