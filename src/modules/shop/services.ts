import { db as defaultDb, type Db } from '../../platform/db';
import type { ServiceEntry } from './schemas';

const COLUMNS = ['key', 'title', 'subtitle', 'description', 'body', 'img_src'] as const;

/** The published services in their order, or only those with the keys asked for. */
export async function publishedServices(keys?: string[], db: Db = defaultDb): Promise<ServiceEntry[]> {
  const q = db('services').where('published', true).orderBy(['position', 'id']).select(COLUMNS);
  if (keys) q.whereIn('key', keys);
  return q;
}
