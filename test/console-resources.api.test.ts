import { readFileSync } from 'node:fs';
import type { Identifier, RaRecord } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { MEMBER_SORTS } from '../src/modules/accounts/members';
import { ORDER_LIST_SORTS } from '../src/modules/checkout/admin-orders';
import { SHIPPING_RATE_SORTS, TAX_RATE_SORTS } from '../src/modules/checkout/admin-rates';
import { ADMIN_BAN_SORTS } from '../src/modules/community/bans';
import { ADMIN_COMMENT_SORTS } from '../src/modules/community/schemas';
import { ADMIN_ARTICLE_SORTS } from '../src/modules/content/admin-articles';
import { ADMIN_VOLUME_SORTS } from '../src/modules/content/admin-volumes';
import { ADMIN_TAG_SORTS } from '../src/modules/content/tags';
import { INBOX_SORTS, SERVICE_SORTS } from '../src/modules/shop/admin-content';
import { SEND_SORTS } from '../src/modules/newsletters/admin-sends';
import { ADMIN_SKU_SORTS } from '../src/modules/shop/sku-admin';
import { SITE_LINK_SORTS } from '../src/modules/site/links';
import { SITE_PAGE_SORTS } from '../src/modules/site/pages';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { signIn } from './factories';
import { testApp } from './http';
import { stockProvider } from './ra-contract';

// Every resource of the admin console through the client it ships with (the stock
// ra-data-simple-rest provider over HTTP), on the demo data `npm start` puts in an empty database:
// each list opens filled, and answers getList, getOne, getMany, getManyReference and the writes
// the console makes.

const app = await testApp();
const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
const admin: { id: number } = await db('users').where({ username: credentials.admin.username }).first('id');
const provider = stockProvider(app.url, await signIn(admin));

interface ListSpec {
  sortable: readonly string[];
  /** Text of the record that the list's `q` finds it by. */
  search: (r: RaRecord) => string;
  /** A filter of the console's list besides `q`, and which records it keeps. */
  filter?: { value: Record<string, unknown>; keeps: (r: RaRecord) => boolean };
}

/** The longest word of a text: specific enough to search by. */
const word = (text: string) => (text.match(/\p{L}+/gu) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');

const LISTS: Record<string, ListSpec> = {
  articles: { sortable: ADMIN_ARTICLE_SORTS, search: (r) => word(r.title), filter: { value: { published: false, suppressed: false }, keeps: (r) => !r.published && !r.suppressed } },
  volumes: { sortable: ADMIN_VOLUME_SORTS, search: (r) => word(r.label) },
  tags: { sortable: ADMIN_TAG_SORTS, search: (r) => word(r.label), filter: { value: { tag_type: 'volume' }, keeps: (r) => r.tag_type === 'volume' } },
  comments: { sortable: ADMIN_COMMENT_SORTS, search: (r) => word(r.body), filter: { value: { reported: true }, keeps: (r) => r.open_reports > 0 } },
  'comment-bans': { sortable: ADMIN_BAN_SORTS, search: (r) => r.username },
  members: { sortable: MEMBER_SORTS, search: (r) => r.username },
  skus: { sortable: ADMIN_SKU_SORTS, search: (r) => word(r.title), filter: { value: { published: false }, keeps: (r) => !r.published } },
  services: { sortable: SERVICE_SORTS, search: (r) => word(r.title), filter: { value: { published: true }, keeps: (r) => r.published } },
  contact_messages: { sortable: INBOX_SORTS.contact_messages, search: (r) => r.email, filter: { value: { handled: false }, keeps: (r) => !r.handled } },
  quote_requests: { sortable: INBOX_SORTS.quote_requests, search: (r) => r.email, filter: { value: { handled: true }, keeps: (r) => r.handled } },
  orders: { sortable: ORDER_LIST_SORTS, search: (r) => r.number, filter: { value: { status: 'paid' }, keeps: (r) => r.status === 'paid' } },
  'shipping-rates': { sortable: SHIPPING_RATE_SORTS, search: (r) => r.zone },
  'tax-rates': { sortable: TAX_RATE_SORTS, search: (r) => r.state_code ?? r.country_code },
  'site-pages': { sortable: SITE_PAGE_SORTS, search: (r) => word(r.title) },
  'site-links': { sortable: SITE_LINK_SORTS, search: (r) => word(r.title) },
  newsletters: { sortable: SEND_SORTS, search: (r) => word(r.article_title), filter: { value: { state: 'done' }, keeps: (r) => r.state === 'done' } },
};

const byId = (a: Identifier, b: Identifier) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1);
const idsOf = (records: RaRecord[]) => records.map((r) => r.id);
const sortedIds = (records: RaRecord[]) => idsOf(records).sort(byId);
const PAGE = 100;

