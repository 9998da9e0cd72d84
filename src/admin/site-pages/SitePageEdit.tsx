import { Edit, ListButton, SaveButton, TextInput, Toolbar, TopToolbar, required, useRecordContext } from 'react-admin';
import type { AdminSitePage } from '../../modules/site/schemas';
import { RichHtmlInput } from '../inputs/RichHtmlInput';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { EditorForm } from '../shared/EditorForm';

function SitePageTitle() {
  const page = useRecordContext<AdminSitePage>();
  return <>{page ? `Page: /${page.slug}` : 'Page'}</>;
}

const actions = (
  <TopToolbar>
    <ListButton label="All pages" />
  </TopToolbar>
);

/** /chariot/site-pages/{slug}: a page's title and body; an empty body puts the site's placeholder back. */
export function SitePageEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'site-pages', 'list');
  return (
    <Edit title={<SitePageTitle />} actions={actions} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect="list">
      <EditorForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="title" label="Title" validate={required()} fullWidth />
        <RichHtmlInput id="body" source="body" label="Body" helperText="Leave it empty and the site shows its 'still being written' page here." />
      </EditorForm>
    </Edit>
  );
}
