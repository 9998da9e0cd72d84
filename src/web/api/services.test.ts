import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchServiceKeys, fetchServicesByKey } from './services';
import { json, stubFetch } from './stub-fetch';

const fetchMock = stubFetch();
const entry = (key: string) => ({ key, title: key, subtitle: null, description: null, body: null, img_src: null });

describe('services by key (SPEC §7: only missing keys are requested)', () => {
  it('asks /services/{ids} for the keys the cache lacks, and for nothing when it has them all', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(json({ services: [entry('a'), entry('b')] }));
    expect(await fetchServicesByKey(client, ['a', 'b'])).toEqual([entry('a'), entry('b')]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/services/a,b');

    fetchMock.mockResolvedValueOnce(json({ services: [entry('c')] }));
    expect((await fetchServicesByKey(client, ['c', 'a', 'b'])).map((s) => s.key)).toEqual(['c', 'a', 'b']);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/services/c');

    expect((await fetchServicesByKey(client, ['b', 'a'])).map((s) => s.key)).toEqual(['b', 'a']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the ordered list fills the cache by key, so reading those keys asks nothing', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(json({ services: [entry('tutoring'), entry('books')] }));
    expect(await fetchServiceKeys(client)).toEqual(['tutoring', 'books']);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/services');
    expect((await fetchServicesByKey(client, ['tutoring', 'books'])).map((s) => s.key)).toEqual(['tutoring', 'books']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves out a key the server no longer has', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(json({ services: [entry('a')] }));
    expect((await fetchServicesByKey(client, ['a', 'gone'])).map((s) => s.key)).toEqual(['a']);
  });
});
