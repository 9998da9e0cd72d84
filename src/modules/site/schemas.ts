import { z } from 'zod';
import { id, optionalText, requiredText, tooLong } from '../../platform/contract';

// The menu's pages (issue 27): what their API takes and answers. The web app and the console
// import these (types and zod), as they import the other modules' schemas.ts.

/** The pages the console writes: /about and /mission. */
export const SITE_PAGE_SLUGS = ['about', 'mission'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
/** A page's address: any short word (a page that is not there is a 404). */
export const SitePageParams = z.strictObject({ slug: z.string().max(100, tooLong(100)) });
export type SitePageParams = z.infer<typeof SitePageParams>;

/** A site page as the public reads it; null while an administrator left it empty. */
export interface SitePage {
  slug: SitePageSlug;
  title: string;
  body: string;
  updated_at: string;
}
export interface SitePageResponse {
  page: SitePage | null;
}

/** A page as the console edits it (PUT /api/admin/site_pages/{slug}): the record's other fields are dropped. */
export const SitePageInput = z.object({ title: requiredText(200), body: z.string({ error: 'Must be text.' }).max(200_000, tooLong(200_000)) });
export type SitePageInput = z.infer<typeof SitePageInput>;
/** The console's record: the slug is its id. */
export interface AdminSitePage extends Omit<SitePage, 'updated_at'> {
  id: SitePageSlug;
  updated_at: string | null;
}

const WEB_ADDRESS = 'Use a web address starting with http:// or https://.';
const webAddress = requiredText(2000).refine((v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, WEB_ADDRESS);

/** A link as the console sends it (POST and PUT /api/admin/site_links). */
export const SiteLinkInput = z.object({
  title: requiredText(200),
  url: webAddress,
  description: optionalText(1000),
  position: z.coerce.number({ error: 'Please enter a number.' }).int('Please enter a whole number.').min(0).max(10_000).nullish().transform((v) => v ?? 0),
});
export type SiteLinkInput = z.infer<typeof SiteLinkInput>;
export const SiteLinkParams = z.strictObject({ id });

export interface SiteLink {
  id: number;
  title: string;
  url: string;
  description: string | null;
  position: number;
}
export interface AdminSiteLink extends SiteLink {
  created_at: string;
  updated_at: string;
}
export interface SiteLinksResponse {
  links: SiteLink[];
}

/** A page of a directory (/forums, /members): 1 up to a bound no one reaches by paging. */
export const MAX_DIRECTORY_PAGE = 10_000;
const page = z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1, 'Pages start at 1.').max(MAX_DIRECTORY_PAGE, `At most page ${MAX_DIRECTORY_PAGE}.`).default(1);
export const DIRECTORY_PAGE_SIZE = 20;

/** /forums: the newest threads first (`recent`) or the most commented articles (`active`). */
export const FORUM_SORTS = ['recent', 'active'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
export const ForumsQuery = z.strictObject({ sort: z.enum(FORUM_SORTS, { error: 'Sort by recent or active.' }).default('recent'), page });
export type ForumsQuery = z.infer<typeof ForumsQuery>;
export const MembersQuery = z.strictObject({ page });
export type MembersQuery = z.infer<typeof MembersQuery>;

/** A page of a directory with the total across pages. */
export interface DirectoryPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}


/** A member's page lists their published articles or their shown comments. */
export const MEMBER_LISTS = ['articles', 'comments'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];
/** Any name: a member who is not there (or not listed) is a 404, as a missing record. */
export const MemberParams = z.strictObject({ username: z.string().max(100, tooLong(100)) });
export type MemberParams = z.infer<typeof MemberParams>;
/** `show` defaults to the member's articles, or their comments when they have published none. */
export const MemberQuery = z.strictObject({ show: z.enum(MEMBER_LISTS, { error: 'Show articles or comments.' }).optional(), page });
export type MemberQuery = z.infer<typeof MemberQuery>;

/**
 * GET /api/members/{username}: the member's public names and counts (Member), and a page of one
 * of their lists (the count of which is the list's total). Each module owns its item's shape.
 */
export type MemberPage<Member, Article, Comment> = { member: Member; page: number; page_size: number } & (
  | { show: 'articles'; items: Article[] }
  | { show: 'comments'; items: Comment[] }
);
