import type { Knex } from 'knex';
import { seedArticles } from './articles';
import { seedBooks } from './books';
import { seedComments } from './comments';
import type { DemoCredentials } from './credentials';
import { seedTaxRates } from './checkout';
import { seedInbox } from './inbox';
import { seedMenuPages } from './menu-pages';
import { seedModeration } from './moderation';
import { seedNewsletters } from './newsletters';
import { seedOrders } from './orders';
import { prng } from './prng';
import { seedReviews } from './reviews';
import { seedServices } from './services';
import { seedMembers } from './users';
import { seedVisits } from './visits';

/** True when nobody has put anything in the database yet (the dev start seeds only then). */
export async function isDatabaseEmpty(db: Knex): Promise<boolean> {
  const [row] = await db.raw<{ rows: Array<{ used: boolean }> }>(
    'select exists (select 1 from users) or exists (select 1 from skus) or exists (select 1 from articles) as used',
  ).then((r) => r.rows);
  return !row?.used;
}

/** The Monday (UTC) of the week containing now: the week the shop features. */
export function latestMonday(now: Date): string {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(now.getTime() - daysSinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Fills a freshly migrated database with the demo shop, library and community, in one transaction.
 * Everything is the same on every run except the passwords and dates, which are relative to now.
 */
export async function seedDemoData(db: Knex, opts: { siteName: string; shopEmail: string }): Promise<DemoCredentials> {
  const now = new Date();
  const rand = prng(20261122);
  return db.transaction(async (trx) => {
    const members = await seedMembers(trx, { shopEmail: opts.shopEmail, now });
    const books = await seedBooks(trx, { now, featuredWeek: latestMonday(now) });
    await seedReviews(trx, books, members.ids, rand, now);
    const purchases = await seedOrders(trx, { books, ids: members.ids, rand, now });
    await seedTaxRates(trx);
    await seedServices(trx, opts.siteName);
    await seedMenuPages(trx, opts.siteName);
    await seedInbox(trx, { ids: members.ids, now });
    const articles = await seedArticles(trx, { siteName: opts.siteName, now, ids: members.ids, rand });
    await seedComments(trx, { siteName: opts.siteName, articles, ids: members.ids, rand });
    await seedModeration(trx, { articles, ids: members.ids, now });
    await seedNewsletters(trx, { articles, ids: members.ids, now });
    await seedVisits(trx, { books, articles, purchases, rand, now });
    return { admin: members.admin, member: members.member };
  });
}
