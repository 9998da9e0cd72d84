import type { ArticleStats } from '../../modules/content/admin-schemas';
import type { TagResponse, TagType } from '../../modules/content/schemas';
import { httpClient } from '../data-provider';

// The article screens' calls beyond the data provider's: publish (with the editor's answer about
// emailing), suspend, the counts above the list, and the tag picker's lists.

/** Publishes one article, emailing the subscribers or not as the editor answered (POST /api/admin/articles/{id}/publish). */
export async function publishArticle(id: string, email: boolean): Promise<void> {
  await httpClient(`/api/admin/articles/${encodeURIComponent(id)}/publish`, { method: 'POST', body: JSON.stringify({ email }) });
}

/** Suspends one article (the spec's POST /api/article/suspend {id}); a newsletter waiting to start is cancelled. */
export async function suspendArticle(id: string): Promise<void> {
  await httpClient('/api/article/suspend', { method: 'POST', body: JSON.stringify({ id }) });
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
