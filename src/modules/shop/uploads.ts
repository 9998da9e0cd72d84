import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { storage } from '../../platform/storage';
import { UPLOAD_FILENAME, type UploadedImage } from './admin-schemas';

// Pictures uploaded from the console wait in tmp/ until a SKU or service that uses them is saved.
// The save only records where they will live; they are moved there after its commit, so a save
// that rolls back leaves them in tmp/ to be used again, and no file work holds a transaction open.

export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/** Bigger than any camera's picture, small enough that decoding one cannot exhaust memory. */
export const UPLOAD_MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'Only pictures can be uploaded: JPEG, PNG, WebP, GIF, AVIF or TIFF.';
/** Unclaimed uploads older than this are removed by the daily sweep. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const TMP = 'tmp';
export const tmpKey = (filename: string) => `${TMP}/${filename}`;

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it as WebP:
 * metadata (camera, location) is dropped and nothing but pixels is kept.
 */
export async function acceptUpload(data: Buffer): Promise<UploadedImage> {
  let meta: Metadata;
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
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate().webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
  } catch {
    // A good header over pixels that do not decode (a cut-off file), or more channels than sharp takes.
    throw new AppError('not_an_image', NOT_AN_IMAGE, 400);
  }
  const { data: webp, info } = encoded;
  const filename = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(tmpKey(filename), webp);
  return { filename, url: storage.url(tmpKey(filename)), width: info.width, height: info.height };
}

const EXPIRED = 'An uploaded image has expired. Please upload it again.';

/**
 * An upload's size, read before the transaction that records it (the file stays where it is).
 * A 400 on `field` when it is gone: swept, or already moved by an earlier save.
 */
export async function inspectUpload(filename: string, field: string): Promise<{ width: number; height: number }> {
  const data = await storage.get(tmpKey(filename));
  if (!data) throw new AppError('validation', EXPIRED, 400, { [field]: [EXPIRED] });
  const { width, height } = await sharp(data).metadata();
  return { width: width ?? 1, height: height ?? 1 };
}

/**
 * Moves a claimed upload from tmp/ to its key, at most `maxWidth` wide when given. Safe to run
 * twice: a run after a finished one finds tmp/ empty; one after a crash writes the key again.
 */
export async function placeUpload(filename: string, key: string, maxWidth?: number): Promise<void> {
  const data = await storage.get(tmpKey(filename));
  if (!data) return;
  const placed = maxWidth ? await sharp(data).resize({ width: maxWidth, withoutEnlargement: true }).webp({ quality: 85 }).toBuffer() : data;
  await storage.put(key, placed);
  await storage.remove(tmpKey(filename));
}

/** The storage keys a claimed upload is recorded under (SKU pictures, service pictures). */
export const skuImageKey = (filename: string) => `skus/${filename}`;
export const serviceImageKey = (filename: string) => `services/${filename}`;

/**
 * Removes uploads left in tmp/ for more than a day that nothing claimed. One that a saved SKU or
 * service names but whose move has not run yet (its job still waiting) is kept.
 */
export const sweepUploads = defineJob('shop.sweep-uploads', z.object({}), async () => {
  const cutoff = Date.now() - UPLOAD_TTL_MS;
  const old = (await storage.list(TMP)).filter((f) => f.modifiedAt.getTime() < cutoff).map((f) => f.key.slice(TMP.length + 1));
  const names = old.filter((name) => UPLOAD_FILENAME.test(name));
  const claimed = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const batch = names.slice(i, i + 500);
    const keys: string[] = await db('sku_images').whereIn('storage_key', batch.map(skuImageKey)).pluck('storage_key');
    const urls: string[] = await db('services').whereIn('img_src', batch.map((n) => storage.url(serviceImageKey(n)))).pluck('img_src');
    for (const name of [...keys, ...urls]) claimed.add(name.slice(name.lastIndexOf('/') + 1));
  }
  const unclaimed = old.filter((name) => !claimed.has(name));
  for (const name of unclaimed) await storage.remove(tmpKey(name));
  if (unclaimed.length) logger.info({ removed: unclaimed.length }, 'removed unclaimed uploads');
});
