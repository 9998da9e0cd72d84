import { z } from 'zod';
import { id, optionalText, requiredText } from '../../platform/contract';
import {
  ARTICLE_ID_MESSAGE,
  ARTICLE_ID_PATTERN,
  ArticleBody,
  ReferenceInput,
  TAG_TYPES,
  VolumeMetadataBody,
  articleId,
  type TagResponse,
  type VolumeResponse,
} from './schemas';

// The admin console's requests and records for /api/admin/articles, /tags and /volumes
// (ra-data-simple-rest). Writes accept the whole record the data provider sends back: fields the
// server sets (author, counts, dates, suppressed, article_count…) are dropped, not refused.

/** POST and PUT /api/admin/articles: an ArticleBody; tags may be whole tag records (as ArticleBody takes them), references whole reference records. */
export const AdminArticleInput = z.object({
  ...ArticleBody.shape,
  references: z.array(z.object(ReferenceInput.shape)).max(200).default([]),
});
export type AdminArticleInput = z.infer<typeof AdminArticleInput>;

/** PUT /api/admin/articles/{id}: the path names the article; an id in the body must be the same. */
export const AdminArticleUpdate = AdminArticleInput.extend({ id: articleId.optional() });
export type AdminArticleUpdate = z.infer<typeof AdminArticleUpdate>;

export const AdminArticleParams = z.object({ id: articleId });
export type AdminArticleParams = z.infer<typeof AdminArticleParams>;

/** POST /api/admin/articles/{id}/publish: the console's publish, answering whether it emails the subscribers. */
export const ConsolePublishBody = z.strictObject({ email: z.boolean({ error: 'Choose whether to email the subscribers.' }) });
export type ConsolePublishBody = z.infer<typeof ConsolePublishBody>;

/** GET /api/admin/articles/stats: the article manager's counts (SPEC §4 Article). */
export interface ArticleStats {
  total: number;
  published: number;
  /** Unpublished after an earlier publication. */
  suppressed: number;
  /** Never published. */
  drafts: number;
}

/** POST /api/admin/tags: the name is made from the label ('Simone Weil' → simone_weil). */
export const TagInput = z.object({
  label: requiredText(200),
  tag_type: z.enum(TAG_TYPES).default('topic'),
  symbol: optionalText(20),
});
export type TagInput = z.infer<typeof TagInput>;

/** PUT /api/admin/tags/{id}: label and symbol; the name and type stay. */
export const TagUpdate = z.object({ label: requiredText(200), symbol: optionalText(20) });
export type TagUpdate = z.infer<typeof TagUpdate>;

export const TagIdParams = z.object({ id });

/** A tag record of the console is the public TagResponse. */
export type AdminTag = TagResponse;

const volumeSlug = z.string().trim().min(1).max(120).regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE);
const metadata = VolumeMetadataBody.shape.metadata;

/** POST /api/admin/volumes: the volume's tag (named tag_slug, or after the label) and its row. */
export const VolumeCreate = z.object({
  tag_slug: volumeSlug.optional(),
  label: requiredText(200),
  symbol: optionalText(20),
  metadata: metadata.default({}),
});
export type VolumeCreate = z.infer<typeof VolumeCreate>;

/** PUT /api/admin/volumes/{tag_slug}: what is given changes; `featured` replaces the featured list (article ids in order). */
export const VolumeUpdate = z.object({
  label: requiredText(200).optional(),
  symbol: optionalText(20).optional(),
  metadata: metadata.optional(),
  featured: z.array(articleId).max(50).optional(),
});
export type VolumeUpdate = z.infer<typeof VolumeUpdate>;

/** A volume record of the console; its id is the tag_slug. */
export interface AdminVolume extends VolumeResponse {
  id: string;
  /** The featured articles' ids (slugs), in order, published or not. */
  featured: string[];
}
