import sharp from 'sharp';
import { z } from 'zod';
import { db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { storage } from '../../platform/storage';
import { RENDITION_WIDTHS } from './skus';
import { UPLOAD_FILENAME } from './admin-schemas';
import { placeUpload, serviceImageKey } from './uploads';

const upload = z.string().regex(UPLOAD_FILENAME);

/**
 * After the commit that recorded a SKU picture: moves its upload into place (when `upload` is
 * given), then makes the thumbnail, medium and large WebP renditions. Safe to run twice.
 */
export const resizeImage = defineJob('shop.resize-image', z.object({ imageId: z.number().int(), upload: upload.optional() }), async ({ imageId, upload }) => {
  const image: { storage_key: string } | undefined = await db('sku_images').where({ id: imageId }).first('storage_key');
  if (!image) return; // deleted meanwhile; the sweep takes its upload
  if (upload) await placeUpload(upload, image.storage_key);
  const original = await storage.get(image.storage_key);
  if (!original) return;
  const base = image.storage_key.replace(/\.webp$/, '');
  const renditions: Record<string, string> = {};
  for (const [name, width] of Object.entries(RENDITION_WIDTHS)) {
    const key = `${base}-${width}.webp`;
    await storage.put(key, await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
    renditions[name] = key;
  }
  await db('sku_images').where({ id: imageId }).update({ renditions: JSON.stringify(renditions) });
});

/** A service's picture is shown at most this wide (the services page's largest card, at 2x). */
export const SERVICE_IMAGE_WIDTH = 1600;

/** After the commit that gave a service an uploaded picture: moves it into place, if the service still shows it. */
export const placeServiceImage = defineJob('shop.place-service-image', z.object({ serviceId: z.number().int(), upload }), async ({ serviceId, upload }) => {
  const key = serviceImageKey(upload);
  const current = await db('services').where({ id: serviceId, img_src: storage.url(key) }).first('id');
  if (current) await placeUpload(upload, key, SERVICE_IMAGE_WIDTH);
});

/** Removes stored files after their rows are gone (a SKU, an image or a service's picture). */
export const removeFiles = defineJob('shop.remove-files', z.object({ keys: z.array(z.string()) }), async ({ keys }) => {
  for (const key of keys) await storage.remove(key);
});
