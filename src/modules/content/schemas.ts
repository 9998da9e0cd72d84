import { z } from 'zod';
import { ARTICLE_ID_MESSAGE, ARTICLE_ID_PATTERN, articleId, day, id, optionalText, requiredText, tagIdList } from '../../platform/contract';

// The content API's requests and responses (SPEC.md §3 Article, Reference, Tag, Volume; §7
// Articles and Volumes). The web app and the admin console import these.

/** SPEC §3: shown in this order; topic is the default. */
export const TAG_TYPES = ['topic', 'mentioned', 'volume', 'correspondence'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export { ARTICLE_ID_MESSAGE, ARTICLE_ID_PATTERN, articleId } from '../../platform/contract';

export const PAGE_SIZE = 10;

// ---- responses ---------------------------------------------------------------------------------

export interface TagResponse {
  id: number;
  /** The slug ('typography'); a volume's tag_slug. */
  name: string;
  label: string;
  symbol: string | null;
  tag_type: TagType;
}

export interface ReferenceResponse {
  id: number;
  author: string;
  title: string;
  title_href: string | null;
  publication_date: string | null;
  publisher: string | null;
  doi: string | null;
}

export interface ArticleAuthor {
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** A list entry: everything but the body and references. */
export interface ArticleSummary {
  /** The readable id (slug). */
  id: string;
  title: string;
  subtitle: string | null;
  headline: string | null;
  tags: TagResponse[];
  /** Null once the author's account is gone. */
  author: ArticleAuthor | null;
  published: boolean;
  /** Unpublished after an earlier publication (SPEC §4 Article). */
  suppressed: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  likes: number;
  dislikes: number;
  shares: number;
  num_comments: number;
  /** Keyword searches only: a passage of the text with the matched words in <mark>…</mark>, otherwise HTML-escaped. */
  snippet?: string;
}

/** GET /article?id=: the whole article; body is sanitised HTML. */
export interface ArticleResponse extends ArticleSummary {
  body: string;
  references: ReferenceResponse[];
  /** Whether publishing it emails the subscribers (POST /article/publish follows it); on unless an editor turned it off. */
  email_on_publish: boolean;
}

/** An article as a member's page lists it (GET /api/members/{username}). */
export interface AuthoredArticle {
  /** The readable id (slug). */
  id: string;
  title: string;
  subtitle: string | null;
  published_at: string | null;
}

export interface ArticleListResponse {
  articles: ArticleSummary[];
  /** How many match in all (for "Found: N matches"); exact up to 100, past that the database's estimate. */
  total: number;
  /** Set when total is an estimate (over 100 matches), shown as "about". */
  total_estimated?: true;
  /** When a misspelt keyword was searched as corrected words, the words searched ("grammar" for "grmamar"). */
  corrected?: string;
}

export interface ArticleUserDetails {
  liked: boolean;
  disliked: boolean;
}

/** The counts after a vote or share. */
export interface ArticleCounts {
  likes: number;
  dislikes: number;
  shares: number;
}

/** A like or dislike's answer: the article's counts and where the member's vote now stands. */
export interface ArticleVoteResponse extends ArticleCounts, ArticleUserDetails {}

/** GET /article/volumes/{tag_slug}/featured, /new and /popular. */
export interface VolumeArticlesResponse {
  articles: ArticleSummary[];
}

export interface VolumeResponse {
  tag_slug: string;
  label: string;
  symbol: string | null;
  /** Free-form, edited in the console; the site shows `description` when there is one. */
  metadata: Record<string, unknown>;
  /** Published articles carrying the volume's tag. */
  article_count: number;
}

// ---- requests ----------------------------------------------------------------------------------

export const ArticleIdQuery = z.object({ id: articleId });
export const ArticleIdParams = z.object({ id: articleId });

/** GET /article/like?article_id=&like=1|0 (0 undoes); the same for dislike. */
const voteFlag = z.enum(['0', '1'], { error: 'Must be 1 or 0.' }).transform((v) => v === '1');
export const LikeQuery = z.object({ article_id: articleId, like: voteFlag });
export const DislikeQuery = z.object({ article_id: articleId, dislike: voteFlag });
export const ArticleRefQuery = z.object({ article_id: articleId });

const optionalUrl = optionalText(2000).refine((v) => v === null || /^(https?:\/\/|\/)/i.test(v), 'Use an http(s) address.');

/** A reference as the editor sends it; an id only for one that already exists (temporary ids are dropped by the client). */
export const ReferenceInput = z.strictObject({
  id: id.optional(),
  author: requiredText(500),
  title: requiredText(500),
  title_href: optionalUrl,
  publication_date: optionalText(100),
  publisher: optionalText(300),
  doi: optionalText(200),
});
export type ReferenceInput = z.infer<typeof ReferenceInput>;

/**
 * A tag on an article: an existing tag's id (SPEC §3). The tag is the one with that id whatever
 * else comes with it (issue 36): its type, label or name may be given, other or left out, and
 * change nothing; a type must still be one of the types.
 */
export const ArticleTagInput = z.object({
  id,
  tag_type: z.enum(TAG_TYPES).optional(),
});

/** POST /article and PUT /article. On PUT, id names the article and cannot change (SPEC §5). */
export const ArticleBody = z.strictObject({
  id: articleId,
  title: requiredText(300),
  subtitle: optionalText(500),
  headline: optionalText(1000),
  /** HTML; sanitised on the server before it is stored. */
  body: requiredText(500_000),
  references: z.array(ReferenceInput).max(200).default([]),
  tags: z.array(ArticleTagInput).max(50).default([]),
  published: z.boolean().optional(),
  /** Whether publishing it emails the subscribers; a new article's is on, an update without it keeps it. */
  email_on_publish: z.boolean().optional(),
});
export type ArticleBody = z.infer<typeof ArticleBody>;

export const PublishBody = z.strictObject({ id: articleId });

/** SPEC §3 Article sort fields. */
export const ARTICLE_SORT_FIELDS = [
  'articles.created_at',
  'articles.updated_at',
  'articles.title',
  'likes',
  'dislikes',
  'articles.shares',
  'users.username',
] as const;
/** SPEC §9 Articles sort (the search page). */
export const ARTICLE_SORTS = ['relevance', 'date_newest', 'date_oldest'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

const paging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  quantity: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
};
const keyword = z.string().trim().max(200, 'At most 200 characters.').optional();

/** POST /article/search: SPEC §3 search filters and sort fields. */
export const ArticleSearchBody = z.strictObject({
  keyword,
  tag: tagIdList.optional(),
  tag_type: z.enum(TAG_TYPES).optional(),
  date_start: day.optional(),
  date_end: day.optional(),
  /** The author's username. */
  author: z.string().trim().max(100).optional(),
  sort_by: z.enum(ARTICLE_SORT_FIELDS).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((v) => v.toUpperCase() as 'ASC' | 'DESC').default('DESC'),
  ...paging,
});
export type ArticleSearchBody = z.infer<typeof ArticleSearchBody>;

/** POST /article/search/f: the search page's list (SPEC §9 Articles sort). */
export const ArticleFrontSearchBody = z.strictObject({
  keyword,
  sort_by: z.enum(ARTICLE_SORTS).default('date_newest'),
  tag: tagIdList.optional(),
  ...paging,
});
export type ArticleFrontSearchBody = z.infer<typeof ArticleFrontSearchBody>;

/** What the search runs on: both bodies come down to this. */
export interface ArticleSearch {
  keyword?: string;
  tag?: number[];
  tag_type?: TagType;
  date_start?: string;
  date_end?: string;
  author?: string;
  /** published_at: the date readers see, for the public lists (newest and oldest). */
  sort: { by: 'relevance' } | { by: (typeof ARTICLE_SORT_FIELDS)[number] | 'published_at'; order: 'ASC' | 'DESC' };
  offset: number;
  quantity: number;
  /** Visitors see published articles only; administrators see all. */
  publishedOnly: boolean;
}

export const VolumeSlugParams = z.object({ tag_slug: z.string().trim().min(1).max(120).regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE) });
export const VolumeFeaturedParams = VolumeSlugParams.extend({ article_slug: articleId });
export const VolumesQuery = z.object({ keyword });
export const VolumeMetadataBody = z.strictObject({
  metadata: z.record(z.string().max(60), z.unknown()).refine((m) => JSON.stringify(m).length <= 20_000, 'Metadata is too large.'),
});
