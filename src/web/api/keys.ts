import type { CommentSort } from '../../modules/community/schemas';
import type { ArticleSort } from '../../modules/content/schemas';
import type { ShopSort } from '../../modules/shop/schemas';

/**
 * Every query key of the public app, per resource, so a mutation invalidates exactly what it
 * changes (queryClient.invalidateQueries({ queryKey: keys.skus.all }) and so on).
 */
export const keys = {
  /** The signed-in user (null for a guest): state/auth-store.ts's userQuery. */
  user: ['user'] as const,
  /** A mailed link's one-time answer, kept per code so the link is spent once however often its page mounts. */
  account: {
    activation: (code: string) => ['account', 'activation', code] as const,
    emailConfirmation: (token: string) => ['account', 'email-confirmation', token] as const,
  },
  newsletters: {
    /** The signed-in member's choices. */
    choices: (viewer: number) => ['newsletters', 'choices', viewer] as const,
    /** An unsubscribe link's one-click, spent once per token however often its page mounts. */
    unsubscribe: (token: string) => ['newsletters', 'unsubscribe', token] as const,
    /** The choices of the member an unsubscribe link names. */
    byLink: (token: string) => ['newsletters', 'by-link', token] as const,
  },
  skus: {
    all: ['skus'] as const,
    list: (filters: { keyword?: string; sort_by: ShopSort; tags: readonly number[] }) => ['skus', 'list', filters] as const,
    count: (filters: { keyword?: string; tags: readonly number[] }) => ['skus', 'count', filters] as const,
    shelf: (shelf: 'featured' | 'popular' | 'new') => ['skus', 'shelf', shelf] as const,
    family: (id: number) => ['skus', 'family', id] as const,
    /** Several SKUs by id (the cart's lines), ids sorted so the same set is one entry. */
    byIds: (ids: readonly number[]) => ['skus', 'ids', [...ids].sort((a, b) => a - b)] as const,
    tags: ['skus', 'tags'] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    /** The ratings carry the viewer's own review: one entry per viewer (null: a visitor). */
    ratings: (productId: number, viewer?: number | null) =>
      viewer === undefined ? (['reviews', 'ratings', productId] as const) : (['reviews', 'ratings', productId, viewer] as const),
    list: (productId: number) => ['reviews', 'list', productId] as const,
  },
  services: {
    all: ['services'] as const,
    /** The published keys in order (GET /services). */
    list: ['services', 'list'] as const,
    /** Entries for a list of keys, in its order. */
    entries: (wanted: readonly string[]) => ['services', 'entries', wanted] as const,
    /** One entry (filled by the two reads above, never fetched alone). */
    byKey: (key: string) => ['services', 'key', key] as const,
  },
  articles: {
    all: ['articles'] as const,
    /** One article by its readable id (the page: body and references). */
    detail: (slug: string) => ['articles', 'detail', slug] as const,
    /** The viewer's own like or dislike of an article (members only). */
    votes: (slug: string, viewer: number) => ['articles', 'votes', slug, viewer] as const,
    /** Every search below (what a vote makes stale). */
    searches: ['articles', 'search'] as const,
    /** POST /article/search/f: the article list and the search page's tab. */
    search: (filters: { keyword?: string; sort_by: ArticleSort; tags: readonly number[] }) => ['articles', 'search', filters] as const,
    tags: ['articles', 'tags'] as const,
  },
  comments: {
    /**
     * Everything of an article's comments that holds comments: its pages, the replies loaded under
     * a comment and single threads. A change to one comment is written into all of them.
     */
    threads: (slug: string) => ['comments', 'threads', slug] as const,
    /** The top-level lists, in every sort. */
    lists: (slug: string) => ['comments', 'threads', slug, 'list'] as const,
    /** The top-level comments, a page at a time. */
    list: (slug: string, sort: CommentSort) => ['comments', 'threads', slug, 'list', sort] as const,
    /** The replies to one comment past those that came with it ('more replies'). */
    replies: (slug: string, parent: number, sort: CommentSort) => ['comments', 'threads', slug, 'replies', parent, sort] as const,
    /** One comment with its first replies (the single-thread page). */
    one: (slug: string, id: number, sort: CommentSort) => ['comments', 'threads', slug, 'one', id, sort] as const,
    /** The ids of the article's comments the viewer liked and disliked. */
    votes: (slug: string, viewer: number) => ['comments', 'votes', slug, viewer] as const,
    /** The editor's preview of some markdown, as the server renders it. */
    preview: (body: string) => ['comments', 'preview', body] as const,
  },
  volumes: {
    all: ['volumes'] as const,
    list: ['volumes', 'list'] as const,
    detail: (tagSlug: string) => ['volumes', 'detail', tagSlug] as const,
    shelf: (tagSlug: string, shelf: 'featured' | 'new' | 'popular') => ['volumes', 'shelf', tagSlug, shelf] as const,
  },
  /** An administrator's figures for a product or article page (the last 30 days). */
  pageStats: (kind: 'product' | 'article', id: string) => ['page-stats', kind, id] as const,
  /** The header's suggestions for a keyword (books and articles together). */
  suggestions: (keyword: string) => ['suggestions', keyword] as const,
  /** The member's server cart (a guest's lives in localStorage, not here). */
  cart: (userId: number) => ['cart', userId] as const,
  checkout: {
    stateCodes: (country: string) => ['checkout', 'state-codes', country] as const,
    /** The member's latest checkout address, which their next checkout starts from. */
    lastAddress: (userId: number) => ['checkout', 'last-address', userId] as const,
    /** Shipping options for an address and the lines, as the checkout page last sent them. */
    options: (request: unknown) => ['checkout', 'options', request] as const,
    /** The quote (and its payment) for an address id, a shipping level and the lines. */
    quote: (request: unknown) => ['checkout', 'quote', request] as const,
    /** What the checkout under way holds (issue 36): its quotes answer it too. */
    holds: (secret: string) => ['checkout', 'holds', secret] as const,
  },
  orders: {
    all: ['orders'] as const,
    /** An order by its payment id and the secret that shows it whole (the confirmation page). */
    byPayment: (pid: string, secret: string | null) => ['orders', 'payment', pid, secret] as const,
    /** The member's own orders, newest first (the profile). */
    mine: ['orders', 'mine'] as const,
  },
};
