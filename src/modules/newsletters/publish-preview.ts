import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { mailRecipients } from '../accounts';
import { articleForMail, articleRowId } from '../content';
import { whyNoSend } from './scheduled-sends';
import { audienceAfter, type SendState } from './sends';
import type { PublishPreview, PublishPreviews } from './schemas';

// What the console's publish asks about: "Publish and email N subscribers" or "Publish only",
// N being the members who would get the article's mail if it went now.

/** Members counted per query: accounts is asked about this many ids at a time. */
const COUNT_PAGE = 1000;

/** Members who asked for an article with these tags and may be mailed, walked by id as a send does. */
async function audienceSize(tagIds: number[], db: Db): Promise<number> {
  let count = 0;
  for (let cursor = 0; ; ) {
    const ids: number[] = await audienceAfter(db, cursor, tagIds, COUNT_PAGE);
    if (!ids.length) return count;
    count += (await mailRecipients(ids, db)).length;
    cursor = ids.at(-1)!;
  }
}

async function previewOf(slug: string, db: Db): Promise<PublishPreview> {
  const articleId = await articleRowId(slug, { publishedOnly: false }, db);
  const article = (await articleForMail(articleId, db))!;
  const send: { state: SendState } | undefined = await db('newsletter_sends').where({ article_id: articleId }).first('state');
  const whyNot = article.published ? 'published' : whyNoSend(send?.state, !article.everPublished);
  return { id: slug, emailable: whyNot === null, why_not: whyNot, subscribers: whyNot ? 0 : await audienceSize(article.tagIds, db) };
}

/** For each article (readable ids; a missing one is a 404), whether publishing it now would email and whom. */
export async function publishPreview(slugs: string[], db: Db = defaultDb): Promise<PublishPreviews> {
  const articles: PublishPreview[] = [];
  for (const slug of new Set(slugs)) articles.push(await previewOf(slug, db));
  return { delay_seconds: config.NEWSLETTER_SEND_DELAY, articles };
}
