import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { Link } from 'react-router-dom';
import { volumesQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import { PageHeading } from '../../components/PageHeading';
import { EmptyResults, ListError } from '../../components/shop/ListStates';
import { SkeletonLine } from '../../components/shop/Skeleton';
import { countOf, volumeDescription, volumeHref } from '../../lib/articles';
import { routeMeta } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import s from './Volumes.module.css';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The volumes are in the page; when they cannot be read, the browser asks again. */
export async function loader({ context }: Route.LoaderArgs) {
  await requestQueryClient(context).prefetchQuery(volumesQuery(context.reads));
  return pageQueries(context);
}

/** Between pages: the page comes at once and its list as it loads. */
export function clientLoader() {
  void queryClient.prefetchQuery(volumesQuery());
  return null;
}

export const meta = routeMeta({ title: 'Volumes', description: "The library's essays, gathered by theme." });

/** /volumes: the volume directory, each volume with its symbol, description and number of articles. */
export default function VolumesPage() {
  const volumes = useQuery(volumesQuery());
  return (
    <div className="page page-narrow">
      <PageHeading title="Volumes">
        <p>The library's essays, gathered by theme.</p>
      </PageHeading>
      {volumes.isError ? (
        <ListError message="We could not load the volumes." onRetry={() => void volumes.refetch()} retrying={volumes.isFetching} />
      ) : volumes.data && volumes.data.length === 0 ? (
        <EmptyResults icon={<Library aria-hidden="true" size={36} strokeWidth={1.25} />}>No volumes have been published yet. Please come back soon.</EmptyResults>
      ) : (
        <ul className={s.list} aria-label="Volumes" aria-busy={volumes.isPending || undefined}>
          {volumes.data
            ? volumes.data.map((v) => (
                <li key={v.tag_slug} className={s.volume}>
                  <span className={s.symbol} aria-hidden="true">
                    {v.symbol}
                  </span>
                  <div>
                    <h2 className={s.label}>
                      <Link to={volumeHref(v.tag_slug)}>{v.label}</Link>
                    </h2>
                    {volumeDescription(v.metadata) && <p className={s.description}>{volumeDescription(v.metadata)}</p>}
                    <p className={s.count}>{countOf(v.article_count, 'article')}</p>
                  </div>
                </li>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i} className={s.volume} aria-hidden="true">
                  <span className={s.symbol} />
                  <div>
                    <SkeletonLine width="short" />
                    <SkeletonLine />
                    <SkeletonLine width="shorter" />
                  </div>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
