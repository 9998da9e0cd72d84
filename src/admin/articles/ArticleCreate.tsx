import { Create, ListButton, TopToolbar } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { ArticleForm } from './ArticleForm';
import { toArticleBody, type ArticleFormValues } from './form';

const defaultValues = { references: [], tags: [], published: false, email_on_publish: true };

const actions = (
  <TopToolbar>
    <ListButton label="All articles" />
  </TopToolbar>
);

const transform = (values: ArticleFormValues) => toArticleBody(values, 'create');

/** A new article; its editor opens once it is saved. */
export function ArticleCreate() {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', 'articles', 'edit');
  return (
    <Create title="New article" actions={actions} transform={transform} mutationOptions={{ onError, onSuccess }} redirect="edit">
      <ArticleForm creating defaultValues={defaultValues} />
    </Create>
  );
}
