/**
 * Site: the main menu's pages (issue 27): /about and /mission as the console writes them, the
 * console's list of links, and the directories of discussions (/forums) and members (/members),
 * which it composes from the community's, the library's and the accounts' own queries. Other
 * modules use only what is exported here.
 */
export { siteAdminRouter, siteRouter } from './http';
export { siteTables } from './tables';

/** What the site's pages read in process (src/site-reads.ts), the API's own answers. */
export { readSitePage, sitePageSlug } from './pages';
export { publicLinks } from './links';
export { forumsPage } from './forums';
export { memberPage, membersPage } from './members';
