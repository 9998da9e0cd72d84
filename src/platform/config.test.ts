import { expect, test } from 'vitest';
import { parseConfig } from './config';

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
