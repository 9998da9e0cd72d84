import { articleId, id } from '../../platform/contract';
import type { PageHead } from '../../platform/http/client';
import { plainText, sharedPageHead } from '../../platform/http/page-head';
import { AppError } from '../../platform/errors';
import { findComment } from './listing';

/**
 * The head of the thread page /comment/{articleId}/{commentId}: a shared link shows who said what;
 * 'not-found' (a real 404) for a comment that is gone, unpublished, or not of that article.
 */
export async function commentPageHead(slug: string | undefined, commentId: string | undefined): Promise<PageHead | 'not-found'> {
  const article = articleId.safeParse(slug);
  const comment = id.safeParse(commentId);
  if (!article.success || !comment.success) return 'not-found';
  const found = await findComment(comment.data, 'likes').catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!found || found.comment.article_id !== article.data) return 'not-found';
  const c = found.comment;
  const author = c.username ?? 'A deleted member';
  const path = `/comment/${c.article_id}/${c.id}`;
  const text = plainText(c.body_html);
  return sharedPageHead({
    name: `${author} on ${found.articleTitle}`,
    description: (text || 'A comment thread.').slice(0, 300),
    path,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Comment',
      ...(text ? { text } : {}),
      ...(c.username ? { author: { '@type': 'Person', alternateName: c.username } } : {}),
      dateCreated: c.created_at,
      upvoteCount: c.likes,
      downvoteCount: c.dislikes,
    },
  });
}
