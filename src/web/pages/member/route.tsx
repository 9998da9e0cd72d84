import { Link, useLoaderData } from 'react-router-dom';
import { MEMBER_LISTS, type MemberList } from '../../../modules/site/schemas';
import { apiReads, type MemberPageResponse, type SiteReads } from '../../api/reads';
import s from '../../components/menu-pages/MenuPages.module.css';
import { pageAnswer, pageParam, pastTheEnd } from '../../components/menu-pages/page-param';
import { PageOutOfRange } from '../../components/menu-pages/PageOutOfRange';
import { Pager } from '../../components/menu-pages/Pager';
import { PageHeading } from '../../components/PageHeading';
import { articleHref, authorName, countOf } from '../../lib/articles';
import { threadHref } from '../../lib/comments';
import { useReaderTimeZone } from '../../lib/hydrated';
import { memberHref } from '../../lib/members';
import { routeMeta } from '../../lib/meta';
import { orNotFound } from '../../lib/not-found';
import { fullDate } from '../../lib/relative-age';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const load = async (username: string, url: string, reads: SiteReads) => {
  const params = new URL(url).searchParams;
  const asked = MEMBER_LISTS.find((list) => list === params.get('show'));
  const page = pageParam(params);
  const answer = await orNotFound(reads.member(username, asked, page));
  return pageAnswer(answer, { page, total: answer.member[answer.show], pageSize: answer.page_size });
};

export const loader = ({ params, request, context }: Route.LoaderArgs) => load(params.username, request.url, context.reads);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => load(params.username, request.url, apiReads);

export const meta = routeMeta((data: MemberPageResponse) => ({
  title: authorName(data.member),
  description: `${authorName(data.member)} (@${data.member.username}) on this site: ${countOf(data.member.articles, 'article')} and ${countOf(data.member.comments, 'comment')}.`,
}));

const LIST_LABELS: Record<MemberList, string> = { articles: 'Articles', comments: 'Comments' };
const hrefOf = (username: string, show: MemberList, page: number) =>
  `${memberHref(username)}?${new URLSearchParams({ show, ...(page > 1 ? { page: String(page) } : {}) })}`;

function Items({ answer }: { answer: MemberPageResponse }) {
  const timeZone = useReaderTimeZone();
  const when = (iso: string | null) => iso && <time dateTime={iso}>{fullDate(new Date(iso), timeZone)}</time>;
  if (answer.show === 'articles') {
    return (
      <ul className={s.list}>
        {answer.items.map((a) => (
          <li key={a.id} className={s.entry}>
            <Link to={articleHref(a.id)} className={s.name}>
              {a.title}
            </Link>
            {a.subtitle && <p className={s.about}>{a.subtitle}</p>}
            <span className={s.facts}>{when(a.published_at)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={s.list}>
      {answer.items.map((c) => (
        <li key={c.id} className={s.entry}>
          <p className={s.about}>{c.excerpt}</p>
          <span className={s.facts}>
            On <Link to={articleHref(c.article_id)}>{c.article_title}</Link> · {when(c.created_at)} · <Link to={threadHref(c.article_id, c.id)}>Thread</Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /members/{username} (issue 36): a member /members lists, with their published articles or their
 * comments, a page at a time; anyone else is the not-found page (404).
 */
export default function MemberPage() {
  const answer = useLoaderData<typeof loader>();
  const { member, show, page, page_size } = answer;
  const at = { page, total: member[show], pageSize: page_size };
  const to = (list: MemberList, at: number) => hrefOf(member.username, list, at);
  return (
    <div className="page page-narrow">
      <PageHeading title={authorName(member)} eyebrow="Member">
        <p>
          @{member.username} · {countOf(member.articles, 'article')} · {countOf(member.comments, 'comment')}
        </p>
      </PageHeading>
      <nav className={s.tabs} aria-label="Lists">
        {MEMBER_LISTS.map((list) => (
          <Link key={list} to={to(list, 1)} aria-current={list === show ? 'page' : undefined}>
            {LIST_LABELS[list]} ({member[list]})
          </Link>
        ))}
      </nav>
      {pastTheEnd(at) ? (
        <PageOutOfRange at={at} hrefOf={(n) => to(show, n)} />
      ) : answer.items.length ? (
        <Items answer={answer} />
      ) : (
        <p className="empty-state">{show === 'articles' ? 'No published articles yet.' : 'No comments yet.'}</p>
      )}
      <Pager page={page} pageSize={page_size} total={member[show]} hrefOf={(n) => to(show, n)} />
    </div>
  );
}
