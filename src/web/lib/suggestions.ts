// The header search's suggestions (SPEC §4 Suggestions, §9): after a 1000 ms wait, at most 10, in
// relevance order, grouped Books then Articles.

/** SPEC §9: the wait after the last keystroke. */
export const SUGGESTION_DELAY = 1000;
/** SPEC §9: at most this many in all. */
export const MAX_SUGGESTIONS = 10;
/** Fewer characters than this suggest nothing (one letter matches half the library). */
export const MIN_SUGGESTION_LENGTH = 2;

export interface Suggestion {
  kind: 'book' | 'article';
  /** Unique in the list: 'book-12', 'article-the_center'. */
  key: string;
  label: string;
  detail: string | null;
  href: string;
}

export interface SuggestionGroup {
  kind: Suggestion['kind'];
  heading: string;
  items: Suggestion[];
}

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

/** The text worth suggesting for, or null: trimmed, at least MIN_SUGGESTION_LENGTH characters. */
export function suggestionKeyword(text: string): string | null {
  const kw = text.trim().replace(/\s+/g, ' ');
  return kw.length >= MIN_SUGGESTION_LENGTH ? kw : null;
}
