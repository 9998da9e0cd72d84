import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { listedMembers, userIdByUsername, type ListedMember } from '../accounts';
import { shownCommentsByAuthor, shownCommentsOf, type AuthoredComment } from '../community';
import { publishedArticlesByAuthor, publishedArticlesOf, type AuthoredArticle } from '../content';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage, type MemberPage, type MemberQuery, type MembersQuery } from './schemas';

/** Rows (user_id, articles, comments): each author's published articles and shown comments (or one member's). */
function activity(db: Db, userId?: number): Knex.QueryBuilder {
  const articles = publishedArticlesByAuthor(db, userId).as('w');
  const comments = shownCommentsByAuthor(db, userId).as('c');
  return db
    .from(articles)
    .fullOuterJoin(comments, 'c.user_id', 'w.user_id')
    .select(db.raw('coalesce(w.user_id, c.user_id) as user_id'), db.raw('coalesce(w.articles, 0) as articles'), db.raw('coalesce(c.comments, 0) as comments'));
}

/** /members: the listed authors of published articles and of shown comments, with both counts. */
export async function membersPage({ page }: MembersQuery, db: Db = defaultDb): Promise<DirectoryPage<ListedMember>> {
  const { items, total } = await listedMembers(activity(db), (page - 1) * DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE, db);
  return { items, total, page, page_size: DIRECTORY_PAGE_SIZE };
}

export type MemberPageResponse = MemberPage<ListedMember, AuthoredArticle, AuthoredComment>;

/**
 * /members/{username}: a member /members lists (listed, in good standing, with a published article
 * or a shown comment), with a page of their articles or comments; 404 for anyone else.
 */
export async function memberPage(username: string, { show, page }: MemberQuery, db: Db = defaultDb): Promise<MemberPageResponse> {
  const userId = await userIdByUsername(username, db);
  const [member] = userId === null ? [] : (await listedMembers(activity(db, userId), 0, 1, db)).items;
  if (userId === null || !member) throw notFound('Member');
  const offset = (page - 1) * DIRECTORY_PAGE_SIZE;
  const paging = { member, page, page_size: DIRECTORY_PAGE_SIZE };
  if ((show ?? (member.articles ? 'articles' : 'comments')) === 'articles') {
    return { ...paging, show: 'articles', items: await publishedArticlesOf(userId, offset, DIRECTORY_PAGE_SIZE, db) };
  }
  return { ...paging, show: 'comments', items: await shownCommentsOf(userId, offset, DIRECTORY_PAGE_SIZE, db) };
}
