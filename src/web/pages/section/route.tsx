import { Feather } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { routeMeta } from '../../lib/meta';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const SECTIONS: Record<string, { title: string; blurb: string }> = {
  about: { title: 'About', blurb: 'Who we are and why we make this place.' },
  forums: { title: 'Forums', blurb: 'Conversations between readers, by topic.' },
  members: { title: 'Members', blurb: 'The people who read, write and talk here.' },
  mission: { title: 'Mission', blurb: 'What we are here to do, and how.' },
  links: { title: 'Links', blurb: 'Places beyond these pages worth a visit.' },
};

/** The section a path shows (/about shows About). */
const sectionAt = (pathname: string) => SECTIONS[pathname.split('/')[1] ?? ''] ?? { title: 'Coming soon', blurb: '' };

export const meta = (args: Route.MetaArgs) => routeMeta({ title: sectionAt(args.location.pathname).title })(args);

/** One shared page for /about, /forums, /members, /mission and /links. */
export default function SectionPage() {
  const section = sectionAt(useLocation().pathname);
  return (
    <div className="page page-narrow">
      <PageHeading title={section.title}>{section.blurb && <p>{section.blurb}</p>}</PageHeading>
      <div className="empty-state">
        <Feather aria-hidden="true" size={36} strokeWidth={1.25} />
        <p>This section is still being written. Please come back soon.</p>
      </div>
    </div>
  );
}
