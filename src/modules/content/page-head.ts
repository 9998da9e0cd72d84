import { config } from '../../platform/config';
import type { PageHead } from '../../platform/http/client';
import { absoluteUrl, plainText, sharedPageHead } from '../../platform/http/page-head';
import { articleIdQuery } from './article-rows';
import { findArticle } from './presenters';
import { articleId, type ArticleAuthor, type ArticleResponse } from './schemas';

/** How an author signs: their full name, or their username when they gave none. */
export const authorName = (author: ArticleAuthor): string => [author.first_name, author.last_name].filter(Boolean).join(' ') || author.username;

/** The first picture of the body, as an absolute address (the preview of a shared link). */
function firstImage(body: string): string | null {
  const src = /<img\b[^>]*\bsrc="([^"]+)"/.exec(body)?.[1];
  return src ? absoluteUrl(src.replace(/&amp;/g, '&')) : null;
}

/** The Open Graph article and the schema.org Article a shared link and a search engine read. */
export function articleHead(article: ArticleResponse): PageHead {
  const description = (article.headline ?? article.subtitle ?? plainText(article.body)).slice(0, 300) || `${article.title} at the ${config.SITE_NAME}`;
  const path = `/article/${article.id}`;
  const author = article.author && authorName(article.author);
  const keywords = article.tags.filter((t) => t.tag_type === 'topic' || t.tag_type === 'mentioned').map((t) => t.label);
  const section = article.tags.find((t) => t.tag_type === 'volume')?.label;
  const image = firstImage(article.body);
  const published = article.published_at ?? article.created_at;
  const properties: Array<[string, string]> = [
    ['article:published_time', published],
    ['article:modified_time', article.updated_at],
    ...(author ? ([['article:author', author]] as Array<[string, string]>) : []),
    ...(section ? ([['article:section', section]] as Array<[string, string]>) : []),
    ...keywords.map((k): [string, string] => ['article:tag', k]),
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    ...(article.subtitle ? { alternativeHeadline: article.subtitle } : {}),
    description,
    url: `${config.publicUrl}${path}`,
    mainEntityOfPage: `${config.publicUrl}${path}`,
    ...(author && article.author ? { author: { '@type': 'Person', name: author, alternateName: article.author.username } } : {}),
    publisher: { '@type': 'Organization', name: config.SITE_NAME, url: config.publicUrl },
    datePublished: published,
    dateModified: article.updated_at,
    ...(section ? { articleSection: section } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    ...(image ? { image: [image] } : {}),
  };
  return sharedPageHead({ name: article.title, description, path, type: 'article', images: image ? [image] : [], properties, jsonLd });
}

/** The head of the article page /article/{articleId}; 'not-found' for a missing or unpublished article. */
export async function articlePageHead(slug: string | undefined): Promise<PageHead | 'not-found'> {
  const parsed = articleId.safeParse(slug);
  if (!parsed.success) return 'not-found';
  const article = await findArticle(articleIdQuery(parsed.data, { publishedOnly: true }));
  return article ? articleHead(article) : 'not-found';
}
