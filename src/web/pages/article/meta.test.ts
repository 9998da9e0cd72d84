import { describe, expect, it } from 'vitest';
import type { ArticleResponse, TagResponse } from '../../api/content';
import type { SiteSettings } from '../../site';
import { articleHead, articleMeta } from './meta';

// What a shared link and a search engine read of an article page (its route module's meta).

const site: SiteSettings = { name: 'Folio', url: 'https://folio.example', shortName: 'Folio', email: 'shop@folio.example', payments: 'test' };
const tag = (id: number, tag_type: TagResponse['tag_type'], label: string): TagResponse => ({ id, name: `tag_${id}`, label, symbol: null, tag_type });
const TITLE = 'The Art of </script><script>alert(1)</script> "Memory"';

const article = (over: Partial<ArticleResponse> = {}): ArticleResponse => ({
  id: 'head_article',
  title: TITLE,
  subtitle: null,
  headline: 'How we remember & forget.',
  body: '<p>Text</p><img src="/uploads/pic.webp?w=1&amp;h=2" alt="x">',
  tags: [tag(1, 'topic', 'Memory'), tag(2, 'volume', 'On Reading'), tag(3, 'mentioned', 'Aldus'), tag(4, 'correspondence', 'Nobody')],
  author: { username: 'feed_author', first_name: 'Iris', last_name: 'Murdoch' },
  published: true,
  suppressed: false,
  published_at: '2026-03-04T05:06:07.000Z',
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-05T00:00:00.000Z',
  likes: 0,
  dislikes: 0,
  shares: 0,
  num_comments: 0,
  references: [],
  email_on_publish: true,
  ...over,
});

const metaOf = (over?: Partial<ArticleResponse>) => articleMeta(articleHead(article(over)), site);
const property = (tags: ReturnType<typeof metaOf>, name: string) => tags.filter((t) => 'property' in t && t.property === name).map((t) => (t as { content: string }).content);
const jsonLdOf = (tags: ReturnType<typeof metaOf>) => (tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];

describe("an article page's head", () => {
  it('title, description, canonical, Open Graph article, Twitter card and schema.org Article', () => {
    const tags = metaOf();
    expect(tags).toContainEqual({ title: `${TITLE} · Folio` });
    expect(tags).toContainEqual({ name: 'description', content: 'How we remember & forget.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://folio.example/article/head_article' });
    expect(property(tags, 'og:type')).toEqual(['article']);
    expect(property(tags, 'og:title')).toEqual([TITLE]);
    expect(property(tags, 'og:url')).toEqual(['https://folio.example/article/head_article']);
    expect(property(tags, 'article:published_time')).toEqual(['2026-03-04T05:06:07.000Z']);
    expect(property(tags, 'article:modified_time')).toEqual(['2026-03-05T00:00:00.000Z']);
    expect(property(tags, 'article:author')).toEqual(['Iris Murdoch']);
    // Topic and mentioned tags; the volume is the section; other types are left out.
    expect(property(tags, 'article:tag')).toEqual(['Memory', 'Aldus']);
    expect(property(tags, 'article:section')).toEqual(['On Reading']);
    // The body's first picture, its entities read, made absolute.
    expect(property(tags, 'og:image')).toEqual(['https://folio.example/uploads/pic.webp?w=1&h=2']);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    // The title goes in as data (React and React Router escape it, `<` as \u003c in the JSON-LD).
    expect(jsonLdOf(tags)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: TITLE,
      description: 'How we remember & forget.',
      url: 'https://folio.example/article/head_article',
      mainEntityOfPage: 'https://folio.example/article/head_article',
      author: { '@type': 'Person', name: 'Iris Murdoch', alternateName: 'feed_author' },
      publisher: { '@type': 'Organization', name: 'Folio', url: 'https://folio.example' },
      datePublished: '2026-03-04T05:06:07.000Z',
      dateModified: '2026-03-05T00:00:00.000Z',
      articleSection: 'On Reading',
      keywords: 'Memory, Aldus',
      image: ['https://folio.example/uploads/pic.webp?w=1&h=2'],
    });
  });

  it('describes by the headline, else the subtitle, else the text, else the title; 300 characters at most', () => {
    expect(articleHead(article({ headline: null, subtitle: 'A subtitle' })).description).toBe('A subtitle');
    expect(articleHead(article({ headline: null, body: '<p>Plain &amp; <em>simple</em></p>' })).description).toBe('Plain & simple');
    expect(articleHead(article({ headline: null, body: `<p>${'word '.repeat(100)}</p>` })).description).toHaveLength(300);
    expect(metaOf({ headline: null, body: '<p> </p>' })).toContainEqual({ name: 'description', content: `${TITLE} at the Folio` });
  });

  it('leaves out what an article does not have: author, section, keywords, picture', () => {
    const tags = metaOf({ author: null, tags: [], body: '<p>No picture.</p>', published_at: null, subtitle: 'Sub' });
    expect(property(tags, 'article:author')).toEqual([]);
    expect(property(tags, 'article:section')).toEqual([]);
    expect(property(tags, 'article:tag')).toEqual([]);
    expect(property(tags, 'og:image')).toEqual([]);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    // Never published (an administrator's draft): dated by its creation.
    expect(property(tags, 'article:published_time')).toEqual(['2026-03-01T00:00:00.000Z']);
    const jsonLd = jsonLdOf(tags);
    expect(jsonLd).toMatchObject({ alternativeHeadline: 'Sub', datePublished: '2026-03-01T00:00:00.000Z' });
    for (const key of ['author', 'articleSection', 'keywords', 'image']) expect(jsonLd).not.toHaveProperty(key);
  });

  it('keeps an absolute picture address as it is, and a long headline short in the JSON-LD', () => {
    const tags = metaOf({ title: 'x'.repeat(150), body: '<img alt="" src="https://cdn.example/a.png">' });
    expect(property(tags, 'og:image')).toEqual(['https://cdn.example/a.png']);
    expect(jsonLdOf(tags).headline).toBe('x'.repeat(110));
  });
});
