import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { storage, storageRoot } from '../../platform/storage';
import { shopSchedules } from './jobs';
import { serviceImageKey, skuImageKey, sweepUploads, tmpKey } from './uploads';

const DAY = 24 * 60 * 60 * 1000;

/** An upload left in tmp/ `ageMs` ago. */
async function leftUpload(ageMs: number): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(tmpKey(name), Buffer.from('pixels'));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(path.join(storageRoot, tmpKey(name)), when, when);
  return name;
}

test('the daily sweep removes unclaimed uploads older than a day, and keeps fresh and claimed ones', async () => {
  const old = await leftUpload(DAY + 60_000);
  const fresh = await leftUpload(DAY - 60_000);
  // Saved with a SKU and a service whose moves have not run yet.
  const claimedBySku = await leftUpload(2 * DAY);
  const claimedByService = await leftUpload(2 * DAY);
  await db('sku_images').insert({ sku_id: await makeSku({ title: 'Waiting' }), storage_key: skuImageKey(claimedBySku), width: 1, height: 1 });
  await db('services').insert({ key: 'waiting', title: 'Waiting', img_src: storage.url(serviceImageKey(claimedByService)) });

  await sweepUploads.process({});

  expect(await storage.get(tmpKey(old))).toBeNull();
  for (const kept of [fresh, claimedBySku, claimedByService]) expect(await storage.get(tmpKey(kept))).not.toBeNull();
  expect(shopSchedules).toContainEqual({ job: sweepUploads, everyMs: DAY });
});
