import { Link, useLoaderData } from 'react-router-dom';
import { apiReads, type SiteReads } from '../../api/reads';
import s from '../../components/menu-pages/MenuPages.module.css';
import { pageAnswer, pageParam, pastTheEnd } from '../../components/menu-pages/page-param';
import { PageOutOfRange } from '../../components/menu-pages/PageOutOfRange';
import { Pager } from '../../components/menu-pages/Pager';
import { SectionPlaceholder, MENU_SECTIONS } from '../../components/menu-pages/SectionPlaceholder';
import { PageHeading } from '../../components/PageHeading';
import { authorName, countOf } from '../../lib/articles';
import { memberHref } from '../../lib/members';
import { routeMeta } from '../../lib/meta';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const load = async (url: string, reads: SiteReads) => {
  const list = await reads.members(pageParam(new URL(url).searchParams));
  return pageAnswer(list, { page: list.page, total: list.total, pageSize: list.page_size });
};

export const loader = ({ request, context }: Route.LoaderArgs) => load(request.url, context.reads);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(request.url, apiReads);

export const meta = routeMeta({ title: MENU_SECTIONS.members.title, description: 'The people who write here: authors and commenters, with what they wrote.' });

const hrefOf = (page: number) => (page > 1 ? `/members?page=${page}` : '/members');

/** /members (issue 27): the authors and commenters who chose to be listed, the most prolific first; each name leads to their page. */
export default function MembersPage() {
  const list = useLoaderData<typeof loader>();
  if (!list.total) return <SectionPlaceholder section="members" />;
  const at = { page: list.page, total: list.total, pageSize: list.page_size };
  return (
    <div className="page page-narrow">
      <PageHeading title={MENU_SECTIONS.members.title}>
        <p>{MENU_SECTIONS.members.blurb}</p>
      </PageHeading>
      {pastTheEnd(at) ? (
        <PageOutOfRange at={at} hrefOf={hrefOf} />
      ) : (
        <ul className={s.list}>
          {list.items.map((m) => (
            <li key={m.username} className={s.entry}>
              <Link to={memberHref(m.username)} className={s.name}>
                {authorName(m)}
              </Link>
              <span className={s.facts}>
                @{m.username} · {countOf(m.articles, 'article')} · {countOf(m.comments, 'comment')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pageSize={list.page_size} total={list.total} hrefOf={hrefOf} />
    </div>
  );
}
