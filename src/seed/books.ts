import type { Knex } from 'knex';
import { fullSkuName } from '../modules/shop';
import { IDEAS_SHELF } from './catalogue-ideas';
import { LETTERS_SHELF } from './catalogue-letters';
import { seedEbookFiles, type DemoEbook } from './ebooks';
import { blocks, escapeHtml, textOf } from './html';
import { CAPTIONS, storeBookImage, type CoverText, type ImageKind } from './images';
import type { BookSeed, Format } from './types';

const BOOKS: BookSeed[] = [...LETTERS_SHELF, ...IDEAS_SHELF];

const PRODUCT_TAGS = [
  ['typography', 'Typography'],
  ['design', 'Design'],
  ['craft', 'Craft'],
  ['history', 'History'],
  ['philosophy', 'Philosophy'],
  ['essays', 'Essays'],
  ['reading', 'Reading'],
  ['science', 'Science'],
  ['memoir', 'Memoir'],
  ['reference', 'Reference'],
  ['poetry', 'Poetry'],
  ['language', 'Language'],
  ['writing', 'Writing'],
] as const;

const FORMATS: Record<Format, { description: string; rows: Array<[string, string]> }> = {
  Hardcover: {
    description: 'Clothbound over boards with a sewn binding, a ribbon marker and a printed jacket.',
    rows: [
      ['Binding', 'Cloth over boards, sewn'],
      ['Trim size', '6 × 9 in'],
    ],
  },
  Paperback: {
    description: 'A sewn paperback with French flaps, printed on cream, acid-free paper.',
    rows: [
      ['Binding', 'Sewn paperback with flaps'],
      ['Trim size', '5.5 × 8.5 in'],
    ],
  },
  Ebook: {
    description: 'A DRM-free PDF, downloaded from your order page or your confirmation email as soon as you have paid: nothing to ship.',
    rows: [
      ['Files', 'PDF'],
      ['Protection', 'None (DRM-free)'],
    ],
  },
};

/** A book as the rest of the seed needs it: where to send reviews and what orders can buy. */
export interface SeededBook {
  id: number;
  title: string;
  published: boolean;
  created: Date;
  /** What a customer puts in the cart: the variants, or the book itself when it has none. */
  buyable: Array<{ id: number; title: string; price: number }>;
}

const definitionList = (rows: Array<[string, string]>) =>
  `<dl>\n${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}\n</dl>`;

const detailsOf = (b: BookSeed) =>
  definitionList([
    ['Author', b.author],
    ['Publisher', b.publisher],
    ['Published', String(b.year)],
    ['Pages', String(b.pages)],
    ['Language', 'English'],
  ]);

/** Front cover, back cover, then a sample page and a colophon: two to four pictures per book. */
const kindsFor = (index: number): ImageKind[] => (['front', 'back', 'page', 'colophon'] as const).slice(0, 2 + (index % 3));

interface ImageJob {
  skuId: number;
  key: string;
  kind: ImageKind;
  position: number;
  cover: CoverText;
}

async function insertSku(trx: Knex.Transaction, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await trx('skus').insert(row).returning('id');
  return (inserted as { id: number }).id;
}

/**
 * About thirty books, a third of them with format variants, tagged, with generated cover images.
 * Books are spread over the past year so the catalogue sorts by date in an interesting way.
 */
export async function seedBooks(trx: Knex.Transaction, opts: { now: Date; featuredWeek: string }): Promise<SeededBook[]> {
  const tagRows: Array<{ id: number; name: string }> = await trx('product_tags')
    .insert(PRODUCT_TAGS.map(([name, label]) => ({ name, label })))
    .returning(['id', 'name']);
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));

  const seeded: SeededBook[] = [];
  const images: ImageJob[] = [];
  const ebooks: DemoEbook[] = [];
  for (const [index, book] of BOOKS.entries()) {
    const created = new Date(opts.now.getTime() - (index * 12 + 3) * 86_400_000);
    const published = !book.unpublished;
    const shipping = book.freeShipping ? 1 : 2;
    const cover: CoverText = {
      title: book.title,
      subtitle: book.subtitle,
      author: book.author,
      publisher: book.publisher,
      colour: book.colour,
      excerpt: textOf(book.description.join(' ')),
      pageText: textOf(`${book.description.join(' ')} ${book.about}`),
    };
    const id = await insertSku(trx, {
      title: book.title,
      subtitle: book.subtitle,
      about: blocks(book.about),
      description: blocks(...book.description),
      details: detailsOf(book),
      // A book in formats is a choice of them: they carry the price and the stock.
      qty_on_hand: book.qty ?? 0,
      list_price: book.price ?? null,
      published,
      published_at: published ? created : null,
      shipping_policy_id: shipping,
      featured_week: book.featured ? opts.featuredWeek : null,
      created_at: created,
      updated_at: created,
    });
    await trx('sku_tags').insert(book.tags.map((name) => ({ sku_id: id, tag_id: tagId.get(name) })));
    kindsFor(index).forEach((kind, position) => images.push({ skuId: id, key: `skus/${id}-${position + 1}.webp`, kind, position, cover }));

    const buyable: SeededBook['buyable'] = [];
    for (const [sortKey, variant] of (book.formats ?? []).entries()) {
      const format = FORMATS[variant.format];
      const variantId = await insertSku(trx, {
        parent_sku: id,
        title: variant.format,
        description: blocks(format.description),
        details: definitionList([['Format', variant.format], ...format.rows]),
        qty_on_hand: variant.qty,
        list_price: variant.price,
        published,
        published_at: published ? created : null,
        shipping_policy_id: variant.format === 'Ebook' ? 1 : shipping,
        digital: variant.format === 'Ebook',
        sort_key: sortKey,
        created_at: created,
        updated_at: created,
      });
      images.push({ skuId: variantId, key: `skus/${variantId}-1.webp`, kind: 'front', position: 0, cover: { ...cover, badge: variant.format } });
      buyable.push({ id: variantId, title: fullSkuName([book.title, variant.format]), price: variant.price });
      if (variant.format === 'Ebook') ebooks.push({ skuId: variantId, title: fullSkuName([book.title, variant.format]) });
    }
    if (book.price !== undefined) buyable.push({ id, title: book.title, price: book.price });
    seeded.push({ id, title: book.title, published, created, buyable });
  }

  await seedEbookFiles(trx, ebooks);
  // Drawing is the slow part; sharp runs the pictures in parallel on its own threads.
  const stored = await Promise.all(images.map((job) => storeBookImage(job.key, job.kind, job.cover)));
  await trx('sku_images').insert(
    images.map((job, i) => ({
      sku_id: job.skuId,
      storage_key: job.key,
      position: job.position,
      caption: CAPTIONS[job.kind],
      width: stored[i]?.width,
      height: stored[i]?.height,
    })),
  );
  return seeded;
}
