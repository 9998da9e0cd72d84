import { describe, expect, it } from 'vitest';
import { moveHighlight } from './listbox';
import { mergeSuggestions, suggestionGroups } from './suggestion-groups';
import { suggestionKeyword, type Suggestion } from './suggestions';

const n = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('suggestions (SPEC §4, §9: at most 10, by relevance)', () => {
  it('takes five of each when both have enough', () => {
    const m = mergeSuggestions(n(10, 'b'), n(10, 'a'));
    expect(m.books).toEqual(n(5, 'b'));
    expect(m.articles).toEqual(n(5, 'a'));
  });

  it('fills from the other group when one has fewer, keeping each order', () => {
    expect(mergeSuggestions(n(2, 'b'), n(10, 'a'))).toEqual({ books: n(2, 'b'), articles: n(8, 'a') });
    expect(mergeSuggestions(n(9, 'b'), n(3, 'a'))).toEqual({ books: n(7, 'b'), articles: n(3, 'a') });
    expect(mergeSuggestions(n(0, 'b'), n(12, 'a'))).toEqual({ books: [], articles: n(10, 'a') });
    expect(mergeSuggestions(n(3, 'b'), n(4, 'a'))).toEqual({ books: n(3, 'b'), articles: n(4, 'a') });
    expect(mergeSuggestions([], [])).toEqual({ books: [], articles: [] });
  });

  it('groups Books then Articles, leaving out an empty group', () => {
    const s = (kind: Suggestion['kind'], i: number): Suggestion => ({ kind, key: `${kind}-${i}`, label: `${kind} ${i}`, detail: null, href: '/' });
    expect(suggestionGroups([s('book', 1)], [s('article', 1), s('article', 2)]).map((g) => [g.heading, g.items.length])).toEqual([
      ['Books', 1],
      ['Articles', 2],
    ]);
    expect(suggestionGroups([], [s('article', 1)]).map((g) => g.heading)).toEqual(['Articles']);
    expect(suggestionGroups([], [])).toEqual([]);
  });

  it('asks only for two characters or more, trimmed', () => {
    expect(suggestionKeyword(' a ')).toBeNull();
    expect(suggestionKeyword('')).toBeNull();
    expect(suggestionKeyword(' in  k ')).toBe('in k');
    expect(suggestionKeyword('ink')).toBe('ink');
  });

  it('moves the highlight with wraparound', () => {
    expect(moveHighlight(-1, 1, 4)).toBe(0);
    expect(moveHighlight(-1, -1, 4)).toBe(3);
    expect(moveHighlight(3, 1, 4)).toBe(0);
    expect(moveHighlight(0, -1, 4)).toBe(3);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
