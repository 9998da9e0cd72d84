import { expect } from 'vitest';
import { db } from '../src/platform/db';
import { makeUser, signIn } from './factories';
import type { HttpClient } from './http';

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

/** Two fresh members, so each test's posts stay under the per-member posting limit. */
export async function members() {
  const [alice, bob] = await Promise.all([makeUser(), makeUser()]);
  return { alice, bob, aliceToken: await signIn(alice), bobToken: await signIn(bob) };
}

/** An article's comment count, as its row keeps it. */
export const numComments = async (slug: string) => ((await db('articles').where({ slug }).first('num_comments')) as { num_comments: number }).num_comments;

/** Posting comments through the API: `post` answers as it is, `comment` expects a 201 and gives the new id. */
export function commentsThrough(app: HttpClient) {
  const post = (token: string, body: object) => app.post('/api/article/comment', body, token);
  const comment = async (token: string, article_id: string, body: string, parent_comment?: number): Promise<number> => {
    const res = await post(token, { article_id, body, parent_comment });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  return { post, comment };
}
