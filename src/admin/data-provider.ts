import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import type { UploadedImage } from '../modules/shop/admin-schemas';
import { readToken } from './token';

/**
 * The API sends field errors as { field: [messages] } with dotted paths for nested fields
 * ('images.0.filename'); react-admin's forms want { field: message }. The first message of each
 * field goes onto the top-level input that holds it.
 */
export function formErrors(errors: unknown): Record<string, string> | null {
  if (!errors || typeof errors !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0];
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (!field || field === '_' || typeof first !== 'string' || field in out) continue;
    out[field] = first;
  }
  return Object.keys(out).length ? out : null;
}

/** fetchJson with the session token as a bearer header (the API ignores cookies); field errors in react-admin's shape. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readToken();
  try {
    return await fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') throw error;
    const body = error.body as { errors?: unknown };
    const errors = formErrors(body.errors);
    const { errors: _raw, ...rest } = body;
    throw new HttpError(error.message, error.status, errors ? { ...rest, errors } : rest);
  }
}

/** ra-data-simple-rest's methods, plus the pictures the SKU and service forms upload before saving. */
export interface AdminDataProvider extends DataProvider {
  /**
   * Uploads pictures (POST /api/sku_img_tmp_upload). Each waits in tmp/ until a save claims it: a
   * SKU names it by filename in images[], a service by its url in img_src.
   */
  uploadImages(files: File[]): Promise<UploadedImage[]>;
}

/** The console's data: every resource is /api/admin/{resource} in ra-data-simple-rest's dialect. */
export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider('/api/admin', httpClient),

  async uploadImages(files) {
    const form = new FormData();
    for (const file of files) form.append('sku_images', file);
    const { json } = await httpClient('/api/sku_img_tmp_upload', { method: 'POST', body: form });
    return (json as { files: UploadedImage[] }).files;
  },
};
