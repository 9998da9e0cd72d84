import type { Knex } from 'knex';
import { dropTables, execEach, moment, timestamps } from './helpers';

// Tables owned by src/modules/shop: SKUs and their images, tags and reviews, carts, services,
// and the contact and quote-request inboxes.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shipping_policies', (t) => {
    // Fixed ids: SPEC.md §3 gives id 1 the meaning "free shipping".
    t.integer('id').primary();
    t.text('name').notNullable();
    t.boolean('free').notNullable().defaultTo(false);
    // Business days from dispatch to delivery, shown as the policy's day range.
    t.integer('min_days').notNullable().checkPositive();
    t.integer('max_days').notNullable();
    t.check('max_days >= min_days', [], 'shipping_policies_day_range_check');
  });
  await knex('shipping_policies').insert([
    { id: 1, name: 'Free shipping', free: true, min_days: 5, max_days: 8 },
    { id: 2, name: 'Standard shipping', free: false, min_days: 3, max_days: 6 },
  ]);

  await knex.schema.createTable('skus', (t) => {
    t.increments('id');
    // Variants (formats) hang off a parent; they have no meaning without it.
    t.integer('parent_sku').references('skus.id').onDelete('CASCADE').index();
    // The SKU's own title part; the displayed title joins the parent's and this one with commas.
    t.text('title').notNullable();
    t.text('subtitle');
    t.text('about');
    t.text('description');
    t.text('details');
    t.integer('qty_on_hand').notNullable().defaultTo(99);
    t.decimal('item_size', 12, 3).defaultTo(1).checkPositive();
    t.text('size_unit').defaultTo('ct');
    t.decimal('list_price', 12, 2);
    t.boolean('published').notNullable().defaultTo(false);
    moment(t, 'published_at');
    t.integer('shipping_policy_id').references('shipping_policies.id').onDelete('SET NULL');
    t.integer('return_policy').defaultTo(1);
    t.text('aux_id');
    // The Monday of the week the SKU is featured in (SPEC.md §2, Featured Books).
    t.date('featured_week');
    // Orders variants among their siblings (e.g. Hardcover, Paperback, Ebook).
    t.integer('sort_key').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.check('qty_on_hand >= 0', [], 'skus_qty_on_hand_check');
    t.check('list_price >= 0', [], 'skus_list_price_check');
    t.check('parent_sku <> id', [], 'skus_not_own_parent');
    t.check('extract(isodow from featured_week) = 1', [], 'skus_featured_week_is_monday');
  });
  await execEach(knex, [
    `alter table skus add column search tsvector generated always as (
       setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
       setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
       setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(about, '')), 'C')
     ) stored`,
    'create index skus_search_index on skus using gin (search)',
    // Misspelling fallback and suggestions: similarity() against titles.
    'create index skus_title_trgm_index on skus using gin (title gin_trgm_ops)',
    // The public catalogue lists published top-level SKUs (variants show on their parent's
    // page); these partial indexes serve its sorts with keyset pagination (DESIGN.md §6).
    'create index skus_listing_index on skus (created_at desc, id desc) where published and parent_sku is null',
    'create index skus_title_alpha_index on skus (lower(title), id) where published and parent_sku is null',
    'create index skus_featured_week_index on skus (featured_week) where featured_week is not null',
  ]);

  await knex.schema.createTable('sku_images', (t) => {
    t.increments('id');
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.text('storage_key').notNullable().unique();
    t.integer('position').notNullable().defaultTo(0);
    t.text('caption');
    t.integer('width').checkPositive();
    t.integer('height').checkPositive();
    // Filled by the resize job: { thumb, medium, large } storage keys of WebP renditions.
    t.jsonb('renditions');
    timestamps(knex, t, { updated: false });
    t.index(['sku_id', 'position']);
  });

  await knex.schema.createTable('product_tags', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('label').notNullable();
    t.text('symbol');
  });

  await knex.schema.createTable('sku_tags', (t) => {
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('product_tags.id').onDelete('CASCADE').index();
    t.primary(['sku_id', 'tag_id']);
  });

  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('parent_sku').notNullable().references('skus.id').onDelete('CASCADE');
    // Like comments, a review outlives its author's account: it stays, shown as from a deleted member.
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.smallint('rating').notNullable().checkBetween([1, 5]);
    t.text('title');
    t.text('body');
    timestamps(knex, t);
    t.unique(['parent_sku', 'user_id']);
  });
  await knex.raw('create index reviews_listing_index on reviews (parent_sku, created_at desc, id desc)');

  await knex.schema.createTable('carts', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    // [{ sku_id, quantity, selected }]: a cart is read and written whole.
    t.jsonb('items').notNullable().defaultTo('[]');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("jsonb_typeof(items) = 'array'", [], 'carts_items_is_array');
  });

  await knex.schema.createTable('services', (t) => {
    t.increments('id');
    t.text('key').notNullable().unique();
    t.text('title').notNullable();
    t.text('subtitle');
    t.text('description');
    t.text('body');
    t.text('img_src');
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('published').notNullable().defaultTo(false);
    timestamps(knex, t);
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.text('first_name');
    t.text('last_name');
    t.text('email').notNullable();
    t.text('phone');
    t.text('subject');
    t.text('message').notNullable();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.specificType('ip', 'inet');
    // Set once the job has mailed it, so a retried job does not mail twice.
    moment(t, 'mailed_at');
    moment(t, 'handled_at');
    timestamps(knex, t, { updated: false });
    t.index(['created_at']);
  });

  await knex.schema.createTable('quote_requests', (t) => {
    t.increments('id');
    t.text('service_key').references('services.key').onUpdate('CASCADE').onDelete('SET NULL');
    t.text('email').notNullable();
    t.text('subject');
    t.text('message').notNullable();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.specificType('ip', 'inet');
    // Set once the job has mailed it, so a retried job does not mail twice.
    moment(t, 'mailed_at');
    moment(t, 'handled_at');
    timestamps(knex, t, { updated: false });
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, [
    'quote_requests',
    'contact_messages',
    'services',
    'carts',
    'reviews',
    'sku_tags',
    'product_tags',
    'sku_images',
    'skus',
    'shipping_policies',
  ]);
}
