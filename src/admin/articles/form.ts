import type { ArticleBody, ReferenceResponse, TagResponse, TagType } from '../../modules/content/schemas';
import { REQUIRED, slugFrom } from '../../platform/contract';

// The article editor's rules, free of React so they are tested on their own (form.test.ts).

export { REQUIRED };

// ---- references --------------------------------------------------------------------------------

/** A reference in the editor: a saved one keeps its id (a number), a new one has a temporary id. */
export type FormReference = Omit<ReferenceResponse, 'id'> & { id: number | string };

let counter = 0;
/**
 * A temporary id for a new reference (SPEC §4 "Reference": each new one gets its own). Longer than
 * 11 characters, so toArticleBody drops it and the server is sent no id for a new reference.
 */
export const temporaryReferenceId = (): string => `new-${Date.now().toString(36)}-${(counter += 1)}`;

export const emptyReference = (): FormReference => ({
  id: temporaryReferenceId(),
  author: '',
  title: '',
  title_href: null,
  publication_date: null,
  publisher: null,
  doi: null,
});

/** SPEC §5 "Reference save": author and title must not be blank once trimmed. */
export function referenceErrors(reference: FormReference): Partial<Record<'author' | 'title', string>> {
  const errors: Partial<Record<'author' | 'title', string>> = {};
  if (!reference.author.trim()) errors.author = REQUIRED;
  if (!reference.title.trim()) errors.title = REQUIRED;
  return errors;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
};

/** A reference as it is kept once saved in the editor: trimmed, blanks as null. */
export const cleanReference = (reference: FormReference): FormReference => ({
  id: reference.id,
  author: reference.author.trim(),
  title: reference.title.trim(),
  title_href: blankToNull(reference.title_href),
  publication_date: blankToNull(reference.publication_date),
  publisher: blankToNull(reference.publisher),
  doi: blankToNull(reference.doi),
});

/**
 * SPEC §3 "Article": temporary reference ids longer than 10 characters (11 on update) are dropped
 * before sending; what stays is a saved reference's id, sent as a number.
 */
export function isTemporaryReferenceId(id: number | string | undefined, mode: 'create' | 'update'): boolean {
  if (id === undefined || id === null) return true;
  return String(id).length > (mode === 'update' ? 11 : 10) || !/^\d+$/.test(String(id));
}

// ---- tags --------------------------------------------------------------------------------------

/** A tag on the article as the editor holds it: the tag and the type it is applied as. */
export type FormTag = Pick<TagResponse, 'id' | 'name' | 'label' | 'tag_type'> & Partial<Pick<TagResponse, 'symbol'>>;

/** The normalised search term: trimmed and lower-cased (SPEC §5 "Tag picker"). */
export const tagTerm = (keyword: string) => keyword.trim().toLowerCase();

/**
 * The tags whose label contains the keyword (case-insensitive, trimmed; SPEC §5). A tag that
 * exists under several types is offered once, as the chosen type's own tag when there is one.
 * Labels that start with the keyword come first, then alphabetical order.
 */
export function matchTags(tags: readonly TagResponse[], keyword: string, type: TagType, limit = 20): TagResponse[] {
  const term = tagTerm(keyword);
  if (!term) return [];
  const byName = new Map<string, TagResponse>();
  for (const tag of tags) {
    if (!tag.label.toLowerCase().includes(term)) continue;
    const seen = byName.get(tag.name);
    if (!seen || (seen.tag_type !== type && tag.tag_type === type)) byName.set(tag.name, tag);
  }
  const starts = (tag: TagResponse) => (tag.label.toLowerCase().startsWith(term) ? 0 : 1);
  return [...byName.values()].sort((a, b) => starts(a) - starts(b) || a.label.localeCompare(b.label)).slice(0, limit);
}

/** Whether the keyword names a tag exactly (so there is no new tag to create). */
export const namesTag = (tags: readonly TagResponse[], keyword: string) => tags.some((tag) => tagTerm(tag.label) === tagTerm(keyword));

/**
 * SPEC §5: a tag and type pair cannot be added twice. The same tag under another type's id (the
 * server keeps one tag per name and type) is the same pair.
 */
export const hasTag = (chosen: readonly FormTag[], tag: Pick<TagResponse, 'id' | 'name'>, type: TagType) =>
  chosen.some((c) => c.tag_type === type && (c.id === tag.id || c.name === tag.name));

/** The chosen tag, applied as `type`. */
export const asFormTag = (tag: TagResponse, type: TagType): FormTag => ({ id: tag.id, name: tag.name, label: tag.label, symbol: tag.symbol, tag_type: type });

// ---- the whole form ----------------------------------------------------------------------------

/** What the editor's form holds. */
export interface ArticleFormValues {
  id: string;
  title: string;
  subtitle?: string | null;
  headline?: string | null;
  body: string;
  references?: FormReference[];
  tags?: FormTag[];
  published?: boolean;
  email_on_publish?: boolean;
}

/**
 * The form's values as the API takes them (ArticleBody): only its fields, references without
 * temporary ids, tags as id and type. On update the id is the record's (its input is locked) and
 * publishing is left to the publish switch.
 */
export function toArticleBody(values: ArticleFormValues, mode: 'create' | 'update', recordId?: string): ArticleBody {
  const references = (values.references ?? []).map((reference) => {
    const { id, ...rest } = cleanReference(reference);
    return isTemporaryReferenceId(id, mode) ? rest : { id: Number(id), ...rest };
  });
  return {
    id: mode === 'update' && recordId ? recordId : values.id.trim(),
    title: values.title.trim(),
    subtitle: blankToNull(values.subtitle),
    headline: blankToNull(values.headline),
    body: values.body,
    references,
    tags: (values.tags ?? []).map((tag) => ({ id: tag.id, tag_type: tag.tag_type })),
    ...(mode === 'create' ? { published: Boolean(values.published) } : {}),
    ...(values.email_on_publish === undefined ? {} : { email_on_publish: values.email_on_publish }),
  };
}

/** The body is HTML: an editor holding only empty paragraphs is blank (SPEC §5 "Article form"). */
export function requiredHtml(value: unknown): string | undefined {
  if (typeof value !== 'string') return REQUIRED;
  if (/<(img|iframe|video|hr)\b/i.test(value)) return undefined;
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text ? undefined : REQUIRED;
}

/** A readable id suggested from the title: "The Centre, Again" -> "the_centre_again". */
export const slugFromTitle = (title: string) => slugFrom(title, 80);
