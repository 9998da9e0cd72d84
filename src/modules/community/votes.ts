import { db as defaultDb, recountVotes, withTransaction, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { articleRefsOf, articleRowId } from '../content';
import { lockShownComment } from './comment-rows';
import type { CommentUserMetadataResponse, CommentVoteResponse } from './schemas';

// Likes and dislikes of comments: one vote row per member and comment (1 or -1), so the two exclude
// each other; the comment row is locked first, so votes on it take turns and counts stay exact.

export type VoteKind = 'like' | 'dislike';
const VALUE: Record<VoteKind, 1 | -1> = { like: 1, dislike: -1 };

/** Sets (on) or withdraws (off) a member's like or dislike of a shown comment on a published article. */
export async function castCommentVote(userId: number, commentId: number, kind: VoteKind, on: boolean, db: Db = defaultDb): Promise<CommentVoteResponse> {
  return withTransaction(db, async (trx) => {
    const comment = await lockShownComment(commentId, trx);
    if (!(await articleRefsOf([comment.article_id], { publishedOnly: true }, trx)).size) throw notFound('Comment');
    const mine = { comment_id: commentId, user_id: userId };
    if (on) await trx('comment_votes').insert({ ...mine, value: VALUE[kind] }).onConflict(['comment_id', 'user_id']).merge(['value']);
    else await trx('comment_votes').where({ ...mine, value: VALUE[kind] }).delete();
    await recountVotes(trx, { votes: 'comment_votes', key: 'comment_id', target: 'comments' }, [commentId]);
    const counts: { likes: number; dislikes: number } = await trx('comments').where({ id: commentId }).first('likes', 'dislikes');
    const vote: { value: number } | undefined = await trx('comment_votes').where(mine).first('value');
    return { ...counts, liked: vote?.value === 1, disliked: vote?.value === -1 };
  });
}

/** GET /article/comment/usermd/{articleId}: the member's likes and dislikes among the article's comments (empty for a visitor). */
export async function commentUserMetadata(userId: number | null, slug: string, db: Db = defaultDb): Promise<CommentUserMetadataResponse> {
  const articleId = await articleRowId(slug, { publishedOnly: true }, db);
  if (userId === null) return { results: { likes: [], dislikes: [] } };
  const votes: Array<{ comment_id: number; value: number }> = await db('comment_votes as v')
    .join('comments as c', 'c.id', 'v.comment_id')
    .where({ 'v.user_id': userId, 'c.article_id': articleId })
    .orderBy('v.comment_id')
    .select('v.comment_id', 'v.value');
  const of = (value: number) => votes.filter((v) => v.value === value).map((v) => v.comment_id);
  return { results: { likes: of(1), dislikes: of(-1) } };
}
