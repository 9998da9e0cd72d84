import fs from 'node:fs';
import { expect, test } from 'vitest';
import { CONFIG_VARIABLES, parseConfig } from './config';

test('defaults give the embedded setup', () => {
  const c = parseConfig({});
  expect(c).toMatchObject({ PORT: 3000, SITE_NAME: 'Athenaeum', siteShortName: 'ATH', publicUrl: 'http://localhost:3000' });
  expect(c.DATABASE_URL).toBeUndefined();
  expect(c.REDIS_URL).toBeUndefined();
  expect(Object.isFrozen(c)).toBe(true);
});

test('an empty variable counts as unset', () => {
  expect(parseConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
});

test('a bad variable fails with its name', () => {
  expect(() => parseConfig({ PORT: 'eighty', REDIS_URL: 'not a url' })).toThrow(/PORT[\s\S]*REDIS_URL|REDIS_URL[\s\S]*PORT/);
});

test('Stripe takes all three keys or none', () => {
  expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY: Set all of/);
  const all = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  expect(parseConfig(all).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_x');
  expect(parseConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
});

test('payments: Stripe with its keys; without them test mode outside production, none in production unless PAYMENTS_TEST_MODE=1', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const modeOf = (env: NodeJS.ProcessEnv) => parseConfig(env).paymentsMode;
  expect([modeOf({}), modeOf({ NODE_ENV: 'test' }), modeOf({ NODE_ENV: 'production' })]).toEqual(['test', 'test', 'off']);
  expect([modeOf({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' }), modeOf({ PAYMENTS_TEST_MODE: '0' }), modeOf({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '' })]).toEqual(['test', 'off', 'off']);
  expect([modeOf({ ...keys, NODE_ENV: 'production' }), modeOf({ ...keys, PAYMENTS_TEST_MODE: '0' })]).toEqual(['stripe', 'stripe']);
  expect(() => parseConfig({ ...keys, NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' })).toThrow(/PAYMENTS_TEST_MODE: The Stripe keys take real payments/);
  expect(() => parseConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
});

test('VARNISH_URLS: a comma-separated list of http addresses, empty when unset', () => {
  expect(parseConfig({}).VARNISH_URLS).toEqual([]);
  expect(parseConfig({ VARNISH_URLS: 'http://127.0.0.1:6081, http://cache-2:6081/' }).VARNISH_URLS).toEqual(['http://127.0.0.1:6081', 'http://cache-2:6081/']);
  expect(() => parseConfig({ VARNISH_URLS: 'http://127.0.0.1:6081,127.0.0.2:6081' })).toThrow(/VARNISH_URLS/);
  expect(() => parseConfig({ VARNISH_URLS: 'ftp://cache:21' })).toThrow(/VARNISH_URLS/);
});

test('SHOP_TIME_ZONE: an IANA zone, UTC when unset', () => {
  expect(parseConfig({}).SHOP_TIME_ZONE).toBe('UTC');
  expect(parseConfig({ SHOP_TIME_ZONE: 'America/New_York' }).SHOP_TIME_ZONE).toBe('America/New_York');
  expect(() => parseConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE: an IANA time zone/);
});

test('.env.example names every variable the configuration reads, and no other', () => {
  const documented = [...fs.readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  expect(documented.toSorted()).toEqual(CONFIG_VARIABLES.toSorted());
});
