import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3, S3RVER_CREDENTIALS } from '../../test/s3';
import { createStorage, diskDriver, storage as configured, storageUrlPrefix, type Storage } from './storage';
import { s3Driver } from './storage-s3';

// One contract, both drivers: what modules may count on whichever store is configured.

type Started = { storage: Storage; close: () => Promise<void> };

const drivers: Record<string, () => Promise<Started>> = {
  disk: async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-disk-'));
    return { storage: createStorage(diskDriver(root)), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const s3 = await startS3();
    // A prefix, as deployments sharing a bucket use: keys and listings must not show it.
    const driver = await s3Driver({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS, forcePathStyle: true, prefix: 'site-a/' });
    return { storage: createStorage(driver), close: s3.close };
  },
};

test('the embedded default is local disk', async () => {
  await configured.put('default/a.webp', Buffer.from('a'));
  expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'uploads', 'default', 'a.webp'))).toBe(true);
});

describe.each(Object.keys(drivers))('%s storage', (name) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await drivers[name]!());
  });
  afterAll(() => close());

  test('stores, reads back and removes a file by key', async () => {
    await storage.put('skus/1-cover.webp', Buffer.from('image bytes'));
    expect((await storage.get('skus/1-cover.webp'))?.toString()).toBe('image bytes');
    await storage.put('skus/1-cover.webp', Buffer.from('other bytes'));
    expect((await storage.get('skus/1-cover.webp'))?.toString()).toBe('other bytes');
    await storage.remove('skus/1-cover.webp');
    expect(await storage.get('skus/1-cover.webp')).toBeNull();
  });

  test('a missing file reads as null and removes without error', async () => {
    expect(await storage.get('skus/never-stored.webp')).toBeNull();
    await expect(storage.remove('skus/never-stored.webp')).resolves.toBeUndefined();
  });

  test('lists the files directly in a folder with their modification times', async () => {
    const before = Date.now() - 5000;
    await storage.put('listed/a.webp', Buffer.from('a'));
    await storage.put('listed/b.webp', Buffer.from('b'));
    await storage.put('listed/sub/c.webp', Buffer.from('c'));
    await storage.put('listed-too/d.webp', Buffer.from('d'));
    const files = (await storage.list('listed')).sort((x, y) => x.key.localeCompare(y.key));
    expect(files.map((f) => f.key)).toEqual(['listed/a.webp', 'listed/b.webp']);
    for (const f of files) {
      expect(f.modifiedAt).toBeInstanceOf(Date);
      expect(f.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(f.modifiedAt.getTime()).toBeLessThan(Date.now() + 5000);
    }
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  test('gives each key an address under /uploads and reads the key back from it', () => {
    expect(storage.url('skus/1-cover.webp')).toBe('/uploads/skus/1-cover.webp');
    expect(storage.keyOf('/uploads/skus/1-cover.webp')).toBe('skus/1-cover.webp');
    for (const other of ['https://elsewhere.example/x.webp', '/uploads/../etc/passwd', '/assets/x.js', '/uploads/']) expect(storage.keyOf(other)).toBeNull();
  });

  test('refuses keys that could leave the storage root', async () => {
    for (const key of ['../etc/passwd', 'skus/../../x', '/abs', 'a//b', '.hidden', 'skus/a b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe/);
      await expect(storage.remove(key)).rejects.toThrow(/Unsafe/);
      expect(() => storage.url(key)).toThrow(/Unsafe/);
    }
    await expect(storage.list('../..')).rejects.toThrow(/Unsafe/);
  });

  test('serves a stored file at its address, cached for good, and nothing else', async () => {
    const app = express().use(storageUrlPrefix, storage.handler, (_req, res) => void res.status(404).send('Not found'));
    await storage.put('served/pic.webp', Buffer.from('RIFF....WEBP'));
    const res = await request(app).get('/uploads/served/pic.webp').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(Buffer.from(res.body as Buffer).toString()).toBe('RIFF....WEBP');
    expect(res.headers.etag).toBeTruthy();
    expect((await request(app).get('/uploads/served/pic.webp').set('If-None-Match', res.headers.etag!)).status).toBe(304);
    expect((await request(app).head('/uploads/served/pic.webp')).status).toBe(200);
    for (const missing of ['/uploads/served/none.webp', '/uploads/served/%2e%2e/%2e%2e/etc/passwd', '/uploads/%E0%A4%A']) {
      expect((await request(app).get(missing)).status).toBe(404);
    }
  });
});
