import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, expect, test } from 'vitest';
import { startS3, S3RVER_CREDENTIALS } from './s3';

// The whole app with the S3 driver on: an upload and its renditions land in the bucket, not on
// disk, and /uploads serves them from there. The variables are set before config is first read.
const s3 = await startS3();
Object.assign(process.env, s3.env);
afterAll(() => s3.close());

const [{ testApp }, { makeAdmin, signIn }, { db }, { config }] = await Promise.all([
  import('./http'),
  import('./factories'),
  import('../src/platform/db'),
  import('../src/platform/config'),
]);
const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
const inBucket = async (key: string) => {
  const out = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
};

test('an uploaded picture and its renditions are stored in the bucket and served at /uploads', async () => {
  expect(config.storageDriver).toBe('s3');
  const png = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#7a4' } }).png().toBuffer();
  const uploaded = await supertest(app.url).post('/api/sku_img_tmp_upload').set('Authorization', `Bearer ${adminToken}`).attach('sku_images', png, 'front.png');
  expect(uploaded.status).toBe(201);
  const [file] = uploaded.body.files;
  expect((await sharp(await inBucket(`tmp/${file.filename}`)).metadata()).format).toBe('webp');

  const [id] = (await app.post('/api/shop/sku', { skus: [{ title: 'Stored Afar', list_price: '12', published: true, images: [{ filename: file.filename, caption: 'Front' }] }] }, adminToken)).body.inserted_ids;
  await expect.poll(async () => (await db('sku_images').where({ sku_id: id }).first('renditions'))?.renditions, { timeout: 10_000 }).toBeTruthy();
  const sku = (await app.get(`/api/shop/sku/${id}`)).body.sku;
  const medium = sku.images[0].srcset.split(', ')[1].split(' ')[0] as string;
  expect(medium).toMatch(/^\/uploads\/skus\/.*-800\.webp$/);
  expect((await sharp(await inBucket(medium.replace('/uploads/', ''))).metadata()).width).toBe(800);

  const served = await supertest(app.url).get(medium).buffer(true);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  expect((await sharp(served.body as Buffer).metadata()).width).toBe(800);
  // The claimed file left tmp/ in the bucket, and nothing was written to the local disk.
  await expect(inBucket(`tmp/${file.filename}`)).rejects.toThrow();
  expect(fs.existsSync(path.join(config.DATA_DIR, 'uploads'))).toBe(false);
  expect((await supertest(app.url).get('/uploads/skus/none.webp')).status).toBe(404);
});

test('a digital SKU\'s file goes to the bucket\'s private folder, streams to its buyer, and /uploads never serves it', async () => {
  const { onePagePdf } = await import('../src/platform/pdf');
  const { storage } = await import('../src/platform/storage');
  const pdf = onePagePdf('Kept Afar', ['Streamed from the bucket.']);
  const [id] = (await app.post('/api/shop/sku', { skus: [{ title: 'Kept Afar', list_price: '7', published: true }] }, adminToken)).body.inserted_ids;
  expect((await supertest(app.url).post(`/api/admin/skus/${id}/file`).set('Authorization', `Bearer ${adminToken}`).attach('file', pdf, 'Kept Afar.pdf')).status).toBe(201);
  const { storage_key } = await db('sku_files').where({ sku_id: id }).first('storage_key');
  expect(Buffer.compare(await inBucket(storage_key), pdf)).toBe(0);
  expect((await supertest(app.url).get(`/uploads/${storage_key}`)).status).toBe(404);

  const opened = (await storage.stream(storage_key))!;
  expect(opened.size).toBe(pdf.length);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Buffer));
  expect(Buffer.compare(Buffer.concat(chunks), pdf)).toBe(0);
  expect(await storage.stream('private/sku-files/none.pdf')).toBeNull();
});
