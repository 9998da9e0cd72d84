import { jsonObjectOf, type Db } from '../../platform/db';
import { keyedByRows, type RowKeys } from '../../platform/http/read-scope';
import type { ProductTag, RatingsSummary, ShippingPolicy, SkuExtras, SkuVariant } from './schemas';

// The one query behind every list and page of SKUs (issue 13), whatever the page's size. A walk up
// the tree gives each SKU its ancestry (title parts, whether every SKU above it is published, the
// product it belongs to); its variants, pictures, shipping policy and file's type and size, and its product's ratings
// and tags, come as json columns.

/** A chain of variants is followed this far up (the editor refuses loops; this bounds a bad row). */
const MAX_ANCESTORS = 10;

export interface ImageRow {
  id: number;
  storage_key: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  renditions: Partial<Record<'thumb' | 'medium' | 'large', string>> | null;
}

export interface SkuRow {
  id: number;
  parent_sku: number | null;
  title: string;
  subtitle: string | null;
  qty_on_hand: number;
  /** The units on the shelf that no buyer holds while paying (issue 36). */
  qty_available: number;
  /** When the first of the holds on it lapses; null when none. */
  held_until: Date | null;
  digital: boolean;
  item_size: string | null;
  size_unit: string | null;
  list_price: string | null;
  published: boolean;
  return_policy: number | null;
  aux_id: string | null;
  featured_week: string | Date | null;
  created_at: Date;
  updated_at: Date;
  /** With `full` only. */
  about?: string | null;
  description?: string | null;
  details?: string | null;
  /** Ancestor ids, nearest first. */
  parents: number[];
  /** Ancestor titles, the top-level product's first. */
  parent_titles: string[];
  /** The top-level product's subtitle (the SKU's own, for a product). */
  top_subtitle: string | null;
  children: SkuVariant[];
  /** The SKU's own pictures, or else its product's. */
  images: ImageRow[];
  shipping_policy: ShippingPolicy | null;
  /** A digital SKU's file: its type and size only (the storage key never leaves the server). */
  file: { content_type: string; size: string | number } | null;
  /** With `ratings` only: the product's. */
  ratings?: RatingsSummary;
  /** With `fpt` only: the product's. */
  tags?: ProductTag[];
}

export interface RowOptions extends Pick<SkuExtras, 'ratings' | 'fpt' | 'full'> {
  /** Visitors see published SKUs only, and a variant only when every SKU above it is published too. */
  publishedOnly: boolean;
  /** Also the variants (direct children) of the SKUs asked for. */
  variants?: boolean;
}

const IMAGE_COLUMNS = ['id', 'storage_key', 'caption', 'width', 'height', 'renditions'] as const;
const TAG_COLUMNS = ['id', 'name', 'label', 'symbol'] as const;

/** The units buyers hold of a SKU (issue 36): holds not lapsed, whether or not the schedule has deleted the lapsed ones yet. */
const heldUnits = (sku: string) => `(select sum(h.quantity) from stock_holds h where h.sku_id = ${sku} and h.expires_at > now())`;

const imagesOf = (sku: string) => `(select json_agg(${jsonObjectOf('i', IMAGE_COLUMNS)} order by i.position, i.id) from sku_images i where i.sku_id = ${sku})`;

