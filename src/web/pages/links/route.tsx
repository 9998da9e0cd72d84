import { ExternalLink } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { apiReads } from '../../api/reads';
import { SectionPlaceholder, MENU_SECTIONS } from '../../components/menu-pages/SectionPlaceholder';
import s from '../../components/menu-pages/MenuPages.module.css';
import { PageHeading } from '../../components/PageHeading';
import { routeMeta } from '../../lib/meta';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

export const loader = ({ context }: Route.LoaderArgs) => context.reads.siteLinks();
export const clientLoader = () => apiReads.siteLinks();

export const meta = routeMeta({ title: MENU_SECTIONS.links.title, description: MENU_SECTIONS.links.blurb });

/** /links (issue 27): the list the console keeps, in its order; the shared placeholder while it is empty. */
export default function LinksPage() {
  const { links } = useLoaderData<typeof loader>();
  if (!links.length) return <SectionPlaceholder section="links" />;
  return (
    <div className="page page-narrow">
      <PageHeading title={MENU_SECTIONS.links.title}>
        <p>{MENU_SECTIONS.links.blurb}</p>
      </PageHeading>
      <ul className={s.list}>
        {links.map((link) => (
          <li key={link.id} className={s.entry}>
            <a href={link.url} rel="noopener noreferrer" className={s.name}>
              {link.title}
              <ExternalLink aria-hidden="true" size={14} />
            </a>
            <span className={s.facts}>{new URL(link.url).host}</span>
            {link.description && <p className={s.about}>{link.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
