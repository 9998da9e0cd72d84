import { expect, test } from 'vitest';
import { keysOfQuery, type CachedSchema } from './read-keys';

const schema: CachedSchema = {
  keyColumns: new Map([
    ['articles', ['author_id', 'id', 'slug']],
    ['article_tags', ['article_id', 'tag_id']],
    ['tags', ['id', 'name']],
    ['users', ['id', 'username']],
    ['skus', ['id', 'parent_sku']],
  ]),
  untracked: new Set(['sessions', 'page_views']),
};
const keys = (sql: string, bindings: unknown[] = []) => keysOfQuery(sql, bindings, schema);

test('a statement that asks for rows by a key column is keyed by those rows', () => {
  expect(keys('select * from "skus" where "id" = $1 limit $2', [7, 1])).toEqual({ keys: ['skus:id=7'], untracked: [] });
  expect(keys('select * from "skus" where "skus"."id" = any($1::int[])', [[1, 2]]).keys).toEqual(['skus:id=1', 'skus:id=2']);
  expect(keys('select * from "article_tags" where "article_id" in ($1, $2)', [3, 4]).keys).toEqual(['article_tags:article_id=3', 'article_tags:article_id=4']);
  expect(keys('select * from "articles" where "articles"."slug" = $1 and "articles"."published" = $2', ['the_edge', true]).keys).toEqual(['articles:slug=the_edge']);
});

test('with other tables beside it, only a qualified key column narrows a table; the others are read whole', () => {
  const sql = `select "articles".*, (select json_agg(tags.label) from "article_tags" inner join "tags" on "tags"."id" = "article_tags"."tag_id"
    where article_tags.article_id = articles.id) as "tags" from "articles" where "articles"."slug" = $1`;
  expect(keys(sql, ['the_edge']).keys).toEqual(['article_tags', 'tags', 'articles:slug=the_edge']);
  // Unqualified, "id" could be any of them.
  expect(keys('select * from "articles" inner join "users" on "users"."id" = "articles"."author_id" where "id" = $1', [5]).keys).toEqual(['articles', 'users']);
});

test('in doubt, the whole table: an OR, a table named twice, a range, a value that is no scalar', () => {
  expect(keys('select * from "skus" where "id" = $1 or "parent_sku" = $1', [7]).keys).toEqual(['skus']);
  expect(keys('select * from "skus" where "skus"."id" = $1 and exists (select 1 from "skus" as "s" where "s"."parent_sku" = $2)', [7, 7]).keys).toEqual(['skus']);
  expect(keys('select * from "skus" where "id" >= $1', [7]).keys).toEqual(['skus']);
  expect(keys('select * from "skus" where "id" != $1', [7]).keys).toEqual(['skus']);
  expect(keys('select * from "skus" where "id" = $1', [{ not: 'a scalar' }]).keys).toEqual(['skus']);
  expect(keys('select * from "skus" where "id" = $10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).keys).toEqual(['skus:id=10']);
});

test('words after FROM that are not tables are not tables; a table without logged writes is named', () => {
  expect(keys('select extract(year from "created_at") from "articles"').keys).toEqual(['articles']);
  expect(keys('with recent as (select * from "articles") select * from recent').keys).toEqual(['articles']);
  expect(keys('select * from "sessions" where "token" = $1', ['t'])).toEqual({ keys: [], untracked: ['sessions'] });
  expect(keys('select 1').keys).toEqual([]);
});

test('a table joined on a key column to a bound list is keyed by the list', () => {
  const sql = `select "articles"."id", (select json_agg(r.title) from "article_references" as "r" where r.article_id = articles.id) as "references"
    from unnest($2::int[]) with ordinality as wanted(id, ord) inner join "articles" on "articles"."id" = "wanted"."id" order by "wanted"."ord" asc limit $3`;
  expect(keys(sql, [['topic'], [5, 9], 1]).keys).toEqual(['articles:id=5', 'articles:id=9']);
  // Joined on a column that is no key, or to a list that is a subquery: the whole table.
  expect(keys('select * from unnest($1::int[]) as wanted(n) join "articles" on "articles"."likes" = "wanted"."n"', [[1]]).keys).toEqual(['articles']);
  expect(keys('select * from unnest(array((select "id" from "tags"))) with ordinality as wanted(id, ord) join "articles" on "articles"."id" = "wanted"."id"').keys).toEqual(['tags', 'articles']);
});
