import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import { idsFilter, type RaList } from '../../platform/http/ra-list';
import type { AdminService, ContactMessage, QuoteRequest, ServiceInput } from './schemas';
import { cleanHtml } from './sku-admin';

// The admin console's services and inbox (contact messages, quote requests).

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

type ServiceRow = Omit<AdminService, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const presentService = (r: ServiceRow): AdminService => ({ ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! });

export const SERVICE_SORTS = ['position', 'title', 'key', 'created_at'] as const;

export async function listServices(list: RaList, db: Db = defaultDb) {
  const base = db('services');
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const counted = await base.clone().count({ n: '*' }).first();
  const rows: ServiceRow[] = await base.orderBy(list.sort, list.order).orderBy('id', 'asc').offset(list.offset).limit(list.limit);
  return { rows: rows.map(presentService), total: Number(counted?.n ?? 0) };
}

export async function getService(id: number, db: Db = defaultDb): Promise<AdminService> {
  const row: ServiceRow | undefined = await db('services').where({ id }).first();
  if (!row) throw notFound('Service');
  return presentService(row);
}

const serviceColumns = (input: ServiceInput) => ({ ...input, description: cleanHtml(input.description), body: cleanHtml(input.body) });

const keyTaken = () => new AppError('conflict', 'Another service already uses this key.', 409, { key: ['Another service already uses this key.'] });

async function checkKey(key: string, exceptId: number | null, db: Db): Promise<void> {
  const q = db('services').where({ key });
  if (exceptId !== null) q.whereNot({ id: exceptId });
  if (await q.first('id')) throw keyTaken();
}

export async function createService(input: ServiceInput, db: Db = defaultDb): Promise<AdminService> {
  await checkKey(input.key, null, db);
  const [row] = await db('services').insert({ ...serviceColumns(input), position: input.position ?? 0 }).returning('id');
  return getService((row as { id: number }).id, db);
}

export async function updateService(id: number, input: ServiceInput, db: Db = defaultDb): Promise<AdminService> {
  await checkKey(input.key, id, db);
  const changed = await db('services').where({ id }).update({ ...serviceColumns(input), ...(input.position === null ? { position: 0 } : {}), updated_at: db.fn.now() });
  if (!changed) throw notFound('Service');
  return getService(id, db);
}

export async function deleteService(id: number, db: Db = defaultDb): Promise<AdminService> {
  const service = await getService(id, db);
  await db('services').where({ id }).delete();
  return service;
}

export type InboxTable = 'contact_messages' | 'quote_requests';
export const INBOX_SORTS = ['id', 'created_at', 'email', 'handled_at'] as const;
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
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim() : '';
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
