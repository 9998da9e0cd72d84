import { beforeAll, expect, test } from 'vitest';
import { makeArticle, makeContentTag } from '../../../test/content-factories';
import { makeUser } from '../../../test/factories';
import { mailsTo, outbox } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { startWorker } from '../../platform/jobs';
import { setChoices } from './choices';
import { DIGEST_BATCH, digestJobs, lastEndedPeriod, startDigests } from './digests';
import type { NewsletterChoices } from './schemas';

// Digests on fixed past periods (the shop's zone is UTC here): the jobs run as the hourly start
// queues them, on this file's worker.

beforeAll(() => startWorker(digestJobs));

const LONG_AGO = new Date('2026-01-01T00:00:00Z');

/** A member with these choices, made before any period the tests look at. */
async function member(choices: Partial<NewsletterChoices>) {
  const user = await makeUser();
  await setChoices(user.id, { articles: 'off', all_articles: true, tag_ids: [], replies: false, ...choices }, 'profile');
  await db('newsletter_choices').where({ user_id: user.id }).update({ updated_at: LONG_AGO });
  return user;
}

const article = (published_at: string, tags: number[] = [], fields: { published?: boolean; body?: string } = {}) =>
  makeArticle({ published_at: new Date(published_at), tags, ...fields });

const claims = (userId: number) => db('newsletter_digests').where({ user_id: userId }).orderBy('period_start').select('period', db.raw('period_start::text as start'), 'article_count');

