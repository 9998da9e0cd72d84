import { Chip } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';

// Outlined chips keep the text in the palette colour, which holds AA contrast in both themes.
export function PublishedChip() {
  const sku = useRecordContext<AdminSku>();
  if (!sku) return null;
  return sku.published ? <Chip label="Published" size="small" color="success" variant="outlined" /> : <Chip label="Unpublished" size="small" variant="outlined" />;
}

/** A click on the link is the link's own; the row would navigate a second time. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** The title with its parent ('Parent, Variant') as a real link to the editor. */
export function SkuTitleLink() {
  const sku = useRecordContext<AdminSku>();
  const createPath = useCreatePath();
  if (!sku) return null;
  return (
    <Link to={createPath({ resource: 'skus', type: 'edit', id: sku.id })} onClick={stopRowClick}>
      {sku.full_title}
    </Link>
  );
}

export const price = (sku: Pick<AdminSku, 'list_price'>) => (sku.list_price == null ? '—' : `$${sku.list_price}`);
