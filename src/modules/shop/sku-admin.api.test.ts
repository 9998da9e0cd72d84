import sharp from 'sharp';
import supertest from 'supertest';
import { expect, test } from 'vitest';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { expectListContract } from '../../../test/ra-contract';
import { makeTag } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { storage } from '../../platform/storage';
import { PRICE_TO_PUBLISH } from './admin-schemas';
import { ADMIN_SKU_SORTS } from './sku-admin';

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const memberToken = await signIn(await makeUser());

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a4' } }).png().toBuffer();
const upload = (files: Array<{ data: Buffer; name: string }>, token = adminToken) => {
  let req = supertest(app.url).post('/api/sku_img_tmp_upload').set('Authorization', `Bearer ${token}`);
  for (const f of files) req = req.attach('sku_images', f.data, f.name);
  return req;
};

test('creating SKUs: the spec\'s defaults, blank numbers become null, the title is required', async () => {
  const res = await app.post('/api/shop/sku', { skus: [{ title: '  The Crystal Goblet ', list_price: '', item_size: '', qty_on_hand: '' }, { title: 'Second', list_price: '12.5', published: true }] }, adminToken);
  expect(res.status).toBe(201);
  expect(res.body.inserted_ids).toHaveLength(2);
  const [first, second] = res.body.inserted_ids;
  const row = await db('skus').where({ id: first }).first();
  expect(row).toMatchObject({ title: 'The Crystal Goblet', qty_on_hand: 99, list_price: null, item_size: null, size_unit: 'ct', return_policy: 1, published: false });
  expect(await db('skus').where({ id: second }).first('list_price', 'published', 'published_at')).toMatchObject({ list_price: '12.50', published: true, published_at: expect.any(Date) });

  const bad = await app.post('/api/shop/sku', { skus: [{ title: ' ', list_price: 'abc', qty_on_hand: -1, featured_week: '2026-11-24' }] }, adminToken);
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toMatchObject({
    'skus.0.title': ['This field is required.'],
    'skus.0.list_price': ['Please enter a number.'],
    'skus.0.qty_on_hand': ['Cannot be negative.'],
    'skus.0.featured_week': ['The featured week starts on a Monday.'],
  });
  expect((await app.post('/api/shop/sku', { skus: [] }, adminToken)).status).toBe(400);
  // Mondays outside 1900-2200 are refused like any other day there.
  for (const week of ['1899-12-25', '2201-01-05']) {
    const far = await app.post('/api/shop/sku', { skus: [{ title: 'Far off', featured_week: week }] }, adminToken);
    expect(far.body.errors, week).toEqual({ 'skus.0.featured_week': ['Use a date from 1900-01-01 to 2200-12-31.'] });
  }
});

test('editing: variants under a parent, tags, HTML cleaned, loops refused', async () => {
  const tag = await makeTag('craft', 'Craft');
  const [parent, variant] = (await app.post('/api/shop/sku', { skus: [{ title: 'Book' }, { title: 'Hardcover' }] }, adminToken)).body.inserted_ids;
  const res = await app.put(`/api/admin/skus/${variant}`, { title: 'Hardcover', parent_sku: parent, tags: [tag], description: '<p onclick="x()">Fine <script>alert(1)</script><a href="javascript:x">link</a></p>' }, adminToken);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: variant, parent_sku: parent, full_title: 'Book, Hardcover', tags: [tag] });
  expect(res.body.description).toBe('<p>Fine <a>link</a></p>');
  const loop = await app.put(`/api/admin/skus/${parent}`, { title: 'Book', parent_sku: variant }, adminToken);
  expect(loop.status).toBe(400);
  expect(loop.body.errors.parent_sku[0]).toMatch(/loop/);
  expect((await app.put(`/api/admin/skus/${parent}`, { title: 'Book', parent_sku: parent }, adminToken)).status).toBe(400);
  expect((await app.put('/api/admin/skus/999999', { title: 'Nothing' }, adminToken)).status).toBe(404);
  const unknownTag = await app.put(`/api/admin/skus/${parent}`, { title: 'Book', tags: [tag, 999999] }, adminToken);
  expect(unknownTag.status).toBe(400);
  expect(unknownTag.body.errors).toEqual({ tags: ['A tag does not exist.'] });
});