test('the period that ended last: yesterday, and last Monday-to-Sunday week, in the shop\'s zone', async () => {
  expect(config.SHOP_TIME_ZONE).toBe('UTC');
  const monday = new Date('2026-11-23T00:30:00Z');
  expect(await lastEndedPeriod('daily', monday)).toMatchObject({ start: '2026-11-22', from: new Date('2026-11-22T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
  expect(await lastEndedPeriod('weekly', monday)).toMatchObject({ start: '2026-11-16', from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
  expect((await lastEndedPeriod('weekly', new Date('2026-11-22T23:59:00Z'))).start).toBe('2026-11-09');
});

test('a daily digest: every new article or only the followed tags\', once per member and day however often it runs', async () => {
  const [poetry, essays] = [await makeContentTag('digest_poetry'), await makeContentTag('digest_essays', 'volume')];
  const first = await article('2026-10-07T08:00:00Z', [poetry], { body: '<p>Lines on <b>light</b>.</p><img src="/uploads/lead.webp">' });
  const second = await article('2026-10-07T21:00:00Z', [essays]);
  await article('2026-10-06T23:59:00Z', [poetry]); // the day before
  await article('2026-10-07T12:00:00Z', [poetry], { published: false });

  const everything = await member({ articles: 'daily' });
  const tagged = await member({ articles: 'daily', all_articles: false, tag_ids: [poetry] });
  const otherTag = await member({ articles: 'daily', all_articles: false, tag_ids: [await makeContentTag('digest_unused')] });
  const off = await member({ articles: 'off' });
  const each = await member({ articles: 'each' });
  const late = await member({ articles: 'daily' });
  await db('newsletter_choices').where({ user_id: late.id }).update({ updated_at: new Date('2026-10-08T00:10:00Z') });

  const now = new Date('2026-10-08T00:20:00Z');
  await startDigests(now);
  await outbox();
  await startDigests(new Date('2026-10-08T01:20:00Z'));

  const [mail, ...again] = await mailsTo(everything.email);
  expect(again).toEqual([]);
  expect(mail!.subject).toBe('Your daily digest: 2 new articles');
  expect(mail!.text).toContain('2 new articles on Wednesday 7 October 2026');
  expect(mail!.text.indexOf(`Title of ${first.slug}`)).toBeLessThan(mail!.text.indexOf(`Title of ${second.slug}`));
  expect(mail!.text).toContain('Lines on light.');
  expect(mail!.links).toEqual(expect.arrayContaining([`${config.publicUrl}/article/${first.slug}`, `${config.publicUrl}/article/${second.slug}`]));
  expect(mail!.header('List-Unsubscribe')).toMatch(new RegExp(`^<${config.publicUrl}/api/newsletters/unsubscribe\\?token=${everything.id}\\.new_articles\\.`));
  expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail!.header('Message-ID')).toContain(`digest.daily.2026-10-07.${everything.id}@`);

  const [taggedMail, ...taggedAgain] = await mailsTo(tagged.email);
  expect(taggedAgain).toEqual([]);
  expect(taggedMail!.subject).toBe('Your daily digest: 1 new article');
  expect(taggedMail!.text).toContain(`Title of ${first.slug}`);
  expect(taggedMail!.text).not.toContain(`Title of ${second.slug}`);

  for (const nobody of [otherTag, off, each, late]) expect(await mailsTo(nobody.email)).toEqual([]);
  expect(await claims(everything.id)).toEqual([{ period: 'daily', start: '2026-10-07', article_count: 2 }]);
  // Looked at once, with nothing to read: the next runs pass them by.
  expect(await claims(otherTag.id)).toEqual([{ period: 'daily', start: '2026-10-07', article_count: 0 }]);
  expect(await claims(late.id)).toEqual([]);
});

test('a weekly digest gathers Monday to Sunday; a daily reader of the same days gets only the last one', async () => {
  const monday = await article('2026-11-16T00:30:00Z');
  const sunday = await article('2026-11-22T23:30:00Z');
  await article('2026-11-15T23:59:00Z');
  const nextMonday = await article('2026-11-23T00:10:00Z');
  const weekly = await member({ articles: 'weekly' });
  const daily = await member({ articles: 'daily' });

  await startDigests(new Date('2026-11-24T12:00:00Z'));

  const weeklyMails = await mailsTo(weekly.email);
  expect(weeklyMails.map((m) => m.subject)).toEqual(['Your weekly digest: 2 new articles']);
  expect(weeklyMails[0]!.text).toContain('in the week from Monday 16 November 2026');
  expect(weeklyMails[0]!.links).toEqual(expect.arrayContaining([`${config.publicUrl}/article/${monday.slug}`, `${config.publicUrl}/article/${sunday.slug}`]));
  expect(weeklyMails[0]!.links).not.toContain(`${config.publicUrl}/article/${nextMonday.slug}`);
  const dailyMails = await mailsTo(daily.email);
  expect(dailyMails.map((m) => m.subject)).toEqual(['Your daily digest: 1 new article']);
  expect(dailyMails[0]!.links).toContain(`${config.publicUrl}/article/${nextMonday.slug}`);
});

test('a period with no new articles mails nobody and claims nothing', async () => {
  const reader = await member({ articles: 'daily' });
  await startDigests(new Date('2026-09-02T03:00:00Z'));
  expect(await mailsTo(reader.email)).toEqual([]);
  expect(await claims(reader.id)).toEqual([]);
});

test('a member who turned the digest off gets nothing', async () => {
  await article('2026-09-09T10:00:00Z');
  const stopped = await member({ articles: 'daily' });
  await setChoices(stopped.id, { articles: 'off', all_articles: true, tag_ids: [], replies: false }, 'unsubscribe');
  await startDigests(new Date('2026-09-10T00:05:00Z'));
  expect(await mailsTo(stopped.email)).toEqual([]);
  expect(await claims(stopped.id)).toEqual([]);
});

test('more members than a batch: the batches follow one another until every member has their one digest', async () => {
  await article('2026-08-05T10:00:00Z');
  const count = DIGEST_BATCH + 3;
  // Inserted in bulk: a factory member each would take most of the test's time.
  const users: Array<{ id: number }> = await db('users')
    .insert(Array.from({ length: count }, (_, i) => ({ username: `digest_reader_${i}`, email: `digest_reader_${i}@example.test`, password_hash: 'x', activated_at: LONG_AGO })))
    .returning('id');
  await db('newsletter_choices').insert(users.map((u) => ({ user_id: u.id, articles: 'daily', updated_at: LONG_AGO })));

  await startDigests(new Date('2026-08-06T00:05:00Z'));

  const mails = (await outbox()).filter((m) => m.to.startsWith('digest_reader_') && m.text.includes('Wednesday 5 August 2026'));
  expect(mails).toHaveLength(count);
  expect(new Set(mails.map((m) => m.to)).size).toBe(count);
});
