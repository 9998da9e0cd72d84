import { expect, test } from 'vitest';
import { pageResolver, shellFor, type PageHead } from '../src/platform/http/client';
import { PAGE_ROUTES } from '../src/web/route-table';

// The server reads the web app's own route table (src/web/route-table.ts), so it answers 404 for
// exactly the paths the app shows its 404 page on.

const head: PageHead = { title: 'Ink', description: 'About ink', tags: '<meta property="og:title" content="Ink" />' };
const resolvePage = pageResolver({
  routes: PAGE_ROUTES,
  heads: {
    product: async ({ sku_id }) => (sku_id === '7' ? head : 'not-found'),
  },
});
/** The status and head (the page's name is checked on its own). */
const resolve = async (path: string) => {
  const { status, head } = await resolvePage(path);
  return { status, head };
};

test('the answer names the page that shows the path, which the server may render', async () => {
  expect((await resolvePage('/shop/7')).page).toBe('product');
  expect((await resolvePage('/')).page).toBe('shop');
  expect((await resolvePage('/article/the_center')).page).toBe('article');
  expect((await resolvePage('/no/such/page')).page).toBe('not-found');
});

test('paths the app has a page for answer 200, with the head their page gives', async () => {
  const pages = ['/', '/shop', '/shop/', '/SHOP', '/shop/search', '/shop/search/ink', '/shop/returns', '/login', '/activate/abc', '/forgotpw/t0k3n', '/about', '/links', '/volumes/poetry'];
  for (const path of [...pages, '/article/the_center', '/comment/the_center/12', '/search', '/search/ink', '/search/shop/ink', '/demo', '/profile', '/contact']) {
    expect({ path, ...(await resolve(path)) }).toEqual({ path, status: 200, head: null });
  }
  expect(await resolve('/shop/7')).toEqual({ status: 200, head });
});

test('unknown paths, the 404 page and a product that is not there answer 404', async () => {
  for (const path of ['/404', '/nope', '/shop/8', '/shop/returns/extra', '/login/x', '/article', '/search/a/b/c', '/shop/%E0', '/%00', '/caf%C3%A9']) {
    expect({ path, ...(await resolve(path)) }).toEqual({ path, status: 404, head: null });
  }
});

test('a head that fails leaves the page at 200 with the plain shell', async () => {
  const failing = pageResolver({ routes: PAGE_ROUTES, heads: { product: () => Promise.reject(new Error('database down')) } });
  expect(await failing('/shop/7')).toEqual({ status: 200, head: null, page: 'product' });
});

test("a head's text is inserted as it is: no replacement patterns", () => {
  const shell = '<head>\n<title>Site</title>\n<meta name="description" content="Site" />\n</head>';
  const title = "Price $& and $' and $` and $$ and $1";
  const html = shellFor(shell, { title, description: title, tags: `<meta property="og:title" content="${title}" />` });
  expect(html).toBe(
    `<head>\n<title>Price $&#38; and $&#39; and $\` and $$ and $1</title>\n<meta name="description" content="Price $&#38; and $&#39; and $\` and $$ and $1" />\n<meta property="og:title" content="${title}" />\n  </head>`,
  );
});
