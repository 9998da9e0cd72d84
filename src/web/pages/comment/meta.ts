import type { CommentResponse } from '../../api/comments';
import type { ArticleResponse } from '../../api/content';
import { pageMeta } from '../../lib/meta';
import { plainText } from '../../lib/plain-text';
import { threadHref } from '../../lib/comments';
import type { SiteSettings } from '../../site';

/** What the thread page's head says, taken from its comment and article by its loader (small: it travels with the page). */
export interface CommentHead {
  id: number;
  articleId: string;
  articleTitle: string;
  /** Null once the author's account is gone. */
  author: string | null;
  /** The comment as text; '' for one removed or hidden. */
  text: string;
  created: string;
  likes: number;
  dislikes: number;
}

export function commentHead(comment: CommentResponse, article: Pick<ArticleResponse, 'title'>): CommentHead {
  return {
    id: comment.id,
    articleId: comment.article_id,
    articleTitle: article.title,
    author: comment.username,
    text: plainText(comment.body_html),
    created: comment.created_at,
    likes: comment.likes,
    dislikes: comment.dislikes,
  };
}

/** The tab says which article's thread it is; a shared link, who said what, with a schema.org Comment. */
export function commentMeta(head: CommentHead, site: SiteSettings) {
  return pageMeta(site, {
    title: `Comment thread · ${head.articleTitle}`,
    shareTitle: `${head.author ?? 'A deleted member'} on ${head.articleTitle}`,
    description: (head.text || 'A comment thread.').slice(0, 300),
    path: threadHref(head.articleId, head.id),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Comment',
      ...(head.text ? { text: head.text } : {}),
      ...(head.author ? { author: { '@type': 'Person', alternateName: head.author } } : {}),
      dateCreated: head.created,
      upvoteCount: head.likes,
      downvoteCount: head.dislikes,
    },
  });
}
