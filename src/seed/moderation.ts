import type { Knex } from 'knex';
import { renderCommentMarkdown } from '../modules/community';
import type { SeededArticle } from './articles';
import { seedAdvertiser, type MemberIds } from './users';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ADVERT = 'Loved this! Students: get every textbook up to **80% off** at cheap-reads-outlet dot example. Free shipping on all orders, today only!!!';

/**
 * What the moderation screens are for, on a fresh site: an account made to advertise, its comment
 * under the newest essay reported by a member and hidden within hours, and the account barred from
 * commenting. A hidden comment is not counted in the article's num_comments.
 */
export async function seedModeration(trx: Knex.Transaction, opts: { articles: SeededArticle[]; ids: MemberIds; now: Date }): Promise<void> {
  const article = opts.articles.reduce((a, b) => (b.publishedAt > a.publishedAt ? b : a));
  const postedAt = new Date(Math.max(article.publishedAt.getTime() + DAY, opts.now.getTime() - 9 * DAY));
  const advertiser = await seedAdvertiser(trx, new Date(postedAt.getTime() - DAY));
  const handledAt = new Date(postedAt.getTime() + 3 * HOUR);
  const [row] = await trx('comments')
    .insert({
      article_id: article.id,
      user_id: advertiser,
      body: ADVERT,
      body_html: renderCommentMarkdown(ADVERT),
      created_at: postedAt,
      updated_at: postedAt,
      hidden_at: handledAt,
    })
    .returning('id');
  await trx('comment_reports').insert({
    comment_id: (row as { id: number }).id,
    user_id: opts.ids.iris,
    reason: 'Spam: an advertisement for another shop.',
    created_at: new Date(postedAt.getTime() + HOUR),
    resolved_at: handledAt,
  });
  await trx('comment_bans').insert({ user_id: advertiser, reason: 'Joined only to advertise; the comment is hidden.', banned_by: opts.ids.admin, created_at: handledAt });
}
