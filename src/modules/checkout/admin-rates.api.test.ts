import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { expectListContract, raQuery } from '../../../test/ra-contract';
import { db } from '../../platform/db';
import { SHIPPING_RATE_SORTS, TAX_RATE_SORTS } from './admin-rates';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());

const rate = (over: Record<string, unknown> = {}) => ({
  zone: 'Nordics',
  countries: ['se', 'NO', 'DK', 'SE'],
  level: 'MAIL',
  cost_per_order: '7.5',
  cost_per_item: 1.257,
  min_days: 4,
  max_days: 8,
  ...over,
});
const listOf = (resource: string, params: Record<string, unknown>) => app.get(`/api/admin/${resource}?${raQuery(params)}`, adminToken);

test('only administrators reach the rate tables: 401 for a guest, 403 for a member', async () => {
  const shipping = (await app.post('/api/admin/shipping-rates', rate({ zone: 'Matrix' }), adminToken)).body.id;
  const tax = (await app.post('/api/admin/tax-rates', { country_code: 'IS', rate_percent: 24 }, adminToken)).body.id;
  for (const [resource, id, body] of [['shipping-rates', shipping, rate({ zone: 'Matrix' })], ['tax-rates', tax, { country_code: 'IS', rate_percent: 24 }]] as const) {
    const routes: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object]> = [
      ['get', `/api/admin/${resource}`],
      ['get', `/api/admin/${resource}/${id}`],
      ['post', `/api/admin/${resource}`, body],
      ['put', `/api/admin/${resource}/${id}`, body],
      ['delete', `/api/admin/${resource}/${id}`],
    ];
    for (const [method, path, payload] of routes) {
      expect((await app.send(method, path, payload)).status, `${method} ${path} as a guest`).toBe(401);
      expect((await app.send(method, path, payload, memberToken)).status, `${method} ${path} as a member`).toBe(403);
    }
    expect((await app.get(`/api/admin/${resource}`, adminToken)).status).toBe(200);
    expect((await app.get(`/api/admin/${resource}/${id}`, adminToken)).status).toBe(200);
    expect((await app.put(`/api/admin/${resource}/${id}`, body, adminToken)).status).toBe(200);
    expect((await app.del(`/api/admin/${resource}/${id}`, adminToken)).status).toBe(200);
  }
});

test('shipping rates: create, read, update and delete; countries as two-letter codes', async () => {
  const created = await app.post('/api/admin/shipping-rates', rate(), adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: expect.any(Number), zone: 'Nordics', countries: ['SE', 'NO', 'DK'], level: 'MAIL', cost_per_order: 7.5, cost_per_item: 1.26, min_days: 4, max_days: 8, active: true });
  expect((await app.get(`/api/admin/shipping-rates/${created.body.id}`, adminToken)).body).toEqual(created.body);

  const updated = await app.put(`/api/admin/shipping-rates/${created.body.id}`, { ...created.body, cost_per_order: 0, active: false }, adminToken);
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ cost_per_order: 0, active: false });
  expect(await db('shipping_rates').where({ id: created.body.id }).first('cost_per_order', 'active')).toEqual({ cost_per_order: '0.00', active: false });

  // A second level of the zone; the zone's countries are shared by its levels.
  const express = await app.post('/api/admin/shipping-rates', rate({ level: 'EXPRESS', countries: ['SE', 'NO', 'DK', 'FI'], min_days: 1, max_days: 2 }), adminToken);
  expect(express.status).toBe(201);
  expect((await app.get(`/api/admin/shipping-rates/${created.body.id}`, adminToken)).body.countries).toEqual(['SE', 'NO', 'DK', 'FI']);

  const deleted = await app.del(`/api/admin/shipping-rates/${created.body.id}`, adminToken);
  expect(deleted.body).toMatchObject({ id: created.body.id, zone: 'Nordics', level: 'MAIL' });
  expect((await app.get(`/api/admin/shipping-rates/${created.body.id}`, adminToken)).status).toBe(404);
  expect((await app.del(`/api/admin/shipping-rates/${created.body.id}`, adminToken)).status).toBe(404);
  expect((await app.put(`/api/admin/shipping-rates/${created.body.id}`, rate(), adminToken)).status).toBe(404);
});

