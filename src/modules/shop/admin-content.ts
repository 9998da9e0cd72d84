import type { Knex } from 'knex';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { enqueue } from '../../platform/jobs';
import { storage } from '../../platform/storage';
import { placeServiceImage, removeFiles } from './images';
import { TMP_UPLOAD_PATH, type AdminService, type ContactMessage, type QuoteRequest, type ServiceInput } from './admin-schemas';
import { cleanHtml } from './sku-admin';
import { inspectUpload, serviceImageKey } from './uploads';

// The admin console's services and inbox (contact messages, quote requests).

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

type ServiceRow = Omit<AdminService, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const presentService = (r: ServiceRow): AdminService => ({ ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! });

export const SERVICE_SORTS = ['id', 'position', 'title', 'key', 'published', 'created_at', 'updated_at'] as const;

/** A page of services: search `q` (title, key, subtitle), filter `published` true/false. */
export async function listServices(list: RaList, db: Db = defaultDb) {
  const base = db('services');
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const q = textFilter(list);
  if (q) {
    const like = containsPattern(q);
    base.where((w) => w.whereILike('title', like).orWhereILike('key', like).orWhereILike('subtitle', like));
  }
  if (typeof list.filter.published === 'boolean') base.where('published', list.filter.published);
  const counted = await base.clone().count({ n: '*' }).first();
  const rows: ServiceRow[] = await base.orderBy(list.sort, list.order).orderBy('id', list.order).offset(list.offset).limit(list.limit);
  return { rows: rows.map(presentService), total: Number(counted?.n ?? 0) };
}

export async function getService(id: number, db: Db = defaultDb): Promise<AdminService> {
  const row: ServiceRow | undefined = await db('services').where({ id }).first();
  if (!row) throw notFound('Service');
  return presentService(row);
}

const keyTaken = () => new AppError('conflict', 'Another service already uses this key.', 409, { key: ['Another service already uses this key.'] });

async function checkKey(key: string, exceptId: number | null, db: Db): Promise<void> {
  const q = db('services').where({ key });
  if (exceptId !== null) q.whereNot({ id: exceptId });
  if (await q.first('id')) throw keyTaken();
}

/**
 * A service saved with a fresh upload's address (/uploads/tmp/{filename}) claims it: the row gets
 * the picture's final address and the file moves there after the commit. The upload is checked
 * before the transaction; null for any other address.
 */
async function uploadOf(input: ServiceInput): Promise<string | null> {
  const upload = input.img_src?.match(TMP_UPLOAD_PATH)?.[1];
  if (!upload) return null;
  await inspectUpload(upload, 'img_src');
  return upload;
}

function serviceColumns(input: ServiceInput, upload: string | null) {
  return {
    ...input,
    description: cleanHtml(input.description),
    body: cleanHtml(input.body),
    ...(upload ? { img_src: storage.url(serviceImageKey(upload)) } : {}),
  };
}

/**
 * After a service's picture changed: moves a claimed upload into place, and removes the old
 * picture's file when it was an upload of ours that no other service shows.
 */
async function afterPictureChange(trx: Knex.Transaction, serviceId: number, upload: string | null, before: string | null, after: string | null) {
  if (upload) await enqueue(placeServiceImage, { serviceId, upload }, { trx });
  const old = before === after || !before ? null : storage.keyOf(before);
  if (!old?.startsWith('services/')) return;
  if (await trx('services').where({ img_src: before }).first('id')) return;
  await enqueue(removeFiles, { keys: [old] }, { trx });
}

export async function createService(input: ServiceInput, db: Db = defaultDb): Promise<AdminService> {
  const upload = await uploadOf(input);
  const id = await withTransaction(db, async (trx) => {
    await checkKey(input.key, null, trx);
    const [row] = await trx('services').insert({ ...serviceColumns(input, upload), position: input.position ?? 0 }).returning(['id', 'img_src']);
    const { id, img_src } = row as { id: number; img_src: string | null };
    await afterPictureChange(trx, id, upload, null, img_src);
    return id;
  });
  return getService(id, db);
}

