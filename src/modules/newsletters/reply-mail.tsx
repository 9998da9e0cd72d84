import { Link, Section } from '@react-email/components';
import { palette } from '../../platform/email/brand';
import { Paragraph } from '../../platform/email/layout';
import type { ShownReply } from '../community';
import { renderFollowMail, type FollowMailTemplate } from './member-mail';

// A reply notice: the replies to one of the member's comments gathered since the last notice,
// each with who wrote it, its opening words and a link to its thread.

const authorOf = (reply: ShownReply) => reply.author ?? 'A former member';

/** The notice of these replies (at least one) to one comment, for its author. */
export function replyNoticeMail(replies: ShownReply[]): Promise<FollowMailTemplate> {
  const [first] = replies;
  const subject = replies.length === 1 ? `${authorOf(first!)} replied to your comment` : `${replies.length} new replies to your comment`;
  return renderFollowMail({
    list: 'replies',
    subject,
    preview: first!.excerpt,
    heading: `${replies.length === 1 ? 'A reply' : `${replies.length} replies`} to your comment on “${first!.article}”`,
    children: replies.map((reply) => (
      <Section key={reply.id} style={{ borderTop: `1px solid ${palette.border}`, padding: '16px 0 0' }}>
        <Paragraph>
          <strong>{authorOf(reply)}</strong> wrote: {reply.excerpt}
        </Paragraph>
        <Paragraph>
          <Link href={reply.url} style={{ color: palette.accent }}>
            Read the reply and answer
          </Link>
        </Paragraph>
      </Section>
    )),
  });
}
