import { config } from '../../platform/config';
import { humanDate } from '../../platform/email/dates';
import { MailButton, Paragraph } from '../../platform/email/layout';
import { SectionTitle } from './order-mail-parts';
import type { OrderLine } from './schemas';

/** A line's download link written in full, as mail needs it. */
export const absoluteLink = (path: string) => `${config.publicUrl}${path}`;

/** Each digital line's download button, with how many downloads it allows and until when (the plain text writes the link out). */
export function Downloads({ lines }: { lines: readonly OrderLine[] }) {
  const ready = lines.filter((l) => l.download?.state === 'ready');
  if (!ready.length) return null;
  return (
    <>
      <SectionTitle>Your downloads</SectionTitle>
      {ready.map(({ id, title, download }) => (
        <div key={id}>
          <MailButton href={absoluteLink(download!.url)}>{`Download ${title}`}</MailButton>
          <Paragraph>{`The link works ${download!.max_downloads - download!.downloads} more times, until ${humanDate(download!.expires_at)}.`}</Paragraph>
        </div>
      ))}
    </>
  );
}
