import type { Identifier } from 'react-admin';
import type { ProductTag } from '../../modules/shop/schemas';
import { httpClient } from '../data-provider';

// The SKU screens' calls beyond the data provider's: the spec's publish verbs and the tag list.

/** Publishes or suspends one SKU (POST /api/shop/sku/publish|suspend {id}). */
export async function setSkuPublished(id: Identifier, published: boolean): Promise<void> {
  await httpClient(`/api/shop/sku/${published ? 'publish' : 'suspend'}`, { method: 'POST', body: JSON.stringify({ id: Number(id) }) });
}

/** Every product tag, for the SKU form's tag picker (GET /api/shop/product_tags). */
export async function fetchProductTags(): Promise<ProductTag[]> {
  const { json } = await httpClient('/api/shop/product_tags');
  return (json as { tags: ProductTag[] }).tags;
}

/** Gives a SKU its download file (POST /api/admin/skus/{id}/file, multipart field file): it becomes digital. */
export async function uploadSkuFile(id: Identifier, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await httpClient(`/api/admin/skus/${id}/file`, { method: 'POST', body: form });
}

/** Takes a SKU's download file away (DELETE /api/admin/skus/{id}/file): it is posted again. */
export async function removeSkuFile(id: Identifier): Promise<void> {
  await httpClient(`/api/admin/skus/${id}/file`, { method: 'DELETE' });
}
