import { Img } from '@react-email/components';
import { config } from '../../platform/config';
import { MailButton, Paragraph } from '../../platform/email/layout';
import type { ArticleForMail } from '../content';
import { renderFollowMail, type FollowMailTemplate } from './member-mail';

// A new article's newsletter: its lead picture, title, subtitle, summary and a button to read it.

/** The newsletter of one article, rendered once for every member who gets it. */
export function articleNewsletter(article: ArticleForMail): Promise<FollowMailTemplate> {
  return renderFollowMail({
    list: 'new_articles',
    subject: `New on ${config.SITE_NAME}: ${article.title}`,
    preview: article.summary || article.title,
    heading: article.title,
    children: (
      <>
        {article.image && <Img src={article.image} alt="" width="100%" style={{ borderRadius: '8px', display: 'block', margin: '0 0 16px', maxWidth: '552px' }} />}
        {article.subtitle && <Paragraph>{article.subtitle}</Paragraph>}
        {article.summary && article.summary !== article.subtitle && <Paragraph>{article.summary}</Paragraph>}
        <MailButton href={article.url}>Read the article</MailButton>
      </>
    ),
  });
}