export async function updateService(id: number, input: ServiceInput, db: Db = defaultDb): Promise<AdminService> {
  const upload = await uploadOf(input);
  await withTransaction(db, async (trx) => {
    const current: { img_src: string | null } | undefined = await trx('services').where({ id }).forUpdate().first('img_src');
    if (!current) throw notFound('Service');
    await checkKey(input.key, id, trx);
    const [row] = await trx('services')
      .where({ id })
      .update({ ...serviceColumns(input, upload), ...(input.position === null ? { position: 0 } : {}), updated_at: trx.fn.now() })
      .returning('img_src');
    await afterPictureChange(trx, id, upload, current.img_src, (row as { img_src: string | null }).img_src);
  });
  return getService(id, db);
}

export async function deleteService(id: number, db: Db = defaultDb): Promise<AdminService> {
  return withTransaction(db, async (trx) => {
    const service = await getService(id, trx);
    await trx('services').where({ id }).delete();
    await afterPictureChange(trx, id, null, service.img_src, null);
    return service;
  });
}

export type InboxTable = 'contact_messages' | 'quote_requests';
/** Each inbox sorts by the columns its list shows, and by id. */
export const INBOX_SORTS: Record<InboxTable, readonly string[]> = {
  contact_messages: ['id', 'created_at', 'email', 'subject', 'first_name', 'last_name', 'handled_at'],
  quote_requests: ['id', 'created_at', 'email', 'subject', 'service_key', 'handled_at'],
};
const INBOX_COLUMNS: Record<InboxTable, string[]> = {
  contact_messages: ['id', 'first_name', 'last_name', 'email', 'phone', 'subject', 'message', 'handled_at', 'created_at'],
  quote_requests: ['id', 'service_key', 'email', 'subject', 'message', 'handled_at', 'created_at'],
};

type InboxRow = Record<string, unknown> & { handled_at: Date | null; created_at: Date };
const presentInbox = <T>(r: InboxRow) => ({ ...r, handled: r.handled_at !== null, handled_at: iso(r.handled_at), created_at: iso(r.created_at) }) as T;

/** A page of one inbox, newest first by default; filter `handled` true/false and `q` (email, subject, text). */
export async function listInbox<T extends ContactMessage | QuoteRequest>(table: InboxTable, list: RaList, db: Db = defaultDb) {
  const base = db(table);
  if (typeof list.filter.handled === 'boolean') base[list.filter.handled ? 'whereNotNull' : 'whereNull']('handled_at');
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const q = textFilter(list);
  if (q) {
    const like = containsPattern(q);
    base.where((w) => w.whereILike('email', like).orWhereILike('subject', like).orWhereILike('message', like));
  }
  const counted = await base.clone().count({ n: '*' }).first();
  const rows: InboxRow[] = await base.select(INBOX_COLUMNS[table]).orderBy(list.sort, list.order).orderBy('id', list.order).offset(list.offset).limit(list.limit);
  return { rows: rows.map((r) => presentInbox<T>(r)), total: Number(counted?.n ?? 0) };
}

export async function getInboxItem<T>(table: InboxTable, id: number, db: Db = defaultDb): Promise<T> {
  const row: InboxRow | undefined = await db(table).where({ id }).first(INBOX_COLUMNS[table]);
  if (!row) throw notFound(table === 'contact_messages' ? 'Message' : 'Quote request');
  return presentInbox<T>(row);
}

/** Marks an item handled (keeping the first time it was) or not handled. */
export async function markHandled<T>(table: InboxTable, id: number, handled: boolean, db: Db = defaultDb): Promise<T> {
  await getInboxItem(table, id, db);
  await db(table)
    .where({ id })
    .update({ handled_at: handled ? db.raw('coalesce(handled_at, now())') : null });
  return getInboxItem<T>(table, id, db);
}
