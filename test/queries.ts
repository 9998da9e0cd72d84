import { db } from '../src/platform/db';
import { READ_CACHE_TABLES } from '../src/platform/http/kept-answers';
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

// The read cache's clock and log, and its one look at which tables it keys (pg_trigger).
const PLATFORM = new RegExp(`\\b(${[OUTBOX, ...READ_CACHE_TABLES, 'pg_trigger'].join('|')})\\b`);

/** The queries a request made for its answer: without the read cache's own reads or the job relay's poll. */
export const answerQueries = (queries: string[]) => queries.filter((sql) => !PLATFORM.test(sql));
