import type { ArticleAuthor, ArticleCounts, ArticleSort, ArticleUserDetails, TagResponse, TagType } from '../../modules/content/schemas';

// Pure helpers of the article pages (SPEC §2 articles and search, §3 Article and Tag, §4 Article
// and comment-like votes). The server's constants are repeated as values checked against its
// types: importing values from schemas.ts would carry zod into the pages.

/** SPEC §9: the article list and search load 10 at a time. */
export const ARTICLE_PAGE_SIZE = 10;

export const ARTICLE_SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'date_newest', label: 'Newest' },
  { id: 'date_oldest', label: 'Oldest' },
] as const satisfies ReadonlyArray<{ id: ArticleSort; label: string }>;

/** SPEC §3: the order tags are shown in. */
export const TAG_TYPE_ORDER = ['topic', 'mentioned', 'volume', 'correspondence'] as const satisfies readonly TagType[];

export const TAG_TYPE_LABELS: Record<TagType, string> = {
  topic: 'Topics',
  mentioned: 'Mentioned',
  volume: 'Volume',
  correspondence: 'Correspondence',
};

/** The server's rule for an article's readable id; anything else cannot be an article. */
export const ARTICLE_SLUG = /^[A-Za-z0-9_-]{1,120}$/;

export const articleHref = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/** The search page's articles tab filtered by one tag (SPEC §2: tag buttons link to /search?tag=). */
export const articleTagHref = (tagId: number) => `/search?search_type=articles&tag=${tagId}`;

/** A volume's page: its tag's name is the volume's tag_slug. */
export const volumeHref = (tagSlug: string) => `/volumes/${encodeURIComponent(tagSlug)}`;

/** The volume's description from its free-form metadata, when it has one as text. */
export function volumeDescription(metadata: Record<string, unknown>): string | null {
  const d = metadata.description;
  return typeof d === 'string' && d.trim() ? d.trim() : null;
}

/** "Clara Winslow", the username when the account has no name, and words for an account that is gone. */
export function authorName(author: ArticleAuthor | null): string {
  if (!author) return 'A deleted member';
  const full = [author.first_name, author.last_name].map((p) => p?.trim()).filter(Boolean).join(' ');
  return full || author.username;
}

/** The article's tags by type, in SPEC §3's order; types without tags left out. */
export function groupTags(tags: readonly TagResponse[]): Array<{ type: TagType; tags: TagResponse[] }> {
  return TAG_TYPE_ORDER.map((type) => ({ type, tags: tags.filter((t) => t.tag_type === type) })).filter((g) => g.tags.length > 0);
}

export type VoteKind = 'like' | 'dislike';
export type VoteState = Pick<ArticleCounts, 'likes' | 'dislikes'> & ArticleUserDetails;

/**
 * The counts and the reader's marks after a vote, as the server will answer (SPEC §4: like and
 * dislike are mutually exclusive; liking removes a dislike and the reverse; voting again undoes).
 * `on` false undoes the reader's vote of that kind. Counts never go below zero.
 */
export function applyVote(state: VoteState, kind: VoteKind, on: boolean): VoteState {
  let { likes, dislikes, liked, disliked } = state;
  if (kind === 'like') {
    if (on && !liked) {
      likes += 1;
      liked = true;
      if (disliked) {
        dislikes -= 1;
        disliked = false;
      }
    } else if (!on && liked) {
      likes -= 1;
      liked = false;
    }
  } else if (on && !disliked) {
    dislikes += 1;
    disliked = true;
    if (liked) {
      likes -= 1;
      liked = false;
    }
  } else if (!on && disliked) {
    dislikes -= 1;
    disliked = false;
  }
  return { likes: Math.max(0, likes), dislikes: Math.max(0, dislikes), liked, disliked };
}

export interface ShareLink {
  network: 'facebook' | 'x' | 'linkedin' | 'email';
  /** The accessible name: 'Share on Facebook'. */
  label: string;
  href: string;
}

/** The share buttons' targets (SPEC §1: a social network, a microblog, a professional network and mailto). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** '1 comment', '3 comments', and so on for likes and shares. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The "Updated" date is worth showing only when it is another day than the publication. */
export function wasRevised(publishedAt: string | null, updatedAt: string): boolean {
  if (!publishedAt) return false;
  return new Date(updatedAt).toDateString() !== new Date(publishedAt).toDateString() && new Date(updatedAt) > new Date(publishedAt);
}

/** "10.1000/xyz" from a DOI written bare, with "doi:" or as a doi.org address. */
export const bareDoi = (doi: string) => doi.trim().replace(/^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i, '');

/** "https://doi.org/10.1000/xyz" for a DOI however it was written. */
export const doiHref = (doi: string) => `https://doi.org/${bareDoi(doi).split('/').map(encodeURIComponent).join('/')}`;
