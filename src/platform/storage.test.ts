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

test('lists the files in a folder with their modification times', async () => {
  await storage.put('listed/a.webp', Buffer.from('a'));
  await storage.put('listed/sub/b.webp', Buffer.from('b'));
  const files = await storage.list('listed');
  expect(files).toEqual([{ key: 'listed/a.webp', modifiedAt: expect.any(Date) }]);
  expect(await storage.list('nothing-here')).toEqual([]);
});
