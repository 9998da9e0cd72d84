/** Shapes of the demo data written by hand in the catalogue-*, articles-* and threads files. */

export type Format = 'Hardcover' | 'Paperback' | 'Ebook';

interface BookCommon {
  title: string;
  subtitle: string;
  author: string;
  publisher: string;
  year: number;
  pages: number;
  /** Product tag names (see PRODUCT_TAGS in books.ts). */
  tags: string[];
  /** Background colour of the generated cover. */
  colour: string;
  /** Paragraphs of the description. */
  description: string[];
  /** A sentence or two about the author. */
  about: string;
  freeShipping?: boolean;
  featured?: boolean;
  unpublished?: boolean;
}

/**
 * A book sold as itself, with its price and stock, or in formats (issue 26): each a child SKU
 * titled by its format, carrying the price and the stock, the book itself none.
 */
export type BookSeed = BookCommon &
  ({ price: number; qty: number; formats?: never } | { formats: Array<{ format: Format; price: number; qty: number }>; price?: never; qty?: never });

export interface ReferenceSeed {
  author: string;
  title: string;
  publisher?: string;
  publication_date?: string;
  title_href?: string;
  doi?: string;
}

export interface ArticleSeed {
  slug: string;
  title: string;
  subtitle: string;
  headline: string;
  /** HTML. */
  body: string;
  /** Topic tag names. */
  topics: string[];
  /** Mentioned tag names. */
  mentioned: string[];
  references: ReferenceSeed[];
}

export type Commenter = 'admin' | 'reader' | 'iris' | 'tomas' | 'mina' | 'jonah';

/** A comment and the replies under it, in the order they were posted. */
export interface ThreadSeed {
  by: Commenter;
  /** Markdown, limited to paragraphs, *emphasis*, **strong** and `code`. */
  text: string;
  replies?: ThreadSeed[];
}
