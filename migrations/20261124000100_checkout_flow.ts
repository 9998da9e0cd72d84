import type { Knex } from 'knex';
import { dropTables, timestamps } from './helpers';

// Checkout's flow (src/modules/checkout): shipping rate tables, tax rates, the payment a quote
// opens (one per PaymentIntent, with what it charges for), and what orders need to be made exactly
// once per payment, refunded and shipped.

const LEVELS = ['MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'];
const OLD_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];
const STATUSES = ['pending', 'paid', 'shipped', 'partially_refunded', 'refunded', 'failed', 'cancelled'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shipping_rates', (t) => {
    t.increments('id');
    // The zone: the countries it covers; an empty list is every country no other zone names.
    t.text('zone').notNullable();
    t.specificType('countries', 'char(2)[]').notNullable().defaultTo('{}');
    t.text('level').notNullable().checkIn(LEVELS);
    t.decimal('cost_per_order', 12, 2).notNullable().defaultTo(0);
    t.decimal('cost_per_item', 12, 2).notNullable().defaultTo(0);
    // Business days from dispatch; the latest gives the option's max_delivery_date.
    t.integer('min_days').notNullable();
    t.integer('max_days').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.unique(['zone', 'level']);
    t.check('cost_per_order >= 0 and cost_per_item >= 0', [], 'shipping_rates_costs_check');
    t.check('min_days >= 0 and max_days >= min_days and max_days <= 365', [], 'shipping_rates_days_check');
  });
  await knex.raw('create index shipping_rates_countries_index on shipping_rates using gin (countries)');

  await knex.schema.createTable('tax_rates', (t) => {
    t.increments('id');
    t.specificType('country_code', 'char(2)').notNullable();
    // Null: the whole country; a state's own row wins over it.
    t.text('state_code');
    // A fraction: 0.0725 is 7.25 %.
    t.decimal('rate', 6, 4).notNullable();
    t.text('label');
    timestamps(knex, t);
    t.check('rate >= 0 and rate < 1', [], 'tax_rates_rate_check');
  });
  await knex.raw("create unique index tax_rates_region_unique on tax_rates (country_code, coalesce(state_code, ''))");

  // Guests never see a serial id: a quote names its address by this token.
  await knex.raw('alter table addresses add column token uuid not null default gen_random_uuid()');
  await knex.raw('alter table addresses add constraint addresses_token_unique unique (token)');

  await knex.schema.createTable('checkout_payments', (t) => {
    t.increments('id');
    t.text('provider').notNullable();
    // The PaymentIntent id (or the test provider's); the order is made once per payment.
    t.text('payment_id').notNullable().unique();
    // Same cart, address and level: the same payment (the provider's idempotency key).
    t.text('cart_version').notNullable();
    t.integer('user_id').index();
    t.integer('address_id').notNullable().references('addresses.id').onDelete('RESTRICT');
    t.text('shipping_level').notNullable();
    t.date('max_delivery_date');
    // [{ sku_id, title, unit_price, quantity }], priced from the database when quoted.
    t.jsonb('items').notNullable();
    t.decimal('items_subtotal', 12, 2).notNullable();
    t.decimal('shipping_cost', 12, 2).notNullable();
    t.decimal('tax', 12, 2).notNullable();
    t.decimal('total', 12, 2).notNullable();
    t.specificType('currency', 'char(3)').notNullable().defaultTo('usd');
    // open until the provider says succeeded (then the order is made) or failed.
    t.text('status').notNullable().defaultTo('open').checkIn(['open', 'succeeded', 'failed']);
    // What the browser confirms the payment with; a quote for the same cart version gives it again.
    t.text('client_secret').notNullable();
    timestamps(knex, t);
    t.check('total = items_subtotal + shipping_cost + tax', [], 'checkout_payments_total_check');
  });
  await knex.raw('create index checkout_payments_status_index on checkout_payments (status, updated_at)');

  await knex.raw('alter table orders drop constraint orders_status_check');
  await knex.raw(`alter table orders add constraint orders_status_check check (status in (${STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  await knex.schema.alterTable('orders', (t) => {
    // Exactly one order per payment, however often its webhook or job runs.
    t.text('payment_id').unique();
    t.text('email');
    t.date('max_delivery_date');
    // Why an order could not be filled as paid for ('out_of_stock': refunded in full).
    t.text('problem');
    t.decimal('refunded_amount', 12, 2).notNullable().defaultTo(0);
    t.text('tracking_number');
    t.timestamp('shipped_at', { useTz: true });
  });
  await knex.raw('create index orders_created_at_index on orders (created_at desc, id desc)');
  await knex.raw('alter table orders add constraint orders_refunded_check check (refunded_amount >= 0 and refunded_amount <= total)');

  await knex.schema.alterTable('order_lines', (t) => {
    t.integer('refunded_quantity').notNullable().defaultTo(0);
  });
  await knex.raw('alter table order_lines add constraint order_lines_refunded_check check (refunded_quantity >= 0 and refunded_quantity <= quantity)');

  await knex.schema.createTable('refunds', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE').index();
    t.text('provider_refund_id');
    t.decimal('amount', 12, 2).notNullable();
    // [{ line_id, quantity }] for a refund by line; null for the rest of the order.
    t.jsonb('lines');
    t.text('reason').notNullable();
    timestamps(knex, t, { updated: false });
    t.check('amount > 0', [], 'refunds_amount_check');
  });

  await knex('shipping_rates').insert([
    { zone: 'United States', countries: knex.raw("'{US}'::char(2)[]"), level: 'MAIL', cost_per_order: 3.99, cost_per_item: 0.5, min_days: 5, max_days: 9 },
    { zone: 'United States', countries: knex.raw("'{US}'::char(2)[]"), level: 'GROUND', cost_per_order: 5.99, cost_per_item: 1, min_days: 3, max_days: 6 },
    { zone: 'United States', countries: knex.raw("'{US}'::char(2)[]"), level: 'EXPEDITED', cost_per_order: 12.99, cost_per_item: 1.5, min_days: 2, max_days: 3 },
    { zone: 'United States', countries: knex.raw("'{US}'::char(2)[]"), level: 'EXPRESS', cost_per_order: 24.99, cost_per_item: 2, min_days: 1, max_days: 1 },
    { zone: 'Canada and Mexico', countries: knex.raw("'{CA,MX}'::char(2)[]"), level: 'MAIL', cost_per_order: 9.99, cost_per_item: 1.5, min_days: 7, max_days: 14 },
    { zone: 'Canada and Mexico', countries: knex.raw("'{CA,MX}'::char(2)[]"), level: 'EXPEDITED', cost_per_order: 24.99, cost_per_item: 3, min_days: 3, max_days: 6 },
    { zone: 'Rest of the world', level: 'MAIL', cost_per_order: 14.99, cost_per_item: 3, min_days: 10, max_days: 21 },
    { zone: 'Rest of the world', level: 'EXPRESS', cost_per_order: 44.99, cost_per_item: 5, min_days: 3, max_days: 7 },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['refunds', 'checkout_payments', 'tax_rates', 'shipping_rates']);
  await knex.raw('alter table order_lines drop constraint order_lines_refunded_check');
  await knex.schema.alterTable('order_lines', (t) => {
    t.dropColumn('refunded_quantity');
  });
  await knex.raw('drop index orders_created_at_index');
  await knex.raw('alter table orders drop constraint orders_refunded_check');
  await knex.schema.alterTable('orders', (t) => {
    for (const c of ['payment_id', 'email', 'max_delivery_date', 'problem', 'refunded_amount', 'tracking_number', 'shipped_at']) t.dropColumn(c);
  });
  await knex.raw('alter table orders drop constraint orders_status_check');
  await knex.raw(`alter table orders add constraint orders_status_check check (status in (${OLD_STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  await knex.raw('alter table addresses drop column token');
}
