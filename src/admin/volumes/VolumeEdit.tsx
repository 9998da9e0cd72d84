import { Box } from '@mui/material';
import { DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import type { AdminVolume } from '../../modules/content/admin-schemas';
import { VolumeForm } from './VolumeForm';

function VolumeTitle() {
  const volume = useRecordContext<AdminVolume>();
  return <>{volume ? `Volume: ${volume.label}` : 'Volume'}</>;
}

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this volume?" confirmContent="Its page and featured list go; its articles stay, without the volume's tag." />
  </Toolbar>
);

const actions = (
  <TopToolbar>
    <ListButton label="All volumes" />
  </TopToolbar>
);

/** PUT /api/admin/volumes/{tag_slug} {label?, symbol?, metadata?, featured?}: only what may change. */
const transform = ({ label, symbol, metadata, featured }: Partial<AdminVolume>) => ({ label, symbol: symbol ?? null, metadata: metadata ?? {}, featured: featured ?? [] });

/** /chariot/volumes/{tag_slug}: the volume and its featured articles; saving stays on the page. */
export function VolumeEdit() {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', 'volumes', false);
  return (
    <Edit title={<VolumeTitle />} actions={actions} transform={transform} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} redirect={false}>
      <VolumeForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
