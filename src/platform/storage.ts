import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { config } from './config';

// Files under server-generated keys ('skus/3f2a.webp'), on local disk (the embedded default) or in
// an S3-compatible bucket (storage-s3.ts), behind one interface: modules never know which. Either
// way a file's address is /uploads/<key>, served by this process, so the addresses kept in the
// database (services.img_src) survive a move between the two (docs/decisions.md, "Storage").

/** The root every stored file lives under on local disk. */
export const storageRoot = path.resolve(config.DATA_DIR, 'uploads');
export const storageUrlPrefix = '/uploads';

/**
 * Keys under this folder are never served at storageUrlPrefix nor given an address: files sold
 * for download (digital goods) are read only through get() or stream(), by the route that checks
 * the buyer's link.
 */
export const PRIVATE_FOLDER = 'private';
const isPrivate = (key: string) => key === PRIVATE_FOLDER || key.startsWith(`${PRIVATE_FOLDER}/`);

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface FileStream {
  stream: NodeJS.ReadableStream;
  size: number;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** What a backend does; keys reach it already checked. */
export interface StorageDriver {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file's bytes as a stream (never all in memory), or null when there is none. */
  stream(key: string): Promise<FileStream | null>;
  /** Removes the file; removing a missing file is no error. */
  remove(key: string): Promise<void>;
  /** The files directly in a folder (not in folders below it), with when each last changed. */
  list(folder: string): Promise<StoredFile[]>;
  /**
   * Serves GET and HEAD of a file at req.path under the prefix (its key checked, a year's
   * immutable caching: a key's content never changes); passes a missing file on with next().
   */
  handler: RequestHandler;
}

// Keys are server-generated; refusing anything else keeps paths inside the root and keys plain in a bucket.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;
/** Whether a key is one this store accepts. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif', gif: 'image/gif' };
/** The type a stored file is served with, by its extension. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export type Storage = ReturnType<typeof createStorage>;

/** The store modules use: key checks and addresses here, bytes in the driver. */
export function createStorage(driver: StorageDriver) {
  return {
    put: async (key: string, data: Buffer) => driver.put(checked(key), data, contentTypeOf(key)),
    get: async (key: string) => driver.get(checked(key)),
    stream: async (key: string) => driver.stream(checked(key)),
    remove: async (key: string) => driver.remove(checked(key)),
    /** The files directly in a folder, with when each last changed (the upload sweep reads it). */
    list: async (folder: string) => (await driver.list(checked(folder))).filter((f) => isSafeKey(f.key)),
    url(key: string): string {
      if (isPrivate(key)) throw new Error(`A private file has no address: ${key}`);
      return `${storageUrlPrefix}/${checked(key)}`;
    },
    /** The key a url() answered with, or null for any other address. */
    keyOf(url: string): string | null {
      if (!url.startsWith(`${storageUrlPrefix}/`)) return null;
      const key = url.slice(storageUrlPrefix.length + 1);
      return isSafeKey(key) && !isPrivate(key) ? key : null;
    },
    /** Serves the files at storageUrlPrefix; a missing one or an unsafe key falls through to the next handler. */
    handler: ((req, res, next) => {
      let key: string;
      try {
        key = decodeURIComponent(req.path.slice(1));
      } catch {
        return next();
      }
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSafeKey(key) || isPrivate(key)) return next();
      return driver.handler(req, res, next);
    }) satisfies RequestHandler,
  };
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under root on local disk. */
export function diskDriver(root: string): StorageDriver {
  const fileFor = (key: string) => path.join(root, key);
  return {
    async put(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      return fs.readFile(fileFor(key)).catch((err: unknown) => (missing(err) ? null : Promise.reject(err)));
    },
    async stream(key) {
      const file = fileFor(key);
      const stat = await fs.stat(file).catch((err: unknown) => (missing(err) ? null : Promise.reject(err)));
      return stat?.isFile() ? { stream: createReadStream(file), size: stat.size } : null;
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async list(folder) {
      const dir = fileFor(folder);
      const names = await fs.readdir(dir).catch((err: unknown) => (missing(err) ? [] : Promise.reject(err)));
      const files: StoredFile[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) files.push({ key: `${folder}/${name}`, modifiedAt: stat.mtime });
      }
      return files;
    },
    handler: express.static(root, { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  };
}

async function configuredDriver(): Promise<StorageDriver> {
  if (config.storageDriver === 'disk') return diskDriver(storageRoot);
  // The AWS SDK loads only where a bucket is configured (storage-s3.ts imports it when called).
  const { s3Driver, s3OptionsFrom } = await import('./storage-s3');
  return s3Driver(s3OptionsFrom(config));
}

/** This process's store, as configured (STORAGE_DRIVER, S3_*). */
export const storage: Storage = createStorage(await configuredDriver());
