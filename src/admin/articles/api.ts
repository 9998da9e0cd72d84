import type { ArticleStats } from '../../modules/content/admin-schemas';
import type { TagResponse, TagType } from '../../modules/content/schemas';
import { httpClient } from '../data-provider';

// The article screens' calls beyond the data provider's: the spec's publish verbs, the counts
// above the list, and the tag picker's lists.

/** Publishes or suspends one article (POST /api/article/publish|suspend {id}). */
export async function setArticlePublished(id: string, published: boolean): Promise<void> {
  await httpClient(`/api/article/${published ? 'publish' : 'suspend'}`, { method: 'POST', body: JSON.stringify({ id }) });
}

/** The counts above the article list (GET /api/admin/articles/stats). */
export async function fetchArticleStats(): Promise<ArticleStats> {
  const { json } = await httpClient('/api/admin/articles/stats');
  return json as ArticleStats;
}

/** Every tag, ordered by type then label (GET /api/article/tags). */
export async function fetchTags(): Promise<TagResponse[]> {
  const { json } = await httpClient('/api/article/tags');
  return (json as { tags: TagResponse[] }).tags;
}

/** The tag types in the order the picker offers them (GET /api/article/tags/types). */
export async function fetchTagTypes(): Promise<TagType[]> {
  const { json } = await httpClient('/api/article/tags/types');
  return (json as { types: TagType[] }).types;
}