/** Every record of a list, page by page, in the given order by id. */
async function listAll(resource: string, filter: Record<string, unknown> = {}, order: 'ASC' | 'DESC' = 'ASC') {
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await provider.getList(resource, { pagination: { page, perPage: PAGE }, sort: { field: 'id', order }, filter });
    records.push(...data);
    if (records.length >= total! || !data.length) return { records, total: total! };
  }
}

test('the specs name every resource the console declares', () => {
  const declared = [...readFileSync(new URL('../src/admin/App.tsx', import.meta.url), 'utf8').matchAll(/<Resource name="([^"]+)"/g)].map((m) => m[1]);
  expect(Object.keys(LISTS).sort()).toEqual(declared.sort());
});

describe.each(Object.entries(LISTS))('%s', (resource, spec) => {
  test('the demo data fills the list; getList sorts, pages and counts as the stock client reads it', async () => {
    const all = await listAll(resource);
    expect(all.total, 'the demo data leaves this list empty').toBeGreaterThan(0);
    expect(all.records).toHaveLength(all.total);
    if (typeof all.records[0]!.id === 'number') expect(idsOf(all.records)).toEqual(sortedIds(all.records));
    expect(idsOf((await listAll(resource, {}, 'DESC')).records)).toEqual(idsOf(all.records).reverse());

    // The list page as it opens (25 a page), and its second page of two.
    const first = await provider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect({ ids: idsOf(first.data), total: first.total }).toEqual({ ids: idsOf(all.records.slice(0, 25)), total: all.total });
    const second = await provider.getList(resource, { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect({ ids: idsOf(second.data), total: second.total }).toEqual({ ids: idsOf(all.records.slice(2, 4)), total: all.total });
    const past = await provider.getList(resource, { pagination: { page: 1000, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect({ data: past.data, total: past.total }).toEqual({ data: [], total: all.total });

    for (const field of spec.sortable) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sorted = await provider.getList(resource, { pagination: { page: 1, perPage: PAGE }, sort: { field, order }, filter: {} });
        expect(sorted.total, `sorted by ${field} ${order}`).toBe(all.total);
        if (all.total <= PAGE) expect(sortedIds(sorted.data), `sorted by ${field} ${order}`).toEqual(sortedIds(all.records));
      }
    }
    const unknownSort = provider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'no_such_field', order: 'ASC' }, filter: {} });
    await expect(unknownSort).rejects.toMatchObject({ status: 400, body: { message: expect.stringMatching(/sort/i) } });
  });

  test('filters: q finds a record by its text; the console\'s field filter keeps exactly its records', async () => {
    const all = (await listAll(resource)).records;
    const target = all[all.length - 1]!;
    const q = spec.search(target);
    expect(q).not.toBe('');
    const found = (await listAll(resource, { q })).records;
    expect(idsOf(found)).toContain(target.id);
    for (const record of found) expect(JSON.stringify(record).toLowerCase(), `q=${q}`).toContain(q.toLowerCase());
    expect(idsOf(found).every((id) => idsOf(all).includes(id))).toBe(true);

    if (spec.filter) {
      const kept = await listAll(resource, spec.filter.value);
      expect(kept.total, `${JSON.stringify(spec.filter.value)} keeps nothing in the demo data`).toBeGreaterThan(0);
      expect(sortedIds(kept.records)).toEqual(sortedIds(all.filter(spec.filter.keeps)));
    }
  });

  test('getOne and getMany (filter={"id":[…]}), ids from a URL included', async () => {
    const all = (await listAll(resource)).records;
    const [head, tail] = [all[0]!, all[all.length - 1]!];
    expect((await provider.getOne(resource, { id: tail.id })).data.id).toEqual(tail.id);
    const missing = typeof tail.id === 'number' ? 2_000_000_000 : 'no_such_record';
    await expect(provider.getOne(resource, { id: missing })).rejects.toMatchObject({ status: 404 });

    const wanted = [...new Set([head.id, tail.id])].sort(byId);
    expect(sortedIds((await provider.getMany(resource, { ids: [tail.id, missing, head.id] })).data)).toEqual(wanted);
    expect((await provider.getMany(resource, { ids: [missing] })).data).toEqual([]);
    if (typeof tail.id === 'number') expect(sortedIds((await provider.getMany(resource, { ids: wanted.map(String) })).data)).toEqual(wanted);
  });
});

