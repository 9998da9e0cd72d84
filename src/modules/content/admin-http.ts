import { Router, type Request } from 'express';
import { raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { ADMIN_ARTICLE_SORTS, articleBodyFor, articleStats, listAdminArticles } from './admin-articles';
import { AdminArticleInput, AdminArticleParams, AdminArticleUpdate, TagIdParams, TagInput, TagUpdate, VolumeCreate, VolumeUpdate } from './admin-schemas';
import { ADMIN_VOLUME_SORTS, createAdminVolume, deleteAdminVolume, getAdminVolume, listAdminVolumes, updateAdminVolume } from './admin-volumes';
import { createArticle, deleteArticle, getArticle, updateArticle } from './articles';
import { VolumeSlugParams } from './schemas';
import { ADMIN_TAG_SORTS, createTag, deleteTag, getTag, listAdminTags, updateTag } from './tags';

/**
 * The admin console's resources in the ra-data-simple-rest dialect (articles, tags, volumes),
 * mounted at /api/admin behind the administrator check. Articles and volumes are keyed by slug.
 */
export const contentAdminRouter = Router();

const slugOf = (req: Request) => (req.params as unknown as { id: string }).id;
const tagIdOf = (req: Request) => (req.params as unknown as { id: number }).id;
const volumeOf = (req: Request) => (req.params as unknown as { tag_slug: string }).tag_slug;

// ---- articles ------------------------------------------------------------------------------------

contentAdminRouter.get('/articles', raListRoute('articles', ADMIN_ARTICLE_SORTS, 'created_at', listAdminArticles));
// Before /articles/:id: 'stats' is reserved, no article takes it.
contentAdminRouter.get('/articles/stats', async (_req, res) => {
  res.json(await articleStats());
});
contentAdminRouter.get('/articles/:id', validate({ params: AdminArticleParams }), async (req, res) => {
  res.json(await getArticle(slugOf(req), false));
});
contentAdminRouter.post('/articles', validate({ body: AdminArticleInput }), async (req, res) => {
  res.status(201).json(await createArticle(req.body, req.user!.id));
});
contentAdminRouter.put('/articles/:id', validate({ params: AdminArticleParams, body: AdminArticleUpdate }), async (req, res) => {
  res.json(await updateArticle(articleBodyFor(slugOf(req), req.body)));
});
contentAdminRouter.delete('/articles/:id', validate({ params: AdminArticleParams }), async (req, res) => {
  const article = await getArticle(slugOf(req), false);
  await deleteArticle(article.id);
  res.json(article);
});

// ---- tags ----------------------------------------------------------------------------------------

contentAdminRouter.get('/tags', raListRoute('tags', ADMIN_TAG_SORTS, 'label', listAdminTags));
contentAdminRouter.get('/tags/:id', validate({ params: TagIdParams }), async (req, res) => {
  res.json(await getTag(tagIdOf(req)));
});
contentAdminRouter.post('/tags', validate({ body: TagInput }), async (req, res) => {
  res.status(201).json(await createTag(req.body));
});
contentAdminRouter.put('/tags/:id', validate({ params: TagIdParams, body: TagUpdate }), async (req, res) => {
  res.json(await updateTag(tagIdOf(req), req.body));
});
contentAdminRouter.delete('/tags/:id', validate({ params: TagIdParams }), async (req, res) => {
  res.json(await deleteTag(tagIdOf(req)));
});

// ---- volumes -------------------------------------------------------------------------------------

contentAdminRouter.get('/volumes', raListRoute('volumes', ADMIN_VOLUME_SORTS, 'id', listAdminVolumes));
contentAdminRouter.get('/volumes/:tag_slug', validate({ params: VolumeSlugParams }), async (req, res) => {
  res.json(await getAdminVolume(volumeOf(req)));
});
contentAdminRouter.post('/volumes', validate({ body: VolumeCreate }), async (req, res) => {
  res.status(201).json(await createAdminVolume(req.body));
});
contentAdminRouter.put('/volumes/:tag_slug', validate({ params: VolumeSlugParams, body: VolumeUpdate }), async (req, res) => {
  res.json(await updateAdminVolume(volumeOf(req), req.body));
});
contentAdminRouter.delete('/volumes/:tag_slug', validate({ params: VolumeSlugParams }), async (req, res) => {
  res.json(await deleteAdminVolume(volumeOf(req)));
});
