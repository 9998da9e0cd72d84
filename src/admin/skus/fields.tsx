import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { RecordLink } from '../shared/RecordLink';

// Outlined chips keep the text in the palette colour, which holds AA contrast in both themes.
export function PublishedChip() {
  const sku = useRecordContext<AdminSku>();
  if (!sku) return null;
  return sku.published ? <Chip label="Published" size="small" color="success" variant="outlined" /> : <Chip label="Unpublished" size="small" variant="outlined" />;
}

/** The title with its parent ('Parent, Variant') as a real link to the editor. */
export const SkuTitleLink = () => <RecordLink<AdminSku> text={(sku) => sku.full_title} />;

/** A product sold in its formats (issue 26) has no price or stock of its own: its formats have them. */
const IN_FORMATS = 'In formats';

export const price = (sku: Pick<AdminSku, 'list_price' | 'published_variant_count'>) => (sku.published_variant_count ? IN_FORMATS : sku.list_price == null ? '—' : `$${sku.list_price}`);

export const stock = (sku: Pick<AdminSku, 'qty_on_hand' | 'published_variant_count'>) => (sku.published_variant_count ? IN_FORMATS : String(sku.qty_on_hand));
