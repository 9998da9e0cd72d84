import type { ArticleResponse } from '../../api/content';
import { articleHref, authorName } from '../../lib/articles';
import { absoluteUrl, pageMeta } from '../../lib/meta';
import { plainText } from '../../lib/plain-text';
import type { SiteSettings } from '../../site';

/** What the article page's head says, taken from the article by its loader (small: it travels with the page). */
export interface ArticleHead {
  id: string;
  title: string;
  subtitle: string | null;
  /** The headline, else the subtitle, else the text's start; '' when there is none. */
  description: string;
  author: { name: string; username: string } | null;
  /** Its volume's label. */
  section: string | null;
  /** The labels of its topic and mentioned tags. */
  keywords: string[];
  /** The body's first picture, as the body names it (a site path or an absolute address). */
  image: string | null;
  published: string;
  modified: string;
}

/** The first picture of the body (the preview of a shared link). */
const firstImage = (body: string): string | null => /<img\b[^>]*\bsrc="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? null;

export function articleHead(article: ArticleResponse): ArticleHead {
  return {
    id: article.id,
    title: article.title,
    subtitle: article.subtitle,
    description: (article.headline ?? article.subtitle ?? plainText(article.body)).slice(0, 300),
    author: article.author && { name: authorName(article.author), username: article.author.username },
    section: article.tags.find((t) => t.tag_type === 'volume')?.label ?? null,
    keywords: article.tags.filter((t) => t.tag_type === 'topic' || t.tag_type === 'mentioned').map((t) => t.label),
    image: firstImage(article.body),
    published: article.published_at ?? article.created_at,
    modified: article.updated_at,
  };
}

/** The page's title, the Open Graph article and the schema.org Article a shared link and a search engine read. */
export function articleMeta(head: ArticleHead, site: SiteSettings) {
  const path = articleHref(head.id);
  const url = absoluteUrl(site, path);
  const image = head.image && absoluteUrl(site, head.image);
  const description = head.description || `${head.title} at the ${site.name}`;
  const { author, section, keywords } = head;
  return pageMeta(site, {
    title: head.title,
    description,
    path,
    type: 'article',
    images: image ? [image] : [],
    properties: [
      ['article:published_time', head.published],
      ['article:modified_time', head.modified],
      ...(author ? [['article:author', author.name] as [string, string]] : []),
      ...(section ? [['article:section', section] as [string, string]] : []),
      ...keywords.map((k): [string, string] => ['article:tag', k]),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: head.title.slice(0, 110),
      ...(head.subtitle ? { alternativeHeadline: head.subtitle } : {}),
      description,
      url,
      mainEntityOfPage: url,
      ...(author ? { author: { '@type': 'Person', name: author.name, alternateName: author.username } } : {}),
      publisher: { '@type': 'Organization', name: site.name, url: site.url },
      datePublished: head.published,
      dateModified: head.modified,
      ...(section ? { articleSection: section } : {}),
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
      ...(image ? { image: [image] } : {}),
    },
  });
}
