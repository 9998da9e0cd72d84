import { expect, test } from 'vitest';
import { makeContentTag } from '../../../test/content-factories';
import { makeUser } from '../../../test/factories';
import { outbox } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';
import { choicesOf, setChoices, unsubscribe } from './choices';
import { followMessageId, sendFollowMail } from './member-mail';
import { unsubscribeToken, verifyUnsubscribe } from './unsubscribe';

// The pieces every mail a member chose is made of: their choices with consent, the signed
// unsubscribe link, and the mail with RFC 8058's headers.

test('choices start off; every change records consent with its source, the same choices again record nothing', async () => {
  const member = await makeUser();
  const tag = await makeContentTag('typography');
  expect(await choicesOf(member.id)).toEqual({ articles: 'off', all_articles: true, tag_ids: [], replies: false });

  expect(await setChoices(member.id, { articles: 'each', all_articles: false, tag_ids: [tag, tag], replies: true }, 'profile')).toBe(true);
  expect(await setChoices(member.id, { articles: 'each', all_articles: false, tag_ids: [tag], replies: true }, 'profile')).toBe(false);
  await unsubscribe(member.id, 'replies');
  await unsubscribe(member.id, 'replies');

  expect(await choicesOf(member.id)).toEqual({ articles: 'each', all_articles: false, tag_ids: [tag], replies: false });
  const consents = await db('newsletter_consents').where({ user_id: member.id }).orderBy('id');
  expect(consents.map((c: { source: string; choices: { replies: boolean } }) => [c.source, c.choices.replies])).toEqual([
    ['profile', true],
    ['unsubscribe', false],
  ]);
});

test('unknown tags are refused and change nothing', async () => {
  const member = await makeUser();
  await expect(setChoices(member.id, { articles: 'each', all_articles: false, tag_ids: [987654], replies: false }, 'profile')).rejects.toMatchObject({ status: 400 });
  expect(await db('newsletter_consents').where({ user_id: member.id })).toEqual([]);
});

test('an unsubscribe token names its member and list; an altered one is refused', async () => {
  const token = await unsubscribeToken(42, 'new_articles');
  expect(await verifyUnsubscribe(token)).toEqual({ userId: 42, list: 'new_articles' });
  for (const forged of [token.replace('42.', '43.'), token.replace('.new_articles.', '.replies.'), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'nonsense', `${token}x`]) {
    await expect(verifyUnsubscribe(forged)).rejects.toMatchObject({ status: 404 });
  }
});

test('a chosen mail carries the one-click headers, a stable Message-ID and a visible unsubscribe link', async () => {
  const member = await makeUser();
  const messageId = followMessageId('reply', 7, member.id);
  await sendFollowMail({ userId: member.id, to: member.email, list: 'replies', subject: 'A reply', preview: 'Someone answered.', heading: 'A reply to your comment', messageId, children: 'Someone answered.' });

  const [mail] = await outbox();
  const token = await unsubscribeToken(member.id, 'replies');
  expect(mail!.header('List-Unsubscribe')).toBe(`<${config.publicUrl}/api/newsletters/unsubscribe?token=${token}>`);
  expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail!.header('Message-ID')).toBe(messageId);
  expect(mail!.links).toContain(`${config.publicUrl}/newsletters/unsubscribe?token=${token}`);
  expect(mail!.text).toContain('You get this mail because you asked to hear of replies to your comments.');
});