/** The references the console follows: a book's formats (ReferenceManyField), comments by article and by author, articles by tag. */
const REFERENCES: Array<{ resource: string; target: string; of: (r: RaRecord) => Identifier[] }> = [
  { resource: 'skus', target: 'parent_sku', of: (r) => (r.parent_sku === null ? [] : [r.parent_sku]) },
  { resource: 'comments', target: 'article_id', of: (r) => [r.article_id] },
  { resource: 'comments', target: 'user_id', of: (r) => (r.user_id === null ? [] : [r.user_id]) },
  { resource: 'articles', target: 'tag', of: (r) => r.tags.map((t: { id: number }) => t.id) },
];

test.each(REFERENCES)('getManyReference: $resource by $target, sorted and paged', async ({ resource, target, of }) => {
  const all = (await listAll(resource)).records;
  // The referenced record with the most records under it.
  const counts = new Map<Identifier, number>();
  for (const id of all.flatMap(of)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const expected = all.filter((r) => of(r).includes(id));
  expect(expected.length, `no record of ${resource} has a ${target}`).toBeGreaterThan(2);

  const page = (n: number, order: 'ASC' | 'DESC') => provider.getManyReference(resource, { target, id, pagination: { page: n, perPage: 2 }, sort: { field: 'id', order }, filter: {} });
  const asc = idsOf(expected);
  expect(await page(1, 'ASC').then((r) => ({ ids: idsOf(r.data), total: r.total }))).toEqual({ ids: asc.slice(0, 2), total: expected.length });
  expect(idsOf((await page(2, 'ASC')).data)).toEqual(asc.slice(2, 4));
  expect(idsOf((await page(1, 'DESC')).data)).toEqual([...asc].reverse().slice(0, 2));
});

/** Saves a record as the console's editor does: the whole record back, with the changes. */
const save = (resource: string, record: RaRecord, change: Partial<RaRecord>) => provider.update(resource, { id: record.id, data: { ...record, ...change }, previousData: record });

describe('writes: create, update and delete where the console makes them', () => {
  const CRUD: Array<{ resource: string; create: Record<string, unknown>; change: Partial<RaRecord> }> = [
    { resource: 'articles', create: { id: 'console_contract', title: 'Console Contract', body: '<p>Written through the stock client.</p>' }, change: { title: 'Console Contract, Revised' } },
    { resource: 'volumes', create: { label: 'Console Contract', symbol: 'CC' }, change: { label: 'Console Contract, Revised' } },
    { resource: 'tags', create: { label: 'Console Contract', tag_type: 'topic' }, change: { label: 'Console Contract, Revised' } },
    { resource: 'skus', create: { title: 'Console Contract', list_price: 12.5 }, change: { title: 'Console Contract, Revised' } },
    { resource: 'services', create: { key: 'console_contract', title: 'Console Contract' }, change: { title: 'Console Contract, Revised' } },
    { resource: 'shipping-rates', create: { zone: 'Console Contract', countries: ['IS'], level: 'MAIL', cost_per_order: 5, cost_per_item: 1, min_days: 3, max_days: 9 }, change: { zone: 'Console Contract, Revised' } },
    { resource: 'tax-rates', create: { country_code: 'IS', rate_percent: 24, label: 'Console Contract' }, change: { label: 'Console Contract, Revised' } },
    { resource: 'site-links', create: { title: 'Console Contract', url: 'https://example.org/contract' }, change: { title: 'Console Contract, Revised' } },
  ];

  test.each(CRUD)('$resource', async ({ resource, create, change }) => {
    const before = (await listAll(resource)).total;
    const { data: created } = await provider.create(resource, { data: create });
    expect((await provider.getOne(resource, { id: created.id })).data).toEqual(created);
    expect((await listAll(resource)).total).toBe(before + 1);

    const { data: updated } = await save(resource, created, change);
    expect(updated).toMatchObject({ id: created.id, ...change });
    expect((await provider.getOne(resource, { id: created.id })).data).toMatchObject(change);

    expect((await provider.delete(resource, { id: created.id, previousData: updated })).data).toMatchObject({ id: created.id });
    await expect(provider.getOne(resource, { id: created.id })).rejects.toMatchObject({ status: 404 });
    expect((await listAll(resource)).total).toBe(before);
  });

  test.each([...CRUD.map((c) => c.resource), 'comments', 'contact_messages', 'quote_requests', 'site-pages'])('%s: a demo record saved unchanged from its editor is kept as it was', async (resource) => {
    for (const { id } of (await listAll(resource)).records.slice(0, 3)) {
      const { data: record } = await provider.getOne(resource, { id });
      expect((await save(resource, record, {})).data).toEqual((await provider.getOne(resource, { id })).data);
    }
  });

  test('comments: hidden and restored, then deleted', async () => {
    const { records } = await listAll('comments', { hidden: false });
    const leaf = records.find((r) => r.parent_comment !== null && !records.some((c) => c.parent_comment === r.id))!;
    expect((await save('comments', leaf, { hidden: true })).data).toMatchObject({ id: leaf.id, hidden: true });
    expect((await save('comments', { ...leaf, hidden: true }, { hidden: false })).data).toMatchObject({ id: leaf.id, hidden: false });
    expect((await provider.delete('comments', { id: leaf.id, previousData: leaf })).data).toMatchObject({ id: leaf.id, deleted: true });
  });

  test.each(['contact_messages', 'quote_requests'])('%s: marked handled and back', async (resource) => {
    const { records } = await listAll(resource, { handled: false });
    const item = records[0]!;
    expect((await save(resource, item, { handled: true })).data).toMatchObject({ id: item.id, handled: true, handled_at: expect.any(String) });
    expect((await save(resource, { ...item, handled: true }, { handled: false })).data).toMatchObject({ id: item.id, handled: false, handled_at: null });
  });

  test('comment-bans: a member barred (the id is theirs), then the bar lifted', async () => {
    const reader: { id: number } = await db('users').where({ username: credentials.member.username }).first('id');
    const { data: bar } = await provider.create('comment-bans', { data: { user_id: reader.id, reason: 'Through the stock client.' } });
    expect(bar).toMatchObject({ id: reader.id, username: credentials.member.username, reason: 'Through the stock client.' });
    expect((await provider.getMany('comment-bans', { ids: [reader.id] })).data).toEqual([bar]);
    expect((await provider.delete('comment-bans', { id: reader.id, previousData: bar })).data).toEqual(bar);
    await expect(provider.getOne('comment-bans', { id: reader.id })).rejects.toMatchObject({ status: 404 });
  });

  test('orders are made by checkout: the stock create, update and delete get a 405 that says so', async () => {
    const { data: order } = await provider.getOne('orders', { id: (await listAll('orders')).records[0]!.id });
    for (const write of [
      () => provider.create('orders', { data: { number: 'X' } }),
      () => save('orders', order, { status: 'refunded' }),
      () => provider.delete('orders', { id: order.id, previousData: order }),
    ]) {
      await expect(write()).rejects.toMatchObject({ status: 405, body: { message: expect.stringMatching(/made by checkout/) } });
    }
  });
});
