import { Router } from 'express';
import { publicRead } from '../../platform/http/read-cache';
import { raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { forumsPage } from './forums';
import { SITE_LINK_SORTS, createSiteLink, deleteSiteLink, getSiteLink, listSiteLinks, publicLinks, updateSiteLink } from './links';
import { memberPage, membersPage } from './members';
import { SITE_PAGE_SORTS, adminSitePage, listSitePages, readSitePage, saveSitePage, sitePageSlug } from './pages';
import { ForumsQuery, MemberParams, MemberQuery, MembersQuery, SiteLinkInput, SiteLinkParams, SitePageInput, SitePageParams, type SiteLinksResponse, type SitePageResponse } from './schemas';

/** The menu's pages' public reads under /api, kept by the read cache until what they show changes. */
export const siteRouter = Router();
/** The console's site pages and links (ra-data-simple-rest), mounted at /api/admin behind the administrator check. */
export const siteAdminRouter = Router();

const menuRead = publicRead();
const slugOf = (params: unknown) => sitePageSlug((params as SitePageParams).slug);
const idOf = (params: unknown) => (params as { id: number }).id;

siteRouter.get('/site/pages/:slug', menuRead, validate({ params: SitePageParams }), async (req, res) => {
  res.json({ page: await readSitePage(slugOf(req.params)) } satisfies SitePageResponse);
});
siteRouter.get('/site/links', menuRead, async (_req, res) => {
  res.json({ links: await publicLinks() } satisfies SiteLinksResponse);
});
siteRouter.get('/forums', menuRead, validate({ query: ForumsQuery }), async (req, res) => {
  res.json(await forumsPage(req.query as unknown as ForumsQuery));
});
siteRouter.get('/members', menuRead, validate({ query: MembersQuery }), async (req, res) => {
  res.json(await membersPage(req.query as unknown as MembersQuery));
});
siteRouter.get('/members/:username', menuRead, validate({ params: MemberParams, query: MemberQuery }), async (req, res) => {
  res.json(await memberPage((req.params as MemberParams).username, req.query as unknown as MemberQuery));
});

// The two pages are always there for the console (written or not): listed, read and saved by slug.
siteAdminRouter.get('/site-pages', raListRoute('site-pages', SITE_PAGE_SORTS, 'id', listSitePages));
siteAdminRouter.get('/site-pages/:slug', validate({ params: SitePageParams }), async (req, res) => {
  res.json(await adminSitePage(slugOf(req.params)));
});
siteAdminRouter.put('/site-pages/:slug', validate({ params: SitePageParams, body: SitePageInput }), async (req, res) => {
  res.json(await saveSitePage(slugOf(req.params), req.body));
});

siteAdminRouter.get('/site-links', raListRoute('site-links', SITE_LINK_SORTS, 'position', listSiteLinks));
siteAdminRouter.get('/site-links/:id', validate({ params: SiteLinkParams }), async (req, res) => {
  res.json(await getSiteLink(idOf(req.params)));
});
siteAdminRouter.post('/site-links', validate({ body: SiteLinkInput }), async (req, res) => {
  res.status(201).json(await createSiteLink(req.body));
});
siteAdminRouter.put('/site-links/:id', validate({ params: SiteLinkParams, body: SiteLinkInput }), async (req, res) => {
  res.json(await updateSiteLink(idOf(req.params), req.body));
});
siteAdminRouter.delete('/site-links/:id', validate({ params: SiteLinkParams }), async (req, res) => {
  res.json(await deleteSiteLink(idOf(req.params)));
});
