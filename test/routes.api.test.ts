import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeAdmin, makeUser, signIn } from './factories';
import { testApp } from './http';

// Every route of the whole app, found by walking Express's router stack: a route added later is
// checked without anyone listing it here.

const app = await testApp();
const adminToken = await signIn(await makeAdmin());

interface Layer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | RegExp;
}
interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
}

function endpoints(stack: Layer[], prefix = ''): Endpoint[] {
  return stack.flatMap((layer): Endpoint[] => {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') return [];
      return Object.keys(methods)
        .filter((m): m is Endpoint['method'] => ['get', 'post', 'put', 'delete'].includes(m))
        .map((method) => ({ method, path: prefix + path }));
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return endpoints(layer.handle.stack, prefix + mount);
  });
}

const PARAM = /[:*](\w+)/g;
const paramsOf = (path: string) => [...path.matchAll(PARAM)].map((m) => m[1]!);
const all = endpoints((app.app as unknown as { router: { stack: Layer[] } }).router.stack);
const withParams = all.filter((e) => paramsOf(e.path).length > 0);

/** The path with one parameter set to a value (already URL-encoded) and the others to 1. */
const fill = (path: string, name: string, value: string) => path.replace(/[{}]/g, '').replace(PARAM, (_, n: string) => (n === name ? value : '1'));

/** Parameters that are text keys, not ids: a number is a key like any other, and it names nothing. */
const TEXT_KEYS = new Set(['GET /api/services/:ids']);
/** Slugs (articles, volumes, the site's pages) and usernames (members' pages) are text keys too, by their name or their route. */
const SLUG_PARAMS = new Set(['tag_slug', 'article_slug', 'slug', 'username']);
const SLUG_ROUTES = /^\/api\/(article\/share|article\/comment\/usermd|admin\/stats\/article|admin\/articles)\/:id(\/publish)?$/;
const isTextKey = (method: string, path: string, name: string) => TEXT_KEYS.has(`${method.toUpperCase()} ${path}`) || SLUG_PARAMS.has(name) || SLUG_ROUTES.test(path);

test('the walk finds the routes with path parameters, public and admin', () => {
  const names = withParams.map((e) => `${e.method.toUpperCase()} ${e.path}`);
  expect(names).toEqual(expect.arrayContaining(['GET /api/shop/sku/:id', 'GET /api/shop/sku/reviews/:parent_sku/:offset/:quantity', 'GET /api/shop/product_tags/:ids', 'GET /api/services/:ids']));
  expect(names.filter((n) => n.includes(' /api/admin/')).length).toBeGreaterThan(5);
});

test('every path parameter refuses an id past 2,147,483,647 and a NUL with a 400 naming it', async () => {
  const failures: string[] = [];
  for (const { method, path } of withParams) {
    for (const name of paramsOf(path)) {
      for (const value of ['2147483648', 'x%00y', '1%7F']) {
        const url = fill(path, name, value);
        const res = await app.send(method, url, method === 'get' || method === 'delete' ? undefined : {}, adminToken);
        const textKey = isTextKey(method, path, name) && value === '2147483648';
        // A control character gets its own message, whatever the parameter's schema would say.
        const message = value === '2147483648' ? expect.any(String) : 'Must not contain control characters.';
        const named = res.status === 400 && expect.arrayContaining([message]).asymmetricMatch(res.body.errors?.[name]);
        // A text key names nothing (404), or the route refuses the empty body it was sent, not the key.
        const unnamed = res.status === 404 || (res.status === 400 && !res.body.errors?.[name]);
        if (textKey ? !unnamed : !named) failures.push(`${method.toUpperCase()} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('a NUL in a nested field of a JSON body is a 400 naming the field, and nothing is written', async () => {
  const before = await db('skus').count({ n: '*' }).first();
  const res = await app.post('/api/shop/sku', { skus: [{ title: 'Fine' }, { title: 'Nul\u0000led', subtitle: 'Fine too' }] }, adminToken);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'validation', errors: { 'skus.1.title': ['Must not contain control characters.'] }, requestId: expect.any(String) });
  expect(Object.keys(res.body.errors)).toEqual(['skus.1.title']);
  expect(await db('skus').count({ n: '*' }).first()).toEqual(before);
});

test('a visitor form, a query string and a field name are checked the same way; tab and new lines are text', async () => {
  const contact = { email: 'reader@example.test', message: 'Hello\tthere,\r\nthe binding came loose.' };
  const bad = await app.post('/api/contact', { ...contact, subject: 'Bell\u0007', phone: 'C1 \u0085' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({ subject: ['Must not contain control characters.'], phone: ['Must not contain control characters.'] });
  const badKey = await app.post('/api/contact', `{"email":"reader@example.test","message":"hi","mess\\u0000age":"x"}`);
  expect(badKey.status).toBe(400);
  expect(Object.keys(badKey.body.errors)).toEqual(['mess\uFFFDage']);
  expect(await db('contact_messages').count({ n: '*' }).first()).toEqual({ n: 0 });
  expect((await app.post('/api/contact', contact)).status).toBe(201);

  const search = await app.get('/api/shop/sku?keyword=a%00b');
  expect(search.status).toBe(400);
  expect(search.body.errors).toEqual({ keyword: ['Must not contain control characters.'] });
  // Routes without a schema of their own too (the admin lists read their query themselves).
  const list = await app.get('/api/admin/users?sort=%5B%22id%22%2C%22ASC%22%5D&x=%1B', adminToken);
  expect(list.status).toBe(400);
  expect(list.body.errors).toEqual({ x: ['Must not contain control characters.'] });
  // Nor inside the JSON of an admin list's filter, where it is written \u0000.
  const filter = await app.get(`/api/admin/skus?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`, adminToken);
  expect(filter.status).toBe(400);
  expect(filter.body.errors).toEqual({ 'filter.q': ['Must not contain control characters.'] });
});

test('ids in JSON bodies and id lists stop at 2,147,483,647 too', async () => {
  const member = await signIn(await makeUser());
  const review = await app.post('/api/shop/sku/reviews', { parent_sku: 2147483648, review_rating: 5 }, member);
  expect(review.status).toBe(400);
  expect(review.body.errors).toEqual({ parent_sku: ['Must be a whole number from 1 to 2147483647.'] });
  expect((await app.get('/api/shop/sku/pid?ids=1,2147483648')).status).toBe(400);
  expect((await app.get('/api/shop/sku?tag=2147483648')).status).toBe(400);
  expect((await app.post('/api/shop/sku/publish', { id: '1e3' }, adminToken)).status).toBe(400);
});
