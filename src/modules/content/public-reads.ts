import { fromFrontSearchBody, searchArticles } from './article-lists';
import { getArticle } from './articles';
import type { ArticleFrontSearchBody, ArticleListResponse, ArticleResponse, TagResponse, VolumeArticlesResponse, VolumeResponse } from './schemas';
import { listTags } from './tags';
import { getVolume, listVolumes, volumeShelf, type VolumeShelf } from './volumes';

// The library's public reads as the API answers them: its routes (http.ts) and the site's server
// loaders (src/site-reads.ts) both call these, so a page rendered on the server holds what the
// browser would have fetched.

/** GET /article?id=: the whole article; visitors see published ones only (404 otherwise). */
export const readArticle = async (slug: string, publishedOnly: boolean): Promise<{ article: ArticleResponse }> => ({ article: await getArticle(slug, publishedOnly) });

/** POST /article/search/f: the search page's and the article list's searches, published articles only. */
export const frontSearch = (body: ArticleFrontSearchBody): Promise<ArticleListResponse> => searchArticles(fromFrontSearchBody(body));

/** GET /article/tags. */
export const readArticleTags = async (): Promise<{ tags: TagResponse[] }> => ({ tags: await listTags() });

/** GET /article/volumes. */
export const readVolumes = async (keyword: string | undefined): Promise<{ volumes: VolumeResponse[] }> => ({ volumes: await listVolumes(keyword) });

/** GET /article/volumes/{tag_slug} (404 for no such volume). */
export const readVolume = async (slug: string): Promise<{ volume: VolumeResponse }> => ({ volume: await getVolume(slug) });

/** GET /article/volumes/{tag_slug}/featured|new|popular (404 for no such volume). */
export const readVolumeShelf = async (slug: string, shelf: VolumeShelf): Promise<VolumeArticlesResponse> => ({ articles: await volumeShelf(slug, shelf) });
