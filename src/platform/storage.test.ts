import { expect, test } from 'vitest';
import { storage } from './storage';

test('stores, reads back and removes a file by key', async () => {
  await storage.put('skus/1-cover.webp', Buffer.from('image bytes'));
  expect((await storage.get('skus/1-cover.webp'))?.toString()).toBe('image bytes');
  expect(storage.url('skus/1-cover.webp')).toBe('/uploads/skus/1-cover.webp');
  await storage.remove('skus/1-cover.webp');
  expect(await storage.get('skus/1-cover.webp')).toBeNull();
});

test('refuses keys that could leave the storage root', async () => {
  for (const key of ['../etc/passwd', 'skus/../../x', '/abs', 'a//b', '.hidden']) {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  }
});
