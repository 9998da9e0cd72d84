import { PanelsTopLeft } from 'lucide-react';
import { lazy } from 'react';
import type { AdminSitePage } from '../../modules/site/schemas';
import { SitePageList } from './SitePageList';

const SitePageEdit = lazy(() => import('./SitePageEdit').then((m) => ({ default: m.SitePageEdit })));

/** Site pages: /about and /mission as the public site shows them (/api/admin/site-pages). */
export default {
  list: SitePageList,
  edit: SitePageEdit,
  icon: PanelsTopLeft,
  recordRepresentation: (page: AdminSitePage) => page.title,
  options: { label: 'Site pages' },
};
