import { expect, test } from 'vitest';
import { AppError } from '../errors';
import { idsFilter, parseRaList, textFilter } from './ra-list';

const sortable = ['created_at', 'username'];

test('reads sort, range and filter in the ra-data-simple-rest dialect', () => {
  const list = parseRaList({ sort: '["username","ASC"]', range: '[20,29]', filter: '{"q":"ada"}' }, sortable, 'created_at');
  expect(list).toEqual({ sort: 'username', order: 'asc', offset: 20, limit: 10, filter: { q: 'ada' } });
});

test('defaults: the default field, descending, the first 100', () => {
  expect(parseRaList({}, sortable, 'created_at')).toEqual({ sort: 'created_at', order: 'desc', offset: 0, limit: 100, filter: {} });
});

test('caps a page at 100 rows', () => {
  expect(parseRaList({ range: '[0,5000]' }, sortable, 'created_at').limit).toBe(100);
});

test('refuses unknown sort fields, bad JSON and inverted ranges with a 400', () => {
  for (const query of [{ sort: '["password_hash","ASC"]' }, { range: 'nope' }, { range: '[9,1]' }, { filter: '[1]' }]) {
    expect(() => parseRaList(query, sortable, 'created_at')).toThrow(AppError);
  }
});

test("getMany's ids: numbers or numeric strings (ids read from a URL), one or a list; nothing else", () => {
  const ids = (id: unknown) => idsFilter(parseRaList({ filter: JSON.stringify({ id }) }, sortable, 'created_at'));
  expect(ids([3, '7', 'x', -1, 1.5, 2 ** 31])).toEqual([3, 7]);
  expect(ids(5)).toEqual([5]);
  expect(ids([])).toEqual([]);
  expect(idsFilter(parseRaList({}, sortable, 'created_at'))).toBeNull();
  expect(textFilter(parseRaList({ filter: '{"q":"  ada "}' }, sortable, 'created_at'))).toBe('ada');
  expect(textFilter(parseRaList({ filter: '{"q":5}' }, sortable, 'created_at'))).toBe('');
});
