import { db as defaultDb, type Db } from '../../platform/db';
import { listedMembers, type ListedMember } from '../accounts';
import { shownCommentsByAuthor } from '../community';
import { publishedArticlesByAuthor } from '../content';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage, type MembersQuery } from './schemas';

/** /members: the listed authors of published articles and of shown comments, with both counts. */
export async function membersPage({ page }: MembersQuery, db: Db = defaultDb): Promise<DirectoryPage<ListedMember>> {
  const articles = publishedArticlesByAuthor(db).as('w');
  const comments = shownCommentsByAuthor(db).as('c');
  const activity = db
    .from(articles)
    .fullOuterJoin(comments, 'c.user_id', 'w.user_id')
    .select(db.raw('coalesce(w.user_id, c.user_id) as user_id'), db.raw('coalesce(w.articles, 0) as articles'), db.raw('coalesce(c.comments, 0) as comments'));
  const { items, total } = await listedMembers(activity, (page - 1) * DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE, db);
  return { items, total, page, page_size: DIRECTORY_PAGE_SIZE };
}
