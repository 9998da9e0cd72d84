import { describe, expect, it } from 'vitest';
import { effectiveSort, parseSearch, searchHref, switchType, typeNamedIn } from './search';

const q = (s = '') => new URLSearchParams(s);

describe('the search page state (SPEC §2 /search)', () => {
  it('takes the type from the path, else ?search_type=, else the last one chosen, else shop', () => {
    expect(parseSearch({ search_type: 'articles', kw: 'ink' }, q('search_type=shop'), 'shop').type).toBe('articles');
    expect(parseSearch({}, q('search_type=articles'), 'shop').type).toBe('articles');
    expect(parseSearch({}, q(), 'articles').type).toBe('articles');
    expect(parseSearch({}, q('search_type=nonsense'), 'nonsense').type).toBe('shop');
    expect(parseSearch({}, q(), null).type).toBe('shop');
  });

  it('takes the keyword from the query, else the path; a lone type in the path is the type', () => {
    expect(parseSearch({ keyword: 'ink' }, q(), null)).toMatchObject({ type: 'shop', keyword: 'ink' });
    expect(parseSearch({ search_type: 'articles', kw: ' grammar ' }, q(), null).keyword).toBe('grammar');
    expect(parseSearch({ keyword: 'ink' }, q('keyword=paper'), null).keyword).toBe('paper');
    expect(parseSearch({ keyword: 'articles' }, q(), 'shop')).toMatchObject({ type: 'articles', keyword: '' });
  });

  it('reads tags and a sort that the type has', () => {
    expect(parseSearch({}, q('search_type=articles&tag=3|7|x|3&sort=date_oldest'), null)).toEqual({ type: 'articles', keyword: '', tags: [3, 7], sort: 'date_oldest' });
    expect(parseSearch({}, q('search_type=articles&sort=alpha_asc'), null).sort).toBeNull();
    expect(parseSearch({}, q('search_type=shop&sort=alpha_asc'), null).sort).toBe('alpha_asc');
  });

  it('sorts by relevance with a keyword and newest without, unless told', () => {
    expect(effectiveSort(parseSearch({}, q('keyword=ink'), null))).toBe('relevance');
    expect(effectiveSort(parseSearch({}, q(), null))).toBe('date_newest');
    expect(effectiveSort(parseSearch({}, q('keyword=ink&sort=date_oldest'), null))).toBe('date_oldest');
  });

  it('writes the canonical address, leaving out the default sort, and reads it back', () => {
    const state = { type: 'articles' as const, keyword: 'ink and paper', tags: [3, 7], sort: 'date_oldest' as const };
    const href = searchHref(state);
    expect(href).toBe('/search?search_type=articles&keyword=ink+and+paper&tag=3%7C7&sort=date_oldest');
    expect(parseSearch({}, new URL(href, 'http://x').searchParams, null)).toEqual(state);
    expect(searchHref({ type: 'shop', keyword: 'ink', tags: [], sort: 'relevance' })).toBe('/search?search_type=shop&keyword=ink');
    expect(searchHref({ type: 'shop', keyword: '', tags: [], sort: 'relevance' })).toBe('/search?search_type=shop&sort=relevance');
  });

  it('another tab keeps the keyword and drops the tags and sort (another table, another list)', () => {
    expect(switchType({ type: 'shop', keyword: 'ink', tags: [1], sort: 'alpha_asc' }, 'articles')).toEqual({ type: 'articles', keyword: 'ink', tags: [], sort: null });
  });

  it('counts a type as chosen only when the URL names it', () => {
    expect(typeNamedIn({}, q())).toBeNull();
    expect(typeNamedIn({ keyword: 'ink' }, q())).toBeNull();
    expect(typeNamedIn({ keyword: 'articles' }, q())).toBe('articles');
    expect(typeNamedIn({}, q('search_type=shop'))).toBe('shop');
    expect(typeNamedIn({ search_type: 'articles', kw: 'x' }, q())).toBe('articles');
  });
});
