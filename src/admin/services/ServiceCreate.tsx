import { Create, ListButton, TopToolbar } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import { ServiceForm } from './ServiceForm';

const actions = (
  <TopToolbar>
    <ListButton label="All services" />
  </TopToolbar>
);

export function ServiceCreate() {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', 'services', 'list');
  return (
    <Create title="New service" actions={actions} mutationOptions={{ onError, onSuccess }} redirect="list">
      <ServiceForm defaultValues={{ published: false, position: 0 }} />
    </Create>
  );
}
