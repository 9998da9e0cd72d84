import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { publish } from '../../platform/events';
import { adjustCommentCount, articleRefsOf, articleRowId } from '../content';
import { assertMayComment } from './bans';
import { commentColumns, lockShownComment, presentComments, signedCommentColumns, type CommentRow, type SignedCommentRow } from './comment-rows';
import { replyPosted } from './events';
import { renderMarkdown } from './markdown';
import type { CommentPostedResponse, CommentUpdatedResponse, PostCommentBody } from './schemas';
import { changeVisibility } from './visibility';

// A member's own comments: post (a comment or a reply), edit, delete.

/** Deeper than this, a reply is refused: a chain that long is no longer a conversation. */
export const MAX_DEPTH = 32;
/** The same text by the same member on the same article within this window is a double post. */
const DUPLICATE_WINDOW = "interval '10 minutes'";

interface Author {
  id: number;
  ip: string | null;
}

const notYours = (what: string) => new AppError('forbidden', `You can only ${what} your own comments.`, 403);

/** The comment as the thread shows it, after a write in trx. */
async function presentOne(id: number, slug: string, trx: Db): Promise<CommentUpdatedResponse['comment']> {
  const row: SignedCommentRow = await trx('comments').where({ id }).first(signedCommentColumns(trx));
  const [comment] = presentComments([row], () => slug);
  return comment!;
}

/**
 * Posts a comment on a published article, or a reply to a shown comment of it. Refuses a barred
 * member, a reply too deep, and the same text posted again within minutes. The article's count and
 * the parent's reply count move in the same transaction, as does the reply's event.
 */
export async function postComment(author: Author, input: PostCommentBody, db: Db = defaultDb): Promise<CommentPostedResponse> {
  return withTransaction(db, async (trx) => {
    await assertMayComment(author.id, trx);
    const articleId = await articleRowId(input.article_id, { publishedOnly: true }, trx);
    const parent = input.parent_comment ? await lockShownComment(input.parent_comment, trx) : null;
    if (parent && parent.article_id !== articleId) throw new AppError('bad_parent', 'That reply belongs to another article.', 400);
    if (parent && parent.depth + 1 > MAX_DEPTH) throw new AppError('too_deep', 'This thread is too deep to reply to. Start a new comment instead.', 400);
    const duplicate = await trx('comments')
      .where({ user_id: author.id, article_id: articleId, body: input.body })
      .whereNull('deleted_at')
      .whereRaw(`created_at > now() - ${DUPLICATE_WINDOW}`)
      .first('id');
    if (duplicate) throw new AppError('duplicate', 'You have already posted this comment.', 409);

    const [row] = (await trx('comments')
      .insert({
        article_id: articleId,
        parent_comment: parent?.id ?? null,
        depth: parent ? parent.depth + 1 : 0,
        user_id: author.id,
        body: input.body,
        body_html: renderMarkdown(input.body),
        ip: author.ip,
      })
      .returning('id')) as Array<{ id: number }>;
    if (parent) {
      await trx('comments').where({ id: parent.id }).increment('reply_count', 1);
      await publish(replyPosted, { replyId: row!.id, parentId: parent.id, articleId, authorId: author.id, parentAuthorId: parent.user_id }, { trx });
    }
    await adjustCommentCount(articleId, 1, trx);
    return { id: row!.id, comment: await presentOne(row!.id, input.article_id, trx) };
  });
}

/** Replaces the text of the member's own shown comment. */
export async function editComment(userId: number, id: number, body: string, db: Db = defaultDb): Promise<CommentUpdatedResponse> {
  return withTransaction(db, async (trx) => {
    const comment = await lockShownComment(id, trx);
    if (comment.user_id !== userId) throw notYours('edit');
    await assertMayComment(userId, trx);
    await trx('comments').where({ id }).update({ body, body_html: renderMarkdown(body), updated_at: trx.fn.now() });
    const article = (await articleRefsOf([comment.article_id], { publishedOnly: true }, trx)).get(comment.article_id);
    if (!article) throw notFound('Comment');
    return { comment: await presentOne(id, article.slug, trx) };
  });
}

/**
 * Removes the member's own comment: its text is erased at once; it stays as a "[deleted]" stub
 * only while replies hang under it.
 */
export async function deleteComment(userId: number, id: number, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const comment: CommentRow | undefined = await trx('comments').where({ id }).whereNull('deleted_at').forUpdate().first(commentColumns(trx));
    if (!comment) throw notFound('Comment');
    if (comment.user_id !== userId) throw notYours('delete');
    await changeVisibility(comment, { deleted_at: new Date(), body: '', body_html: '' }, trx);
  });
}

