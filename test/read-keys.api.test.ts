import { expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { cachedSchema } from '../src/platform/http/read-scope';
import { keysOfQuery, tableOfKey } from '../src/platform/http/read-keys';
import { seedDemoData } from '../src/seed';
import { testApp } from './http';
import { answerQueries } from './queries';

// No table a cached route reads is left out of its answer's keys. The ground truth is PostgreSQL's
// own plan of every statement the route ran (EXPLAIN: each relation it scans, in subqueries and
// CTEs too), against the tables of the keys src/platform/http/read-keys.ts finds in the same SQL.
// Within a table, row keys are read-keys.test.ts's subject; that writes log them, read-cache.api.test.ts's.

const app = await testApp();
await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });

/** Every relation a plan (EXPLAIN's JSON) scans. */
function relationsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => relationsOf(child, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') into.add(value);
      else relationsOf(value, into);
    }
  }
  return into;
}

/** The plan of a statement as knex sent it (`$n` placeholders), with its bindings. */
async function planOf(sql: string, bindings: readonly unknown[]): Promise<unknown> {
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => (ordered.push(bindings[Number(n) - 1]), '?'));
  const { rows } = await db.raw<{ rows: Array<{ 'QUERY PLAN': unknown }> }>(`explain (format json) ${text}`, ordered as never[]);
  return rows[0]!['QUERY PLAN'];
}

test.skipIf(!process.env.DATABASE_URL)('every table a cached route reads is among its keys', async () => {
  const article = (await db('articles').where({ published: true }).first('slug', 'id'))!;
  const comment = (await db('comments').where({ article_id: article.id }).first('id')) ?? (await db('comments').first('id', 'article_id'));
  const volume = (await app.get('/api/article/volumes')).body.volumes[0];
  const sku = (await db('skus').where({ published: true }).whereNull('parent_sku').first('id'))!.id;
  const routes: Array<[string, Record<string, unknown>?]> = [
    [`/api/shop/sku/${sku}`],
    ['/api/shop/p/sku?sort_by=alpha_asc'],
    ['/api/shop/p/sku?keyword=page&sort_by=relevance'],
    ['/api/shop/sku?sort_by=date_newest'],
    ['/api/shop/sku/count', { keyword: 'page' }],
    [`/api/shop/sku/pid?ids=${sku}`],
    [`/api/shop/sku/reviewsd/${sku}`],
    [`/api/shop/sku/reviews/${sku}/0/10`],
    ['/api/shop/product_tags'],
    ['/api/shop/featured'],
    ['/api/shop/popular'],
    ['/api/shop/new'],
    ['/api/services'],
    [`/api/article?id=${article.slug}`],
    ['/api/article/tags'],
    ['/api/article/search', { keyword: 'life', offset: 0, quantity: 10 }],
    ['/api/article/search/f', { keyword: 'life', offset: 0, quantity: 10 }],
    ['/api/article/volumes'],
    [`/api/article/volumes/${volume.slug ?? volume.tag_slug ?? volume.id}`],
    [`/api/article/comment?article_id=${article.slug}&sort_by=created_at`],
    ...(comment ? [[`/api/article/comment/${comment.id}`] as [string]] : []),
  ];
  const schema = await cachedSchema();
  const missing: string[] = [];
  for (const [path, body] of routes) {
    const ran: Array<{ sql: string; bindings?: readonly unknown[] }> = [];
    const listen = (q: { sql: string; bindings?: readonly unknown[] }) => ran.push(q);
    db.on('query', listen);
    const res = body ? await app.post(path, body) : await app.get(path);
    db.off('query', listen);
    if (res.status !== 200) missing.push(`${path}: answered ${res.status} ${res.text.slice(0, 120)}`);
    for (const { sql, bindings = [] } of ran) {
      if (!/^\s*(with|select)\b/i.test(sql) || answerQueries([sql]).length === 0) continue;
      const found = keysOfQuery(sql, bindings, schema);
      const covered = new Set([...found.keys.map(tableOfKey), ...found.untracked]);
      for (const relation of relationsOf(await planOf(sql, bindings))) if (!covered.has(relation)) missing.push(`${path}: ${relation} in ${sql.slice(0, 120)}`);
    }
  }
  expect(missing).toEqual([]);
});
