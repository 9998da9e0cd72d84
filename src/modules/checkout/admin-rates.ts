import type { Knex } from 'knex';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { textFilter, type RaList } from '../../platform/http/ra-list';
import { fetchPage } from './admin-page';
import type { ShippingRateInput, ShippingRateRecord, TaxRateInput, TaxRateRecord } from './admin-schemas';
import { SHIPPING_LEVELS } from './schemas';

// The shipping and tax rate tables, edited by administrators (/api/admin/shipping-rates and
// /api/admin/tax-rates). Checkout reads them when it quotes; nothing here knows how.

interface RateTable<Input, Rec extends { id: number }> {
  table: string;
  noun: string;
  select: Array<string | Knex.Raw>;
  present: (row: never) => Rec;
  columns: (input: Input) => Record<string, unknown>;
  /** The conflict the table's unique index means, in words and on the field to change. */
  duplicate: AppError;
  search: (q: Knex.QueryBuilder, like: string) => void;
  column?: Record<string, string>;
  thenBy: string[];
  /** Rules across rows, checked in the save's transaction; `id` is null on create. */
  check?: (input: Input, id: number | null, trx: Knex.Transaction) => Promise<void>;
  afterSave?: (input: Input, id: number, trx: Knex.Transaction) => Promise<void>;
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505' || (err as { name?: unknown }).name === 'UniqueViolationError';

/** List, read, create, update and delete for one rate table, in react-admin's terms. */
function rateTable<Input, Rec extends { id: number }>(spec: RateTable<Input, Rec>) {
  const present = spec.present as (row: unknown) => Rec;
  const get = async (id: number, db: Db = defaultDb): Promise<Rec> => {
    const row: unknown = await db(spec.table).where({ id }).first(spec.select);
    if (!row) throw notFound(spec.noun);
    return present(row);
  };
  const save = (id: number | null, input: Input, db: Db) =>
    withTransaction(db, async (trx) => {
      if (id !== null && !(await trx(spec.table).where({ id }).forUpdate().first('id'))) throw notFound(spec.noun);
      await spec.check?.(input, id, trx);
      let savedId = id;
      try {
        if (id === null) savedId = ((await trx(spec.table).insert(spec.columns(input)).returning('id'))[0] as { id: number }).id;
        else await trx(spec.table).where({ id }).update({ ...spec.columns(input), updated_at: trx.fn.now() });
      } catch (err) {
        throw isUniqueViolation(err) ? spec.duplicate : err;
      }
      await spec.afterSave?.(input, savedId!, trx);
      return get(savedId!, trx);
    });
  return {
    list: async (list: RaList, db: Db = defaultDb) => {
      const base = db(spec.table);
      const q = textFilter(list);
      if (q) base.where((w) => spec.search(w, containsPattern(q)));
      const page = await fetchPage<unknown>(base, list, { select: spec.select, tieBreak: 'id', column: spec.column, thenBy: spec.thenBy });
      return { rows: page.rows.map(present), total: page.total };
    },
    get,
    create: (input: Input, db: Db = defaultDb) => save(null, input, db),
    update: (id: number, input: Input, db: Db = defaultDb) => save(id, input, db),
    /** Deletes and answers the deleted record, as ra-data-simple-rest expects. */
    remove: (id: number, db: Db = defaultDb) =>
      withTransaction(db, async (trx) => {
        const record = await get(id, trx);
        await trx(spec.table).where({ id }).delete();
        return record;
      }),
  };
}

// ---- Shipping rates ----------------------------------------------------------------------------

export const SHIPPING_RATE_SORTS = ['id', 'zone', 'level', 'cost_per_order', 'cost_per_item', 'min_days', 'max_days', 'active'] as const;

/** Levels in their own order (cheapest and slowest first), not the alphabet's. */
const LEVEL_ORDER = `array_position(array[${SHIPPING_LEVELS.map((l) => `'${l}'`).join(', ')}]::text[], level)`;

interface ShippingRateRow extends Omit<ShippingRateRecord, 'cost_per_order' | 'cost_per_item'> {
  cost_per_order: string;
  cost_per_item: string;
}

const zoneError = (message: string) => new AppError('validation', message, 400, { countries: [message] });

/**
 * One zone, one list of countries, and a country in one zone only: otherwise which rate a buyer
 * gets would depend on which row the quote happened to read. The zone with no countries covers every
 * country no other zone names, so there is at most one such zone.
 */
async function checkZone(input: ShippingRateInput, id: number | null, trx: Knex.Transaction): Promise<void> {
  // The rate itself is not another zone: renaming a zone's only level keeps its countries.
  const others = trx('shipping_rates').whereNot({ zone: input.zone });
  if (id !== null) others.whereNot({ id });
  const clash: { zone: string; countries: string[] } | undefined = input.countries.length
    ? await others.whereRaw('countries && ?::char(2)[]', [input.countries]).first('zone', 'countries')
    : await others.whereRaw('cardinality(countries) = 0').first('zone', 'countries');
  if (!clash) return;
  if (!input.countries.length) throw zoneError(`The zone “${clash.zone}” already covers every other country.`);
  const taken = input.countries.filter((c) => clash.countries.includes(c));
  throw zoneError(`${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in the zone “${clash.zone}”.`);
}

/** The zone's other levels take this rate's countries: a zone's countries are shared by its levels. */
async function shareCountries(input: ShippingRateInput, id: number, trx: Knex.Transaction): Promise<void> {
  await trx('shipping_rates')
    .where({ zone: input.zone })
    .whereNot({ id })
    .update({ countries: trx.raw('?::char(2)[]', [input.countries]), updated_at: trx.fn.now() });
}

export const shippingRates = rateTable<ShippingRateInput, ShippingRateRecord>({
  table: 'shipping_rates',
  noun: 'Shipping rate',
  select: ['id', 'zone', 'countries', 'level', 'cost_per_order', 'cost_per_item', 'min_days', 'max_days', 'active'],
  present: (r: ShippingRateRow) => ({ ...r, countries: r.countries.map((c) => c.trim()), cost_per_order: Number(r.cost_per_order), cost_per_item: Number(r.cost_per_item) }),
  columns: (input) => ({ ...input, countries: defaultDb.raw('?::char(2)[]', [input.countries]) }),
  duplicate: new AppError('conflict', 'This zone already has that level.', 409, { level: ['This zone already has that level.'] }),
  search: (w, like) => w.whereILike('zone', like).orWhereRaw('array_to_string(countries, \' \') ilike ?', [like]),
  column: { level: LEVEL_ORDER },
  thenBy: ['zone asc', `${LEVEL_ORDER} asc`],
  check: checkZone,
  afterSave: shareCountries,
});

// ---- Tax rates ---------------------------------------------------------------------------------

export const TAX_RATE_SORTS = ['id', 'country_code', 'state_code', 'rate_percent', 'label'] as const;

interface TaxRateRow extends Omit<TaxRateRecord, 'rate_percent'> {
  rate: string;
}

export const taxRates = rateTable<TaxRateInput, TaxRateRecord>({
  table: 'tax_rates',
  noun: 'Tax rate',
  select: ['id', 'country_code', 'state_code', 'rate', 'label'],
  // The table keeps a fraction (0.0725); administrators read and write percent (7.25).
  present: ({ rate, ...r }: TaxRateRow) => ({ ...r, rate_percent: Math.round(Number(rate) * 10_000) / 100 }),
  columns: ({ rate_percent, ...input }) => ({ ...input, rate: (Math.round(rate_percent * 100) / 10_000).toFixed(4) }),
  duplicate: new AppError('conflict', 'That country (or state) already has a tax rate.', 409, { state_code: ['That country (or state) already has a tax rate.'] }),
  search: (w, like) => w.whereILike('country_code', like).orWhereILike('state_code', like).orWhereILike('label', like),
  column: { rate_percent: 'rate' },
  thenBy: ['country_code asc', "coalesce(state_code, '') asc"],
});
