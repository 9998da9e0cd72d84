import { MAX_SUGGESTIONS, type Suggestion, type SuggestionGroup } from './suggestions';

// Apart from ./suggestions.ts, which the header's box loads with every page: this comes with the
// suggestions' own code (api/suggestions.ts), when the box is first focused.

/**
 * Up to `max` in all, half from each group; a group with fewer leaves its places to the other.
 * Each keeps its own (relevance) order.
 */
export function mergeSuggestions<B, A>(books: readonly B[], articles: readonly A[], max = MAX_SUGGESTIONS): { books: B[]; articles: A[] } {
  const half = Math.ceil(max / 2);
  let nb = Math.min(books.length, half);
  let na = Math.min(articles.length, max - half);
  const spare = max - nb - na;
  const moreBooks = Math.min(books.length - nb, spare);
  nb += moreBooks;
  na += Math.min(articles.length - na, spare - moreBooks);
  return { books: books.slice(0, nb), articles: articles.slice(0, na) };
}

/** The groups to show, empty ones left out, in the order the list shows them. */
export function suggestionGroups(books: Suggestion[], articles: Suggestion[]): SuggestionGroup[] {
  const merged = mergeSuggestions(books, articles);
  return [
    { kind: 'book' as const, heading: 'Books', items: merged.books },
    { kind: 'article' as const, heading: 'Articles', items: merged.articles },
  ].filter((g) => g.items.length > 0);
}
