import { Box } from '@mui/material';
import { Create, DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminSiteLink } from '../../modules/site/schemas';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { SiteLinkForm } from './SiteLinkForm';

const actions = (
  <TopToolbar>
    <ListButton label="All links" />
  </TopToolbar>
);

function LinkTitle() {
  const link = useRecordContext<AdminSiteLink>();
  return <>{link ? `Link: ${link.title}` : 'Link'}</>;
}

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this link?" confirmContent="It leaves the links page at once." />
  </Toolbar>
);

export function SiteLinkEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'site-links', 'list');
  return (
    <Edit title={<LinkTitle />} actions={actions} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect="list">
      <SiteLinkForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

export function SiteLinkCreate() {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', 'site-links', 'list');
  return (
    <Create title="New link" actions={actions} mutationOptions={{ onError, onSuccess }} redirect="list">
      <SiteLinkForm defaultValues={{ position: 0 }} />
    </Create>
  );
}