test('a zone has each level once (409), and a country is in one zone only (400)', async () => {
  const first = await app.post('/api/admin/shipping-rates', rate({ zone: 'Iberia', countries: ['ES', 'PT'] }), adminToken);
  const twice = await app.post('/api/admin/shipping-rates', rate({ zone: 'Iberia', countries: ['ES', 'PT'] }), adminToken);
  expect(twice.status).toBe(409);
  expect(twice.body).toMatchObject({ message: 'This zone already has that level.', errors: { level: ['This zone already has that level.'] } });
  const ground = await app.post('/api/admin/shipping-rates', rate({ zone: 'Iberia', countries: ['ES', 'PT'], level: 'GROUND' }), adminToken);
  expect((await app.put(`/api/admin/shipping-rates/${ground.body.id}`, { ...ground.body, level: 'MAIL' }, adminToken)).status).toBe(409);

  const overlap = await app.post('/api/admin/shipping-rates', rate({ zone: 'Southern Europe', countries: ['IT', 'PT', 'ES'] }), adminToken);
  expect(overlap.status).toBe(400);
  expect(overlap.body.errors).toEqual({ countries: ['PT, ES are already in the zone “Iberia”.'] });
  // The seeded 'Rest of the world' is the one zone without countries.
  const world = await app.post('/api/admin/shipping-rates', rate({ zone: 'Everywhere else', countries: [] }), adminToken);
  expect(world.status).toBe(400);
  expect(world.body.errors.countries[0]).toBe('The zone “Rest of the world” already covers every other country.');
  expect((await app.get(`/api/admin/shipping-rates/${first.body.id}`, adminToken)).body.countries).toEqual(['ES', 'PT']);
});

test('a zone renamed keeps its countries; a level renamed away from its zone still may not take them', async () => {
  const only = (await app.post('/api/admin/shipping-rates', rate({ zone: 'Baltics', countries: ['EE', 'LV', 'LT'] }), adminToken)).body;
  const renamed = await app.put(`/api/admin/shipping-rates/${only.id}`, { ...only, zone: 'Baltic States' }, adminToken);
  expect(renamed.status).toBe(200);
  expect(renamed.body).toMatchObject({ zone: 'Baltic States', countries: ['EE', 'LV', 'LT'] });

  const express = (await app.post('/api/admin/shipping-rates', rate({ zone: 'Baltic States', countries: ['EE', 'LV', 'LT'], level: 'EXPRESS', min_days: 1, max_days: 2 }), adminToken)).body;
  const split = await app.put(`/api/admin/shipping-rates/${express.id}`, { ...express, zone: 'Baltics Express' }, adminToken);
  expect(split.status).toBe(400);
  expect(split.body.errors.countries[0]).toBe('EE, LV, LT are already in the zone “Baltic States”.');
});

test('shipping rates list by zone, then level in its own order; bad input is a 400 with field errors', async () => {
  const res = await listOf('shipping-rates', { sort: ['zone', 'ASC'], filter: { q: 'united states' } });
  expect(res.headers['content-range']).toBe('shipping-rates 0-3/4');
  expect(res.body.map((r: { level: string }) => r.level)).toEqual(['MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS']);
  const byCountry = await listOf('shipping-rates', { sort: ['zone', 'ASC'], filter: { q: 'MX' } });
  expect(byCountry.body.map((r: { zone: string; level: string }) => `${r.zone} ${r.level}`)).toEqual(['Canada and Mexico MAIL', 'Canada and Mexico EXPEDITED']);

  const bad = await app.post('/api/admin/shipping-rates', { zone: ' ', countries: ['USA', 1], level: 'SLOW', cost_per_order: -1, cost_per_item: 'free', min_days: 5, max_days: 2, active: 'yes' }, adminToken);
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['active', 'cost_per_item', 'cost_per_order', 'countries.0', 'countries.1', 'level', 'zone']);
  const days = await app.post('/api/admin/shipping-rates', rate({ zone: 'Days', countries: ['ZA'], min_days: 5, max_days: 2 }), adminToken);
  expect(days.body.errors).toEqual({ max_days: ['At least the minimum.'] });
  expect((await app.post('/api/admin/shipping-rates', rate({ zone: 'Bad\u0000zone' }), adminToken)).status).toBe(400);
  expect((await app.get('/api/admin/shipping-rates/99999999999', adminToken)).status).toBe(400);
  expect((await app.put('/api/admin/shipping-rates/abc', rate(), adminToken)).status).toBe(400);
  expect((await app.post('/api/admin/shipping-rates', '{"zone":', adminToken)).status).toBe(400);
});

