import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { ADMINISTRATOR } from '../../platform/contract';
import { requireActivated, requireAdmin } from '../../platform/http/auth';
import { clientIp, memberLimits, rateLimit } from '../../platform/http/rate-limit';
import { publicRead } from '../../platform/http/read-cache';
import { validate } from '../../platform/http/validate';
import { fromSearchBody, searchArticles } from './article-lists';
import { createArticle, deleteArticle, randomArticleSlug, updateArticle } from './articles';
import { frontSearch, readArticle, readArticleTags, readVolume, readVolumeShelf, readVolumes } from './public-reads';
import { setPublished } from './publishing';
import {
  ArticleBody,
  ArticleFrontSearchBody,
  ArticleIdParams,
  ArticleIdQuery,
  ArticleRefQuery,
  ArticleSearchBody,
  DislikeQuery,
  LikeQuery,
  PublishBody,
  TAG_TYPES,
  VolumeFeaturedParams,
  VolumeMetadataBody,
  VolumeSlugParams,
  VolumesQuery,
  type ArticleListResponse,
} from './schemas';
import { shareArticle } from './shares';
import { castVote, userDetails, type VoteKind } from './votes';
import { addFeatured, deleteVolume, isFeatured, putVolumeMetadata, removeFeatured, type VolumeShelf } from './volumes';

/** The content API of SPEC §7 (Articles, Volumes) under /api; writes check the administrator role. */
export const contentRouter = Router();

/** The library's public reads, cached until a content write commits (articles name their authors: accounts too). */
const libraryRead = publicRead();

/** Administrators see unpublished articles too; everyone else, published ones only. */
const publishedOnly = (req: Request) => !req.user?.roles.includes(ADMINISTRATOR);
/** A request part as its schema parsed it (validate() replaced it). */
const parsed = <S extends z.ZodType>(_schema: S, part: unknown) => part as z.infer<S>;

// ---- articles -------------------------------------------------------------------------------------

contentRouter.get('/article', libraryRead, validate({ query: ArticleIdQuery }), async (req, res) => {
  res.json(await readArticle(parsed(ArticleIdQuery, req.query).id, publishedOnly(req)));
});

contentRouter.post('/article', requireAdmin, validate({ body: ArticleBody }), async (req, res) => {
  res.status(201).json({ article: await createArticle(req.body, req.user!.id) });
});

contentRouter.put('/article', requireAdmin, validate({ body: ArticleBody }), async (req, res) => {
  res.json({ article: await updateArticle(req.body) });
});

contentRouter.delete('/article', requireAdmin, validate({ query: ArticleIdQuery }), async (req, res) => {
  await deleteArticle(parsed(ArticleIdQuery, req.query).id);
  res.status(204).end();
});

for (const [path, published] of [['/article/publish', true], ['/article/suspend', false]] as const) {
  contentRouter.post(path, requireAdmin, validate({ body: PublishBody }), async (req, res) => {
    res.json({ article: await setPublished(req.body.id, published) });
  });
}

contentRouter.get('/article/random', async (_req, res) => {
  res.json({ id: await randomArticleSlug() });
});

// ---- votes and shares -------------------------------------------------------------------------------

// SPEC §7 names GETs for votes. They change state, so they are for signed-in members only, who
// are known by the Authorization header alone (never a cookie): a link or image on another site
// cannot vote for them. The API answers no-store, so no cache keeps or replays them. POST works too.
const VOTES = [
  ['like', LikeQuery],
  ['dislike', DislikeQuery],
] as const;
// Likes and dislikes, by either method, share one allowance per member (docs/decisions.md, "Per-member limits").
const voteLimits = memberLimits('article-vote', 30, 300);
for (const [kind, query] of VOTES) {
  for (const method of ['get', 'post'] as const) {
    contentRouter[method](`/article/${kind}`, requireActivated, ...voteLimits, validate({ query }), async (req, res) => {
      const q = parsed(query, req.query) as { article_id: string } & Record<VoteKind, boolean>;
      res.json(await castVote(req.user!.id, q.article_id, kind, q[kind]));
    });
  }
}

