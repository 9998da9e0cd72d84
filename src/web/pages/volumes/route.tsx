import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { Link } from 'react-router-dom';
import { volumesQuery } from '../../api/content';
import { PageHeading } from '../../components/PageHeading';
import { EmptyResults, ListError } from '../../components/shop/ListStates';
import { SkeletonLine } from '../../components/shop/Skeleton';
import { countOf, volumeDescription, volumeHref } from '../../lib/articles';
import s from './Volumes.module.css';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** /volumes: the volume directory, each volume with its symbol, description and number of articles. */
export default function Component() {
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
