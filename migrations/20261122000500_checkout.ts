import type { Knex } from 'knex';
import { dropTables, moment, timestamps } from './helpers';

// Tables owned by src/modules/checkout: shipping addresses, orders and their lines, payments.

const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('addresses', (t) => {
    t.increments('id');
    // Orders outlive accounts (bookkeeping), so an address loses its owner rather than vanishing.
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone_number').notNullable();
    t.text('street1').notNullable();
    t.text('street2');
    t.text('city').notNullable();
    t.specificType('country_code', 'char(2)').notNullable().defaultTo('US');
    t.text('state_code');
    t.text('postcode').notNullable();
    timestamps(knex, t, { updated: false });
    t.check("country_code ~ '^[A-Z]{2}$'", [], 'addresses_country_code_check');
  });

  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    // The number shown to the customer; the serial id is never exposed.
    t.text('number').notNullable().unique();
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.integer('address_id').notNullable().references('addresses.id').onDelete('RESTRICT');
    t.text('status').notNullable().defaultTo('pending').checkIn(ORDER_STATUSES);
    t.decimal('items_subtotal', 12, 2).notNullable();
    t.decimal('shipping_cost', 12, 2).notNullable();
    t.decimal('tax', 12, 2).notNullable().defaultTo(0);
    t.decimal('total', 12, 2).notNullable();
    t.text('shipping_level').notNullable();
    t.specificType('currency', 'char(3)').notNullable().defaultTo('usd');
    timestamps(knex, t);
    moment(t, 'paid_at');
    t.check('items_subtotal >= 0 and shipping_cost >= 0 and tax >= 0', [], 'orders_amounts_check');
    // SPEC.md §9: order total = items subtotal + shipping + tax.
    t.check('total = items_subtotal + shipping_cost + tax', [], 'orders_total_check');
    t.check("status <> 'paid' or paid_at is not null", [], 'orders_paid_at_check');
  });
  // "Popular this month": paid orders in a date range, then their lines by SKU.
  await knex.raw('create index orders_status_paid_at_index on orders (status, paid_at)');

  await knex.schema.createTable('order_lines', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE').index();
    // Title and price are copied at purchase, so a line survives its SKU being edited or deleted.
    t.integer('sku_id').references('skus.id').onDelete('SET NULL').index();
    t.text('title').notNullable();
    t.decimal('unit_price', 12, 2).notNullable();
    t.integer('quantity').notNullable().checkPositive();
    t.check('unit_price >= 0', [], 'order_lines_unit_price_check');
  });

  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE').index();
    t.text('provider').notNullable();
    // The PaymentIntent id (or the test provider's); webhooks find the payment by it.
    t.text('provider_payment_id').notNullable().unique();
    t.text('status').notNullable();
    t.decimal('amount', 12, 2).notNullable();
    timestamps(knex, t);
    t.check('amount >= 0', [], 'payments_amount_check');
  });

  // Webhook deliveries already handled: a redelivered event is acknowledged and skipped.
  await knex.schema.createTable('payment_events', (t) => {
    t.text('provider_event_id').primary();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['payment_events', 'payments', 'order_lines', 'orders', 'addresses']);
}
