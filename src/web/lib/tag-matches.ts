import type { ProductTag } from '../../modules/shop/schemas';

// The tag finder's matching (SPEC §5, §9): apart from shop.ts, which the home page loads, since the
// tag finder itself loads only when Advanced Search opens.

export const MAX_TAG_MATCHES = 10;

/**
 * The tag finder's matches (SPEC §5, §9): a case-insensitive, trimmed substring match on the
 * label, leaving out tags already chosen; labels that start with the text first, then by where the
 * text occurs, then alphabetically; at most ten. No text, no matches.
 */
export function matchTags(tags: readonly ProductTag[], text: string, chosen: readonly number[]): ProductTag[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const taken = new Set(chosen);
  return tags
    .map((tag) => ({ tag, at: tag.label.toLowerCase().indexOf(needle) }))
    .filter(({ tag, at }) => at >= 0 && !taken.has(tag.id))
    .sort((a, b) => a.at - b.at || a.tag.label.localeCompare(b.tag.label))
    .slice(0, MAX_TAG_MATCHES)
    .map(({ tag }) => tag);
}

/** Adds a tag id unless it is there already (a tag cannot be chosen twice). */
export const addTag = (chosen: readonly number[], id: number) => (chosen.includes(id) ? [...chosen] : [...chosen, id]);