test('a product\'s about, description and details keep exactly what an article\'s body keeps (one allow-list)', async () => {
  const dirty = [
    '<h2 id="notes" onclick="x()">Notes</h2><p style="text-align: center; color: red">Centred <span class="x">text</span></p>',
    '<dl><dt>Pages</dt><dd>312</dd></dl><table><tr><td>1</td></tr></table><img src="javascript:alert(1)"><img src="https://example.org/a.webp" alt="A">',
    '<iframe src="https://evil.example"></iframe><a href="//evil.example/x">far</a> <a href="https://example.org" target="_blank">near</a><script>alert(1)</script><style>p{}</style>',
  ].join('');
  const article = await app.post('/api/admin/articles', { id: 'one_allow_list', title: 'One allow-list', body: dirty }, adminToken);
  expect(article.status, JSON.stringify(article.body)).toBe(201);
  const kept = article.body.body as string;
  expect(kept).toBe(
    '<h2 id="notes">Notes</h2><p style="text-align:center">Centred <span>text</span></p><dl><dt>Pages</dt><dd>312</dd></dl><table><tr><td>1</td></tr></table><img src="https://example.org/a.webp" alt="A" /><a>far</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">near</a>',
  );
  const created = await app.post('/api/admin/skus', { title: 'Cleaned Alike', about: dirty, description: dirty, details: dirty }, adminToken);
  expect(created.body).toMatchObject({ about: kept, description: kept, details: kept });
  const updated = await app.put(`/api/admin/skus/${created.body.id}`, { title: 'Cleaned Alike', details: `<p>Plain</p>${dirty}` }, adminToken);
  expect(updated.body.details).toBe(`<p>Plain</p>${kept}`);
  const [viaSpec] = (await app.post('/api/shop/sku', { skus: [{ title: 'Cleaned by the spec\'s path', about: dirty }] }, adminToken)).body.inserted_ids;
  expect(await db('skus').where({ id: viaSpec }).first('about')).toEqual({ about: kept });
});

test('publish and suspend; visitors see only published SKUs', async () => {
  const [id] = (await app.post('/api/shop/sku', { skus: [{ title: 'Quietly Added', list_price: '8' }] }, adminToken)).body.inserted_ids;
  expect((await app.get(`/api/shop/sku/${id}`)).status).toBe(404);
  const published = await app.post('/api/shop/sku/publish', { id }, adminToken);
  expect(published.body.sku.published).toBe(true);
  expect((await app.get(`/api/shop/sku/${id}`)).status).toBe(200);
  expect((await app.post('/api/shop/sku/suspend', { id }, adminToken)).body.sku.published).toBe(false);
  expect((await app.get(`/api/shop/sku/${id}`)).status).toBe(404);
  expect((await app.post('/api/shop/sku/publish', { id: 999999 }, adminToken)).status).toBe(404);
});

