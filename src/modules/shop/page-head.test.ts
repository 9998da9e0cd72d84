import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { shopPageHead } from './page-head';

test('a product page gets Open Graph tags and schema.org Product JSON-LD; nothing can break out of them', async () => {
  const id = await makeSku({ title: 'Type </script><script>alert(1)</script> & Tea', subtitle: 'A "quoted" subtitle', list_price: 18.5, qty_on_hand: 0 });
  const head = (await shopPageHead(`/shop/${id}`))!;
  expect(head.title).toMatch(/^Type <\/script><script>alert\(1\)<\/script> & Tea \| /);
  expect(head.tags).toContain('<meta property="og:title" content="Type &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Tea" />');
  expect(head.tags).toContain('<meta property="og:description" content="A &#34;quoted&#34; subtitle" />');
  expect(head.tags.match(/<\/script>/g)).toHaveLength(1);
  const json = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head.tags)![1]!);
  expect(json).toMatchObject({ '@type': 'Product', name: 'Type </script><script>alert(1)</script> & Tea', offers: { price: '18.50', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' } });
});

test('other paths and hidden products get the plain shell', async () => {
  const hidden = await makeSku({ title: 'Hidden', published: false });
  expect(await shopPageHead(`/shop/${hidden}`)).toBeNull();
  expect(await shopPageHead('/shop/returns')).toBeNull();
  expect(await shopPageHead('/articles')).toBeNull();
});
