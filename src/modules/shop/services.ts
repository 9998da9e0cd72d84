import { notFound } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import type { ServiceEntry } from './schemas';

const COLUMNS = ['key', 'title', 'subtitle', 'description', 'body', 'img_src'] as const;

/**
 * The published services in their order, or only those with the keys asked for: those found, or
 * a 404 when none of the keys is a published service.
 */
export async function publishedServices(keys?: string[], db: Db = defaultDb): Promise<ServiceEntry[]> {
  const q = db('services').where('published', true).orderBy(['position', 'id']).select(COLUMNS);
  if (!keys) return q;
  const found: ServiceEntry[] = await q.whereIn('key', keys);
  if (!found.length) throw notFound('Service');
  return found;
}
