import type { ArticleMode } from '../../../modules/newsletters/schemas';

/** How each choice of new articles is called, in the profile's form and on the unsubscribe page. */
export const MODE_LABELS: Record<ArticleMode, string> = {
  off: 'No mails of new articles',
  each: 'A mail for each new article',
  daily: 'A daily digest',
  weekly: 'A weekly digest',
};
