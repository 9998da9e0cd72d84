import { MessageSquare } from 'lucide-react';
import { Link, useLoaderData } from 'react-router-dom';
import { FORUM_SORTS, type ForumSort } from '../../../modules/site/schemas';
import { apiReads, type SiteReads } from '../../api/reads';
import s from '../../components/menu-pages/MenuPages.module.css';
import { Pager } from '../../components/menu-pages/Pager';
import { SectionPlaceholder, MENU_SECTIONS } from '../../components/menu-pages/SectionPlaceholder';
import { PageHeading } from '../../components/PageHeading';
import { articleHref, countOf } from '../../lib/articles';
import { threadHref } from '../../lib/comments';
import { useReaderTimeZone } from '../../lib/hydrated';
import { routeMeta } from '../../lib/meta';
import { fullDate } from '../../lib/relative-age';
import { pageAnswer, pageParam, pastTheEnd } from '../../components/menu-pages/page-param';
import { PageOutOfRange } from '../../components/menu-pages/PageOutOfRange';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const SORT_LABELS: Record<ForumSort, string> = { recent: 'Newest activity', active: 'Most comments' };

/** The order and page the address asks for; anything else is the first page of the newest. */
function listAt(url: string) {
  const params = new URL(url).searchParams;
  const sort = FORUM_SORTS.find((s) => s === params.get('sort')) ?? 'recent';
  return { sort, page: pageParam(params) };
}

const hrefOf = (sort: ForumSort, page: number) => `/forums?${new URLSearchParams({ sort, ...(page > 1 ? { page: String(page) } : {}) })}`;

const load = async (url: string, reads: SiteReads) => {
  const { sort, page } = listAt(url);
  const list = await reads.forums(sort, page);
  return pageAnswer({ sort, list }, { page, total: list.total, pageSize: list.page_size });
};

export const loader = ({ request, context }: Route.LoaderArgs) => load(request.url, context.reads);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(request.url, apiReads);

export const meta = routeMeta({ title: MENU_SECTIONS.forums.title, description: 'The articles readers are talking about: the newest and the busiest comment threads.' });

/** /forums (issue 27): the articles with shown comments, by newest activity or by most comments, a page at a time. */
export default function ForumsPage() {
  const { sort, list } = useLoaderData<typeof loader>();
  const timeZone = useReaderTimeZone();
  if (!list.total) return <SectionPlaceholder section="forums" />;
  const at = { page: list.page, total: list.total, pageSize: list.page_size };
  return (
    <div className="page page-narrow">
      <PageHeading title={MENU_SECTIONS.forums.title}>
        <p>{MENU_SECTIONS.forums.blurb}</p>
      </PageHeading>
      <nav className={s.tabs} aria-label="Order">
        {FORUM_SORTS.map((option) => (
          <Link key={option} to={hrefOf(option, 1)} aria-current={option === sort ? 'page' : undefined}>
            {SORT_LABELS[option]}
          </Link>
        ))}
      </nav>
      {pastTheEnd(at) ? (
        <PageOutOfRange at={at} hrefOf={(page) => hrefOf(sort, page)} />
      ) : (
        <ul className={s.list}>
          {list.items.map((d) => (
            <li key={d.article_id} className={s.entry}>
              <Link to={articleHref(d.article_id)} className={s.name}>
                {d.title}
              </Link>
              <span className={s.facts}>
                <MessageSquare aria-hidden="true" size={14} /> {countOf(d.comments, 'comment')} · last on{' '}
                <time dateTime={d.last_activity}>{fullDate(new Date(d.last_activity), timeZone)}</time> ·{' '}
                <Link to={threadHref(d.article_id, d.last_comment_id)}>Latest comment</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pageSize={list.page_size} total={list.total} hrefOf={(page) => hrefOf(sort, page)} />
    </div>
  );
}
