/**
 * Content: articles, their references and tags, volumes, article votes. Other modules use only
 * what is exported here.
 */
export { contentJobs } from './jobs';
export { contentTables } from './tables';

/** The content API of SPEC §7 (articles, votes, tags, search, shares, volumes), mounted at /api. */
export { contentRouter } from './http';

/** The admin console's articles, tags and volumes (ra-data-simple-rest), mounted at /api/admin. */
export { contentAdminRouter } from './admin-http';

/** What the site's pages read in process (src/site-reads.ts), the API's own answers. */
export { frontSearch, readArticle, readArticleTags, readVolume, readVolumeShelf, readVolumes } from './public-reads';


/** The published articles' and the volumes' pages, for /sitemap.xml. */
export { articleSitemapEntries } from './sitemap';

/** GET /rss.xml (the newest published articles), and the <link> announcing it in every page's head. */
export { articleFeedRouter, feedLinkTag } from './feed';

/** The row id of an article by its readable id (404 'No article found...' when missing or, for visitors, unpublished): comments hang on it. */
export { articleRowId } from './article-rows';

/** Readable ids and titles of articles by row id, for comments and the moderation queue. */
export { articleRefsOf, type ArticleRef } from './article-rows';

/** Moves an article's num_comments by a delta inside the caller's transaction (the community module keeps it exact). */
export { adjustCommentCount } from './article-rows';

/** The published articles, and each author's count of them, as queries for the menu's directories (/forums, /members). */
export { publishedArticleIds, publishedArticlesByAuthor } from './article-rows';
/** A page of one author's published articles, for their member page. */
export { publishedArticlesOf } from './article-rows';
export type { AuthoredArticle } from './schemas';
/** Row ids of articles whose title contains a text, for other modules' console searches. */
export { articleIdsTitled } from './article-rows';

/** Titles of articles by readable id, for the dashboard's most-read list. */
export { articleTitlesBySlug } from './article-rows';

/** Tags by id, for the members who follow them by mail. */
export { tagsByIds } from './tags';

/** An article published (for the first time or again, with its email choice) or suspended: the newsletters send, or cancel a send waiting to start. */
export { articlePublished, articleSuspended } from './events';

/** An article as its newsletter shows it: title, summary, lead picture and link, all absolute. */
export { articleForMail, type ArticleForMail } from './mailing';
/** The articles first published in a period, for the newsletters' digests. */
export { articlesFirstPublishedBetween } from './period-articles';
