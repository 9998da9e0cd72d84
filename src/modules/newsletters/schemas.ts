import { z } from 'zod';
import { articleId, id } from '../../platform/contract';

// The newsletters API's requests and responses. The web app imports these.

/** New articles: none, one mail per article, or a daily or weekly digest. */
export const ARTICLE_MODES = ['off', 'each', 'daily', 'weekly'] as const;
export type ArticleMode = (typeof ARTICLE_MODES)[number];

/** The lists a mail can be unsubscribed from in one click. */
export const MAIL_LISTS = ['new_articles', 'replies'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

/** Where a choice was made (newsletter_consents.source). */
export type ConsentSource = 'registration' | 'profile' | 'unsubscribe';

/** How many tags a member may follow: more than the site has volumes and topics worth following. */
export const MAX_FOLLOWED_TAGS = 100;

/** A member's choices, as GET shows them and PUT /api/newsletters/by-link takes them (a link turns lists off only). */
export const LinkChoices = z.strictObject({
  articles: z.enum(ARTICLE_MODES, { error: 'Choose off, each article, a daily digest or a weekly digest.' }),
  /** Every new article, or only those carrying one of `tag_ids`. */
  all_articles: z.boolean({ error: 'Choose all articles or chosen volumes and tags.' }),
  tag_ids: z
    .array(z.number({ error: 'Choose tags from the list.' }).int().positive(), { error: 'Choose tags from the list.' })
    .max(MAX_FOLLOWED_TAGS, `Follow at most ${MAX_FOLLOWED_TAGS} volumes and tags.`),
  replies: z.boolean({ error: 'Choose whether to hear of replies.' }),
});

export type LinkChoices = z.infer<typeof LinkChoices>;

export const CHOOSE_SOME_TAGS = 'Choose at least one volume or tag, or all new articles.';

/**
 * PUT /api/newsletters/choices (signed in): new articles from chosen volumes and tags need at
 * least one, else the choice would send nothing while looking saved.
 */
export const NewsletterChoices = LinkChoices.refine((c) => c.articles === 'off' || c.all_articles || c.tag_ids.length > 0, { path: ['tag_ids'], message: CHOOSE_SOME_TAGS });
export type NewsletterChoices = z.infer<typeof NewsletterChoices>;

/** Everything off: a member with no row has these. */
export const NO_CHOICES: NewsletterChoices = { articles: 'off', all_articles: true, tag_ids: [], replies: false };

/** A followed tag as the picker shows it (content's tag: a volume is a tag of type volume). */
export interface FollowedTag {
  id: number;
  name: string;
  label: string;
  tag_type: string;
}

/** GET /api/newsletters/choices: the choices, with the followed tags named for the picker. */
export interface ChoicesResponse extends NewsletterChoices {
  tags: FollowedTag[];
}

/** The unsubscribe link's token, in the query string of the page and the API. */
export const TokenQuery = z.object({ token: z.string().min(1).max(200) });
export type TokenQuery = z.infer<typeof TokenQuery>;

/** GET /api/newsletters/by-link: what the unsubscribe page shows without a session. */
export interface ByLinkResponse {
  list: MailList;
  choices: ChoicesResponse;
}

/** A newsletter send as the console lists it: the article, its state and its log's counts. */
export interface AdminSend {
  id: number;
  article_id: number;
  article_slug: string | null;
  article_title: string | null;
  /** Scheduled: waiting for starts_at, when it can still be cancelled; cancelled before it started, it mailed nobody. */
  state: 'scheduled' | 'sending' | 'paused' | 'done' | 'cancelled';
  /** Claimed and not yet marked: being mailed now (or by a process that died, mailed again later). */
  queued: number;
  sent: number;
  failed: number;
  created_at: string;
  /** When its first mails go (scheduled) or went. */
  starts_at: string;
  /** When it was sent to everyone, or cancelled. */
  finished_at: string | null;
}

export const SendIdParams = z.object({ id });

/** GET /api/admin/newsletters/publish-preview?articles=a,b: the articles (readable ids) the console is about to publish. */
export const PublishPreviewQuery = z.object({
  articles: z
    .string({ error: 'Name the articles to publish.' })
    .transform((list) => list.split(','))
    .pipe(z.array(articleId).min(1).max(100, 'At most 100 articles at once.')),
});
export type PublishPreviewQuery = z.infer<typeof PublishPreviewQuery>;

/** Why publishing an article now would email nobody: already published, its newsletter sent (or sending), or published before without one. */
export type NoEmailReason = 'published' | 'newsletter_sent' | 'published_before';

/** What publishing an article now would mail, for the console's question before it publishes. */
export interface PublishPreview {
  /** The article's readable id. */
  id: string;
  emailable: boolean;
  why_not: NoEmailReason | null;
  /** Members who would get it by mail now (0 when it cannot be emailed). */
  subscribers: number;
}

export interface PublishPreviews {
  /** NEWSLETTER_SEND_DELAY: how long after publishing the mails start, while the send can be cancelled. */
  delay_seconds: number;
  articles: PublishPreview[];
}
export type SendIdParams = z.infer<typeof SendIdParams>;
