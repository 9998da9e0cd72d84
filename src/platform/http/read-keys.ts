// What a query read, as the read cache's keys (src/platform/http/read-cache.ts): the keys the
// write triggers log (migrations/20261201000100_read_cache_keys.ts). Found from the SQL itself, so
// no route declares what it depends on; when in doubt a key is coarser (the whole table), never
// finer, and a table without triggers makes the answer one not to keep.

/** The tables whose writes are logged, each with its key columns; and every other table there is. */
export interface CachedSchema {
  keyColumns: ReadonlyMap<string, readonly string[]>;
  /** Tables whose writes are not logged: an answer that read one is not kept. */
  untracked: ReadonlySet<string>;
}

export interface QueryKeys {
  keys: string[];
  /** The untracked tables it read. */
  untracked: string[];
}

/** `from "articles"`, `join tags`, `from public.skus`: the tables a statement names. */
const TABLE_REF = /\b(?:from|join)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Any OR in the statement: a key equality may then not narrow the rows read. */
const OR = /\bor\b/i;

/** A binding as text, as the trigger writes a value (`to_jsonb(row) ->> column`). */
function asKeyValue(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  return null;
}

/** The placeholders' values a predicate on `column` of `table` compares with, or null when none is found. */
/** The three forms of a key column's equality, compiled once per table, column and qualification. */
const equalityForms = new Map<string, { single: RegExp; anyOf: RegExp; inList: RegExp }>();

function formsOf(table: string, column: string, qualifiedOnly: boolean) {
  const id = `${table}.${column}.${qualifiedOnly}`;
  let forms = equalityForms.get(id);
  if (!forms) {
    const qualifier = `(?:"?${table}"?\\.)${qualifiedOnly ? '' : '?'}`;
    const col = `${qualifier}"?${column}"?`;
    forms = {
      single: new RegExp(`(?<![\\w."])${col}\\s*=\\s*\\$(\\d+)(?!\\d)`, 'i'),
      anyOf: new RegExp(`(?<![\\w."])${col}\\s*=\\s*any\\s*\\(\\s*\\$(\\d+)(?:::[\\w\\[\\]]+)?\\s*\\)`, 'i'),
      inList: new RegExp(`(?<![\\w."])${col}\\s+in\\s*\\(((?:\\s*\\$\\d+\\s*,?)+)\\)`, 'i'),
    };
    equalityForms.set(id, forms);
  }
  return forms;
}

function equalities(sql: string, table: string, column: string, qualifiedOnly: boolean, bindings: readonly unknown[]): string[] | null {
  const { single, anyOf, inList } = formsOf(table, column, qualifiedOnly);
  const values = (indexes: number[]) => {
    const found = indexes.flatMap((i) => {
      const bound = bindings[i - 1];
      return Array.isArray(bound) ? bound.map(asKeyValue) : [asKeyValue(bound)];
    });
    return found.length > 0 && found.every((v): v is string => v !== null) ? found : null;
  };
  const one = single.exec(sql);
  if (one) return values([Number(one[1])]);
  const many = anyOf.exec(sql);
  if (many) return values([Number(many[1])]);
  const list = inList.exec(sql);
  if (list) return values([...list[1]!.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  return null;
}

/** `unnest($2::int[]) with ordinality as wanted(id, ord)`: a list of values bound as an array, named as a table's column. */
const UNNEST = /unnest\(\s*\$(\d+)(?:::[\w[\]]+)?\s*\)\s+(?:with\s+ordinality\s+)?as\s+"?(\w+)"?\s*\(\s*"?(\w+)"?/gi;

/**
 * The values `table` is joined to when a statement reads it as the rows matching a bound list
 * (`from unnest($2::int[]) … as wanted(id, ord) join "articles" on "articles"."id" = "wanted"."id"`),
 * with the column they match, or null.
 */
function joinedToList(sql: string, table: string, columns: readonly string[], bindings: readonly unknown[]): { column: string; values: string[] } | null {
  for (const [, index, alias, listColumn] of sql.matchAll(UNNEST)) {
    const on = new RegExp(`\\bjoin\\s+"?${table}"?\\s+on\\s+"?${table}"?\\."?(\\w+)"?\\s*=\\s*"?${alias}"?\\."?${listColumn}"?(?![\\w"])`, 'i').exec(sql);
    const column = on?.[1];
    const list = bindings[Number(index) - 1];
    if (!column || !columns.includes(column) || !Array.isArray(list)) continue;
    const values = list.map(asKeyValue);
    if (values.every((v): v is string => v !== null)) return { column, values };
  }
  return null;
}

/**
 * The keys of one statement: per table it reads, `table:column=value` for each value when the
 * statement asks for that table's rows by a key column's equality (`"articles"."id" = $1`,
 * `"skus"."id" = any($1)`, `"article_tags"."article_id" in ($1, $2)`), else the table. Only where
 * the equality surely narrows the rows read: the table named once, the statement without OR, and
 * the column qualified by the table unless it is the only table named. A table joined on a key
 * column to a bound list (`unnest($1::int[])`) is keyed by the list's values.
 */
export function keysOfQuery(sql: string, bindings: readonly unknown[], schema: CachedSchema): QueryKeys {
  const isTable = (name: string) => schema.keyColumns.has(name) || schema.untracked.has(name);
  // Words after FROM that are no table (`extract(year from "created_at")`, a CTE's name) are left out.
  const named = [...sql.matchAll(TABLE_REF)].map((m) => m[1]!.toLowerCase()).filter(isTable);
  const tables = new Set(named);
  const keys: string[] = [];
  const untracked: string[] = [];
  const narrowable = !OR.test(sql);
  for (const table of tables) {
    if (schema.untracked.has(table)) untracked.push(table);
    const columns = schema.keyColumns.get(table);
    if (!columns) continue;
    let rowKeys: string[] | null = null;
    if (narrowable && named.filter((t) => t === table).length === 1) {
      const alone = tables.size === 1;
      for (const column of columns) {
        const values = equalities(sql, table, column, !alone, bindings);
        if (values) {
          rowKeys = values.map((v) => `${table}:${column}=${v}`);
          break;
        }
      }
      const joined = rowKeys ? null : joinedToList(sql, table, columns, bindings);
      if (joined) rowKeys = joined.values.map((v) => `${table}:${joined.column}=${v}`);
    }
    keys.push(...(rowKeys ?? [table]));
  }
  return { keys, untracked };
}

/** The table a key names (`articles` for `articles:id=5`): its `articles:*` covers every row key of it. */
export const tableOfKey = (key: string) => key.split(':', 1)[0]!;
