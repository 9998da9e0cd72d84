import { db, recountVotes } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { memberDeleted } from '../accounts';

/** A deleted member's articles stay, unsigned; their votes go and the articles' counts follow. Safe to run twice. */
export const forgetDeletedMember = subscribe(memberDeleted, 'content', async ({ userId }) => {
  await db.transaction(async (trx) => {
    const votes: Array<{ article_id: number }> = await trx('article_votes').where({ user_id: userId }).delete().returning('article_id');
    await recountVotes(trx, { votes: 'article_votes', key: 'article_id', target: 'articles' }, votes.map((v) => v.article_id));
    await trx('articles').where({ author_id: userId }).update({ author_id: null });
  });
});
