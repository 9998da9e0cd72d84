import { Box } from '@mui/material';
import { DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminService } from '../../modules/shop/admin-schemas';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { ServiceForm } from './ServiceForm';

function ServiceTitle() {
  const service = useRecordContext<AdminService>();
  return <>{service ? `Service: ${service.title}` : 'Service'}</>;
}

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this service?" confirmContent="It leaves the services page at once. Quote requests for it are kept." />
  </Toolbar>
);

const actions = (
  <TopToolbar>
    <ListButton label="All services" />
  </TopToolbar>
);

export function ServiceEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'services', 'list');
  return (
    <Edit title={<ServiceTitle />} actions={actions} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect="list">
      <ServiceForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
