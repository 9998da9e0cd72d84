import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { plainTextOf } from '../../platform/html';

// An article as a newsletter shows it: every address absolute, since a mail has no page to be relative to.

export interface ArticleForMail {
  id: number;
  title: string;
  subtitle: string | null;
  /** The headline, else the subtitle, else the text's start (300 characters at most). */
  summary: string;
  /** The body's first picture (its lead picture), absolute; null when it has none. */
  image: string | null;
  url: string;
  published: boolean;
  /** Published at some time (now or before a suspension): a publication now would not be its first. */
  everPublished: boolean;
  tagIds: number[];
}

const SUMMARY_LENGTH = 300;
const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${config.publicUrl}${src.startsWith('/') ? '' : '/'}${src}`);
const firstImage = (body: string) => /<img\b[^>]*\bsrc="([^"]+)"/i.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? null;

function summaryOf(row: { headline: string | null; subtitle: string | null; body: string }): string {
  if (row.headline ?? row.subtitle) return (row.headline ?? row.subtitle)!;
  const text = plainTextOf(row.body);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
}

/** An article by row id for its newsletter, or null when it is gone. */
export async function articleForMail(id: number, db: Db = defaultDb): Promise<ArticleForMail | null> {
  const row: { slug: string; title: string; subtitle: string | null; headline: string | null; body: string; published: boolean; published_at: Date | null } | undefined = await db('articles')
    .where({ id })
    .first('slug', 'title', 'subtitle', 'headline', 'body', 'published', 'published_at');
  if (!row) return null;
  const tagIds: number[] = await db('article_tags').where({ article_id: id }).pluck('tag_id');
  const image = firstImage(row.body);
  return {
    id,
    title: row.title,
    subtitle: row.subtitle,
    summary: summaryOf(row),
    image: image && absolute(image),
    url: `${config.publicUrl}/article/${encodeURIComponent(row.slug)}`,
    published: row.published,
    everPublished: row.published_at !== null,
    tagIds,
  };
}
