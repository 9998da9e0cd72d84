import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from './config';

/** The root every stored file lives under; served at /uploads. */
export const storageRoot = path.resolve(config.DATA_DIR, 'uploads');
export const storageUrlPrefix = '/uploads';

// Keys are server-generated ('skus/3f2a.webp'); refusing anything else keeps paths inside the root.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

function fileFor(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(storageRoot, key);
}

/** Local-disk storage with the put/get/url shape an S3-compatible store can take over. */
export const storage = {
  async put(key: string, data: Buffer): Promise<void> {
    const file = fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  },
  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(fileFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  },
  async remove(key: string): Promise<void> {
    await fs.rm(fileFor(key), { force: true });
  },
  /** The files directly in a folder, with when each last changed (the upload sweep reads it). */
  async list(folder: string): Promise<Array<{ key: string; modifiedAt: Date }>> {
    const dir = fileFor(folder);
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const files = [];
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!SAFE_KEY.test(key)) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) files.push({ key, modifiedAt: stat.mtime });
    }
    return files;
  },
  url(key: string): string {
    fileFor(key);
    return `${storageUrlPrefix}/${key}`;
  },
  /** The key a url() answered with, or null for any other address. */
  keyOf(url: string): string | null {
    if (!url.startsWith(`${storageUrlPrefix}/`)) return null;
    const key = url.slice(storageUrlPrefix.length + 1);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  },
};
