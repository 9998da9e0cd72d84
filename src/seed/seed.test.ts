import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { verify } from '@node-rs/argon2';
import knexFactory, { type Knex } from 'knex';
import ClientPGlite from 'knex-pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrations } from '../../migrations';
import type { DemoCredentials } from './credentials';

// test/setup-file.ts points DATA_DIR at a temporary directory before this file loads; storage
// (through config) reads it at import, so the seed's modules are imported only after that.
const { migrateLatest } = await import('../platform/migrator');
const { storage } = await import('../platform/storage');
const { isDatabaseEmpty, latestMonday, seedDemoData } = await import('./index');

describe('demo seed on a fresh PGlite', () => {
  let db: Knex;
  let credentials: DemoCredentials;
  const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' })) as Array<{ n: string | number }>)[0]?.n);

  beforeAll(async () => {
    const pglite = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm, citext } });
    db = knexFactory({ client: ClientPGlite, dialect: 'postgres', connection: () => ({ pglite }) } as Knex.Config);
    await migrateLatest(db, migrations);
    expect(await isDatabaseEmpty(db)).toBe(true);
    credentials = await seedDemoData(db, { siteName: 'Athenaeum', shopEmail: 'hello@athenaeum.example' });
  });

  afterAll(() => db?.destroy());

  test('every demo ebook is a download, with a PDF of its own in the private folder', async () => {
    const ebooks = await db('skus').where({ title: 'Ebook' }).select('id', 'digital');
    expect(ebooks.length).toBeGreaterThan(5);
    expect(ebooks.every((e) => e.digital)).toBe(true);
    const files = await db('sku_files').whereIn('sku_id', ebooks.map((e) => e.id)).select('storage_key', 'content_type');
    expect(files).toHaveLength(ebooks.length);
    const pdf = await storage.get(files[0]!.storage_key);
    expect(files[0]).toMatchObject({ storage_key: expect.stringMatching(/^private\/sku-files\//), content_type: 'application/pdf' });
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await count(db('skus').where({ digital: true }).whereNot({ title: 'Ebook' }))).toBe(0);
  });

  test('the database no longer counts as empty', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  test('creates an administrator and a member whose returned passwords verify', async () => {
    expect(credentials.admin.username).toBe('admin');
    expect(credentials.member.username).toBe('reader');
    expect(credentials.admin.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const admin = await db('users').where({ username: 'admin' }).first();
    expect(await verify(admin.password_hash, credentials.admin.password)).toBe(true);
    expect(admin.activated_at).not.toBeNull();
    const roles = await db('user_roles').join('roles', 'roles.id', 'user_roles.role_id').where({ user_id: admin.id }).pluck('slug');
    expect(roles).toEqual(['administrator']);
    const reader = await db('users').where({ username: 'reader' }).first();
    expect(await verify(reader.password_hash, credentials.member.password)).toBe(true);
    expect(await db('user_roles').where({ user_id: reader.id })).toEqual([]);
  });

  test('stocks about thirty books, some with format variants, some featured this week', async () => {
    expect(await count(db('skus').whereNull('parent_sku'))).toBe(30);
    expect(await count(db('skus').whereNotNull('parent_sku'))).toBeGreaterThanOrEqual(20);
    expect(await count(db('skus').whereNull('parent_sku').where({ published: false }))).toBe(2);
    expect(await count(db('skus').where({ qty_on_hand: 0 }))).toBeGreaterThan(0);
    expect(await count(db('skus').where({ featured_week: latestMonday(new Date()) }))).toBe(6);
    // A book in formats is a choice of them (issue 26): no price or stock of its own.
    const inFormats = db('skus as p').whereExists(db('skus as f').whereRaw('f.parent_sku = p.id'));
    expect(await count(inFormats.clone())).toBe(10);
    expect(await count(inFormats.clone().where((w) => w.whereNotNull('p.list_price').orWhere('p.qty_on_hand', '>', 0)))).toBe(0);
    expect(await count(db('sku_tags'))).toBeGreaterThan(30);
    // A published SKU has a price above $0.00, as the admin API requires, unless its formats carry the prices.
    const unpriced = db('skus as p').where('p.published', true).whereNotExists(db('skus as f').whereRaw('f.parent_sku = p.id').where('f.published', true));
    expect(await count(unpriced.where((w) => w.whereNull('p.list_price').orWhere('p.list_price', '<=', 0)))).toBe(0);
  });

  test('gives every book two to four stored images', async () => {
    const { rows } = await db.raw<{ rows: Array<{ n: number }> }>(
      'select (select count(*) from sku_images i where i.sku_id = s.id)::int as n from skus s where s.parent_sku is null',
    );
    const perBook = rows.map((r) => r.n);
    expect(Math.min(...perBook)).toBe(2);
    expect(Math.max(...perBook)).toBe(4);
    const image = await db('sku_images').orderBy('id').first();
    const file = await storage.get(image.storage_key);
    expect(file?.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  test('publishes the two services of the spec, each with an image', async () => {
    const services = await db('services').orderBy('position').select('key', 'img_src', 'published');
    expect(services.map((s) => s.key)).toEqual(['books_typesetting_publishing', 'tutoring_private_web-development']);
    expect(services.every((s) => s.published && s.img_src.startsWith('/uploads/services/'))).toBe(true);
  });

  test('writes About and Mission and keeps a few links, so no menu entry shows the placeholder', async () => {
    expect(await db('site_pages').orderBy('slug').pluck('slug')).toEqual(['about', 'mission']);
    const links = await db('site_links').orderBy('position').select('url');
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.every((l) => l.url.startsWith('https://'))).toBe(true);
  });

  test('writes about twenty published articles in three volumes, including the two linked from the menus, and a draft', async () => {
    expect(await count(db('articles').where({ published: true }))).toBe(20);
    expect(await db('articles').where({ published: false }).whereNull('published_at').pluck('slug')).toEqual(['on_rereading']);
    const slugs = await db('articles').pluck('slug');
    expect(slugs).toEqual(expect.arrayContaining(['an_introduction_to_the_athenaeum', 'the_center']));
    expect(await count(db('volumes'))).toBe(3);
    expect(await count(db('tags').where({ tag_type: 'volume' }))).toBe(3);
    const untagged = await db('articles as a')
      .whereNotExists(db('article_tags as at').join('tags as t', 't.id', 'at.tag_id').whereRaw('at.article_id = a.id').where('t.tag_type', 'volume'))
      .pluck('slug');
    expect(untagged).toEqual([]);
    expect(await count(db('article_references'))).toBeGreaterThan(20);
  });

  test('nests comments at least five levels deep, with counts that match the rows', async () => {
    expect(await db('comments').max({ depth: 'depth' }).first()).toEqual({ depth: 4 });
    // num_comments counts the comments shown (the advertiser's hidden one is not).
    const mismatched = await db('articles as a')
      .whereRaw('a.num_comments <> (select count(*) from comments c where c.article_id = a.id and c.hidden_at is null and c.deleted_at is null)')
      .pluck('slug');
    expect(mismatched).toEqual([]);
    const wrongVotes = await db('comments as c').whereRaw(
      `c.likes <> (select count(*) from comment_votes v where v.comment_id = c.id and v.value = 1)
       or c.dislikes <> (select count(*) from comment_votes v where v.comment_id = c.id and v.value = -1)
       or c.reply_count <> (select count(*) from comments r where r.parent_comment = c.id)`,
    );
    expect(wrongVotes).toEqual([]);
    expect(await count(db('comment_votes'))).toBeGreaterThan(0);
    // One open report, so the moderation queue has something to show.
    expect(await db('comments').where('open_reports', '>', 0).pluck('open_reports')).toEqual([1]);
    expect(await count(db('comment_reports').whereNull('resolved_at'))).toBe(1);
  });

  test('bars an advertiser from commenting, whose comment was reported and hidden', async () => {
    const bars = await db('comment_bans as b').join('users as u', 'u.id', 'b.user_id').select('u.username', 'b.banned_by');
    const admin = await db('users').where({ username: 'admin' }).first('id');
    expect(bars).toEqual([{ username: 'cheap_reads_outlet', banned_by: admin.id }]);
    const hidden = await db('comments as c').join('users as u', 'u.id', 'c.user_id').whereNotNull('c.hidden_at').select('u.username', 'c.open_reports');
    expect(hidden).toEqual([{ username: 'cheap_reads_outlet', open_reports: 0 }]);
    expect(await count(db('comment_reports').whereNotNull('resolved_at'))).toBe(1);
  });

  test('fills the inbox: contact messages and a quote request per service, some handled, none to mail', async () => {
    for (const table of ['contact_messages', 'quote_requests']) {
      expect(await count(db(table).whereNotNull('handled_at'))).toBeGreaterThan(0);
      expect(await count(db(table).whereNull('handled_at'))).toBeGreaterThan(0);
      expect(await count(db(table).whereNull('mailed_at'))).toBe(0);
    }
    const services = await db('services').pluck('key');
    expect((await db('quote_requests').orderBy('service_key').pluck('service_key')).sort()).toEqual(services.sort());
  });

  test('leaves reviews from several members on about fifteen books', async () => {
    const distinct = async (column: string) => Number((await db('reviews').countDistinct({ n: column }).first())?.n);
    expect(await distinct('parent_sku')).toBeGreaterThanOrEqual(14);
    expect(await distinct('user_id')).toBeGreaterThanOrEqual(4);
    expect(await db('reviews').distinct('rating').orderBy('rating').pluck('rating')).toEqual([1, 2, 3, 4, 5]);
  });

  test('records a fortnight of visits, rolled up by day as the dashboard reads them', async () => {
    expect(await count(db('daily_traffic'))).toBeGreaterThanOrEqual(14);
    const rolled = await db('daily_traffic').first(db.raw('sum(views)::int as views'));
    expect(rolled.views).toBe(await count(db('page_views')));
    const paths = await db('daily_paths').distinct('path').pluck('path');
    for (const page of [/^\/shop\/\d+$/, /^\/article\/\w+$/, /^\/$/]) expect(paths.some((p) => page.test(p))).toBe(true);
    expect(await db('daily_events').where('kind', 'like', 'funnel:%').distinct('kind').orderBy('kind').pluck('kind')).toEqual(['funnel:add_to_cart', 'funnel:checkout', 'funnel:paid_order', 'funnel:product_view']);
  });

  test('each demo order comes with its buyer\'s visit that day, so the funnel narrows step by step to the orders', async () => {
    const steps = await db('daily_events').where('kind', 'like', 'funnel:%').select('kind', db.raw('sum(visitors)::int as visitors')).groupBy('kind');
    const visitors = new Map(steps.map((s: { kind: string; visitors: number }) => [s.kind, s.visitors]));
    const funnel = ['product_view', 'add_to_cart', 'checkout', 'paid_order'].map((step) => visitors.get(`funnel:${step}`) ?? 0);
    expect(funnel[3]).toBe(await count(db('orders').where('number', 'like', 'DEMO-%')));
    expect(funnel).toEqual([...funnel].sort((a, b) => b - a));
    // Each buyer, on the day of the order, viewed a product, put it in the cart and went to checkout.
    for (const order of await db('orders').where('number', 'like', 'DEMO-%').select('visitor', db.raw(`to_char(visitor_day, 'YYYY-MM-DD') as day`))) {
      const onTheDay = (table: string) => db(table).where({ visitor: order.visitor }).whereRaw(`created_at::date = ?::date`, [order.day]);
      expect(await count(onTheDay('page_views').where('path', 'like', '/shop/%'))).toBeGreaterThan(0);
      expect(await onTheDay('usage_events').distinct('kind').orderBy('kind').pluck('kind')).toEqual(['add_to_cart', 'go_to_checkout']);
    }
  });

  test('records paid orders this month for the Popular section', async () => {
    expect(await count(db('orders').where({ status: 'paid' }))).toBeGreaterThan(0);
  });
});
