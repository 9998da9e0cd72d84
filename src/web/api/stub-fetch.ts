import { afterEach, beforeEach, vi } from 'vitest';

// For the API client's unit tests only: a fetch that answers what each test says.

/** Replaces fetch (and document.cookie, which the client reads the token from) around each test of the file. */
export function stubFetch(cookie = '') {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('document', { cookie });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/** A JSON answer (its body reads once: a mock answering many calls makes one per call). */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