/** The SQL of the rows, in no particular order; `?` stands for the ids asked for (an int array). */
function rowsSql({ publishedOnly, variants, ratings, fpt, full }: RowOptions): string {
  const shown = publishedOnly ? 'and c.published' : '';
  return `
    with recursive up (sku_id, next_id, depth, parents, titles, ancestors_published, top_id, top_subtitle) as (
      select s.id, s.parent_sku, 0, '{}'::int[], '{}'::text[], true, s.id, s.subtitle
      from skus s
      where s.id = any(?::int[]) ${variants ? 'or s.parent_sku = any(?::int[])' : ''}
      union all
      select up.sku_id, p.parent_sku, up.depth + 1, up.parents || p.id, p.title || up.titles, up.ancestors_published and p.published, p.id, p.subtitle
      from up join skus p on p.id = up.next_id
      where up.depth < ${MAX_ANCESTORS}
    ),
    family as (select distinct on (sku_id) * from up order by sku_id, depth desc)
    select
      s.id, s.parent_sku, s.title, s.subtitle, s.qty_on_hand, s.digital, s.item_size, s.size_unit, s.list_price, s.published,
      s.return_policy, s.aux_id, s.featured_week, s.created_at, s.updated_at,
      ${full ? 's.about, s.description, s.details,' : ''}
      f.parents, f.titles as parent_titles, f.top_subtitle,
      greatest(s.qty_on_hand - coalesce(held.units, 0), 0) as qty_available, held.until as held_until,
      (select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'qty_on_hand', c.qty_on_hand, 'digital', c.digital, 'list_price', c.list_price::text,
                                                  'qty_available', greatest(c.qty_on_hand - coalesce(${heldUnits('c.id')}, 0), 0)) order by c.sort_key, c.id), '[]')
         from skus c where c.parent_sku = s.id ${shown}) as children,
      coalesce(${imagesOf('s.id')}, ${imagesOf('f.top_id')}, '[]') as images,
      (select json_build_object('id', p.id, 'name', p.name, 'free', p.free, 'day_range', p.min_days || '-' || p.max_days)
         from shipping_policies p where p.id = s.shipping_policy_id) as shipping_policy,
      (select json_build_object('content_type', f.content_type, 'size', f.size) from sku_files f where f.sku_id = s.id) as file
      ${ratings ? `, (select json_build_object('averageRating', coalesce(avg(r.rating)::numeric(3,2), 0), 'total', count(*)::int) from reviews r where r.parent_sku = f.top_id) as ratings` : ''}
      ${fpt ? `, (select coalesce(json_agg(${jsonObjectOf('t', TAG_COLUMNS)} order by t.label, t.id), '[]') from sku_tags st join product_tags t on t.id = st.tag_id where st.sku_id = f.top_id) as tags` : ''}
    from family f join skus s on s.id = f.sku_id
    left join lateral (select sum(h.quantity)::int as units, min(h.expires_at) as until from stock_holds h where h.sku_id = s.id and h.expires_at > now()) held on true
    ${publishedOnly ? 'where s.published and f.ancestors_published' : ''}`;
}

/** The tables rowsSql reads, each by keys rowKeysOf names. */
const ROW_TABLES = ['skus', 'sku_images', 'shipping_policies', 'sku_files', 'reviews', 'sku_tags', 'product_tags', 'stock_holds'];

/**
 * The rows rowsSql read for these ids, by the keys their writes log: the walk up the tree and the
 * subqueries correlated to each row are beyond what the SQL's text can key (read-scope.ts).
 */
function rowKeysOf(ids: number[], rows: SkuRow[], { variants, ratings, fpt }: RowOptions): RowKeys | null {
  const shown = new Set(rows.map((row) => row.id));
  // One asked for and not shown may show once a SKU above it is published, which no key here names.
  if (ids.some((id) => !shown.has(id))) return null;
  const keys = ids.flatMap((id) => [`skus:id=${id}`, ...(variants ? [`skus:parent_sku=${id}`] : [])]);
  for (const row of rows) {
    const top = row.parents.at(-1) ?? row.id;
    keys.push(`skus:parent_sku=${row.id}`, ...row.parents.map((id) => `skus:id=${id}`), `sku_images:sku_id=${row.id}`, `sku_images:sku_id=${top}`, `sku_files:sku_id=${row.id}`);
    keys.push(`stock_holds:sku_id=${row.id}`, ...row.children.map((c) => `stock_holds:sku_id=${c.id}`));
    if (row.shipping_policy) keys.push(`shipping_policies:id=${row.shipping_policy.id}`);
    if (ratings) keys.push(`reviews:parent_sku=${top}`);
    if (fpt) keys.push(`sku_tags:sku_id=${top}`, ...(row.tags ?? []).map((tag) => `product_tags:id=${tag.id}`));
  }
  return { tables: ROW_TABLES, keys };
}

/** The SKUs with these ids (and their variants, with `variants`) that the viewer may see, with everything the API shows of them. */
export async function skuRows(db: Db, ids: number[], options: RowOptions): Promise<SkuRow[]> {
  if (!ids.length) return [];
  return keyedByRows(
    async () => ((await db.raw(rowsSql(options), options.variants ? [ids, ids] : [ids])) as { rows: SkuRow[] }).rows,
    (rows) => rowKeysOf(ids, rows, options),
  );
}
