import { BookOpen } from 'lucide-react';
import { lazy } from 'react';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { SkuList } from './SkuList';

// The editor (its inputs, the picture uploader) loads when first opened.
const SkuEdit = lazy(() => import('./SkuEdit').then((m) => ({ default: m.SkuEdit })));
const SkuCreate = lazy(() => import('./SkuCreate').then((m) => ({ default: m.SkuCreate })));

/**
 * SKUs: /chariot/skus and /chariot/skus/{sku_id}, served by /api/admin/skus; publish and suspend
 * use the spec's POST /api/shop/sku/publish|suspend (skus/api.ts).
 */
export default {
  list: SkuList,
  edit: SkuEdit,
  create: SkuCreate,
  icon: BookOpen,
  recordRepresentation: (sku: AdminSku) => sku.full_title,
  options: { label: 'SKUs' },
};
