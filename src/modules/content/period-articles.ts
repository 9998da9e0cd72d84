import { db as defaultDb, type Db } from '../../platform/db';

/**
 * Row ids of the articles first published in [from, to) and published still, oldest first. A
 * re-publish keeps its first published_at, so an article falls in one period only.
 */
export async function articlesFirstPublishedBetween(from: Date, to: Date, db: Db = defaultDb): Promise<number[]> {
  return db('articles').where('published', true).where('published_at', '>=', from).where('published_at', '<', to).orderBy([{ column: 'published_at' }, { column: 'id' }]).pluck('id');
}
