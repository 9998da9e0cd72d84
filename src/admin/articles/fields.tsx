import { Chip, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, type Identifier } from 'react-admin';
import type { ArticleSummary } from '../../modules/content/schemas';
import { RecordLink, stopRowClick } from '../shared/RecordLink';
import { useBatchAction } from '../shared/use-batch-action';
import { publishArticle, suspendArticle } from './api';
import { PublishDialog } from './PublishDialog';

const PUBLISHED = { done: 'Article Published', failed: 'Article Not Published' };

/** The toasts of the publish switch and the list's bulk buttons, in the words of SPEC §8's SKU ones. */
export const ARTICLE_TOASTS = {
  publish: PUBLISHED,
  publish_and_email: PUBLISHED,
  suspend: { done: 'Article Suspended', failed: 'Article Not Suspended' },
} as const;

type PublishingAction = keyof typeof ARTICLE_TOASTS;

const perform = (action: PublishingAction, id: Identifier) => (action === 'suspend' ? suspendArticle(String(id)) : publishArticle(String(id), action === 'publish_and_email'));

/**
 * Publish and suspend for one or more articles, one request each; the list, counts and record
 * then reload. Publishing asks first whether to email the subscribers: render `dialog`.
 */
export function useArticlePublishing() {
  const refresh = useRefresh();
  const { run, pending } = useBatchAction(perform, ARTICLE_TOASTS);
  const [asking, setAsking] = useState<Identifier[] | null>(null);
  const act = async (action: PublishingAction, ids: Identifier[]) => {
    await run(action, ids);
    refresh();
  };
  const start = (action: 'publish' | 'suspend', ids: Identifier[]) => (action === 'publish' ? setAsking(ids) : act(action, ids));
  const dialog = asking && <PublishDialog ids={asking} onClose={() => setAsking(null)} onAnswer={(email) => void act(email ? 'publish_and_email' : 'publish', asking)} />;
  // The bulk buttons know Publish and Suspend: either way of publishing is Publish under way.
  return { run: start, pending: pending === 'publish_and_email' ? 'publish' : pending, dialog };
}

/** 'Ada Lovelace (ada)', or the username alone; an article whose author has gone has none. */
export const authorName = (article: Pick<ArticleSummary, 'author'>) => {
  const author = article.author;
  if (!author) return '—';
  const name = [author.first_name, author.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${author.username})` : author.username;
};

/**
 * SPEC §4 "Article": published, or suppressed (published earlier, now not), or a draft (never
 * published). The suppressed indicator shows only when suppressed and not published.
 */
export const articleStatus = (article: Pick<ArticleSummary, 'published' | 'suppressed'>) =>
  article.published ? 'Published' : article.suppressed ? 'Suppressed' : 'Draft';

// Outlined chips keep the text in the palette colour, which holds AA contrast in both themes.
export function ArticleStatusChip({ article }: { article: Pick<ArticleSummary, 'published' | 'suppressed'> }) {
  const status = articleStatus(article);
  const color = status === 'Published' ? 'success' : status === 'Suppressed' ? 'warning' : 'default';
  return <Chip label={status} size="small" color={color} variant="outlined" />;
}

/**
 * The admin toggle (SPEC §4 "Article"): on asks whether to email the subscribers and publishes,
 * off suspends at once; the list, the counts and the open record reload. Beside it, the
 * suppressed indicator when there is one.
 */
export function PublishSwitch({ showStatus = 'suppressed' }: { showStatus?: 'suppressed' | 'always' }) {
  const article = useRecordContext<ArticleSummary>();
  const { run, pending, dialog } = useArticlePublishing();
  if (!article) return null;
  const toggle = () => void run(article.published ? 'suspend' : 'publish', [article.id]);
  const showChip = showStatus === 'always' || (article.suppressed && !article.published);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} onClick={stopRowClick}>
      <Switch
        size="small"
        checked={article.published}
        disabled={pending !== null}
        onChange={toggle}
        slotProps={{ input: { 'aria-label': `Published: ${article.title}` } }}
      />
      {showChip ? <ArticleStatusChip article={article} /> : null}
      {dialog}
    </Stack>
  );
}

/** The title as a real link to the editor (keyboard reachable as well as by row click). */
export const ArticleTitleLink = () => <RecordLink<ArticleSummary> text={(article) => article.title} />;
