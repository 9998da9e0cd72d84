import { setChoices } from '../src/modules/newsletters/choices';
import type { NewsletterChoices } from '../src/modules/newsletters/schemas';
import { db } from '../src/platform/db';
import { makeUser, type MadeUser } from './factories';

/** A member who asked for a mail of each new article (all of them unless told otherwise), as from the profile. */
export async function makeSubscriber(choices: Partial<NewsletterChoices> = {}, user: Parameters<typeof makeUser>[0] = {}): Promise<MadeUser> {
  const member = await makeUser(user);
  await setChoices(member.id, { articles: 'each', all_articles: true, tag_ids: [], replies: false, ...choices }, 'profile');
  return member;
}

/** The newsletter send of an article by its readable id (undefined when it has none). */
export const sendOfArticle = (slug: string) => db('newsletter_sends as s').join('articles as a', 'a.id', 's.article_id').where('a.slug', slug).first('s.*');
