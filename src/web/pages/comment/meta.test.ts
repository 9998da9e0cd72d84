import { describe, expect, it } from 'vitest';
import type { CommentResponse } from '../../api/comments';
import { commentFixture } from '../../api/comment-fixture';
import type { SiteSettings } from '../../site';
import { commentHead, commentMeta } from './meta';

const site: SiteSettings = { name: 'Folio', url: 'https://folio.example', shortName: 'Folio', email: 'shop@folio.example', payments: 'test' };

const comment = (over: Partial<CommentResponse> = {}): CommentResponse =>
  commentFixture(42, { body: 'Ink & *paper* and glue.', body_html: '<p>Ink &amp; <em>paper</em> and glue.</p>', likes: 3, created_at: '2026-03-04T05:06:07.000Z', updated_at: '2026-03-04T05:06:07.000Z', ...over });

const metaOf = (over?: Partial<CommentResponse>) => commentMeta(commentHead(comment(over), { title: 'The Center' }), site);
const property = (tags: ReturnType<typeof metaOf>, name: string) => tags.filter((t) => 'property' in t && t.property === name).map((t) => (t as { content: string }).content);
const jsonLdOf = (tags: ReturnType<typeof metaOf>) => (tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];

describe("a comment thread page's head", () => {
  it('the tab names the article; a shared link says who said what, with a schema.org Comment', () => {
    const tags = metaOf();
    expect(tags).toContainEqual({ title: 'Comment thread · The Center · Folio' });
    expect(property(tags, 'og:title')).toEqual(['clara on The Center']);
    expect(tags).toContainEqual({ name: 'description', content: 'Ink & paper and glue.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://folio.example/comment/the_center/42' });
    expect(property(tags, 'og:type')).toEqual(['article']);
    expect(jsonLdOf(tags)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Comment',
      text: 'Ink & paper and glue.',
      author: { '@type': 'Person', alternateName: 'clara' },
      dateCreated: '2026-03-04T05:06:07.000Z',
      upvoteCount: 3,
      downvoteCount: 1,
    });
  });

  it('a removed comment of a deleted member says so, with no text or author', () => {
    const tags = metaOf({ username: null, body: '', body_html: '', state: 'deleted' });
    expect(property(tags, 'og:title')).toEqual(['A deleted member on The Center']);
    expect(tags).toContainEqual({ name: 'description', content: 'A comment thread.' });
    expect(jsonLdOf(tags)).not.toHaveProperty('text');
    expect(jsonLdOf(tags)).not.toHaveProperty('author');
  });
});
