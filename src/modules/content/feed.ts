import { Router } from 'express';
import { Feed } from 'feed';
import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { escapeHtml } from '../../platform/escape-html';
import { articleSummaries, authorName } from './presenters';

// An RSS 2.0 feed of the newest articles at /rss.xml, announced in every page's head.

export const FEED_PATH = '/rss.xml';
export const FEED_SIZE = 50;

const feedTitle = () => `${config.SITE_NAME}: articles`;

/** The <link> that lets a browser or reader find the feed from any page. */
export const feedLinkTag = (): string => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle())}" href="${FEED_PATH}" />`;

/** The feed of the newest published articles, newest first. */
export async function articleFeedXml(db: Db = defaultDb): Promise<string> {
  const ids: number[] = await db('articles')
    .where('published', true)
    .orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(FEED_SIZE)
    .pluck('id');
  const articles = await articleSummaries(ids, db);
  const feed = new Feed({
    title: feedTitle(),
    description: `Essays and articles from the ${config.SITE_NAME}.`,
    id: `${config.publicUrl}/articles`,
    link: `${config.publicUrl}/articles`,
    feedLinks: { rss: `${config.publicUrl}${FEED_PATH}` },
    language: 'en',
    generator: false,
    updated: articles[0]?.published_at ? new Date(articles[0].published_at) : new Date(0),
  });
  for (const article of articles) {
    const link = `${config.publicUrl}/article/${article.id}`;
    feed.addItem({
      title: article.title,
      link,
      date: new Date(article.published_at ?? article.created_at),
      description: article.headline ?? article.subtitle ?? undefined,
      ...(article.author ? { author: [{ name: authorName(article.author) }] } : {}),
      category: article.tags.filter((t) => t.tag_type === 'topic').map((t) => ({ name: t.label, domain: `${config.publicUrl}/search?tag=${t.id}` })),
    });
  }
  return feed.rss2();
}

/** GET /rss.xml, cacheable for a quarter of an hour. */
export const articleFeedRouter = Router().get(FEED_PATH, async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=900').type('application/rss+xml; charset=utf-8').send(await articleFeedXml());
});
