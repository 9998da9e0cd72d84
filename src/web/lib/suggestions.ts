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

/** The text worth suggesting for, or null: trimmed, at least MIN_SUGGESTION_LENGTH characters. */
export function suggestionKeyword(text: string): string | null {
  const kw = text.trim().replace(/\s+/g, ' ');
  return kw.length >= MIN_SUGGESTION_LENGTH ? kw : null;
}
