import { db as defaultDb, recountVotes, withTransaction, type Db } from '../../platform/db';
import { articleRowId } from './article-rows';
import type { ArticleUserDetails, ArticleVoteResponse } from './schemas';

// Likes and dislikes of articles: one vote row per member and article (value 1 or -1), so the two
// exclude each other; the article's counters are recounted from the rows in the same transaction.

export type VoteKind = 'like' | 'dislike';
const VALUE: Record<VoteKind, 1 | -1> = { like: 1, dislike: -1 };

const detailsOf = (value: number | undefined): ArticleUserDetails => ({ liked: value === 1, disliked: value === -1 });

/**
 * Sets (on) or withdraws (off) a member's like or dislike of a published article. Setting one
 * replaces the other; withdrawing removes the vote only when it is of that kind. The article's row
 * is locked first, so votes on it take turns and every recount sees the ones before it.
 */
export async function castVote(userId: number, slug: string, kind: VoteKind, on: boolean, db: Db = defaultDb): Promise<ArticleVoteResponse> {
  return withTransaction(db, async (trx) => {
    const articleId = await articleRowId(slug, { publishedOnly: true, lock: true }, trx);
    const mine = { article_id: articleId, user_id: userId };
    if (on) {
      await trx('article_votes').insert({ ...mine, value: VALUE[kind] }).onConflict(['article_id', 'user_id']).merge(['value']);
    } else {
      await trx('article_votes').where({ ...mine, value: VALUE[kind] }).delete();
    }
    await recountVotes(trx, { votes: 'article_votes', key: 'article_id', target: 'articles' }, [articleId]);
    const counts: { likes: number; dislikes: number; shares: number } = await trx('articles').where({ id: articleId }).first('likes', 'dislikes', 'shares');
    const vote: { value: number } | undefined = await trx('article_votes').where(mine).first('value');
    return { ...counts, ...detailsOf(vote?.value) };
  });
}

/** GET /article/user_details: the member's vote on the article (both false for a visitor). */
export async function userDetails(userId: number | null, slug: string, publishedOnly: boolean, db: Db = defaultDb): Promise<ArticleUserDetails> {
  const articleId = await articleRowId(slug, { publishedOnly }, db);
  if (userId === null) return detailsOf(undefined);
  const vote: { value: number } | undefined = await db('article_votes').where({ article_id: articleId, user_id: userId }).first('value');
  return detailsOf(vote?.value);
}
