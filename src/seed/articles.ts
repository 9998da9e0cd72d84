import type { Knex } from 'knex';
import { centersVolume } from './articles-centers';
import { lettersVolume } from './articles-letters';
import { readingDraft, readingVolume } from './articles-reading';
import type { Prng } from './prng';
import type { ArticleSeed, Commenter } from './types';
import type { MemberIds } from './users';

const TOPICS: Record<string, string> = {
  reading: 'Reading',
  typography: 'Typography',
  design: 'Design',
  knowledge: 'Knowledge',
  philosophy: 'Philosophy',
  history: 'History',
  memory: 'Memory',
  craft: 'Craft',
  libraries: 'Libraries',
  language: 'Language',
  attention: 'Attention',
};

const MENTIONED: Record<string, string> = {
  hugh_of_saint_victor: 'Hugh of Saint Victor',
  montaigne: 'Michel de Montaigne',
  seneca: 'Seneca',
  simone_weil: 'Simone Weil',
  beatrice_warde: 'Beatrice Warde',
  jan_tschichold: 'Jan Tschichold',
  aldus_manutius: 'Aldus Manutius',
  yeats: 'W. B. Yeats',
  pascal: 'Blaise Pascal',
  borges: 'Jorge Luis Borges',
  plato: 'Plato',
  paul_otlet: 'Paul Otlet',
  vannevar_bush: 'Vannevar Bush',
  library_of_alexandria: 'Library of Alexandria',
};

function volumes(siteName: string) {
  return [
    { name: 'on_reading', label: 'On Reading', symbol: 'I', description: 'Essays on how and why we read.', articles: readingVolume(siteName) },
    { name: 'the_shape_of_letters', label: 'The Shape of Letters', symbol: 'II', description: 'Essays on type, the page and the crafts of the book.', articles: lettersVolume() },
    { name: 'centers_and_margins', label: 'Centers and Margins', symbol: 'III', description: 'Essays on knowledge and the places it lives.', articles: centersVolume(siteName) },
  ];
}

/** Where each volume's featured list comes from: its first, third and fifth essays. */
const FEATURED_POSITIONS = [0, 2, 4];
const VOTERS: Commenter[] = ['reader', 'iris', 'tomas', 'mina', 'jonah'];
const DAY = 86_400_000;

export interface SeededArticle {
  id: number;
  slug: string;
  publishedAt: Date;
}

async function insertTags(trx: Knex.Transaction, tagType: string, labels: Record<string, string>, symbols: Record<string, string> = {}) {
  const rows: Array<{ id: number; name: string }> = await trx('tags')
    .insert(Object.entries(labels).map(([name, label]) => ({ name, label, symbol: symbols[name] ?? null, tag_type: tagType })))
    .returning(['id', 'name']);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function tagIds(map: Map<string, number>, names: string[]): number[] {
  return names.map((name) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`Seed article names an unknown tag: ${name}`);
    return id;
  });
}

/** An article and its references; a draft (publishedAt null) was started at `createdAt`. */
async function insertArticle(trx: Knex.Transaction, a: ArticleSeed, authorId: number, dates: { publishedAt: Date | null; createdAt: Date; updatedAt: Date }): Promise<number> {
  const [row] = await trx('articles')
    .insert({
      slug: a.slug,
      title: a.title,
      subtitle: a.subtitle,
      headline: a.headline,
      body: a.body,
      author_id: authorId,
      published: dates.publishedAt !== null,
      published_at: dates.publishedAt,
      created_at: dates.createdAt,
      updated_at: dates.updatedAt,
    })
    .returning('id');
  const id = (row as { id: number }).id;
  if (a.references.length > 0) await trx('article_references').insert(a.references.map((r, position) => ({ ...r, article_id: id, position })));
  return id;
}

/**
 * Three volumes of essays published by the administrator over the past ten months, and one draft, with
 * topic, mentioned and volume tags, references, and member votes that the like counts agree with.
 */
export async function seedArticles(trx: Knex.Transaction, opts: { siteName: string; now: Date; ids: MemberIds; rand: Prng }): Promise<SeededArticle[]> {
  const all = volumes(opts.siteName);
  const topics = await insertTags(trx, 'topic', TOPICS);
  const mentioned = await insertTags(trx, 'mentioned', MENTIONED);
  const volumeTags = await insertTags(
    trx,
    'volume',
    Object.fromEntries(all.map((v) => [v.name, v.label])),
    Object.fromEntries(all.map((v) => [v.name, v.symbol])),
  );

  const tagArticle = async (id: number, volumeTag: number, article: ArticleSeed) => {
    const tags = [volumeTag, ...tagIds(topics, article.topics), ...tagIds(mentioned, article.mentioned)];
    await trx('article_tags').insert(tags.map((tag_id) => ({ article_id: id, tag_id })));
  };

  const seeded: SeededArticle[] = [];
  const total = all.reduce((n, v) => n + v.articles.length, 0);
  for (const [number, volume] of all.entries()) {
    const tagId = volumeTags.get(volume.name) as number;
    const [row] = await trx('volumes')
      .insert({ tag_id: tagId, metadata: { number: number + 1, description: volume.description } })
      .returning('id');
    const volumeId = (row as { id: number }).id;

    for (const [position, article] of volume.articles.entries()) {
      // Oldest first, about two a month, the introduction first of all.
      const publishedAt = new Date(opts.now.getTime() - (total - seeded.length) * 15 * DAY + opts.rand.int(8, 18) * 3_600_000);
      const revised = seeded.length % 3 === 1 ? new Date(publishedAt.getTime() + 9 * DAY) : publishedAt;
      const id = await insertArticle(trx, article, opts.ids.admin, { publishedAt, createdAt: new Date(publishedAt.getTime() - 2 * DAY), updatedAt: revised });
      await tagArticle(id, tagId, article);
      if (FEATURED_POSITIONS.includes(position)) {
        await trx('volume_featured_articles').insert({ volume_id: volumeId, article_id: id, position: FEATURED_POSITIONS.indexOf(position) });
      }
      seeded.push({ id, slug: article.slug, publishedAt });
    }
  }

  // The draft: in Volume I, begun last week, neither published nor voted on.
  const draftId = await insertArticle(trx, readingDraft, opts.ids.admin, { publishedAt: null, createdAt: new Date(opts.now.getTime() - 6 * DAY), updatedAt: new Date(opts.now.getTime() - DAY) });
  await tagArticle(draftId, volumeTags.get('on_reading') as number, readingDraft);

  for (const article of seeded) {
    const votes = VOTERS.map((who) => ({ who, roll: opts.rand.next() }))
      .filter(({ roll }) => roll < 0.7)
      .map(({ who, roll }) => ({ article_id: article.id, user_id: opts.ids[who], value: roll < 0.62 ? 1 : -1 }));
    if (votes.length > 0) await trx('article_votes').insert(votes);
    await trx('articles')
      .where({ id: article.id })
      .update({
        likes: votes.filter((v) => v.value === 1).length,
        dislikes: votes.filter((v) => v.value === -1).length,
        shares: opts.rand.int(0, 40),
      });
  }
  return seeded;
}
