import type { Knex } from 'knex';
import { rollupDay } from '../modules/analytics';
import type { SeededArticle } from './articles';
import type { SeededBook } from './books';
import type { DemoPurchase } from './orders';
import type { Prng } from './prng';

// A fortnight of visits, so the dashboard's figures, charts and top tables show what they are for
// on a fresh site: beacons as the site records them, rolled up by day as the analytics job does.
// Each demo order comes with the visit that led to it: its buyer, the same day, viewed the books,
// put them in the cart and went to checkout.

const DAYS = 14;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BROWSING = ['/shop', '/articles', '/volumes', '/services', '/contact'];

/** A visitor of one day: 32 hex digits, like the site's salted hash, here from the seed's PRNG. */
const visitorId = (rand: Prng) => Array.from({ length: 4 }, () => rand.int(0, 0xffffffff).toString(16).padStart(8, '0')).join('');

/** Mostly the first few (the popular ones), sometimes any. */
const popular = <T>(rand: Prng, items: readonly T[]): T => rand.pick(rand.next() < 0.6 ? items.slice(0, 4) : items);

export async function seedVisits(trx: Knex.Transaction, opts: { books: SeededBook[]; articles: SeededArticle[]; purchases: DemoPurchase[]; rand: Prng; now: Date }): Promise<void> {
  const { rand } = opts;
  const books = opts.books.filter((b) => b.published);
  const articles = [...opts.articles].reverse();
  const views: Array<{ path: string; visitor: string; created_at: Date }> = [];
  const events: Array<{ kind: string; component_id: string; visitor: string; created_at: Date }> = [];

  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (let n = rand.int(8, 20); n > 0; n--) {
      const visitor = visitorId(rand);
      // Visits spread over the 24 hours before this point (UTC days split them as they fall).
      let at = opts.now.getTime() - daysAgo * DAY - rand.int(30, 24 * 60) * MINUTE;
      const landing = rand.next();
      const book = landing < 0.35 ? popular(rand, books) : null;
      const pages = [book ? `/shop/${book.id}` : landing < 0.7 ? `/article/${popular(rand, articles).slug}` : '/'];
      for (let more = rand.int(0, 3); more > 0; more--) pages.push(rand.next() < 0.5 ? rand.pick(BROWSING) : `/article/${popular(rand, articles).slug}`);
      for (const path of pages) {
        views.push({ path, visitor, created_at: new Date(at) });
        at += rand.int(1, 6) * MINUTE;
      }
      if (book && rand.next() < 0.4) {
        events.push({ kind: 'add_to_cart', component_id: `sku-${rand.pick(book.buyable).id}`, visitor, created_at: new Date(at) });
        if (rand.next() < 0.5) events.push({ kind: 'go_to_checkout', component_id: 'cart', visitor, created_at: new Date(at + MINUTE) });
      }
    }
  }
  for (const purchase of opts.purchases) {
    const journey = buyersJourney(purchase);
    views.push(...journey.views);
    events.push(...journey.events);
  }
  await trx('page_views').insert(views);
  await trx('usage_events').insert(events);
  const days = new Set(views.map((v) => v.created_at.toISOString().slice(0, 10)));
  for (const day of days) await rollupDay(day, trx);
}

/** The buyer's steps in the minutes before paying, never before the start of that UTC day. */
function buyersJourney({ visitor, paidAt, bookIds, skuIds }: DemoPurchase) {
  const dayStart = Date.parse(`${paidAt.toISOString().slice(0, 10)}T00:00:00Z`);
  const before = (minutes: number) => new Date(Math.max(dayStart, paidAt.getTime() - minutes * MINUTE));
  return {
    views: bookIds.map((id) => ({ path: `/shop/${id}`, visitor, created_at: before(30) })),
    events: [
      ...skuIds.map((id) => ({ kind: 'add_to_cart', component_id: `sku-${id}`, visitor, created_at: before(20) })),
      { kind: 'go_to_checkout', component_id: 'cart', visitor, created_at: before(10) },
    ],
  };
}
