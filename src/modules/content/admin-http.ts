import { Router, type Request } from 'express';
import type { z } from 'zod';
import { raListRoute, type RaList } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { ADMIN_ARTICLE_SORTS, articleBodyFor, articleStats, listAdminArticles } from './admin-articles';
import { AdminArticleInput, AdminArticleParams, AdminArticleUpdate, ConsolePublishBody, TagIdParams, TagInput, TagUpdate, VolumeCreate, VolumeUpdate } from './admin-schemas';
import { ADMIN_VOLUME_SORTS, createAdminVolume, deleteAdminVolume, getAdminVolume, listAdminVolumes, updateAdminVolume } from './admin-volumes';
import { createArticle, deleteArticle, getArticle, updateArticle } from './articles';
import { setPublished } from './publishing';
import { VolumeSlugParams } from './schemas';
import { ADMIN_TAG_SORTS, createTag, deleteTag, getTag, listAdminTags, updateTag } from './tags';

/**
 * The admin console's resources in the ra-data-simple-rest dialect (articles, tags, volumes),
 * mounted at /api/admin behind the administrator check. Articles and volumes are keyed by slug.
 */
export const contentAdminRouter = Router();

interface Resource<Key, Create extends z.ZodType, Update extends z.ZodType> {
  list: { sorts: readonly string[]; defaultSort: string; run: (list: RaList) => Promise<{ rows: unknown[]; total: number }> };
  /** The path parameter naming a record, and the schema of the parameters. */
  param: string;
  params: z.ZodType;
  get: (key: Key) => Promise<unknown>;
  create: [Create, (body: z.infer<Create>, req: Request) => Promise<unknown>];
  update: [Update, (key: Key, body: z.infer<Update>) => Promise<unknown>];
  /** Deletes the record and returns what was deleted. */
  remove: (key: Key) => Promise<unknown>;
}

/** A resource's five routes: list, one, create (201), update and delete, each answering the record. */
function raResource<Key, Create extends z.ZodType, Update extends z.ZodType>(name: string, r: Resource<Key, Create, Update>): void {
  const one = `/${name}/:${r.param}`;
  const keyOf = (req: Request) => (req.params as unknown as Record<string, Key>)[r.param]!;
  contentAdminRouter.get(`/${name}`, raListRoute(name, r.list.sorts, r.list.defaultSort, r.list.run));
  contentAdminRouter.get(one, validate({ params: r.params }), async (req, res) => {
    res.json(await r.get(keyOf(req)));
  });
  contentAdminRouter.post(`/${name}`, validate({ body: r.create[0] }), async (req, res) => {
    res.status(201).json(await r.create[1](req.body, req));
  });
  contentAdminRouter.put(one, validate({ params: r.params, body: r.update[0] }), async (req, res) => {
    res.json(await r.update[1](keyOf(req), req.body));
  });
  contentAdminRouter.delete(one, validate({ params: r.params }), async (req, res) => {
    res.json(await r.remove(keyOf(req)));
  });
}

// Before /articles/:id: 'stats' is reserved, no article takes it.
contentAdminRouter.get('/articles/stats', async (_req, res) => {
  res.json(await articleStats());
});

/**
 * The console's publish: the editor was asked "Publish and email N subscribers" or "Publish only",
 * and the answer becomes the article's own email choice (the API's publish follows it).
 */
contentAdminRouter.post('/articles/:id/publish', validate({ params: AdminArticleParams, body: ConsolePublishBody }), async (req, res) => {
  const { id } = req.params as unknown as AdminArticleParams;
  res.json(await setPublished(id, true, { emailOnPublish: (req.body as ConsolePublishBody).email }));
});

raResource('articles', {
  list: { sorts: ADMIN_ARTICLE_SORTS, defaultSort: 'created_at', run: listAdminArticles },
  param: 'id',
  params: AdminArticleParams,
  get: (slug: string) => getArticle(slug, false),
  create: [AdminArticleInput, (body, req) => createArticle(body, req.user!.id)],
  update: [AdminArticleUpdate, (slug, body) => updateArticle(articleBodyFor(slug, body))],
  remove: async (slug) => {
    const article = await getArticle(slug, false);
    await deleteArticle(slug);
    return article;
  },
});

raResource('tags', {
  list: { sorts: ADMIN_TAG_SORTS, defaultSort: 'label', run: listAdminTags },
  param: 'id',
  params: TagIdParams,
  get: (id: number) => getTag(id),
  create: [TagInput, (body) => createTag(body)],
  update: [TagUpdate, (id, body) => updateTag(id, body)],
  remove: (id) => deleteTag(id),
});

raResource('volumes', {
  list: { sorts: ADMIN_VOLUME_SORTS, defaultSort: 'id', run: listAdminVolumes },
  param: 'tag_slug',
  params: VolumeSlugParams,
  get: (slug: string) => getAdminVolume(slug),
  create: [VolumeCreate, (body) => createAdminVolume(body)],
  update: [VolumeUpdate, (slug, body) => updateAdminVolume(slug, body)],
  remove: (slug) => deleteAdminVolume(slug),
});
