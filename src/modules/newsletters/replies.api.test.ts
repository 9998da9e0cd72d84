import { expect, test } from 'vitest';
import { commentsThrough, makeComment } from '../../../test/community-factories';
import { makeArticle } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn, type MadeUser } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { drainJobs } from '../../platform/jobs';
import { setChoices } from './choices';
import { sendDueReplyNotices } from './replies';

// Replies posted through the API; the sweep is run with its clock moved on (notices wait five
// minutes to gather, a thread is mailed at most hourly).

const app = await testApp();
const adminToken = await signIn(await makeAdmin());
const { comment } = commentsThrough(app);

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** A member who hears of replies (or not), and their comment on a fresh article. */
async function commenter(replies = true) {
  const author = await makeUser();
  await setChoices(author.id, { articles: 'off', all_articles: true, tag_ids: [], replies }, 'profile');
  const article = await makeArticle();
  const parent = await makeComment({ article: article.id, author, body: 'The first word.' });
  return { author, slug: article.slug, parent };
}

/** A reply by a fresh member (posting limits are per member), through the API; its id. */
async function replyTo(slug: string, parentId: number, body: string, by?: MadeUser): Promise<number> {
  const id = await comment(await signIn(by ?? (await makeUser())), slug, body, parentId);
  await drainJobs();
  return id;
}

const threadLink = (slug: string, id: number) => `${config.publicUrl}/comment/${slug}/${id}`;

test('a reply mails the parent\'s author once, with the one-click headers and the thread\'s absolute link; their own reply tells them nothing', async () => {
  const { author, slug, parent } = await commenter();
  const replier = await makeUser();
  const reply = await replyTo(slug, parent.id, 'I see it **otherwise**.', replier);
  await replyTo(slug, parent.id, 'Answering myself.', author);

  await sendDueReplyNotices(later(2));
  expect(await mailsTo(author.email)).toEqual([]);
  await sendDueReplyNotices(later(6));
  await sendDueReplyNotices(later(7));

  const mails = await mailsTo(author.email);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toBe(`${replier.username} replied to your comment`);
  expect(mail!.text).toContain(`${replier.username} wrote: I see it otherwise.`);
  expect(mail!.text).not.toContain('Answering myself.');
  expect(mail!.links).toContain(threadLink(slug, reply));
  expect(mail!.header('List-Unsubscribe')).toMatch(new RegExp(`^<${config.publicUrl}/api/newsletters/unsubscribe\\?token=${author.id}\\.replies\\.`));
  expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(await mailsTo(replier.email)).toEqual([]);
});

test('three replies within the hour make one mail listing them; a reply after it waits out the hour and comes in the next', async () => {
  const { author, slug, parent } = await commenter();
  const replies = [await replyTo(slug, parent.id, 'One.'), await replyTo(slug, parent.id, 'Two.'), await replyTo(slug, parent.id, 'Three.')];

  await sendDueReplyNotices(later(6));
  const [first] = await mailsTo(author.email);
  expect(first!.subject).toBe('3 new replies to your comment');
  for (const id of replies) expect(first!.links).toContain(threadLink(slug, id));

  const fourth = await replyTo(slug, parent.id, 'Four.');
  await sendDueReplyNotices(later(30));
  expect(await mailsTo(author.email)).toHaveLength(1);
  await sendDueReplyNotices(later(67));
  const mails = await mailsTo(author.email);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.links.filter((l) => l.includes('/comment/'))).toEqual([threadLink(slug, fourth)]);
});

test('a reply hidden or deleted before the mail is left out, and a thread with none left mails nothing', async () => {
  const { author, slug, parent } = await commenter();
  const deleter = await makeUser();
  const hidden = await replyTo(slug, parent.id, 'Rude words.');
  const deleted = await replyTo(slug, parent.id, 'Second thoughts.', deleter);
  const kept = await replyTo(slug, parent.id, 'A kind word.');
  expect((await app.put(`/api/admin/comments/${hidden}`, { hidden: true }, adminToken)).status).toBe(200);
  expect((await app.del(`/api/article/comment/${deleted}`, await signIn(deleter))).status).toBe(204);

  const quiet = await commenter();
  const gone = await replyTo(quiet.slug, quiet.parent.id, 'Spam.');
  expect((await app.put(`/api/admin/comments/${gone}`, { hidden: true }, adminToken)).status).toBe(200);

  await sendDueReplyNotices(later(6));
  const mails = await mailsTo(author.email);
  expect(mails.map((m) => m.subject)).toHaveLength(1);
  expect(mails[0]!.links.filter((l) => l.includes('/comment/'))).toEqual([threadLink(slug, kept)]);
  expect(mails[0]!.text).not.toMatch(/Rude words|Second thoughts/);
  expect(await mailsTo(quiet.author.email)).toEqual([]);
  expect(await db('reply_notices').whereIn('reply_id', [hidden, deleted, gone])).toEqual([]);
});

test('a member who hears of no replies, turns them off before the mail, or deleted their account gets nothing', async () => {
  const never = await commenter(false);
  await replyTo(never.slug, never.parent.id, 'Hello?');
  expect(await db('reply_notices').where({ recipient_id: never.author.id })).toEqual([]);

  const turnedOff = await commenter();
  await replyTo(turnedOff.slug, turnedOff.parent.id, 'Still there?');
  await setChoices(turnedOff.author.id, { articles: 'off', all_articles: true, tag_ids: [], replies: false }, 'unsubscribe');

  const deleted = await commenter();
  await replyTo(deleted.slug, deleted.parent.id, 'Anyone?');
  await db('users').where({ id: deleted.author.id }).update({ deleted_at: new Date() });

  await sendDueReplyNotices(later(6));
  for (const { author } of [never, turnedOff, deleted]) expect(await mailsTo(author.email)).toEqual([]);
  expect(await db('reply_notices').whereIn('recipient_id', [turnedOff.author.id, deleted.author.id])).toEqual([]);
});
