// Deterministic generated data for the benchmarks: products and articles whose text is drawn from
// the 7,776 English words of the diceware list (a real vocabulary, so the search dictionaries and
// their typo candidates are as crowded as a real catalogue's), a few words far more often than
// the rest, as in real text.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Knex } from 'knex';

const VOCABULARY = dictionary['diceware-common'] as string[];
/** Words the scenarios search for: common enough to match many rows, and in every run. */
export const COMMON = ['typography', 'garden', 'letters', 'history', 'river', 'design', 'memory', 'library', 'grammar', 'margins'] as const;

let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
export const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
/** One word in fifty from the common ten (each then in about a third of the texts), the rest skewed toward the front of the vocabulary. */
const word = () => (rand() < 0.02 ? pick(COMMON) : VOCABULARY[Math.floor(rand() ** 2 * VOCABULARY.length)]!);
const words = (n: number) => Array.from({ length: n }, word).join(' ');
const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const BATCH = 1000;

export async function generateProducts(db: Knex, count: number): Promise<{ tagIds: number[] }> {
  const tagIds: number[] = [];
  for (const w of COMMON) tagIds.push((await db('product_tags').insert({ name: w, label: capital(w) }).returning('id'))[0].id as number);
  const base = Date.UTC(2024, 0, 1);
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => ({
      title: capital(`the ${word()} of ${words(2)}`),
      subtitle: capital(words(6)),
      description: `<p>${capital(words(60))}.</p>`,
      list_price: (5 + rand() * 60).toFixed(2),
      qty_on_hand: Math.floor(rand() * 120),
      published: rand() > 0.05,
      created_at: new Date(base + (done + i) * 60_000),
    }));
    const ids: Array<{ id: number }> = await db('skus').insert(rows).returning('id');
    const variants = ids.filter(() => rand() < 0.3).flatMap(({ id }) => ['Hardcover', 'Paperback'].map((t, k) => ({ title: t, parent_sku: id, sort_key: k, published: true, list_price: '19.00' })));
    if (variants.length) await db('skus').insert(variants);
    await db('sku_tags').insert(ids.flatMap(({ id }) => [...new Set([pick(tagIds), pick(tagIds)])].map((tag_id) => ({ sku_id: id, tag_id }))));
  }
  return { tagIds };
}

export async function generateArticles(db: Knex, count: number, authorIds: number[]): Promise<{ tagIds: number[]; slugs: string[] }> {
  const tagIds: number[] = [];
  for (const w of COMMON) tagIds.push((await db('tags').insert({ name: w, label: capital(w), tag_type: 'topic' }).returning('id'))[0].id as number);
  const base = Date.UTC(2020, 0, 1);
  const slugs: string[] = [];
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const at = new Date(base + (done + i) * 600_000);
      const published = rand() > 0.05;
      return {
        slug: `article_${done + i}`,
        title: capital(`${words(1)} and the ${words(2)}`),
        subtitle: capital(words(8)),
        headline: capital(`${words(20)}.`),
        body: Array.from({ length: 4 }, () => `<p>${capital(words(40))}.</p>`).join('\n'),
        author_id: pick(authorIds),
        published,
        published_at: published ? at : null,
        likes: Math.floor(rand() * 50),
        shares: Math.floor(rand() * 10),
        created_at: at,
        updated_at: at,
      };
    });
    const ids: Array<{ id: number; slug: string }> = await db('articles').insert(rows).returning(['id', 'slug']);
    slugs.push(...ids.map((r) => r.slug));
    await db('article_tags').insert(ids.flatMap(({ id }) => [...new Set([pick(tagIds), pick(tagIds)])].map((tag_id) => ({ article_id: id, tag_id }))));
  }
  return { tagIds, slugs };
}

/**
 * `count` comments on one article, as a long discussion grows: about half top-level, the rest
 * replies to earlier comments (never deeper than level 4), with votes already counted; then
 * reply_count and the article's num_comments in line.
 */
