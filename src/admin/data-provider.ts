import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type GetListResult, type Identifier } from 'react-admin';
import type { MemberRecord } from '../modules/accounts/schemas';
import type { AdminSku, ProductTag, UploadedImage } from '../modules/shop/schemas';
import { readToken } from './token';

/**
 * The API sends field errors as { field: [messages] } with dotted paths for nested fields
 * ('images.0.filename'); react-admin's forms want { field: message }. The first message of each
 * field goes onto the top-level input that holds it.
 */
export function formErrors(errors: unknown, prefix = ''): Record<string, string> | null {
  if (!errors || typeof errors !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = (path.startsWith(prefix) ? path.slice(prefix.length) : path).split('.')[0];
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (!field || field === '_' || typeof first !== 'string' || field in out) continue;
    out[field] = first;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * fetchJson with the session token as a bearer header (the API ignores cookies). Field errors
 * come back in react-admin's shape; `errorPrefix` strips the path of a wrapped body ('skus.0.').
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}, errorPrefix = '') {
  const token = readToken();
  try {
    return await fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') throw error;
    const body = error.body as { errors?: unknown };
    const errors = formErrors(body.errors, errorPrefix);
    const { errors: _raw, ...rest } = body;
    throw new HttpError(error.message, error.status, errors ? { ...rest, errors } : rest);
  }
}

/**
 * Resources route by name, so a resource whose console URL differs from its API path is mapped
 * here: /chariot/members lists /api/admin/users.
 */
const API_PATHS: Record<string, string> = { members: 'users' };
const apiPath = (resource: string) => API_PATHS[resource] ?? resource;

const rest = simpleRestProvider('/api/admin', httpClient);

/** What an administrator can do to a member, beyond reading (the member show page's buttons). */
export type MemberAction = 'suspend' | 'reinstate' | 'grant-admin' | 'revoke-admin';

const MEMBER_ACTIONS: Record<MemberAction, { method: 'POST' | 'PUT' | 'DELETE'; path: string }> = {
  suspend: { method: 'POST', path: 'suspend' },
  reinstate: { method: 'POST', path: 'reinstate' },
  'grant-admin': { method: 'PUT', path: 'roles/administrator' },
  'revoke-admin': { method: 'DELETE', path: 'roles/administrator' },
};

/** The simple-rest methods plus the console's own verbs (call them through useDataProvider<AdminDataProvider>()). */
export interface AdminDataProvider extends DataProvider {
  /** Runs one member action; resolves with the member as the server now has them. */
  memberAction(id: Identifier, action: MemberAction): Promise<{ data: MemberRecord }>;
  /** Publishes or suspends one SKU (POST /api/shop/sku/publish|suspend). */
  setSkuPublished(id: Identifier, published: boolean): Promise<void>;
  /** Uploads pictures for a SKU not yet saved; pass each filename back in images[] on save. */
  uploadSkuImages(files: File[]): Promise<UploadedImage[]>;
  /** Every product tag, for the SKU form's tag picker. */
  productTags(): Promise<ProductTag[]>;
}

// ---- request bodies -------------------------------------------------------------------------------

/** The API's write schemas are strict, so only the fields they know leave the console. */
const pick = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));

const SKU_FIELDS = [
  'title',
  'subtitle',
  'parent_sku',
  'qty_on_hand',
  'item_size',
  'size_unit',
  'list_price',
  'about',
  'description',
  'details',
  'shipping_policy_id',
  'return_policy',
  'aux_id',
  'featured_week',
  'sort_key',
  'published',
  'tags',
] as const;

/** A picture in the SKU form: one already stored (id) or a fresh upload (filename). */
export interface SkuFormImage {
  id?: number;
  filename?: string;
  url: string;
  thumb?: string;
  caption?: string | null;
}

/** SkuInput from the form's values: kept pictures by id, new uploads by filename, in display order. */
export function skuBody(data: Record<string, unknown>): Record<string, unknown> {
  const body = pick(data, SKU_FIELDS);
  const images = data.images as SkuFormImage[] | undefined;
  if (Array.isArray(images)) {
    body.images = images.map((image) =>
      image.filename ? { filename: image.filename, caption: image.caption ?? null } : { id: image.id, caption: image.caption ?? null },
    );
  }
  return body;
}

const SERVICE_FIELDS = ['key', 'title', 'subtitle', 'description', 'body', 'img_src', 'position', 'published'] as const;

