import { Heading, Img, Link, Section } from '@react-email/components';
import { humanDate } from '../../platform/email/dates';
import { fonts, palette } from '../../platform/email/brand';
import { Paragraph } from '../../platform/email/layout';
import type { ArticleForMail } from '../content';
import type { DigestPeriod } from './digests';
import { renderFollowMail, type FollowMailTemplate } from './member-mail';

// A digest: the period's articles one under the other, each with its lead picture, title (a
// link), summary and a link to read it.

const count = (n: number) => `${n} new article${n === 1 ? '' : 's'}`;

const when = (period: DigestPeriod, start: string) => (period === 'daily' ? `on ${humanDate(start)}` : `in the week from ${humanDate(start)}`);

const title = { color: palette.text, fontFamily: fonts.ui, fontSize: '19px', fontWeight: 600, lineHeight: '1.35', margin: '0 0 8px' };

function ArticleEntry({ article }: { article: ArticleForMail }) {
  return (
    <Section style={{ borderTop: `1px solid ${palette.border}`, padding: '20px 0 4px' }}>
      {article.image && <Img src={article.image} alt="" width="100%" style={{ borderRadius: '8px', display: 'block', margin: '0 0 12px', maxWidth: '552px' }} />}
      <Heading as="h2" style={title}>
        <Link href={article.url} style={{ color: palette.text, textDecoration: 'none' }}>
          {article.title}
        </Link>
      </Heading>
      {article.summary && <Paragraph>{article.summary}</Paragraph>}
      <Paragraph>
        <Link href={article.url} style={{ color: palette.accent }}>
          Read the article
        </Link>
      </Paragraph>
    </Section>
  );
}

/** One digest, rendered once for every member who reads these same articles. */
export function digestMail(span: { period: DigestPeriod; start: string }, articles: ArticleForMail[]): Promise<FollowMailTemplate> {
  const heading = `${count(articles.length)} ${when(span.period, span.start)}`;
  return renderFollowMail({
    list: 'new_articles',
    subject: `Your ${span.period} digest: ${count(articles.length)}`,
    preview: articles.map((a) => a.title).join(' · '),
    heading,
    children: articles.map((article) => <ArticleEntry key={article.id} article={article} />),
  });
}
