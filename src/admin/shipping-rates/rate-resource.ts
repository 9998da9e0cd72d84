import type { LucideIcon } from 'lucide-react';
import { createElement, lazy, type ComponentType } from 'react';
import type { RatePagesProps } from './rate-pages';

const RateEdit = lazy(() => import('./rate-pages').then((m) => ({ default: m.RateEdit })));
const RateCreate = lazy(() => import('./rate-pages').then((m) => ({ default: m.RateCreate })));

/** A rate table as a react-admin resource: its list, and the shared edit and create pages (loaded when opened) with its form. */
export const rateResource = (pages: RatePagesProps, list: ComponentType, icon: LucideIcon, label: string) => ({
  list,
  edit: () => createElement(RateEdit, pages),
  create: () => createElement(RateCreate, pages),
  icon,
  recordRepresentation: pages.name,
  options: { label },
});
