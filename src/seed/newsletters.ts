import type { Knex } from 'knex';
import type { SeededArticle } from './articles';
import type { MemberIds } from './users';

// A few members who follow the library by mail, and the newsletters of the two newest articles as
// sent, so the profile's Newsletters section and the console's Newsletters list show what they are for.

const DAY = 86_400_000;

export async function seedNewsletters(trx: Knex.Transaction, opts: { articles: SeededArticle[]; ids: MemberIds; now: Date }): Promise<void> {
  const { ids, now } = opts;
  const choices = [
    { user_id: ids.reader, articles: 'each', all_articles: true, replies: true },
    { user_id: ids.iris, articles: 'each', all_articles: true, replies: false },
    { user_id: ids.mina, articles: 'weekly', all_articles: true, replies: true },
  ];
  const chosenAt = new Date(now.getTime() - 60 * DAY);
  await trx('newsletter_choices').insert(choices.map((c) => ({ ...c, updated_at: chosenAt })));
  await trx('newsletter_consents').insert(
    choices.map(({ user_id, ...c }) => ({ user_id, source: 'profile', given_at: chosenAt, choices: JSON.stringify({ ...c, tag_ids: [] }) })),
  );

  const newest = [...opts.articles].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, 2);
  const readers = choices.filter((c) => c.articles === 'each').map((c) => c.user_id);
  for (const article of newest) {
    const sentAt = new Date(article.publishedAt.getTime() + 60_000);
    const [send] = (await trx('newsletter_sends')
      .insert({ article_id: article.id, state: 'done', cursor: Math.max(...readers), created_at: article.publishedAt, finished_at: sentAt })
      .returning('id')) as Array<{ id: number }>;
    await trx('newsletter_deliveries').insert(readers.map((user_id) => ({ send_id: send!.id, user_id, state: 'sent', claimed_at: article.publishedAt, sent_at: sentAt })));
  }
}
