import { BriefcaseBusiness } from 'lucide-react';
import { lazy } from 'react';
import type { AdminService } from '../../modules/shop/admin-schemas';
import { ServiceList } from './ServiceList';

const ServiceEdit = lazy(() => import('./ServiceEdit').then((m) => ({ default: m.ServiceEdit })));
const ServiceCreate = lazy(() => import('./ServiceCreate').then((m) => ({ default: m.ServiceCreate })));

/** Services: the entries of the public /services page (/api/admin/services). */
export default {
  list: ServiceList,
  edit: ServiceEdit,
  create: ServiceCreate,
  icon: BriefcaseBusiness,
  recordRepresentation: (service: AdminService) => service.title,
  options: { label: 'Services' },
};
