import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { volumeQuery, volumeShelfQuery, type VolumeResponse, type VolumeShelf } from '../../api/content';
import { ArticleEntry, ArticleEntrySkeletons } from '../../components/articles/ArticleEntry';
import { PageHeading } from '../../components/PageHeading';
import { ListError } from '../../components/shop/ListStates';
import { Loading } from '../../components/ui/Spinner';
import { countOf, volumeDescription } from '../../lib/articles';
import s from './Volume.module.css';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const SHELVES: Array<{ shelf: VolumeShelf; title: string; empty: string }> = [
  { shelf: 'featured', title: 'Featured', empty: 'Nothing is featured in this volume yet.' },
  { shelf: 'new', title: 'New', empty: 'No articles in this volume yet.' },
  { shelf: 'popular', title: 'Popular', empty: 'No articles in this volume yet.' },
];

/** /volumes/:tag_slug: the volume's name and description, then its Featured, New and Popular articles. */
export default function Component() {
  const slug = useParams().tag_slug ?? '';
  const volume = useQuery(volumeQuery(slug));
  if (volume.error instanceof ApiError && (volume.error.status === 404 || volume.error.status === 400)) return <Navigate to="/404" replace />;
  if (volume.data) return <VolumeView key={slug} volume={volume.data} />;
  return (
    <div className="page page-narrow">
      <PageHeading title="Volume" />
      {volume.isError ? (
        <ListError message="We could not load this volume." onRetry={() => void volume.refetch()} retrying={volume.isFetching} />
      ) : (
        <Loading label="Loading the volume…" />
      )}
    </div>
  );
}

function VolumeView({ volume }: { volume: VolumeResponse }) {
  const description = volumeDescription(volume.metadata);
  return (
    <div className="page page-narrow">
      <PageHeading title={volume.label} eyebrow={volume.symbol ? `Volume ${volume.symbol}` : 'Volume'}>
        {description && <p>{description}</p>}
        <p className={s.count}>
          {countOf(volume.article_count, 'article')} · <Link to="/volumes">All volumes</Link>
        </p>
      </PageHeading>
      {SHELVES.map((shelf) => (
        <Shelf key={shelf.shelf} slug={volume.tag_slug} {...shelf} />
      ))}
    </div>
  );
}

function Shelf({ slug, shelf, title, empty }: { slug: string; shelf: VolumeShelf; title: string; empty: string }) {
  const articles = useQuery(volumeShelfQuery(slug, shelf));
  const headingId = `volume-${shelf}`;
  return (
    <section className={s.shelf} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {articles.isError ? (
        <ListError message={`We could not load the ${title.toLowerCase()} articles.`} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
      ) : articles.data?.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className={s.list} aria-label={`${title} articles`} aria-busy={articles.isPending || undefined}>
          {articles.data ? (
            articles.data.map((a) => (
              <li key={a.id}>
                <ArticleEntry article={a} headingLevel={3} />
              </li>
            ))
          ) : (
            <ArticleEntrySkeletons count={2} />
          )}
        </ul>
      )}
    </section>
  );
}
