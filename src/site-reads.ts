import { getComment } from './modules/community';
import { CommentIdParams, CommentOneQuery } from './modules/community/schemas';
import { frontSearch, readArticle, readArticleTags, readVolume, readVolumeShelf, readVolumes } from './modules/content';
import { ArticleFrontSearchBody, ArticleIdQuery, VolumeSlugParams } from './modules/content/schemas';
import { catalogueCount, catalogueListing, getSkuFamily, productTags, publishedServices, shelfListing } from './modules/shop';
import { CatalogueQuery, CountBody } from './modules/shop/schemas';
import { forumsPage, memberPage, membersPage, publicLinks, readSitePage, sitePageSlug } from './modules/site';
import { ForumsQuery, MemberParams, MemberQuery, MembersQuery } from './modules/site/schemas';
import { AppError } from './platform/errors';
import { parseRequestPart } from './platform/http/validate';
import { ApiError } from './web/api/client';
import { catalogueCountBody, catalogueParams, type SiteReads } from './web/api/reads';

/** A module's refusal as the browser's client reports the API's: an ApiError with its status, message, code and field errors. */
async function answered<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw err instanceof AppError ? new ApiError(err.status, err.message, err.errors, undefined, err.code) : err;
  }
}

/**
 * The public reads the site's server loaders call (src/web/api/reads.ts), answered by the modules
 * in process as the API answers them: each is the function its API route calls, with the request
 * checked by the route's own schema. `admin`: the visitor is an administrator, who also sees what
 * is not published yet.
 */
export function siteReads({ admin }: { admin: boolean }): SiteReads {
  const publishedOnly = !admin;
  return {
    skuFamily: (ids) => getSkuFamily([...ids], { fc: true, ratings: true, fpt: true, ship: true, full: true }, publishedOnly),
    shelf: (shelf) => shelfListing(shelf),
    // GET /shop/p/sku lists published SKUs only, whoever asks.
    catalogue: (request) => catalogueListing(CatalogueQuery.parse(catalogueParams(request)), { publishedOnly: true }),
    catalogueCount: async (filters) => ({ count: await catalogueCount(CountBody.parse(catalogueCountBody(filters)), { publishedOnly }) }),
    productTags: async () => ({ tags: await productTags() }),
    services: async () => ({ services: await publishedServices() }),
    article: (slug) => answered(() => readArticle(parseRequestPart(ArticleIdQuery, { id: slug }).id, publishedOnly)),
    articleSearch: (body) => answered(() => frontSearch(parseRequestPart(ArticleFrontSearchBody, body))),
    articleTags: () => answered(readArticleTags),
    volumes: () => answered(() => readVolumes(undefined)),
    volume: (tagSlug) => answered(() => readVolume(parseRequestPart(VolumeSlugParams, { tag_slug: tagSlug }).tag_slug)),
    volumeShelf: (tagSlug, shelf) => answered(() => readVolumeShelf(parseRequestPart(VolumeSlugParams, { tag_slug: tagSlug }).tag_slug, shelf)),
    comment: (id, sort) =>
      answered(() => getComment(parseRequestPart(CommentIdParams, { id }).id, parseRequestPart(CommentOneQuery, { sort_by: sort }).sort_by)),
    sitePage: (slug) => answered(async () => ({ page: await readSitePage(sitePageSlug(slug)) })),
    siteLinks: async () => ({ links: await publicLinks() }),
    forums: (sort, page) => answered(() => forumsPage(parseRequestPart(ForumsQuery, { sort, page }))),
    members: (page) => answered(() => membersPage(parseRequestPart(MembersQuery, { page }))),
    member: (username, show, page) =>
      answered(() => memberPage(parseRequestPart(MemberParams, { username }).username, parseRequestPart(MemberQuery, { ...(show ? { show } : {}), page }))),
  };
}
