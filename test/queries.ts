import { db } from '../src/platform/db';
import { READ_CACHE_TABLES } from '../src/platform/http/read-cache';
import { OUTBOX } from '../src/platform/outbox';

/** The SQL a call runs on this process's database, as text, in the order it ran. */
export async function queriesOf<T>(call: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const listen = (q: { sql: string }) => queries.push(q.sql);
  db.on('query', listen);
  try {
    return { result: await call(), queries };
  } finally {
    db.off('query', listen);
  }
}

const PLATFORM = new RegExp(`\\b(${[OUTBOX, ...READ_CACHE_TABLES].join('|')})\\b`);

/** The queries a request made for its answer: without the cache's version read or the job relay's poll. */
export const answerQueries = (queries: string[]) => queries.filter((sql) => !PLATFORM.test(sql));
