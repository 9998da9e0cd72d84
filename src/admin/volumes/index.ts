import { Library } from 'lucide-react';
import { lazy } from 'react';
import type { AdminVolume } from '../../modules/content/admin-schemas';
import { VolumeList } from './VolumeList';

const VolumeEdit = lazy(() => import('./VolumeEdit').then((m) => ({ default: m.VolumeEdit })));
const VolumeCreate = lazy(() => import('./VolumeCreate').then((m) => ({ default: m.VolumeCreate })));

/** Volumes: /chariot/volumes and /chariot/volumes/{tag_slug}, served by /api/admin/volumes. */
export default {
  list: VolumeList,
  edit: VolumeEdit,
  create: VolumeCreate,
  icon: Library,
  recordRepresentation: (volume: AdminVolume) => volume.label,
  options: { label: 'Volumes' },
};
