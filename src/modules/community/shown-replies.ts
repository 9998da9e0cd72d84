import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { plainTextOf } from '../../platform/html';
import { commentSignatureColumn, type CommentSignature } from '../accounts';
import { articleRefsOf } from '../content';

// Replies as a mail tells of them: only those still shown on a published article, since a
// hidden, removed or suspended one must not reach anyone's inbox.

/** How much of a reply's text a mail quotes. */
const EXCERPT_LENGTH = 200;

export interface ShownReply {
  id: number;
  /** The author's username; null once their account is gone. */
  author: string | null;
  excerpt: string;
  /** The article's title. */
  article: string;
  /** The reply's thread page, absolute. */
  url: string;
}

/** A comment's text, cut to EXCERPT_LENGTH characters at most. */
export const excerptOf = (html: string) => {
  const text = plainTextOf(html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
};

/** Those of these comments still shown on a published article, oldest first. */
export async function shownReplies(ids: number[], db: Db = defaultDb): Promise<ShownReply[]> {
  if (!ids.length) return [];
  const rows: Array<{ id: number; article_id: number; body_html: string; author: CommentSignature | null }> = await db('comments')
    .whereIn('id', [...new Set(ids)])
    .whereNull('deleted_at')
    .whereNull('hidden_at')
    .orderBy('id')
    .select('id', 'article_id', 'body_html', commentSignatureColumn(db, 'comments.user_id').as('author'));
  const articles = await articleRefsOf(
    rows.map((r) => r.article_id),
    { publishedOnly: true },
    db,
  );
  return rows.flatMap((row) => {
    const article = articles.get(row.article_id);
    if (!article) return [];
    const url = `${config.publicUrl}/comment/${encodeURIComponent(article.slug)}/${row.id}`;
    return [{ id: row.id, author: row.author?.username ?? null, excerpt: excerptOf(row.body_html), article: article.title, url }];
  });
}
