import type { ReactNode } from 'react';
import { config } from '../../platform/config';
import { FootLine, FootLink, MailLayout } from '../../platform/email/layout';
import { renderMail } from '../../platform/email/render';
import { sendMail, type Mail } from '../../platform/mail';
import type { Db } from '../../platform/db';
import type { MailList } from './schemas';
import { unsubscribePageUrl, unsubscribeToken, unsubscribeUrl } from './unsubscribe';

// The mails members chose (new articles, digests, reply notices), on the shop's one layout with a
// foot saying why they came and a link that stops them, and RFC 8058's one-click headers. A mail is
// rendered once and addressed to each member by putting their token in its slot, so a newsletter
// to many members renders once. Transactional mails (activation, orders, refunds) never come here:
// no choice holds them back.

/** Stands for a member's unsubscribe token in a rendered mail (letters only, so HTML and text keep it as is). */
const TOKEN_SLOT = 'XUNSUBSCRIBETOKENX';

const WHY: Record<MailList, string> = {
  new_articles: 'You get this mail because you asked for new articles by email.',
  replies: 'You get this mail because you asked to hear of replies to your comments.',
};

/** A chosen mail rendered once, for any member: the unsubscribe links wait for a token. */
export interface FollowMailTemplate {
  list: MailList;
  subject: string;
  html: string;
  text: string;
}

export interface FollowMailContent {
  list: MailList;
  subject: string;
  preview: string;
  heading: string;
  children: ReactNode;
}

/** Renders a chosen mail once, with the unsubscribe foot. */
export async function renderFollowMail({ list, subject, preview, heading, children }: FollowMailContent): Promise<FollowMailTemplate> {
  const foot = (
    <FootLine>
      {WHY[list]} <FootLink href={unsubscribePageUrl(TOKEN_SLOT)}>Unsubscribe or change what you receive</FootLink>
    </FootLine>
  );
  const { html = '', text } = await renderMail('', subject, <MailLayout preview={preview} heading={heading} foot={foot}>{children}</MailLayout>);
  return { list, subject, html, text };
}

/** A Message-ID that is the same every time this mail is sent to this member, so a rare re-send is recognisable. */
export const followMessageId = (...parts: Array<string | number>) => `<${parts.join('.')}@${new URL(config.publicUrl).hostname}>`;

/** The template addressed to one member: their links, the one-click headers and a stable Message-ID. */
export async function addressFollowMail(template: FollowMailTemplate, member: { userId: number; to: string }, messageId: string, db?: Db): Promise<Mail> {
  const token = await unsubscribeToken(member.userId, template.list, db);
  return {
    to: member.to,
    subject: template.subject,
    html: template.html.replaceAll(TOKEN_SLOT, token),
    text: template.text.replaceAll(TOKEN_SLOT, token),
    messageId,
    bulk: true,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Renders and sends one chosen mail to one member (a reply notice, a digest). */
export async function sendFollowMail(content: FollowMailContent & { userId: number; to: string; messageId: string }): Promise<void> {
  await sendMail(await addressFollowMail(await renderFollowMail(content), content, content.messageId));
}
