import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { PURGE_CURSOR } from '../platform/cache-log';
import { db } from '../platform/db';
import { READ_CACHE_TABLES } from '../platform/http/kept-answers';
import { OUTBOX } from '../platform/outbox';
import { accountsTables } from './accounts';
import { analyticsTables } from './analytics';
import { checkoutTables } from './checkout';
import { communityTables } from './community';
import { contentTables } from './content';
import { newslettersTables } from './newsletters';
import { shopTables } from './shop';
import { siteTables } from './site';

// DESIGN.md §1: each module owns its tables, and no module names another's.
const owners: Record<string, readonly string[]> = {
  accounts: accountsTables,
  shop: shopTables,
  content: contentTables,
  community: communityTables,
  checkout: checkoutTables,
  analytics: analyticsTables,
  site: siteTables,
  newsletters: newslettersTables,
};
const PLATFORM_TABLES = [OUTBOX, ...READ_CACHE_TABLES, PURGE_CURSOR, 'knex_migrations', 'knex_migrations_lock'];
const ownerOf = new Map(Object.entries(owners).flatMap(([module, tables]) => tables.map((t) => [t, module] as const)));

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

const withoutComments = (code: string) => code.replace(/\/\*[^]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * Table names a file uses: quoted as a call's first argument or a value assigned (not compared) (Knex calls,
 * 'name' or 'name as alias'; a model's tableName) and in raw SQL (from, join, update, into). A
 * word that is also a table's name elsewhere (a list of 'articles' or 'comments' to show) is no use of it.
 */
function tablesNamedIn(code: string): Set<string> {
  const found = new Set<string>();
  const text = withoutComments(code);
  for (const table of ownerOf.keys()) {
    const quoted = new RegExp(`(\\(|(?<![=!<>])=)\\s*['"\`]${table}(\\s+as\\s+\\w+)?['"\`]`);
    const sql = new RegExp(`\\b(from|join|update|into|table)\\s+${table}\\b`, 'i');
    if (quoted.test(text) || sql.test(text)) found.add(table);
  }
  return found;
}

test('every table in the database is declared by exactly one owner', async () => {
  const rows: Array<{ table_name: string }> = await db('information_schema.tables').where({ table_schema: 'public', table_type: 'BASE TABLE' }).select('table_name');
  const declared = [...ownerOf.keys(), ...PLATFORM_TABLES];
  expect(new Set(declared).size).toBe(declared.length);
  expect(rows.map((r) => r.table_name).sort()).toEqual(declared.sort());
});

test('no module names a table it does not own, in Knex calls or raw SQL', () => {
  const trespasses: string[] = [];
  for (const module of Object.keys(owners)) {
    for (const file of sources(path.join('src/modules', module))) {
      for (const table of tablesNamedIn(fs.readFileSync(file, 'utf8'))) {
        if (ownerOf.get(table) !== module) trespasses.push(`${file} names ${table} (owned by ${ownerOf.get(table)})`);
      }
    }
  }
  expect(trespasses).toEqual([]);
});

test('the scan finds table names in the forms modules write them', () => {
  expect(tablesNamedIn(`db('users').where({ id })`)).toEqual(new Set(['users']));
  expect(tablesNamedIn(`db('order_lines as l').join('orders as o', 'o.id', 'l.order_id')`)).toEqual(new Set(['order_lines', 'orders']));
  expect(tablesNamedIn('db.raw(`select count(*) from comments where article_id = ?`)')).toEqual(new Set(['comments']));
  expect(tablesNamedIn(`static tableName = 'sessions';`)).toEqual(new Set(['sessions']));
  expect(tablesNamedIn(`// the reviews stay\nconst x = 1;`)).toEqual(new Set());
  expect(tablesNamedIn(`const OWN = 'comments';`)).toEqual(new Set(['comments']));
  expect(tablesNamedIn(`const LISTS = ['articles', 'comments']; (show ?? (n ? 'articles' : 'comments')) === 'articles'`)).toEqual(new Set());
});
