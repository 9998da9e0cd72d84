import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { productPageHead } from './page-head';

test('a product page gets Open Graph tags and schema.org Product JSON-LD; nothing can break out of them', async () => {
  const id = await makeSku({ title: 'Type </script><script>alert(1)</script> & Tea', subtitle: 'A "quoted" subtitle', list_price: 18.5, qty_on_hand: 0 });
  const head = await productPageHead(String(id));
  if (head === 'not-found') throw new Error('The product should be found.');
  expect(head.title).toMatch(/^Type <\/script><script>alert\(1\)<\/script> & Tea \| /);
  expect(head.tags).toContain('<meta property="og:title" content="Type &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Tea" />');
  expect(head.tags).toContain('<meta property="og:description" content="A &#34;quoted&#34; subtitle" />');
  expect(head.tags.match(/<\/script>/g)).toHaveLength(1);
  const json = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head.tags)![1]!);
  expect(json).toMatchObject({ '@type': 'Product', name: 'Type </script><script>alert(1)</script> & Tea', offers: { price: '18.50', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' } });
});

test("hidden, missing and malformed products are 'not-found'", async () => {
  const hidden = await makeSku({ title: 'Hidden', published: false });
  const variantOfHidden = await makeSku({ title: 'Paperback', parent_sku: hidden, published: true });
  for (const skuId of [String(hidden), String(variantOfHidden), '999999', '2147483648', 'returns', '1%00', undefined]) {
    expect(await productPageHead(skuId)).toBe('not-found');
  }
});
