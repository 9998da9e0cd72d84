import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { storage } from '../../platform/storage';
import type { UploadedImage } from './schemas';
import { RENDITION_WIDTHS } from './skus';

export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/** Bigger than any camera's picture, small enough that decoding one cannot exhaust memory. */
export const UPLOAD_MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'Only pictures can be uploaded: JPEG, PNG, WebP, GIF, AVIF or TIFF.';

const tmpKey = (filename: string) => `tmp/${filename}`;

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it as WebP:
 * metadata (camera, location) is dropped and nothing but pixels is kept.
 */
export async function acceptUpload(data: Buffer): Promise<UploadedImage> {
  let meta: sharp.Metadata;
  try {
    // Reading the header decodes no pixels, so the size is checked before any decoding.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('not_an_image', NOT_AN_IMAGE, 400);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError('not_an_image', NOT_AN_IMAGE, 400);
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS) {
    throw new AppError('too_large', `The picture is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`, 400);
  }
  const { data: webp, info } = await sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate().webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
  const filename = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(tmpKey(filename), webp);
  return { filename, url: storage.url(tmpKey(filename)), width: info.width, height: info.height };
}

/** Moves an upload under the SKU's folder; the caller records it in sku_images. */
export async function claimUpload(filename: string, skuId: number): Promise<{ key: string; width: number; height: number }> {
  const data = await storage.get(tmpKey(filename));
  if (!data) throw new AppError('validation', 'An uploaded image has expired. Please upload it again.', 400, { images: ['An uploaded image has expired. Please upload it again.'] });
  const key = `skus/${skuId}/${filename}`;
  await storage.put(key, data);
  await storage.remove(tmpKey(filename));
  const { width, height } = await sharp(data).metadata();
  return { key, width: width ?? 1, height: height ?? 1 };
}

/** Makes the thumbnail, medium and large WebP renditions of a SKU image; safe to run twice. */
export const resizeImage = defineJob('shop.resize-image', z.object({ imageId: z.number().int() }), async ({ imageId }) => {
  const image: { storage_key: string } | undefined = await db('sku_images').where({ id: imageId }).first('storage_key');
  if (!image) return; // deleted meanwhile
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

/** Removes stored files after their rows are gone (a SKU or image deleted). */
export const removeFiles = defineJob('shop.remove-files', z.object({ keys: z.array(z.string()) }), async ({ keys }) => {
  for (const key of keys) await storage.remove(key);
});
