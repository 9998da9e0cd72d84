import { db } from '../src/platform/db';

export interface CommentFixture {
  /** The article's row id. */
  article: number;
  author: { id: number };
  body?: string;
  /** The comment replied to. */
  parent?: { id: number; depth: number };
  likes?: number;
}

export interface MadeComment {
  id: number;
  depth: number;
}

/** Inserts a shown comment (a reply when `parent` is given), keeping the parent's reply count and the article's comment count. */
export async function makeComment(f: CommentFixture): Promise<MadeComment> {
  const body = f.body ?? `A comment at ${Date.now()}.`;
  const depth = f.parent ? f.parent.depth + 1 : 0;
  const [row] = await db('comments')
    .insert({ article_id: f.article, user_id: f.author.id, parent_comment: f.parent?.id ?? null, depth, body, body_html: `<p>${body}</p>`, likes: f.likes ?? 0 })
    .returning('id');
  if (f.parent) await db('comments').where({ id: f.parent.id }).increment('reply_count', 1);
  await db('articles').where({ id: f.article }).increment('num_comments', 1);
  return { id: (row as { id: number }).id, depth };
}
