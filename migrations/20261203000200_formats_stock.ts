import type { Knex } from 'knex';

// Issue 26: a product with published formats is a choice of them and is never sold as itself
// (src/modules/shop/formats.ts), so the formats carry the price and the stock.
// - Stock counted on such a product can no longer be sold. Which format those units are is
//   unknown (the demo's products mirrored their first format, so adding them to it would count
//   the same books twice): the count is zeroed and kept in sku_stock_set_aside, which the console
//   shows on the product for a person to put right.
// - A format without a price of its own was shown at its product's price; it takes that price, so
//   it sells at what it was shown at. (Kept on rollback: nothing records which were copied.)

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sku_stock_set_aside', (t) => {
    t.increments('id');
    t.integer('sku_id').notNullable().references('skus.id').onDelete('CASCADE').index();
    t.integer('quantity').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('quantity > 0', [], 'sku_stock_set_aside_quantity_check');
  });
  await knex.raw(
    `update skus f set list_price = p.list_price
     from skus p
     where f.parent_sku = p.id and f.list_price is null and p.list_price is not null`,
  );
  await knex.raw(
    `insert into sku_stock_set_aside (sku_id, quantity)
     select p.id, p.qty_on_hand from skus p
     where p.qty_on_hand > 0 and exists (select 1 from skus f where f.parent_sku = p.id and f.published)`,
  );
  await knex.raw('update skus set qty_on_hand = 0 where id in (select sku_id from sku_stock_set_aside)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('update skus s set qty_on_hand = s.qty_on_hand + a.quantity from (select sku_id, sum(quantity)::int as quantity from sku_stock_set_aside group by sku_id) a where a.sku_id = s.id');
  await knex.schema.dropTable('sku_stock_set_aside');
}
