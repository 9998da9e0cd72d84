import type { Knex } from 'knex';
import { onePagePdf } from '../platform/pdf';
import { storage } from '../platform/storage';

/** An Ebook format of a demo book: what its file says. */
export interface DemoEbook {
  skuId: number;
  title: string;
}

/**
 * Gives each demo ebook a one-page PDF to download (the shop's private folder, as the console's
 * uploads), so a new shop's buyer can buy one and follow its link.
 */
export async function seedEbookFiles(trx: Knex.Transaction, ebooks: readonly DemoEbook[]): Promise<void> {
  if (!ebooks.length) return;
  const rows = await Promise.all(
    ebooks.map(async ({ skuId, title }) => {
      const data = onePagePdf(title, ['A demo ebook of this shop.', 'Bought, paid for in test mode and downloaded through your order\'s link.']);
      const key = `private/sku-files/demo-${skuId}.pdf`;
      await storage.put(key, data);
      return { sku_id: skuId, storage_key: key, original_name: `${title}.pdf`, size: data.length, content_type: 'application/pdf' };
    }),
  );
  await trx('sku_files').insert(rows);
}