export async function generateComments(db: Knex, articleId: number, count: number, authorIds: number[]): Promise<void> {
  const base = Date.UTC(2024, 0, 1);
  const placed: Array<{ id: number; depth: number }> = [];
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const parent = placed.length && rand() < 0.5 ? pick(placed) : null;
      const depth = parent && parent.depth < 4 ? parent.depth + 1 : 0;
      const text = capital(`${words(12)}.`);
      return {
        article_id: articleId,
        parent_comment: depth ? parent!.id : null,
        depth,
        user_id: pick(authorIds),
        body: text,
        body_html: `<p>${text}</p>`,
        likes: Math.floor(rand() * rand() * 40),
        dislikes: Math.floor(rand() * 5),
        created_at: new Date(base + (done + i) * 60_000),
      };
    });
    const ids: Array<{ id: number; depth: number }> = await db('comments').insert(rows).returning(['id', 'depth']);
    placed.push(...ids);
  }
  await db.raw(`update comments c set reply_count = r.n from (select parent_comment, count(*) n from comments where article_id = ? and parent_comment is not null group by 1) r where c.id = r.parent_comment`, [articleId]);
  await db('articles').where({ id: articleId }).update({ num_comments: count });
}

const DAY_MS = 86_400_000;

/**
 * `count` raw beacons over the last 30 days (page views of shop, article and other pages, a tenth
 * of them usage events), from a few thousand daily visitors, then the days' rollups as the
 * schedule would have built them.
 */
export async function generateBeacons(db: Knex, count: number, skuIds: number[], slugs: string[], rollupDay: (day: string) => Promise<unknown>): Promise<void> {
  const now = Date.now();
  const paths = [...skuIds.map((id) => `/shop/${id}`), ...slugs.slice(0, 2000).map((s) => `/article/${s}`), '/', '/shop', '/articles', '/search', '/services'];
  const visitor = () => Math.floor(rand() * 5000).toString(16).padStart(32, '0');
  for (let done = 0; done < count; done += BATCH) {
    const at = () => new Date(now - Math.floor(rand() * 30 * DAY_MS));
    const n = Math.min(BATCH, count - done);
    await db('page_views').insert(Array.from({ length: n - Math.floor(n / 10) }, () => ({ path: pick(paths), visitor: visitor(), created_at: at() })));
    await db('usage_events').insert(
      Array.from({ length: Math.floor(n / 10) }, () => ({ kind: pick(['add_to_cart', 'quick_add', 'go_to_checkout']), component_id: `sku-${pick(skuIds)}`, visitor: visitor(), created_at: at() })),
    );
  }
  for (let d = 0; d <= 30; d++) await rollupDay(new Date(now - d * DAY_MS).toISOString().slice(0, 10));
}

/** `count` paid orders over the last 60 days, one to three lines each. */
export async function generateOrders(db: Knex, count: number, skuIds: number[]): Promise<void> {
  const [address] = await db('addresses').insert({ name: 'Bench Buyer', email: 'bench@example.test', phone_number: '(555) 555-0100', street1: '1 Quay St', city: 'Portland', state_code: 'OR', postcode: '97205', country_code: 'US' }).returning('id');
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const orders = Array.from({ length: n }, (_, i) => {
      const paid = new Date(Date.now() - Math.floor(rand() * 60 * DAY_MS));
      const total = 10 + Math.floor(rand() * 90);
      return { number: `B-${done + i}`, address_id: address.id, status: 'paid', items_subtotal: total, shipping_cost: 0, tax: 0, total, shipping_level: 'GROUND', created_at: paid, updated_at: paid, paid_at: paid };
    });
    const ids: Array<{ id: number; total: string }> = await db('orders').insert(orders).returning(['id', 'total']);
    await db('order_lines').insert(ids.map((o) => ({ order_id: o.id, sku_id: pick(skuIds), title: 'A book', unit_price: Number(o.total), quantity: 1 })));
  }
}
