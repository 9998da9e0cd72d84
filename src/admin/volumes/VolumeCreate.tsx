import { Create, ListButton, TopToolbar } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';
import type { AdminVolume } from '../../modules/content/admin-schemas';
import { VolumeForm } from './VolumeForm';

const actions = (
  <TopToolbar>
    <ListButton label="All volumes" />
  </TopToolbar>
);

/** POST /api/admin/volumes {tag_slug?, label, symbol?, metadata?}: a blank slug is left to the server. */
const transform = ({ tag_slug, label, symbol, metadata }: Partial<AdminVolume>) => ({
  ...(tag_slug?.trim() ? { tag_slug: tag_slug.trim() } : {}),
  label,
  symbol: symbol ?? null,
  metadata: metadata ?? {},
});

/** A new volume; its editor (with the featured articles) opens once it is saved. */
export function VolumeCreate() {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', 'volumes', 'edit');
  return (
    <Create title="New volume" actions={actions} transform={transform} mutationOptions={{ onError, onSuccess }} redirect="edit">
      <VolumeForm creating defaultValues={{ metadata: {} }} />
    </Create>
  );
}