/** A duplicate service key is a 409 without field errors; it belongs on the key field. */
function keyConflict(error: unknown): never {
  if (error instanceof HttpError && error.status === 409) {
    throw new HttpError(error.message, 409, { ...(error.body as object), errors: { key: 'Another service already uses this key.' } });
  }
  throw error;
}

// ---- SKUs ----------------------------------------------------------------------------------------------

/**
 * The list endpoint filters by one parent id only; `parent_sku: null` (top-level SKUs, for the
 * parent picker) is applied here to one page of 100 matches.
 */
async function listSkus(params: Parameters<DataProvider['getList']>[1]): Promise<GetListResult> {
  const { parent_sku, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  if (parent_sku !== null) return rest.getList('skus', params);
  const page = await rest.getList('skus', { ...params, filter, pagination: { page: 1, perPage: 100 } });
  const data = page.data.filter((sku) => (sku as AdminSku).parent_sku === null);
  return { data, total: data.length };
}

/** The admin lists answer `filter={"id":[...]}` with every row, so many records are fetched one by one. */
const byOne = (resource: string, ids: Identifier[], signal?: AbortSignal) =>
  Promise.all(ids.map((id) => rest.getOne(resource, { id, signal }).then(({ data }) => data)));

const OWN_GET_MANY = new Set(['skus', 'services', 'contact_messages', 'quote_requests']);

export const dataProvider: AdminDataProvider = {
  ...rest,
  getList: (resource, params) => (resource === 'skus' ? listSkus(params) : rest.getList(apiPath(resource), params)),
  getOne: (resource, params) => rest.getOne(apiPath(resource), params),
  getMany: async (resource, params) =>
    OWN_GET_MANY.has(resource) ? { data: await byOne(resource, params.ids, params.signal) } : rest.getMany(apiPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),

  async create(resource, params) {
    if (resource === 'skus') {
      const { json } = await httpClient('/api/shop/sku', { method: 'POST', body: JSON.stringify({ skus: [skuBody(params.data)] }) }, 'skus.0.');
      const [id] = (json as { inserted_ids: number[] }).inserted_ids;
      // The editor opens with the record as the server stored it (defaults, pictures, full title).
      const { data } = await rest.getOne('skus', { id });
      return { data };
    }
    if (resource === 'services') {
      return rest.create('services', { ...params, data: pick(params.data, SERVICE_FIELDS) }).catch(keyConflict);
    }
    return rest.create(apiPath(resource), params);
  },

  async update(resource, params) {
    if (resource === 'skus') {
      const { json } = await httpClient(`/api/shop/sku/${encodeURIComponent(String(params.id))}`, {
        method: 'PUT',
        body: JSON.stringify(skuBody(params.data)),
      });
      return { data: (json as { sku: AdminSku }).sku };
    }
    if (resource === 'services') {
      return rest.update('services', { ...params, data: pick(params.data, SERVICE_FIELDS) }).catch(keyConflict);
    }
    if (resource === 'contact_messages' || resource === 'quote_requests') {
      return rest.update(resource, { ...params, data: { handled: Boolean(params.data.handled) } });
    }
    return rest.update(apiPath(resource), params);
  },

  updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),

  async delete(resource, params) {
    if (resource === 'skus') {
      await httpClient(`/api/shop/sku/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
      // 204: the record as it was is all there is to return.
      return { data: (params.previousData ?? { id: params.id }) as never };
    }
    return rest.delete(apiPath(resource), params);
  },

  deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),

  async memberAction(id, action) {
    const { method, path } = MEMBER_ACTIONS[action];
    const { json } = await httpClient(`/api/admin/${apiPath('members')}/${encodeURIComponent(String(id))}/${path}`, {
      method,
      // A JSON body on the verbs that carry one; DELETE goes without.
      body: method === 'DELETE' ? undefined : '{}',
    });
    return { data: json as MemberRecord };
  },

  async setSkuPublished(id, published) {
    await httpClient(`/api/shop/sku/${published ? 'publish' : 'suspend'}`, { method: 'POST', body: JSON.stringify({ id: Number(id) }) });
  },

  async uploadSkuImages(files) {
    const form = new FormData();
    for (const file of files) form.append('sku_images', file);
    const { json } = await httpClient('/api/sku_img_tmp_upload', { method: 'POST', body: form });
    return (json as { files: UploadedImage[] }).files;
  },

  async productTags() {
    const { json } = await httpClient('/api/shop/product_tags');
    return (json as { tags: ProductTag[] }).tags;
  },
};
