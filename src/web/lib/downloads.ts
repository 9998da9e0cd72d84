import type { SkuResponse } from '../api/shop';

// How a download is described where it is bought (issue 36): the product page and the cart say
// what it is (its format, file type and size) and that it comes as a download, never shipping.

/** 1234567 → '1.2 MB', 48000 → '47 KB': sizes as a file manager writes them (1 KB = 1024 bytes). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** 'Ebook · PDF · 1.2 MB': the format (a variant's own title part), then the file's type and size, as far as they are known. */
export function downloadFacts(sku: Pick<SkuResponse, 'title' | 'parent_sku' | 'download_file'>): string {
  const format = sku.parent_sku !== null ? sku.title.at(-1) : undefined;
  const file = sku.download_file;
  return [format, file?.type, file && fileSize(file.size)].filter(Boolean).join(' · ');
}

export const DOWNLOAD_AFTER_PURCHASE = 'Download after purchase';
