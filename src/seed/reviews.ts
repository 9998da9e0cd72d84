import type { Knex } from 'knex';
import type { SeededBook } from './books';
import type { Prng } from './prng';
import type { Commenter } from './types';
import type { MemberIds } from './users';

// Words members might write, by star rating; null for a rating given without a title or text.
const REVIEWS: Record<number, Array<[title: string | null, body: string | null]>> = {
  5: [
    ['A book to keep', 'I read this in two sittings and have already lent it out twice. The writing is clear without ever being thin.'],
    [null, 'The kind of book that changes how you look at the things around you. Beautifully produced, too.'],
    ['Worth every page', 'Generous, precise and a pleasure to hold. I keep going back to the middle chapters.'],
    [null, 'Bought it as a gift and ended up keeping it. I have ordered another copy for my sister.'],
    ['Beautifully made', null],
  ],
  4: [
    [null, 'Very good, though the last chapter felt rushed. Still one I will recommend to friends.'],
    ['Thoughtful', 'Well organised and carefully argued. A few examples feel dated, but the main argument holds up.'],
    [null, 'Solid and useful. I would have liked more illustrations, but the text makes up for it.'],
    [null, null],
  ],
  3: [
    ['Good in parts', 'Interesting in places, but it wanders. The best material is in the first half.'],
    [null, 'A decent overview. If you already know the subject there is not much new here.'],
  ],
  2: [[null, 'Not what I expected from the description, and the prose is heavy going.']],
  1: [['Not for me', 'I could not get past the third chapter. Others may like it more than I did.']],
};

// Skewed towards the good, as real shop reviews are.
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
const REVIEWERS: Commenter[] = ['reader', 'iris', 'tomas', 'mina', 'jonah'];

/** Two to five reviews on every other published book (fourteen of them), from different members. */
export async function seedReviews(trx: Knex.Transaction, books: SeededBook[], ids: MemberIds, rand: Prng, now: Date): Promise<number> {
  const rows = [];
  const reviewed = books.filter((b) => b.published).filter((_, i) => i % 2 === 0);
  for (const book of reviewed) {
    const count = rand.int(2, REVIEWERS.length);
    const start = rand.int(0, REVIEWERS.length - 1);
    for (let n = 0; n < count; n++) {
      const rating = rand.pick(RATINGS);
      const [title, body] = rand.pick(REVIEWS[rating] ?? []);
      const at = new Date(book.created.getTime() + rand.next() * (now.getTime() - book.created.getTime()));
      const reviewer = REVIEWERS[(start + n) % REVIEWERS.length] as Commenter;
      rows.push({ parent_sku: book.id, user_id: ids[reviewer], rating, title, body, created_at: at, updated_at: at });
    }
  }
  await trx('reviews').insert(rows);
  return rows.length;
}
