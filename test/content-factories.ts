import { randomBytes } from 'node:crypto';
import { db } from '../src/platform/db';

export interface ArticleFixture {
  slug?: string;
  title?: string;
  subtitle?: string | null;
  headline?: string | null;
  body?: string;
  author_id?: number | null;
  published?: boolean;
  published_at?: Date | null;
  likes?: number;
  dislikes?: number;
  shares?: number;
  tags?: number[];
}

export interface MadeArticle {
  id: number;
  slug: string;
}

/** Inserts an article (published unless told otherwise, with its publication date) and returns its row id and slug. */
export async function makeArticle(fixture: ArticleFixture = {}): Promise<MadeArticle> {
  const { tags = [], ...fields } = fixture;
  const slug = fields.slug ?? `article_${randomBytes(4).toString('hex')}`;
  const published = fields.published ?? true;
  const [row] = await db('articles')
    .insert({
      title: `Title of ${slug}`,
      body: '<p>Some text.</p>',
      ...fields,
      slug,
      published,
      published_at: fields.published_at !== undefined ? fields.published_at : published ? new Date() : null,
    })
    .returning('id');
  const id = (row as { id: number }).id;
  if (tags.length) await db('article_tags').insert(tags.map((tag_id) => ({ article_id: id, tag_id })));
  return { id, slug };
}

/** Inserts a content tag and returns its id. */
export async function makeContentTag(name: string, tag_type = 'topic', label = name, symbol: string | null = null): Promise<number> {
  const [row] = await db('tags').insert({ name, label, tag_type, symbol }).returning('id');
  return (row as { id: number }).id;
}

/** Inserts a volume (its tag and row) and returns the tag's id and the volume's id. */
export async function makeVolume(name: string, label = name, metadata: Record<string, unknown> = {}): Promise<{ tagId: number; volumeId: number }> {
  const tagId = await makeContentTag(name, 'volume', label);
  const [row] = await db('volumes').insert({ tag_id: tagId, metadata: JSON.stringify(metadata) }).returning('id');
  return { tagId, volumeId: (row as { id: number }).id };
}