test('a SKU is published only with a price above $0.00: on create, update and publish; drafts may wait for one', async () => {
  const refused = { message: PRICE_TO_PUBLISH, errors: { list_price: [PRICE_TO_PUBLISH] } };
  for (const list_price of [undefined, '', '0', 0, '0.00']) {
    const res = await app.post('/api/shop/sku', { skus: [{ title: 'Free Lunch', list_price, published: true }] }, adminToken);
    expect({ list_price, status: res.status }).toEqual({ list_price, status: 400 });
    expect(res.body).toMatchObject(refused);
  }
  const viaConsole = await app.post('/api/admin/skus', { title: 'Free Lunch', list_price: null, published: true }, adminToken);
  expect(viaConsole.body).toMatchObject(refused);
  expect(await db('skus').where({ title: 'Free Lunch' }).count({ n: '*' }).first()).toEqual({ n: 0 });

  // A draft without a price (or at 0) is saved; publishing it is refused until it has one.
  const [draft] = (await app.post('/api/shop/sku', { skus: [{ title: 'Priced Later', list_price: '0' }] }, adminToken)).body.inserted_ids;
  expect((await app.put(`/api/admin/skus/${draft}`, { title: 'Priced Later', published: true }, adminToken)).body).toMatchObject(refused);
  expect((await app.post('/api/shop/sku/publish', { id: draft }, adminToken)).body).toMatchObject(refused);
  expect(await db('skus').where({ id: draft }).first('published', 'published_at')).toEqual({ published: false, published_at: null });
  expect((await app.put(`/api/admin/skus/${draft}`, { title: 'Priced Later', list_price: '0.01' }, adminToken)).status).toBe(200);
  expect((await app.post('/api/shop/sku/publish', { id: draft }, adminToken)).status).toBe(200);

  // Published, its stored price counts when an update leaves the price out; clearing it is refused.
  expect((await app.put(`/api/admin/skus/${draft}`, { title: 'Priced at Last', published: true }, adminToken)).status).toBe(200);
  expect((await app.put(`/api/admin/skus/${draft}`, { title: 'Priced at Last', list_price: '' }, adminToken)).body).toMatchObject(refused);
  expect(await db('skus').where({ id: draft }).first('title', 'list_price', 'published')).toEqual({ title: 'Priced at Last', list_price: '0.01', published: true });
  // Suspending needs no price (a SKU published before this rule can always be taken down).
  await db('skus').where({ id: draft }).update({ list_price: null });
  expect((await app.post('/api/shop/sku/suspend', { id: draft }, adminToken)).status).toBe(200);

  // A product whose published formats carry the prices is published without one of its own.
  const [product] = (await app.post('/api/shop/sku', { skus: [{ title: 'In Formats' }] }, adminToken)).body.inserted_ids;
  expect((await app.post('/api/shop/sku/publish', { id: product }, adminToken)).body).toMatchObject(refused);
  await app.post('/api/shop/sku', { skus: [{ title: 'Paperback', parent_sku: product, list_price: '12.00', published: true }] }, adminToken);
  expect((await app.post('/api/shop/sku/publish', { id: product }, adminToken)).status).toBe(200);
});

test('uploads: real pictures are re-encoded; a non-image and an oversized file are refused', async () => {
  const text = await upload([{ data: Buffer.from('GIF89a but not really a picture'), name: 'cover.gif' }]);
  expect(text.status).toBe(400);
  expect(text.body.message).toMatch(/Only pictures can be uploaded/);
  // A picture's header over pixels that stop half way: refused when re-encoding fails, not a 500.
  const whole = await png(400, 400);
  const cut = await upload([{ data: whole.subarray(0, whole.length >> 1), name: 'cut.png' }]);
  expect(cut.status).toBe(400);
  expect(cut.body.message).toMatch(/Only pictures can be uploaded/);
  const huge = await upload([{ data: Buffer.alloc(16 * 1024 * 1024, 1), name: 'huge.png' }]);
  expect(huge.status).toBe(413);
  expect(huge.body.message).toMatch(/at most 15 MB/);
  const wide = await upload([{ data: await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } }).jpeg({ quality: 10 }).toBuffer(), name: 'wide.jpg' }]);
  expect(wide.status).toBe(400);
  expect(wide.body.message).toMatch(/too large|megapixels/);
  expect((await upload([])).status).toBe(400);

  const ok = await upload([{ data: await png(1200, 1800), name: 'front.png' }]);
  expect(ok.status).toBe(201);
  const [file] = ok.body.files;
  expect(file).toMatchObject({ filename: expect.stringMatching(/^[a-f0-9]{32}\.webp$/), width: 1200, height: 1800 });

  const [id] = (await app.post('/api/shop/sku', { skus: [{ title: 'With a cover', list_price: '15', published: true, images: [{ filename: file.filename, caption: 'Front' }] }] }, adminToken)).body.inserted_ids;
  await expect.poll(async () => (await db('sku_images').where({ sku_id: id }).first('renditions'))?.renditions, { timeout: 10_000 }).toBeTruthy();
  const sku = (await app.get(`/api/shop/sku/${id}`)).body.sku;
  expect(sku.images[0].srcset).toMatch(/-320\.webp 320w, .*-800\.webp 800w, .*-1600\.webp 1600w/);
  const medium = await storage.get(sku.images[0].srcset.split(', ')[1].split(' ')[0].replace('/uploads/', ''));
  expect((await sharp(medium!).metadata()).width).toBe(800);
  const served = await supertest(app.url).get(sku.images[0].thumb);
  expect(served.status).toBe(200);
  expect(served.headers['cache-control']).toMatch(/max-age=31536000/);

  // Reusing the same upload fails: it was claimed.
  const again = await app.post('/api/shop/sku', { skus: [{ title: 'Copy', images: [{ filename: file.filename }] }] }, adminToken);
  expect(again.status).toBe(400);
});