contentRouter.get('/article/user_details', validate({ query: ArticleRefQuery }), async (req, res) => {
  res.json(await userDetails(req.user?.id ?? null, parsed(ArticleRefQuery, req.query).article_id, publishedOnly(req)));
});

// A share is a click on a share button: a person makes a few; a script inflating counts is stopped.
const shareLimit = rateLimit({ name: 'article-share', windowMs: 60 * 60 * 1000, limit: 30, counts: (status) => status < 400, key: clientIp });

contentRouter.post('/article/share/:id', shareLimit, validate({ params: ArticleIdParams }), async (req, res) => {
  res.json(await shareArticle(parsed(ArticleIdParams, req.params).id));
});

// ---- tags and search --------------------------------------------------------------------------------

contentRouter.get('/article/tags', libraryRead, async (_req, res) => {
  res.json(await readArticleTags());
});

contentRouter.get('/article/tags/types', (_req, res) => {
  res.json({ types: [...TAG_TYPES] });
});

contentRouter.post('/article/search', libraryRead, validate({ body: ArticleSearchBody }), async (req, res) => {
  res.json((await searchArticles(fromSearchBody(req.body, publishedOnly(req)))) satisfies ArticleListResponse);
});

contentRouter.post('/article/search/f', libraryRead, validate({ body: ArticleFrontSearchBody }), async (req, res) => {
  res.json(await frontSearch(req.body));
});

// ---- volumes ----------------------------------------------------------------------------------------

const slugOf = (req: Request) => parsed(VolumeSlugParams, req.params).tag_slug;

contentRouter.get('/article/volumes', libraryRead, validate({ query: VolumesQuery }), async (req, res) => {
  res.json(await readVolumes(parsed(VolumesQuery, req.query).keyword));
});

contentRouter.get('/article/volumes/:tag_slug', libraryRead, validate({ params: VolumeSlugParams }), async (req, res) => {
  res.json(await readVolume(slugOf(req)));
});

contentRouter.put('/article/volumes/:tag_slug', requireAdmin, validate({ params: VolumeSlugParams, body: VolumeMetadataBody }), async (req, res) => {
  res.json({ volume: await putVolumeMetadata(slugOf(req), req.body.metadata) });
});

contentRouter.delete('/article/volumes/:tag_slug', requireAdmin, validate({ params: VolumeSlugParams }), async (req, res) => {
  await deleteVolume(slugOf(req));
  res.status(204).end();
});

const volumeList = (shelf: VolumeShelf) => [
  libraryRead,
  validate({ params: VolumeSlugParams }),
  async (req: Request, res: Response) => {
    res.json(await readVolumeShelf(slugOf(req), shelf));
  },
];
contentRouter.get('/article/volumes/:tag_slug/featured', ...volumeList('featured'));
contentRouter.get('/article/volumes/:tag_slug/new', ...volumeList('new'));
contentRouter.get('/article/volumes/:tag_slug/popular', ...volumeList('popular'));

const FEATURED = '/article/volumes/:tag_slug/featured/:article_slug';
const featuredOf = (req: Request) => parsed(VolumeFeaturedParams, req.params);

contentRouter.get(FEATURED, libraryRead, validate({ params: VolumeFeaturedParams }), async (req, res) => {
  const { tag_slug, article_slug } = featuredOf(req);
  res.json({ featured: await isFeatured(tag_slug, article_slug, publishedOnly(req)) });
});

contentRouter.put(FEATURED, requireAdmin, validate({ params: VolumeFeaturedParams }), async (req, res) => {
  const { tag_slug, article_slug } = featuredOf(req);
  await addFeatured(tag_slug, article_slug);
  res.status(204).end();
});

contentRouter.delete(FEATURED, requireAdmin, validate({ params: VolumeFeaturedParams }), async (req, res) => {
  const { tag_slug, article_slug } = featuredOf(req);
  await removeFeatured(tag_slug, article_slug);
  res.status(204).end();
});
