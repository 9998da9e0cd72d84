import { Router, type Request, type Response } from 'express';
import { ADMINISTRATOR } from '../../platform/contract';
import { requireActivated, requireMember } from '../../platform/http/auth';
import { clientIp, memberLimits, rateLimit } from '../../platform/http/rate-limit';
import { publicRead } from '../../platform/http/read-cache';
import { validate } from '../../platform/http/validate';
import { requestQuote, sendContactMessage } from './inbox';
import { publishedServices } from './services';
import { catalogueCount } from './catalogue';
import { catalogueListing, shelfListing } from './listings';
import { deleteReview, listReviews, ratingsInfo, submitReview } from './reviews';
import {
  CatalogueQuery,
  ContactBody,
  CountBody,
  QuoteBody,
  ServiceKeysParams,
  IdsParams,
  ReviewBody,
  RecommendationParams,
  ReviewPageParams,
  SkuIdParams,
  SkusByIdQuery,
  UNSUPPORTED_RECOMMENDATION,
  type RecommendationKey,
  type Shelf,
  type SkusByIdResponse,
} from './schemas';
import { getSku, getSkuFamily } from './skus';
import { productTags } from './tags';

export const shopRouter = Router();

/** The shop's public reads, cached until a shop write commits. */
const shopRead = publicRead();

/** Administrators see unpublished SKUs too; everyone else, published ones only. */
const publishedOnly = (req: Request) => !req.user?.roles.includes(ADMINISTRATOR);

const listing = (visibility: (req: Request) => boolean) => [
  validate({ query: CatalogueQuery }),
  async (req: Request, res: Response) => {
    res.json(await catalogueListing(req.query as unknown as CatalogueQuery, { publishedOnly: visibility(req) }));
  },
];

shopRouter.get('/shop/sku', shopRead, ...listing(publishedOnly));
shopRouter.get('/shop/p/sku', shopRead, ...listing(() => true));

shopRouter.post('/shop/sku/count', shopRead, validate({ body: CountBody }), async (req, res) => {
  res.json({ count: await catalogueCount(req.body, { publishedOnly: publishedOnly(req) }) });
});

shopRouter.get('/shop/sku/pid', shopRead, validate({ query: SkusByIdQuery }), async (req, res) => {
  const { ids, ...extras } = req.query as unknown as SkusByIdQuery;
  const body: SkusByIdResponse = await getSkuFamily(ids, extras, publishedOnly(req));
  res.json(body);
});

// One review per product, edited now and then: a person writes a few an hour (docs/decisions.md, "Per-member limits").
const reviewLimits = memberLimits('review', 5, 30);
shopRouter.post('/shop/sku/reviews', requireActivated, ...reviewLimits, validate({ body: ReviewBody }), async (req, res) => {
  res.json({ review: await submitReview(req.user!.id, req.body) });
});

// The member's own review of a product (docs/decisions.md, Shop): 204, or 404 when there is none.
shopRouter.delete('/shop/sku/reviews/:id', requireMember, validate({ params: SkuIdParams }), async (req, res) => {
  await deleteReview(req.user!.id, (req.params as unknown as { id: number }).id);
  res.status(204).end();
});

shopRouter.get('/shop/sku/reviewsd/:id', publicRead({ personal: true }), validate({ params: SkuIdParams }), async (req, res) => {
  res.json(await ratingsInfo((req.params as unknown as { id: number }).id, req.user?.id ?? null, publishedOnly(req)));
});

shopRouter.get('/shop/sku/reviews/:parent_sku/:offset/:quantity', publicRead(), validate({ params: ReviewPageParams }), async (req, res) => {
  const { parent_sku, offset, quantity } = req.params as unknown as { parent_sku: number; offset: number; quantity: number };
  res.json({ reviews: await listReviews(parent_sku, offset, quantity, publishedOnly(req)) });
});

shopRouter.get('/shop/sku/:id', shopRead, validate({ params: SkuIdParams }), async (req, res) => {
  res.json({ sku: await getSku((req.params as unknown as { id: number }).id, publishedOnly(req)) });
});

shopRouter.get('/shop/product_tags', shopRead, async (_req, res) => {
  res.json({ tags: await productTags() });
});

shopRouter.get('/shop/product_tags/:ids', shopRead, validate({ params: IdsParams }), async (req, res) => {
  res.json({ tags: await productTags((req.params as unknown as { ids: number[] }).ids) });
});

/**
 * GET /shop/{key}: a shelf of books by its recommendation key; any other key is SPEC §8's refusal.
 * A router of its own, mounted after every other (src/api-routers.ts), so it answers only the
 * /shop/{word} paths no other route takes (the cart, the orders...).
 */
export const recommendationsRouter = Router();
const SHELF_OF: Record<RecommendationKey, Shelf> = { featured: 'featured', popular: 'popular', _new: 'new', new: 'new' };
recommendationsRouter.get('/shop/:key', validate({ params: RecommendationParams }, { message: UNSUPPORTED_RECOMMENDATION }), shopRead, async (req, res) => {
  res.json(await shelfListing(SHELF_OF[(req.params as unknown as RecommendationParams).key]));
});

// ---- services, quotes and contact -------------------------------------------------------------

shopRouter.get('/services', shopRead, async (_req, res) => {
  res.json({ services: await publishedServices() });
});

shopRouter.get('/services/:ids', shopRead, validate({ params: ServiceKeysParams }), async (req, res) => {
  res.json({ services: await publishedServices((req.params as unknown as { ids: string[] }).ids) });
});

// A person writes a few of these a day; a script writing hundreds is stopped.
const inboxLimits = [rateLimit({ name: 'inbox-ip', windowMs: 60 * 60 * 1000, limit: 20, counts: (status) => status < 400, key: clientIp })];
const sender = (req: Request) => ({ userId: req.user?.id ?? null, ip: req.ip ?? null });

shopRouter.post('/services/quote', ...inboxLimits, validate({ body: QuoteBody }), async (req, res) => {
  await requestQuote(req.body, sender(req));
  res.status(201).json({ message: "Request Received! We've sent a confirmation email to the address you provided." });
});

shopRouter.post('/contact', ...inboxLimits, validate({ body: ContactBody }), async (req, res) => {
  await sendContactMessage(req.body, sender(req));
  res.status(201).json({ message: 'Your message has been received.' });
});
