import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { dataProvider, formErrors } from './data-provider';

describe('formErrors', () => {
  test("puts each path's first message on its top-level field", () => {
    expect(
      formErrors({
        featured_week: ['The featured week starts on a Monday.', 'second'],
        'images.1.filename': ['Upload the image first.'],
        _: ['whole form'],
      }),
    ).toEqual({ featured_week: 'The featured week starts on a Monday.', images: 'Upload the image first.' });
    expect(formErrors({ title: ['This field is required.'] })).toEqual({ title: 'This field is required.' });
    expect(formErrors(undefined)).toBeNull();
    expect(formErrors({})).toBeNull();
  });
});

describe('dataProvider: ra-data-simple-rest on /api/admin with the bearer token', () => {
  let calls: Array<{ url: string; init: RequestInit }>;
  let answer: () => Response;

  beforeEach(() => {
    calls = [];
    answer = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal('document', { cookie: 'theme=1; token=tok%20123' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

  test('every resource is /api/admin/{resource}: a list reads its total from Content-Range', async () => {
    answer = () => new Response('[{"id":3}]', { headers: { 'Content-Type': 'application/json', 'Content-Range': 'members 10-10/11' } });
    const page = await dataProvider.getList('members', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'ada' } });
    expect(page).toEqual({ data: [{ id: 3 }], total: 11 });
    const url = new URL(calls[0]!.url, 'http://console');
    expect(url.pathname).toBe('/api/admin/members');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: '["id","DESC"]', range: '[10,19]', filter: '{"q":"ada"}' });
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok 123');
  });

  test('an update PUTs the whole record and resolves with what the server answers', async () => {
    answer = () => new Response('{"id":7,"title":"Saved"}', { headers: { 'Content-Type': 'application/json' } });
    const record = { id: 7, title: 'Edited', full_title: 'Edited', images: [{ id: 4, url: '/uploads/4.webp', caption: 'Front' }] };
    expect(await dataProvider.update('skus', { id: 7, data: record, previousData: record })).toEqual({ data: { id: 7, title: 'Saved' } });
    expect(calls[0]).toMatchObject({ url: '/api/admin/skus/7', init: { method: 'PUT', body: JSON.stringify(record) } });
  });

  test("the API's field errors reach the form as { field: message }", async () => {
    answer = () =>
      new Response(JSON.stringify({ message: 'Please correct the highlighted fields.', errors: { 'images.0.filename': ['An uploaded image has expired.'] } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    await expect(dataProvider.create('services', { data: { key: 'x', title: 'X' } })).rejects.toMatchObject({
      status: 400,
      body: { message: 'Please correct the highlighted fields.', errors: { images: 'An uploaded image has expired.' } },
    });
  });

  test('pictures upload as multipart sku_images to the upload endpoint', async () => {
    answer = () => new Response('{"files":[{"filename":"a.webp","url":"/uploads/tmp/a.webp","width":1,"height":1}]}', { status: 201, headers: { 'Content-Type': 'application/json' } });
    const files = await dataProvider.uploadImages([new File(['x'], 'cover.png', { type: 'image/png' })]);
    expect(files).toEqual([{ filename: 'a.webp', url: '/uploads/tmp/a.webp', width: 1, height: 1 }]);
    expect(calls[0]!.url).toBe('/api/sku_img_tmp_upload');
    expect((calls[0]!.init.body as FormData).getAll('sku_images')).toHaveLength(1);
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok 123');
  });
});