test('tax rates: percent for people, a fraction in the table, one rate per country or state', async () => {
  const created = await app.post('/api/admin/tax-rates', { country_code: 'us', state_code: 'WA', rate_percent: '6.5', label: 'Washington sales tax' }, adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: expect.any(Number), country_code: 'US', state_code: 'WA', rate_percent: 6.5, label: 'Washington sales tax' });
  expect(await db('tax_rates').where({ id: created.body.id }).first('rate')).toEqual({ rate: '0.0650' });

  const updated = await app.put(`/api/admin/tax-rates/${created.body.id}`, { ...created.body, rate_percent: 10.25 }, adminToken);
  expect(updated.body.rate_percent).toBe(10.25);
  expect(await db('tax_rates').where({ id: created.body.id }).first('rate')).toEqual({ rate: '0.1025' });

  const country = await app.post('/api/admin/tax-rates', { country_code: 'US', rate_percent: 0 }, adminToken);
  expect(country.body).toMatchObject({ state_code: null, label: null, rate_percent: 0 });
  for (const body of [{ country_code: 'US', state_code: 'WA', rate_percent: 7 }, { country_code: 'US', state_code: '', rate_percent: 1 }]) {
    const twice = await app.post('/api/admin/tax-rates', body, adminToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('That country (or state) already has a tax rate.');
  }

  for (const body of [{ country_code: 'USA', rate_percent: 5 }, { country_code: 'FR', rate_percent: 100 }, { country_code: 'FR', rate_percent: -1 }, { country_code: 'FR', rate_percent: 'a lot' }, { country_code: 'FR' }]) {
    const res = await app.post('/api/admin/tax-rates', body, adminToken);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.errors, JSON.stringify(body)).toBeDefined();
  }
  const removed = await app.del(`/api/admin/tax-rates/${created.body.id}`, adminToken);
  expect(removed.body).toMatchObject({ id: created.body.id, rate_percent: 10.25 });
  expect(await db('tax_rates').where({ id: created.body.id }).first()).toBeUndefined();
});

test('both rate lists speak ra-data-simple-rest: sort, range, q, ids, Content-Range', async () => {
  const shipping = [];
  for (const [zone, country] of [['Contract B', 'BE'], ['Contract A', 'AT'], ['Contract C', 'CH']]) {
    shipping.push((await app.post('/api/admin/shipping-rates', rate({ zone, countries: [country] }), adminToken)).body.id);
  }
  await expectListContract(app, { resource: 'shipping-rates', token: adminToken, sortable: SHIPPING_RATE_SORTS, q: 'contract', matching: shipping });

  const tax = [];
  for (const [country, percent] of [['DE', 19], ['NL', 21], ['BE', 21]] as const) {
    tax.push((await app.post('/api/admin/tax-rates', { country_code: country, rate_percent: percent, label: `Contract VAT ${country}` }, adminToken)).body.id);
  }
  await expectListContract(app, { resource: 'tax-rates', token: adminToken, sortable: TAX_RATE_SORTS, q: 'contract vat', matching: tax });
  const byRate = await listOf('tax-rates', { sort: ['rate_percent', 'DESC'], filter: { q: 'contract vat' } });
  expect(byRate.body.map((r: { country_code: string }) => r.country_code)).toEqual(['BE', 'NL', 'DE']);
});