test('deleting a SKU takes its variants and pictures with it', async () => {
  const [parent] = (await app.post('/api/shop/sku', { skus: [{ title: 'Doomed' }] }, adminToken)).body.inserted_ids;
  const [variant] = (await app.post('/api/shop/sku', { skus: [{ title: 'Ebook', parent_sku: parent }] }, adminToken)).body.inserted_ids;
  expect((await app.del(`/api/shop/sku/${parent}`, adminToken)).status).toBe(204);
  expect(await db('skus').whereIn('id', [parent, variant]).count({ n: '*' }).first()).toEqual({ n: 0 });
  expect((await app.del(`/api/shop/sku/${parent}`, adminToken)).status).toBe(404);
});

test('the admin list searches, filters by published and pages with Content-Range', async () => {
  await app.post('/api/shop/sku', { skus: [{ title: 'Zebra Alphabet', list_price: '7', published: true }, { title: 'Zebra Notes' }] }, adminToken);
  const q = (params: Record<string, unknown>) => app.get(`/api/admin/skus?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`, adminToken);
  const res = await q({ filter: { q: 'zebra' }, sort: ['title', 'ASC'] });
  expect(res.body.map((s: { title: string }) => s.title)).toEqual(['Zebra Alphabet', 'Zebra Notes']);
  expect(res.headers['content-range']).toBe('skus 0-1/2');
  expect((await q({ filter: { q: 'no such zebra' } })).headers['content-range']).toBe('skus */0');
  expect((await q({ filter: { q: 'zebra', published: false } })).body.map((s: { title: string }) => s.title)).toEqual(['Zebra Notes']);
  expect(res.body[0]).not.toHaveProperty('search');
  expect((await q({ sort: ['search', 'ASC'] })).status).toBe(400);
  // react-admin's getMany, and the parent picker's top-level filter.
  const ids = res.body.map((s: { id: number }) => s.id);
  expect((await q({ filter: { id: [ids[1]] } })).body.map((s: { id: number }) => s.id)).toEqual([ids[1]]);
  const [parent] = (await app.post('/api/shop/sku', { skus: [{ title: 'Zebra Parent' }] }, adminToken)).body.inserted_ids;
  await app.post('/api/shop/sku', { skus: [{ title: 'Zebra Variant', parent_sku: parent }] }, adminToken);
  expect((await q({ filter: { q: 'zebra v', parent_sku: null } })).body).toEqual([]);
  expect((await q({ filter: { q: 'zebra', parent_sku: parent } })).body.map((s: { title: string }) => s.title)).toEqual(['Zebra Variant']);
});

test('the console\'s record API: create and update return the record, delete returns what was deleted', async () => {
  const created = await app.post('/api/admin/skus', { title: 'Record Book', list_price: '9.5', tags: [], images: [] }, adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ id: expect.any(Number), title: 'Record Book', full_title: 'Record Book', list_price: '9.50', qty_on_hand: 99, images: [] });
  const { id } = created.body;
  // ra-data-simple-rest sends the whole record back: its read-only fields are ignored.
  const updated = await app.put(`/api/admin/skus/${id}`, { ...created.body, title: 'Record Book, Revised', full_title: 'ignored', variant_count: 7, qty_on_hand: 5 }, adminToken);
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ id, title: 'Record Book, Revised', full_title: 'Record Book, Revised', variant_count: 0, qty_on_hand: 5 });
  expect((await app.get(`/api/admin/skus/${id}`, adminToken)).body).toEqual(updated.body);
  const deleted = await app.del(`/api/admin/skus/${id}`, adminToken);
  expect(deleted.status).toBe(200);
  expect(deleted.body).toMatchObject({ id, title: 'Record Book, Revised' });
  expect((await app.get(`/api/admin/skus/${id}`, adminToken)).status).toBe(404);
  expect((await app.del(`/api/admin/skus/${id}`, adminToken)).status).toBe(404);
});

