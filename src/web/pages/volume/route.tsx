import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { volumeQuery, volumeShelfQuery, type VolumeResponse, type VolumeShelf } from '../../api/content';
import { queryClient } from '../../api/query-client';
import type { SiteReads } from '../../api/reads';
import { ArticleEntry, ArticleEntrySkeletons } from '../../components/articles/ArticleEntry';
import { PageHeading } from '../../components/PageHeading';
import { ListError } from '../../components/shop/ListStates';
import { countOf, volumeDescription } from '../../lib/articles';
import { routeMeta } from '../../lib/meta';
import { orNotFound } from '../../lib/not-found';
import { pageQueries } from '../../lib/server-queries';
import { requestQueryClient } from '../../site-context';
import s from './Volume.module.css';
import type { Route } from './+types/route';
export { RouteErrorTo404 as ErrorBoundary } from '../../components/RouteError';

const SHELVES: Array<{ shelf: VolumeShelf; title: string; empty: string }> = [
  { shelf: 'featured', title: 'Featured', empty: 'Nothing is featured in this volume yet.' },
  { shelf: 'new', title: 'New', empty: 'No articles in this volume yet.' },
  { shelf: 'popular', title: 'Popular', empty: 'No articles in this volume yet.' },
];

/** What the head says: the volume's name and description. */
interface VolumeHead {
  label: string;
  description: string | null;
}

const prefetchShelves = (client: QueryClient, slug: string, reads?: SiteReads) =>
  Promise.all(SHELVES.map(({ shelf }) => client.prefetchQuery(volumeShelfQuery(slug, shelf, reads))));

const volumeHead = (volume: VolumeResponse): VolumeHead => ({ label: volume.label, description: volumeDescription(volume.metadata) });

/** The volume and its shelves are in the page; a volume that is not there is a 404 (and the browser goes on to /404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const client = requestQueryClient(context);
  const [volume] = await Promise.all([orNotFound(client.fetchQuery(volumeQuery(params.tag_slug, context.reads))), prefetchShelves(client, params.tag_slug, context.reads)]);
  return { ...pageQueries(context), head: volumeHead(volume) };
}

/** Between pages: the volume from the API; its shelves show as they come. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  void prefetchShelves(queryClient, params.tag_slug);
  return { head: volumeHead(await orNotFound(queryClient.ensureQueryData(volumeQuery(params.tag_slug)))) };
}

export const meta = routeMeta((data: { head: VolumeHead }) => ({ title: data.head.label, description: data.head.description ?? undefined }));

/** /volumes/:tag_slug: the volume's name and description, then its Featured, New and Popular articles. */
export default function VolumePage() {
  const slug = useParams().tag_slug!;
  const volume = useSuspenseQuery(volumeQuery(slug)).data;
  return <VolumeView key={slug} volume={volume} />;
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
