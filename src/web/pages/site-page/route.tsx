import { useLoaderData } from 'react-router-dom';
import { apiReads, type SiteReads } from '../../api/reads';
import { SectionPlaceholder, MENU_SECTIONS } from '../../components/menu-pages/SectionPlaceholder';
import { routeMeta } from '../../lib/meta';
import { plainText } from '../../lib/plain-text';
import type { SitePageSlug } from '../../../modules/site/schemas';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The page the path names: /about or /mission. */
const slugAt = (url: string): SitePageSlug => (new URL(url).pathname === '/mission' ? 'mission' : 'about');

const load = async (slug: SitePageSlug, reads: SiteReads) => ({ slug, page: (await reads.sitePage(slug)).page });

/** The page as the console wrote it, in the server's HTML; between pages, from the API. */
export const loader = ({ request, context }: Route.LoaderArgs) => load(slugAt(request.url), context.reads);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(slugAt(request.url), apiReads);

export const meta = routeMeta((data: Awaited<ReturnType<typeof load>>) =>
  data.page ? { title: data.page.title, description: plainText(data.page.body).slice(0, 200) } : { title: MENU_SECTIONS[data.slug].title },
);

/** /about and /mission (issue 27): the page an administrator wrote in the console, or the shared placeholder while it is empty. */
export default function SitePageRoute() {
  const { slug, page } = useLoaderData<typeof loader>();
  if (!page) return <SectionPlaceholder section={slug} />;
  return (
    <div className="page page-narrow">
      <header className="page-heading">
        <h1>{page.title}</h1>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
    </div>
  );
}