test('the SKU list speaks ra-data-simple-rest: sort, range, q, ids, Content-Range', async () => {
  const { inserted_ids } = (await app.post('/api/shop/sku', { skus: ['Quill C', 'Quill A', 'Quill B'].map((t) => ({ title: `Contract ${t}` })) }, adminToken)).body;
  await expectListContract(app, { resource: 'skus', token: adminToken, sortable: ADMIN_SKU_SORTS, q: 'contract quill', matching: inserted_ids });
});

test('a save that fails after its pictures were listed leaves the upload in tmp/; saving again claims it', async () => {
  const [file] = (await upload([{ data: await png(300, 400), name: 'cover.png' }])).body.files;
  const images = [{ filename: file.filename, url: file.url, caption: 'Cover' }];
  // The first SKU lists the picture; the second names a parent that does not exist.
  const badParent = await app.post('/api/shop/sku', { skus: [{ title: 'Rolled Back', images }, { title: 'Orphan', parent_sku: 999999 }] }, adminToken);
  expect(badParent.status).toBe(400);
  expect(badParent.body.errors).toHaveProperty('parent_sku');
  // The pictures are saved before the tags, so an unknown tag fails after them.
  const badTag = await app.post('/api/admin/skus', { title: 'Rolled Back', images, tags: [999999] }, adminToken);
  expect(badTag.status).toBe(400);
  expect(await db('skus').whereIn('title', ['Rolled Back', 'Orphan']).count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await storage.get(`tmp/${file.filename}`)).not.toBeNull();

  const saved = await app.post('/api/admin/skus', { title: 'Saved at Last', images }, adminToken);
  expect(saved.status).toBe(201);
  expect(saved.body.images).toEqual([{ id: expect.any(Number), url: `/uploads/skus/${file.filename}`, thumb: expect.any(String), caption: 'Cover' }]);
  expect(await db('sku_images').where({ sku_id: saved.body.id }).first('width', 'height')).toEqual({ width: 300, height: 400 });
  // After the commit the file moves out of tmp/, then the renditions are made from it.
  await expect.poll(async () => (await db('sku_images').where({ sku_id: saved.body.id }).first('renditions'))?.renditions, { timeout: 10_000 }).toBeTruthy();
  expect(await storage.get(`tmp/${file.filename}`)).toBeNull();
  expect(await storage.get(`skus/${file.filename}`)).not.toBeNull();
  const same = await app.post('/api/admin/skus', { title: 'Twice', images: [...images, ...images] }, adminToken);
  expect(same.status).toBe(400);
});

test('every administrator route: 401 for a visitor, 403 for a member', async () => {
  const routes: Array<['post' | 'put' | 'delete' | 'get', string]> = [
    ['post', '/api/shop/sku'],
    ['delete', '/api/shop/sku/1'],
    ['post', '/api/shop/sku/publish'],
    ['post', '/api/shop/sku/suspend'],
    ['post', '/api/sku_img_tmp_upload'],
    ['get', '/api/admin/skus'],
    ['get', '/api/admin/skus/1'],
    ['post', '/api/admin/skus'],
    ['put', '/api/admin/skus/1'],
    ['delete', '/api/admin/skus/1'],
  ];
  for (const [method, path] of routes) {
    expect((await app.send(method, path, method === 'get' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    expect((await app.send(method, path, method === 'get' ? undefined : {}, memberToken)).status, `${method} ${path}`).toBe(403);
  }
  expect((await upload([{ data: await png(10, 10), name: 'x.png' }], memberToken)).status).toBe(403);
});
