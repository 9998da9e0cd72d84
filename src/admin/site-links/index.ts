import { Link } from 'lucide-react';
import { lazy } from 'react';
import type { AdminSiteLink } from '../../modules/site/schemas';
import { SiteLinkList } from './SiteLinkList';

const SiteLinkEdit = lazy(() => import('./SiteLinkPages').then((m) => ({ default: m.SiteLinkEdit })));
const SiteLinkCreate = lazy(() => import('./SiteLinkPages').then((m) => ({ default: m.SiteLinkCreate })));

/** Links: the list the public /links page shows (/api/admin/site-links). */
export default {
  list: SiteLinkList,
  edit: SiteLinkEdit,
  create: SiteLinkCreate,
  icon: Link,
  recordRepresentation: (link: AdminSiteLink) => link.title,
  options: { label: 'Links' },
};
