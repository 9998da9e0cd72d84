import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPGlite from 'knex-pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateLatest, migrateRollback } from '../src/platform/migrator';
import { migrations } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const NOT_MIGRATIONS = new Set(['index.ts', 'helpers.ts']);

describe('migration list', () => {
  test('every migration file is listed in index.ts', () => {
    const files = fs
      .readdirSync(here)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_MIGRATIONS.has(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
  });
});

describe('on a fresh PGlite', () => {
  let db: Knex;

  beforeAll(async () => {
    // Our own database, not the shared test snapshot: this file checks migrating from nothing.
    const pglite = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm, citext } });
    db = knexFactory({ client: ClientPGlite, dialect: 'postgres', connection: () => ({ pglite }) } as Knex.Config);
    expect(await migrateLatest(db, migrations)).toEqual(Object.keys(migrations).sort());
  });

  afterAll(() => db?.destroy());

  const user = (n: number, email = `m${n}@example.test`) => ({ email, username: `member${n}`, password_hash: 'x' });
  const insertId = async (table: string, row: object): Promise<number> => {
    const [inserted] = await db(table).insert(row).returning('id');
    return (inserted as { id: number }).id;
  };

  test('seeds the administrator role and the two shipping policies', async () => {
    expect(await db('roles').pluck('slug')).toEqual(['administrator']);
    expect(await db('shipping_policies').orderBy('id').select('id', 'free')).toEqual([
      { id: 1, free: true },
      { id: 2, free: false },
    ]);
  });

  test('refuses an email that differs from another only in case', async () => {
    await db('users').insert(user(1, 'Reader@Example.test'));
    await expect(db('users').insert(user(2, 'reader@example.TEST'))).rejects.toThrow(/users_email_unique/);
  });

  test('refuses negative stock and a review rated 6', async () => {
    await expect(db('skus').insert({ title: 'Minus', qty_on_hand: -1 })).rejects.toThrow(/skus_qty_on_hand_check/);
    const skuId = await insertId('skus', { title: 'A Book', qty_on_hand: 0 });
    const userId = await insertId('users', user(3));
    await expect(db('reviews').insert({ parent_sku: skuId, user_id: userId, rating: 6 })).rejects.toThrow(/reviews_rating_check/);
    await db('reviews').insert({ parent_sku: skuId, user_id: userId, rating: 5 });
  });

  test('refuses a comment whose depth contradicts its parent', async () => {
    const articleId = await insertId('articles', { slug: 'on_margins', title: 'On Margins', body: '<p>…</p>' });
    await expect(db('comments').insert({ article_id: articleId, depth: 2, body: 'x', body_html: 'x' })).rejects.toThrow(/comments_depth_check/);
  });

  test('ranks a title match above a description match', async () => {
    await db('skus').insert([
      { title: 'A Field Guide to Lichens', description: '<p>Mosses, ferns and the odd heron.</p>', published: true },
      { title: 'Birds of the Estuary', description: '<p>Includes a chapter on lichens of the salt marsh.</p>', published: true },
    ]);
    const rows = await db('skus')
      .whereRaw("search @@ websearch_to_tsquery('english', ?)", ['lichen'])
      .orderByRaw("ts_rank(search, websearch_to_tsquery('english', ?)) desc", ['lichen'])
      .pluck('title');
    expect(rows).toEqual(['A Field Guide to Lichens', 'Birds of the Estuary']);
  });

  test('finds a misspelt title by trigram similarity', async () => {
    const titles = await db('skus').whereRaw('title % ?', ['Feild Guide to Lichnes']).pluck('title');
    expect(titles).toEqual(['A Field Guide to Lichens']);
  });

  test('rolls every migration back, leaving only the migration bookkeeping', async () => {
    let reverted: string[];
    do reverted = await migrateRollback(db, migrations);
    while (reverted.length > 0);
    const { rows } = await db.raw<{ rows: { table_name: string }[] }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(['knex_migrations', 'knex_migrations_lock']);
  });
});

describe('issue 26: stock kept on a product sold in formats', () => {
  let db: Knex;
  const FORMATS_STOCK = '20261203000200_formats_stock';
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < FORMATS_STOCK));
  const through = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= FORMATS_STOCK));
  const insertSku = async (row: object): Promise<number> => ((await db('skus').insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

  beforeAll(async () => {
    const pglite = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm, citext } });
    db = knexFactory({ client: ClientPGlite, dialect: 'postgres', connection: () => ({ pglite }) } as Knex.Config);
    await migrateLatest(db, before);
  });

  afterAll(() => db?.destroy());

  test('is taken off sale and recorded, never added to a format; formats without a price take their product\'s', async () => {
    const quiet = await insertSku({ title: 'The Quiet Page', list_price: 32, qty_on_hand: 64, published: true });
    const hardcover = await insertSku({ title: 'Hardcover', parent_sku: quiet, list_price: 32, qty_on_hand: 40, published: true });
    const unpriced = await insertSku({ title: 'Paperback', parent_sku: quiet, list_price: null, qty_on_hand: 12, published: true });
    const drafted = await insertSku({ title: 'Drafts Only', list_price: 18, qty_on_hand: 7, published: true });
    await insertSku({ title: 'Ebook', parent_sku: drafted, list_price: 9, qty_on_hand: 99, published: false });
    const plain = await insertSku({ title: 'No Formats', list_price: 15, qty_on_hand: 3, published: true });
    const updated = await db('skus').where({ id: quiet }).first('updated_at');

    expect(await migrateLatest(db, through)).toEqual([FORMATS_STOCK]);
    const stock = async (id: number) => (await db('skus').where({ id }).first('qty_on_hand', 'list_price')) as { qty_on_hand: number; list_price: string | null };
    expect(await stock(quiet)).toEqual({ qty_on_hand: 0, list_price: '32.00' });
    expect(await db('sku_stock_set_aside').select('sku_id', 'quantity')).toEqual([{ sku_id: quiet, quantity: 64 }]);
    expect(await stock(hardcover)).toEqual({ qty_on_hand: 40, list_price: '32.00' });
    expect(await stock(unpriced)).toEqual({ qty_on_hand: 12, list_price: '32.00' });
    // Sold as itself until a format is published; a product without formats is untouched.
    expect(await stock(drafted)).toEqual({ qty_on_hand: 7, list_price: '18.00' });
    expect(await stock(plain)).toEqual({ qty_on_hand: 3, list_price: '15.00' });
    // A backfill, not an edit: the product's updated_at stays.
    expect(await db('skus').where({ id: quiet }).first('updated_at')).toEqual(updated);

    // Rolled back, the product gets its units again.
    expect(await migrateRollback(db, through)).toEqual([FORMATS_STOCK]);
    expect((await stock(quiet)).qty_on_hand).toBe(64);
  });
});
