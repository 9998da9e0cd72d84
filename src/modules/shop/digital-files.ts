import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, notFound } from '../../platform/errors';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { PRIVATE_FOLDER, storage, type FileStream } from '../../platform/storage';
import { removeFiles } from './images';
import type { SkuFile } from './admin-schemas';

// A SKU with a file is digital (issue 26): the file is what the buyer downloads. It is stored under
// the storage's private folder, which no public route serves, and read only through the buyer's
// download link (checkout's downloads.ts).

/** Bigger than any ebook with pictures; the upload is held in memory while it is checked and stored. */
export const DIGITAL_FILE_MAX_BYTES = 100 * 1024 * 1024;

interface Format {
  ext: string;
  /** The name a buyer knows the format by: 'EPUB'. */
  label: string;
  contentType: string;
  /** Recognises the format by its bytes, never by the name or the type the browser declared. */
  matches: (data: Buffer) => boolean;
}

const startsWith = (data: Buffer, text: string, at = 0) => data.subarray(at, at + text.length).toString('latin1') === text;
const isZip = (data: Buffer) => startsWith(data, 'PK\x03\x04');

// EPUB first: an EPUB is a ZIP whose first entry is the uncompressed 'mimetype' file.
const FORMATS: Format[] = [
  { ext: 'epub', label: 'EPUB', contentType: 'application/epub+zip', matches: (d) => isZip(d) && startsWith(d, 'mimetypeapplication/epub+zip', 30) },
  { ext: 'pdf', label: 'PDF', contentType: 'application/pdf', matches: (d) => startsWith(d, '%PDF-') },
  { ext: 'mobi', label: 'MOBI', contentType: 'application/x-mobipocket-ebook', matches: (d) => startsWith(d, 'BOOKMOBI', 60) },
  { ext: 'zip', label: 'ZIP', contentType: 'application/zip', matches: isZip },
];
/** 'application/pdf' → 'PDF': the file's type as the product page names it (issue 36). */
export const fileTypeOf = (contentType: string): string => FORMATS.find((f) => f.contentType === contentType)?.label ?? 'File';

export const NOT_A_BOOK_FILE = 'Only EPUB, PDF, MOBI or ZIP files can be sold for download.';

/** The format of a file by its content, or a 400. */
export function digitalFormatOf(data: Buffer): Format {
  const format = FORMATS.find((f) => f.matches(data));
  if (!format) throw new AppError('not_a_book_file', NOT_A_BOOK_FILE, 400, { file: [NOT_A_BOOK_FILE] });
  return format;
}

/** A name safe in a Content-Disposition header and on any disk: no path, no control characters, at most 200 characters. */
export function downloadName(original: string, ext: string): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  const base = original.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || `download.${ext}`;
}

const fileKey = (ext: string) => `${PRIVATE_FOLDER}/sku-files/${randomBytes(16).toString('hex')}.${ext}`;

interface FileRow {
  sku_id: number;
  storage_key: string;
  original_name: string;
  size: string | number;
  content_type: string;
  uploaded_at: Date;
}

const present = (row: FileRow): SkuFile => ({ name: row.original_name, size: Number(row.size), content_type: row.content_type, uploaded_at: new Date(row.uploaded_at).toISOString() });

/**
 * Gives a SKU its file (in place of any earlier one, which is removed after the commit) and makes
 * it digital. The bytes are stored first under a new key, so a failed save leaves an orphan at
 * worst, never a SKU naming a missing file.
 */
export async function attachSkuFile(skuId: number, upload: { data: Buffer; name: string }, db: Db = defaultDb): Promise<SkuFile> {
  const format = digitalFormatOf(upload.data);
  if (!(await db('skus').where({ id: skuId }).first('id'))) throw notFound('SKU');
  const key = fileKey(format.ext);
  await storage.put(key, upload.data);
  return withTransaction(db, async (trx) => {
    const earlier: FileRow | undefined = await trx('sku_files').where({ sku_id: skuId }).forUpdate().first();
    const values = { sku_id: skuId, storage_key: key, original_name: downloadName(upload.name, format.ext), size: upload.data.length, content_type: format.contentType, uploaded_at: trx.fn.now() };
    const [row] = await trx('sku_files').insert(values).onConflict('sku_id').merge().returning('*');
    await trx('skus').where({ id: skuId }).update({ digital: true, updated_at: trx.fn.now() });
    if (earlier) await enqueue(removeFiles, { keys: [earlier.storage_key] }, { trx });
    return present(row as FileRow);
  });
}

/** Takes a SKU's file away: the SKU is no longer digital (links already sold answer that the file is gone). */
export async function detachSkuFile(skuId: number, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const [row] = await trx('sku_files').where({ sku_id: skuId }).delete().returning('storage_key');
    if (!row) throw notFound('File');
    await trx('skus').where({ id: skuId }).update({ digital: false, updated_at: trx.fn.now() });
    await enqueue(removeFiles, { keys: [(row as { storage_key: string }).storage_key] }, { trx });
  });
}

/** A SKU's file as the console shows it, or null. */
export async function skuFileOf(skuId: number, db: Db = defaultDb): Promise<SkuFile | null> {
  const row: FileRow | undefined = await db('sku_files').where({ sku_id: skuId }).first();
  return row ? present(row) : null;
}

/** The storage keys of the SKUs' files, for removal with the SKUs (in their transaction). */
export const skuFileKeys = (trx: Knex.Transaction, skuIds: number[]): Promise<string[]> => trx('sku_files').whereIn('sku_id', skuIds).pluck('storage_key');

/** A SKU's file opened for a download: its name and type, and its bytes as a stream; null when it has none (or it is gone from storage). */
export async function openSkuFile(skuId: number, db: Db = defaultDb): Promise<(SkuFile & FileStream) | null> {
  const row: FileRow | undefined = await db('sku_files').where({ sku_id: skuId }).first();
  if (!row) return null;
  const opened = await storage.stream(row.storage_key);
  return opened ? { ...present(row), ...opened } : null;
}
