import { Box, Button } from '@mui/material';
import { ExternalLink } from 'lucide-react';
import { DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import type { ArticleResponse } from '../../modules/content/schemas';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { PendingSends } from '../newsletters/PendingSends';
import { ArticleForm } from './ArticleForm';
import { PublishSwitch } from './fields';
import { toArticleBody, type ArticleFormValues } from './form';

function ArticleTitle() {
  const article = useRecordContext<ArticleResponse>();
  return <>{article ? `Article: ${article.title}` : 'Article'}</>;
}

/** The public page, for a published article. */
function ViewOnSite() {
  const article = useRecordContext<ArticleResponse>();
  if (!article?.published) return null;
  return (
    <Button href={`/article/${encodeURIComponent(article.id)}`} target="_blank" rel="noopener" size="small" startIcon={<ExternalLink size={16} aria-hidden="true" />}>
      View on site
    </Button>
  );
}

const actions = (
  <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
    <PublishSwitch showStatus="always" />
    <ViewOnSite />
    <ListButton label="All articles" />
  </TopToolbar>
);

/** Delete asks first, and offers suspending as the way to take an article off the site and keep it. */
const toolbar = (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="Delete this article?"
      confirmContent="Its references, votes and comments are deleted with it, and this cannot be undone. To take it off the site and keep it, suspend it instead."
    />
  </Toolbar>
);

const transform = (values: ArticleFormValues, options?: { previousData?: { id?: unknown } }) =>
  toArticleBody(values, 'update', typeof options?.previousData?.id === 'string' ? options.previousData.id : values.id);

/** The article's newsletter while it waits to start, with its Cancel. */
function PendingSend() {
  const article = useRecordContext<ArticleResponse>();
  return article ? <PendingSends articleId={article.id} /> : null;
}

/**
 * /chariot/articles/{id}: the editor; saving stays on the page. The switch above publishes
 * (asking whether to email the subscribers) or suspends, apart from the form's Save.
 */
export function ArticleEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'articles', false);
  return (
    <Edit title={<ArticleTitle />} actions={actions} transform={transform} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect={false}>
      <PendingSend />
      <ArticleForm toolbar={toolbar} />
    </Edit>
  );
}
