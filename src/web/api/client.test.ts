import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, api } from './client';
import { stubFetch } from './stub-fetch';

const fetchMock = stubFetch('theme=1; token=abc%2F123');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends JSON under /api with the bearer token from the cookie', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.post('/auth/login', { user: 'a' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"user":"a"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc/123', 'Content-Type': 'application/json' });
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('throws ApiError with the status, message and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'Invalid input.', code: 'validation', errors: { user: ['This field is required.'] }, requestId: 'r1' }),
    );
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: 'Invalid input.',
      code: 'validation',
      fieldErrors: { user: ['This field is required.'] },
      requestId: 'r1',
    });
  });

  it('says SPEC §8\'s "Could not complete the request." for an error answer without a message, and leaves code undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: 'Could not complete the request.', code: undefined });
  });

  it('says SPEC §8\'s "Response not found." for a success without a body to read; 204 is no content by design', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>a proxy page</html>', { status: 200 }));
    expect(await api.get('/x').catch((e: unknown) => e)).toMatchObject({ status: 200, message: 'Response not found.' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    expect(await api.post('/x').catch((e: unknown) => e)).toMatchObject({ message: 'Response not found.' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.get('/x')).resolves.toBeUndefined();
  });

  it('says "A network error occurred." when no response comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, message: NETWORK_ERROR, isNetworkError: true });
  });

  it('sends no Authorization header without a token', async () => {
    vi.stubGlobal('document', { cookie: '' });
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/x');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });
});
